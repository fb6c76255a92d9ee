/**
 * Text as typed into a search field: control characters (a NUL included) dropped, runs of white
 * space made one space, the ends trimmed.
 */
export const plainText = (value: string) =>
  value
    .replace(/\p{Cc}/gu, "")
    .replace(/\s+/g, " ")
    .trim();
