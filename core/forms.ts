import type { z } from "zod";

// What every form action answers when it refuses a submission: `{ error: FieldError }`, the
// message and the field it is about ("form" when it is about the whole form). Pages show it beside
// that field and move focus there.

export interface FieldError<Field extends string = string> {
  field: Field | "form";
  message: string;
}

export type ActionError<Field extends string = string> = {
  error: FieldError<Field>;
  /** Every field's first error, where a form shows them all at once (`error` is the first). */
  errors?: FieldError<Field>[];
};

/** Why a request's body was refused before any rule about its fields could run. */
export const REQUEST_MESSAGES = {
  /** A form post with no intent the route knows (a stale page, or a hand-made post). */
  unknownIntent: "Unknown request.",
  tooLarge: "This request is too large. Please shorten what you entered and try again.",
  unreadable: "We couldn't read this form. Please reload the page and try again.",
  badCharacters: "This form contains characters we can't accept. Please remove them and try again.",
} as const;

/** A refusal about the whole form rather than one field. */
export const formError = (message: string): ActionError => ({ error: { field: "form", message } });

/** Each field's first failing rule, fields in declaration order (empty when the input is valid). */
export function fieldErrors<Field extends string>(
  error: z.ZodError | undefined,
): FieldError<Field>[] {
  const seen = new Map<string, FieldError<Field>>();
  for (const issue of error?.issues ?? []) {
    const field = String(issue.path[0] ?? "form");
    if (!seen.has(field)) seen.set(field, { field: field as Field, message: issue.message });
  }
  return [...seen.values()];
}

/** The first rule that fails, in declaration order, or null when the input is valid. */
export function firstError<Field extends string>(
  error: z.ZodError | undefined,
): FieldError<Field> | null {
  const issue = error?.issues[0];
  if (!issue) return null;
  return { field: String(issue.path[0] ?? "form") as Field, message: issue.message };
}

/** The field that says what a form asks its route's action to do; its values are each feature's intents. */
export const INTENT_FIELD = "intent";

/** The account page's forms (app/routes/account-settings.tsx). */
export const ACCOUNT_INTENTS = {
  rename: "rename",
  deleteAccount: "delete",
  requestEmails: "request-emails",
} as const;

/** The sign-in forms' second way in: through the identity provider (app/routes/login.tsx). */
export const SIGN_IN_INTENTS = { provider: "provider" } as const;
