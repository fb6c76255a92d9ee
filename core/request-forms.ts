import { z } from "zod";
import { SERVICE_LIMITS } from "./artists/services";
import { COLORS, STYLES } from "./catalogue";
import type { FieldError } from "./forms";
import {
  REQUEST_FIELDS,
  REQUEST_INTENTS,
  REQUEST_LIMITS,
  TIMES_OF_DAY,
  type PreferredTime,
  type RequestAction,
} from "./requests";
import { REQUEST_MESSAGES } from "./request-copy";
import { addDays, instantIn, isCalendarDay } from "./appointment-times";
import { hasVisibleText, messageText, visibleLength } from "./text";

// The request forms' checks (decision 0030): the request, a reply, a reason, an appointment.
// The server checks every post with these; the words are core/requests.ts's.

const M = REQUEST_MESSAGES;

/** A message as stored (core/text.ts): no bidi overrides or controls, "" when nothing shows. */
const message = z.string().transform(messageText);

export const messageSchema = message.pipe(
  z
    .string()
    .refine((value) => visibleLength(value) >= REQUEST_LIMITS.message.min, M.messageTooShort)
    .max(REQUEST_LIMITS.message.max, M.messageTooLong),
);

export const replySchema = message.pipe(
  z.string().min(1, M.replyEmpty).max(REQUEST_LIMITS.reply.max, M.replyTooLong),
);

export const reasonSchema = message.pipe(
  z.string().max(REQUEST_LIMITS.reason.max, M.reasonTooLong),
);

/** Values from a catalogue list, once each, in its order; a stranger is named in the refusal. */
const catalogueList = <T extends string>(
  catalogue: readonly T[],
  unknown: (value: string) => string,
) =>
  z
    .array(z.string())
    .superRefine((values, ctx) => {
      const stranger = values.find((value) => !(catalogue as readonly string[]).includes(value));
      if (stranger !== undefined) ctx.addIssue({ code: "custom", message: unknown(stranger) });
    })
    .transform((values) => catalogue.filter((value) => values.includes(value)));

/** The request form, as submitted: checked against the artist's calendar day `today`. */
export function requestFormSchema(today: string) {
  const preferred = z
    .object({ date: z.string(), timeOfDay: z.string() })
    .superRefine(({ date, timeOfDay }, ctx) => {
      if (!isCalendarDay(date)) ctx.addIssue({ code: "custom", message: M.badDate });
      else if (date <= today) ctx.addIssue({ code: "custom", message: M.pastDate });
      else if (date > addDays(today, REQUEST_LIMITS.daysAhead)) {
        ctx.addIssue({ code: "custom", message: M.farDate });
      } else if (!(TIMES_OF_DAY as readonly string[]).includes(timeOfDay)) {
        ctx.addIssue({ code: "custom", message: M.badTimeOfDay });
      }
    })
    .transform((value) => value as PreferredTime);
  return z.object({
    message: messageSchema,
    styles: catalogueList(STYLES, M.unknownStyle),
    colors: catalogueList(COLORS, M.unknownColor),
    preferredTimes: z
      .array(preferred)
      .max(REQUEST_LIMITS.preferredTimes)
      .refine(
        (times) => new Set(times.map((t) => `${t.date} ${t.timeOfDay}`)).size === times.length,
        { message: M.sameDate },
      ),
    budget: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === "" ||
          (/^\d{1,5}$/.test(value) &&
            Number(value) >= REQUEST_LIMITS.budget.min &&
            Number(value) <= REQUEST_LIMITS.budget.max),
        { message: M.badBudget },
      )
      .transform((value) => (value === "" ? null : Number(value))),
    /** Ids on the artist's menu, once each; the server checks they are still on it. */
    serviceIds: z
      .array(z.string().min(1).max(64))
      .max(SERVICE_LIMITS.services, M.unknownService)
      .transform((ids) => [...new Set(ids)]),
  });
}
export type RequestForm = z.output<ReturnType<typeof requestFormSchema>>;

