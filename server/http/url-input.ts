import type { RequestHandler } from "express";

const ENCODED_NUL = /%00/gi;
const HAS_ENCODED_NUL = /%00/i;

/**
 * PostgreSQL refuses a NUL byte in text, so a `%00` in a path or query value would turn a lookup
 * into a 500. Every URL is read as if the byte were absent: `/artists?q=a%00b` searches "ab",
 * `/artist/ab%00c` looks for "abc" (and finds nothing: 404).
 */
export const dropNulBytes: RequestHandler = (req, _res, next) => {
  if (HAS_ENCODED_NUL.test(req.originalUrl)) {
    req.url = req.url.replace(ENCODED_NUL, "");
    req.originalUrl = req.originalUrl.replace(ENCODED_NUL, "");
  }
  next();
};
