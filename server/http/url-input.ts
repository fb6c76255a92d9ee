import type { RequestHandler } from "express";

/** Rounds of percent-decoding a URL is looked through: no link of ours is encoded this deep. */
const DECODE_ROUNDS = 8;
const ESCAPE = /%([0-9a-f]{2})/gi;

/**
 * Whether a URL hides a NUL byte at any depth of percent-encoding: `%00`, `%2500`, `%252500`, or
 * `%%0000` (whose inner `%00`, once read or removed, leaves `%00` again). Each round decodes every
 * `%XX` to its byte (a NUL byte is never part of a longer UTF-8 character, so bytes are enough); a
 * URL still decoding after DECODE_ROUNDS counts as hiding one.
 */
export function hidesNul(url: string): boolean {
  let text = url;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    if (text.includes("\0")) return true;
    const decoded = text.replace(ESCAPE, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (decoded === text) return false;
    text = decoded;
  }
  return true;
}

/**
 * PostgreSQL refuses a NUL byte in text, so one in a path or query value turns a lookup into a
 * 500. A URL hiding one at any depth is refused (400) before anything reads it. Refused, not
 * cleaned: removing `%00` from `%%0000` makes a new `%00`.
 */
export const refuseNulBytes: RequestHandler = (req, res, next) => {
  if (!hidesNul(req.originalUrl)) return next();
  res.status(400).type("text").send("Bad request: this address has a character we can't read.");
};
