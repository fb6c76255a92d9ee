import { APIError } from "better-auth/api";
import type { FieldError } from "~/core/forms";
import type { RateLimiter } from "../rate-limit";

// What the account flows (./sign-up, ./credentials, ./password-reset) answer: the cookies to set,
// or the one error to show beside its field; and the failed-login counters' keys.

export type FormField = "name" | "email" | "username" | "password" | "confirmPassword" | "form";

export type FlowResult =
  | { ok: true; headers: Headers }
  | {
      ok: false;
      error: FieldError<FormField>;
      /** Every field's first error, where the form shows them all (sign-up). */
      errors?: FieldError<FormField>[];
    };

export const fail = (field: FormField, message: string): FlowResult => ({
  ok: false,
  error: { field, message },
});

export const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export const errorCode = (error: unknown) =>
  error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;

export const loginAccountKey = (email: string) => `login:account:${email.toLowerCase()}`;
export const loginPairKey = (email: string, ip: string) => `${loginAccountKey(email)}:ip:${ip}`;

/** Forgets an account's failed logins, from every address (a password reset lets its owner in). */
export async function forgetFailedLogins(limiter: RateLimiter, email: string) {
  await limiter.reset(loginAccountKey(email));
  await limiter.resetAll(loginPairKey(email, ""));
}
