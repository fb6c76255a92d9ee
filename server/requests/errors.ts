import { FieldRefusal } from "../http/field-refusal";

/** A request refused, with its HTTP status and the form field its message is shown beside. */
export class RequestError extends FieldRefusal<400 | 403 | 404 | 409 | 413 | 429 | 503> {
  override name = "RequestError";
}

/** Whether a string can be a request's, line's or photo's id (random UUIDs): others are not looked up. */
export const isId = (value: string) => /^[0-9a-f-]{36}$/.test(value);
/**
 * Whether a string can be an account's (and so an artist's) id: Better Auth's random ids of 32
 * letters and digits, or the demo accounts' UUIDs.
 */
export const isAccountId = (value: string) => /^[A-Za-z0-9-]{1,64}$/.test(value);
