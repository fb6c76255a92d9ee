/**
 * Text as typed into a search field: control characters (a NUL included) dropped, runs of white
 * space made one space, the ends trimmed.
 */
export const plainText = (value: string) =>
  value
    .replace(/\p{Cc}/gu, "")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The bidirectional formatting characters that reorder the text after them: the embeddings and
 * overrides (U+202A–U+202E) and the isolates (U+2066–U+2069). A right-to-left override in a name
 * makes "Jane\u202Eenaj" read as someone else, so no stored text keeps them.
 *
 * The marks U+200E/U+200F (left-to-right and right-to-left mark) and U+061C (Arabic letter mark)
 * are kept: each acts as one invisible letter of its direction, so it can move the punctuation
 * next to it but never reverse a run of letters, and people writing Arabic or Hebrew beside Latin
 * text need them to place that punctuation.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;
/** Line and paragraph breaks of every kind, and tabs. */
const BREAKS = /\r\n|[\t\n\v\f\r\u0085\u2028\u2029]/gu;
const CONTROLS = /\p{Cc}/gu;

/**
 * Display text as every write stores it (names, bio, city, booking details): without control
 * characters (C0, DEL, C1) and bidi embeddings, overrides and isolates. Line breaks become spaces,
 * or, where a field keeps them (`multiline`: a bio), one `\n` each; tabs become spaces. Trimming
 * and lengths are the field's schema's to check.
 */
export function displayText(value: string, { multiline = false } = {}): string {
  return value
    .replace(BIDI_CONTROLS, "")
    .replace(BREAKS, (found) => (multiline && found !== "\t" ? "\n" : " "))
    .replace(CONTROLS, (found) => (multiline && found === "\n" ? found : ""));
}

/** `displayText` for a field that keeps its line breaks. */
export const multilineText = (value: string) => displayText(value, { multiline: true });

/**
 * Characters that show nothing by themselves: white space, controls, format characters (the
 * zero-width space, joiners and non-joiner, word joiner, byte order mark, soft hyphen, bidi
 * marks…), the other default-ignorable code points (Hangul fillers, variation selectors) and the
 * blank Braille cell. A text of only these looks empty however long it is.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\u2800]/gu;

/** How many characters of a text show (code points, the invisible ones not counted). */
export const visibleLength = (value: string) => [...value.replace(INVISIBLE, "")].length;

/** Whether anything in a text shows. */
export const hasVisibleText = (value: string) => visibleLength(value) > 0;

/**
 * A message as every write stores it (requests, replies, decline reasons, reviews and their
 * replies): `multilineText`, trimmed, and empty when nothing in it shows, so that the field's
 * "empty" or "too short" rule refuses it. Its minimum lengths count `visibleLength`.
 */
export function messageText(value: string): string {
  const text = multilineText(value).trim();
  return hasVisibleText(text) ? text : "";
}
