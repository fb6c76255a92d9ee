// The e-mails about requests (decision 0057): how a burst of lines is gathered, how much of a
// message they quote, and their words.

/**
 * A burst of lines to one person is gathered: after an e-mail about a conversation, what happens
 * in it for this long goes in one e-mail at the end (decision 0057).
 */
export const EMAIL_QUIET_MINUTES = 10;

/** How much of a message an e-mail quotes: its first lines, cut at a word. */
export const EMAIL_EXCERPT = { lines: 3, chars: 300 } as const;

/**
 * A message's first lines as an e-mail quotes them: at most `lines` non-blank lines and `chars`
 * characters, cut at a word, with "…" when anything was left out.
 */
export function excerptOf(text: string, limits: { lines: number; chars: number } = EMAIL_EXCERPT) {
  const all = text
    .split(/\r\n?|\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const kept = all.slice(0, limits.lines).join("\n");
  if (kept.length <= limits.chars) {
    return all.length > limits.lines ? `${kept.replace(/[.,;:!?-]+$/, "")}…` : kept;
  }
  const cut = kept.slice(0, limits.chars);
  // Back to the last space or line break, unless that would drop most of it (one long word).
  const space = Math.max(cut.lastIndexOf(" "), cut.lastIndexOf("\n"));
  const atWord = space > limits.chars / 2 ? cut.slice(0, space) : cut;
  return `${atWord.replace(/[\s.,;:!?-]+$/, "")}…`;
}

/** A gathered e-mail's summary of one kind of line: "a booking", "3 new messages". */
const counted = (one: string, many: string) => (n: number) => (n === 1 ? one : `${n} ${many}`);

/** The request e-mails' words: what happened, by whom. */
export const REQUEST_EMAIL = {
  subject: {
    sent: (who: string) => `New request from ${who}`,
    reply: (who: string) => `New reply from ${who}`,
    proposed: (who: string) => `${who} proposed a time`,
    accepted: (who: string) => `${who} accepted your time`,
    booked: (who: string) => `${who} booked your appointment`,
    declined: (who: string) => `${who} declined your request`,
    completed: (who: string) => `${who} marked your appointment as completed`,
    cancelled: (who: string) => `${who} cancelled their request`,
    suggested: (who: string) => `${who} suggested another time`,
    bookingCancelled: (who: string) => `${who} cancelled your appointment`,
    closed: (who: string) => `${who} closed the conversation`,
  },
  /** The gathered e-mail's subject: "3 new messages and a booking from Dana's Nails". */
  gathered: (summary: string, who: string) =>
    `${summary.charAt(0).toUpperCase()}${summary.slice(1)} from ${who}`,
  summary: {
    sent: counted("a new request", "new requests"),
    reply: counted("a new message", "new messages"),
    proposed: counted("a proposed time", "proposed times"),
    accepted: counted("an accepted time", "accepted times"),
    booked: counted("a booking", "bookings"),
    declined: counted("a declined request", "declined requests"),
    completed: counted("a completed appointment", "completed appointments"),
    cancelled: counted("a cancellation", "cancellations"),
    suggested: counted("a suggested time", "suggested times"),
    bookingCancelled: counted("a cancelled booking", "cancelled bookings"),
    closed: counted("a closed conversation", "closed conversations"),
  },
  /** A message's heading in the e-mail. */
  wrote: (who: string) => `${who} wrote:`,
  /** When a line was written, in the recipient's time zone. */
  writtenAt: (when: string) => `Sent ${when}`,
  photoAlt: {
    line: (who: string) => `A photo ${who} sent`,
    inspiration: "The request's inspiration photo",
  },
  open: "Open the conversation",
  why: (brand: string) =>
    `You get this e-mail because you have a request on ${brand}. Turn request e-mails off in your account settings.`,
  settingLabel: "E-mail me about my requests",
  settingHint: `New requests, replies and changes, with the message and its time. What happens in the ${EMAIL_QUIET_MINUTES} minutes after an e-mail is gathered into the next one.`,
  settingSave: "Save",
  settingSaved: "E-mail settings saved",
} as const;
export type RequestEmailKind = keyof typeof REQUEST_EMAIL.subject;

/** "3 new messages and a booking": each kind counted, in the order they first happened. */
export function summaryOf(kinds: readonly RequestEmailKind[]): string {
  const counts = new Map<RequestEmailKind, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const parts = [...counts].map(([kind, n]) => REQUEST_EMAIL.summary[kind](n));
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)!}`;
}