/** The request form's fields in the schema's shape: repeated fields gathered, empty dates left out. */
export function readRequestForm(form: FormData) {
  const F = REQUEST_FIELDS;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const all = (name: string) =>
    form.getAll(name).filter((value): value is string => typeof value === "string");
  const preferredTimes: { date: string; timeOfDay: string }[] = [];
  for (let n = 1; n <= REQUEST_LIMITS.preferredTimes; n++) {
    const date = text(F.date(n)).trim();
    if (date) preferredTimes.push({ date, timeOfDay: text(F.timeOfDay(n)) || "morning" });
  }
  return {
    message: text(F.message),
    styles: all(F.style),
    colors: all(F.color),
    preferredTimes,
    budget: text(F.budget),
    serviceIds: all(F.service),
  };
}

/** Where a refusal about the chosen services is shown: their fieldset. */
export const REQUEST_SERVICES_FIELD = "services";

/** The field a refusal of the request form is shown beside. */
export function requestFieldOf(path: readonly PropertyKey[]): string {
  const [first, index] = path;
  if (first === "preferredTimes" && typeof index === "number")
    return REQUEST_FIELDS.date(index + 1);
  if (first === "preferredTimes") return REQUEST_FIELDS.date(1);
  if (first === "styles" || first === "colors") return String(first);
  if (first === "serviceIds") return REQUEST_SERVICES_FIELD;
  return String(first ?? "form");
}

/** A time the artist proposes or books: in the future, in the artist's time zone. */
export function appointmentSchema(zone: string, now: Date) {
  return z.string().transform((value, ctx) => {
    const at = instantIn(zone, value.trim());
    if (!at) {
      ctx.addIssue({ code: "custom", message: M.badTime });
      return z.NEVER;
    }
    if (at.getTime() <= now.getTime()) {
      ctx.addIssue({ code: "custom", message: M.pastTime });
      return z.NEVER;
    }
    return at;
  });
}

/** The conversation's forms, by intent: the action each one asks for. */
const ACTION_OF: Record<string, RequestAction> = {
  [REQUEST_INTENTS.reply]: "reply",
  [REQUEST_INTENTS.propose]: "propose",
  [REQUEST_INTENTS.book]: "book",
  [REQUEST_INTENTS.decline]: "decline",
  [REQUEST_INTENTS.complete]: "complete",
  [REQUEST_INTENTS.cancel]: "cancel",
  [REQUEST_INTENTS.acceptTime]: "acceptTime",
  [REQUEST_INTENTS.suggestTime]: "suggestTime",
  [REQUEST_INTENTS.cancelBooking]: "cancelBooking",
};

/** A conversation form read: the action and what it carries, or the field it is refused on. */
export type ConversationPost =
  { action: RequestAction; body?: string; localTime?: string } | { error: FieldError };

/**
 * Reads a post of the conversation's forms with every check that needs no database: a reply has
 * words or photos, a reason fits, a cancelled booking says why. (A time is read in the request's
 * zone and photos are decoded on the server; whether this side may act is the server's too.)
 */
export function readConversationPost(form: FormData): ConversationPost {
  const action = ACTION_OF[String(form.get(REQUEST_FIELDS.intent) ?? "")];
  if (!action) return { error: { field: "form", message: M.unknownIntent } };
  const text = (name: string) => String(form.get(name) ?? "");
  const refused = (field: string, message: string) => ({ error: { field, message } });
  switch (action) {
    case "reply": {
      // Photos may go without words; words may go without photos.
      const reply = replySchema.safeParse(text(REQUEST_FIELDS.reply));
      if (reply.success) return { action, body: reply.data };
      const photos = form
        .getAll(REQUEST_FIELDS.photos)
        .filter((file) => typeof file !== "string" && file.size > 0);
      if (photos.length > 0 && !hasVisibleText(text(REQUEST_FIELDS.reply))) {
        return { action, body: "" };
      }
      return refused(REQUEST_FIELDS.reply, reply.error.issues[0]!.message);
    }
    case "propose":
    case "book":
    case "suggestTime":
      return { action, localTime: text(REQUEST_FIELDS.at) };
    case "decline":
    case "cancelBooking": {
      const reason = reasonSchema.safeParse(text(REQUEST_FIELDS.reason));
      if (!reason.success) return refused(REQUEST_FIELDS.reason, reason.error.issues[0]!.message);
      // A booking called off owes the client a reason; a request declined may go without.
      if (action === "cancelBooking" && !reason.data) {
        return refused(REQUEST_FIELDS.reason, M.reasonNeeded);
      }
      return { action, body: reason.data };
    }
    default:
      return { action };
  }
}
