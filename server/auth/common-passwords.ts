import { dictionary } from "@zxcvbn-ts/language-common";

/** About 49,000 passwords most often found in breaches, lower-cased, most common first. */
const COMMON_PASSWORDS = new Set(dictionary["passwords-common"]);

/** Letters with trailing digits and symbols removed: "Password123!" → "password". */
const withoutTrailingDecoration = (password: string) => password.replace(/[^\p{L}]+$/u, "");

/**
 * Whether a password is one of the most common ones, ignoring case and the digits and symbols
 * people add to satisfy composition rules ("Sunshine2024!" is "sunshine").
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  const base = withoutTrailingDecoration(lower);
  return base.length >= 4 && COMMON_PASSWORDS.has(base);
}
