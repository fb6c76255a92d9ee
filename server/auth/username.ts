import { randomInt } from "node:crypto";
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from "~/core/accounts/validation";

/** A username that passes the signup rules, made from the local part of an e-mail address. */
export function usernameFromEmail(email: string): string {
  const local = email.split("@")[0] ?? "";
  const cleaned = local
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9_]+/g, "_")
    .replace(/_+/g, "_")
    .replace(/^_|_$/g, "");
  const base =
    cleaned.length >= USERNAME_MIN_LENGTH ? cleaned : `user_${cleaned}`.replace(/_$/, "");
  return base.slice(0, USERNAME_MAX_LENGTH);
}

/**
 * The first free username among the e-mail's own and variants with a random number, e.g.
 * "jane_doe", then "jane_doe_4821". `isTaken` is asked in order; a database constraint still
 * guards the race between this check and the insert.
 */
export async function uniqueUsernameFromEmail(
  email: string,
  isTaken: (username: string) => Promise<boolean>,
): Promise<string> {
  const base = usernameFromEmail(email);
  if (!(await isTaken(base))) return base;
  for (let attempt = 0; attempt < 20; attempt++) {
    const suffix = `_${randomInt(1000, 100_000)}`;
    const candidate = base.slice(0, USERNAME_MAX_LENGTH - suffix.length) + suffix;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error(`no free username found for ${base}`);
}
