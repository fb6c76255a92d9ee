// Whole: requests' states, limits, times and words, written once (decision 0030)
// Requests (decision 0030): a client sends an artist the look they want, and the two settle it
// in one conversation. The states and who may move them, the limits, times and every word either
// side reads, written once (the forms' checks are core/request-forms.ts, kept apart so the pages
// that only link here do not load the schema library).

export {
  REQUESTS_NAV,
  REQUESTS_PATH,
  newRequestPath,
  requestEventsPath,
  requestPath,
} from "./site-nav";
import { REQUESTS_NAV } from "./site-nav";
import { UPLOAD_HINT } from "./uploads";
import type { PhotoView } from "./artists/types";
import type { RequestedService } from "./artists/services";

export const REQUEST_STATES = [
  "new",
  "replied",
  "booked",
  "completed",
  "declined",
  "cancelled",
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** The states in which the two still have something to settle (what the per-artist limit counts). */
export const OPEN_STATES: readonly RequestState[] = ["new", "replied", "booked"];

export const STATE_LABELS: Record<RequestState, string> = {
  new: "New",
  replied: "Replied",
  booked: "Booked",
  completed: "Completed",
  declined: "Declined",
  cancelled: "Cancelled",
};

/** A client's latest request to an artist, as their Recent Activity says it. */
export const REQUEST_ACTIVITY: Record<RequestState, string> = {
  new: "Request sent",
  replied: "Request answered",
  booked: "Appointment booked",
  completed: "Appointment completed",
  declined: "Request declined",
  cancelled: "Request cancelled",
};

export type RequestRole = "client" | "artist";

/** A request as a list row. */
export interface RequestSummary {
  id: string;
  state: RequestState;
  /** Who is on the other side: the artist's name for a client, the client's first name for an artist. */
  otherName: string | null;
  preferredTimes: PreferredTime[];
  styles: string[];
  colors: string[];
  timeZone: string;
  bookedFor: string | null;
  /** The chosen services' time in minutes (0: none chosen): how long the appointment runs. */
  minutes: number;
  lastActivityAt: string;
  unread: number;
  /** The start of the request's message. */
  excerpt: string;
  /** The first photo sent with the request (its inspiration), as a list thumbnail's address. */
  thumbnail: string | null;
}

/** What /requests/unread answers: the count, and the open conversation's last move if asked. */
export interface UnreadAnswer {
  unread: number;
  /** With ?request={id}: when that request last moved (null: it is not the viewer's). */
  activity?: string | null;
}

/** A line of a conversation, as its viewer reads it. */
export interface ConversationLine {
  id: string;
  /** Whose line: the viewer's own, the other side's, or a deleted account's (null). */
  from: "me" | "them";
  authorName: string | null;
  event: RequestEvent | null;
  body: string;
  at: string | null;
  createdAt: string;
  /** Photos sent with the line, at addresses only the request's parties can fetch. */
  photos: PhotoView[];
}

/** A request as one of its parties opens it: the summary, its details and a page of lines. */
export interface Conversation extends RequestSummary {
  /** For its artist: whether they blocked this request's client. */
  blocked: boolean;
  /** Whether lines earlier than these exist (the next page). */
  earlier: boolean;
  role: RequestRole;
  /** Whether the other side still has an account (after a deletion the request can only close). */
  otherSide: OtherSide;
  budgetUsd: number | null;
  /** The services the client chose, as they were offered then. */
  services: RequestedService[];
  proposedFor: string | null;
  artistId: string | null;
  lines: ConversationLine[];
}

/**
 * What each side may do to a request, and in which states. Replies are allowed while it is open;
 * the artist moves it on, the client may withdraw it until it is completed.
 */
export const REQUEST_ACTIONS = {
  reply: { by: ["client", "artist"], from: ["new", "replied", "booked"] },
  propose: { by: ["artist"], from: ["new", "replied"] },
  book: { by: ["artist"], from: ["new", "replied"] },
  decline: { by: ["artist"], from: ["new", "replied"] },
  complete: { by: ["artist"], from: ["booked"] },
  cancel: { by: ["client"], from: ["new", "replied", "booked"] },
  acceptTime: { by: ["client"], from: ["replied"] },
  // The client's answer to a proposal other than yes: a time of their own, for the artist to book.
  suggestTime: { by: ["client"], from: ["new", "replied"] },
  // Once booked, the artist calls it off with a reason the client reads.
  cancelBooking: { by: ["artist"], from: ["booked"] },
} as const satisfies Record<string, { by: RequestRole[]; from: RequestState[] }>;
export type RequestAction = keyof typeof REQUEST_ACTIONS;

/** Whether the other party still has an account. */
export type OtherSide = "present" | "deleted";

/** Once the other side's account is deleted, there is no one to answer: the request can only close. */
const CLOSING_ACTIONS: readonly RequestAction[] = ["decline", "cancel", "cancelBooking"];

/** What besides role and state decides an action: who is still there, and the booked time. */
export interface ActionContext {
  otherSide?: OtherSide;
  /** The booked appointment: it is completed only once it has begun. */
  bookedFor?: Date | string | null;
  now?: Date;
}

export const mayDo = (
  action: RequestAction,
  role: RequestRole,
  state: RequestState,
  { otherSide = "present", bookedFor = null, now = new Date() }: ActionContext = {},
) =>
  (otherSide === "present" || CLOSING_ACTIONS.includes(action)) &&
  (REQUEST_ACTIONS[action].by as readonly RequestRole[]).includes(role) &&
  (REQUEST_ACTIONS[action].from as readonly RequestState[]).includes(state) &&
  (action !== "complete" || (bookedFor !== null && new Date(bookedFor) <= now));

/** The state an action leads to (a reply by the artist answers a new request). */
export function nextState(
  action: RequestAction,
  role: RequestRole,
  state: RequestState,
): RequestState {
  switch (action) {
    case "reply":
      return role === "artist" && state === "new" ? "replied" : state;
    case "suggestTime":
      return state;
    case "propose":
      return "replied";
    case "book":
    case "acceptTime":
      return "booked";
    case "decline":
      return "declined";
    case "complete":
      return "completed";
    case "cancel":
    case "cancelBooking":
      return "cancelled";
  }
}

/** Limits, each decided atomically on the server (server/requests/requests.ts). */
export const REQUEST_LIMITS = {
  /** Open requests one client may have with one artist. */
  openPerArtist: 3,
  /** New requests one client may send in a day (24 hours). */
  perDay: 20,
  /** Messages (requests and replies) one person may send in an hour. */
  messagesPerHour: 60,
  /** Preferred dates in one request. */
  preferredTimes: 3,
  /** How far ahead a preferred date may be. */
  daysAhead: 365,
  message: { min: 10, max: 1000 },
  reply: { max: 1000 },
  reason: { max: 300 },
  budget: { min: 1, max: 10_000 },
  /** Photos on one request or reply. */
  photos: 3,
} as const;

/** Rows on one page of /requests (?page=N for older ones). */
export const REQUESTS_PER_PAGE = 50;
/** Lines of a conversation on one page: the latest ones; earlier pages on request (?page=N). */
export const LINES_PER_PAGE = 60;

/** An open conversation's live channel (decision 0058): server-sent events at requestEventsPath. */
export const REQUEST_LIVE = {
  /** The event's name; its data is the request's last activity, an ISO time. */
  event: "activity",
  /** A comment this often keeps proxies and load balancers from closing a quiet stream. */
  heartbeatMs: 25_000,
  /** How long the browser waits before reconnecting after a stream ends. */
  retryMs: 3_000,
  /** Errors in a row (with no event between) after which the page falls back to asking. */
  failuresBeforePolling: 3,
  /** How often a page without the channel asks when its request last moved (while visible). */
  pollMs: 10_000,
} as const;

export const TIMES_OF_DAY = ["morning", "afternoon", "evening"] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export const TIME_OF_DAY_LABELS: Record<TimeOfDay, string> = {
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
};

export interface PreferredTime {
  /** A calendar day in the artist's time zone, YYYY-MM-DD. */
  date: string;
  timeOfDay: TimeOfDay;
}

export const REQUEST_INTENTS = {
  send: "send-request",
  reply: "reply",
  propose: "propose",
  book: "book",
  decline: "decline",
  complete: "complete",
  cancel: "cancel",
  acceptTime: "accept-time",
  suggestTime: "suggest-time",
  cancelBooking: "cancel-booking",
  block: "block",
  unblock: "unblock",
} as const;

/** The form fields of the request form and the conversation's forms. */
export const REQUEST_FIELDS = {
  intent: "intent",
  artistId: "artist",
  message: "message",
  style: "style",
  color: "color",
  date: (n: number) => `date${n}`,
  timeOfDay: (n: number) => `time${n}`,
  budget: "budget",
  /** The artist's services chosen (their ids, repeated). */
  service: "service",
  reply: "reply",
  /** A date and time in the artist's time zone, "YYYY-MM-DDTHH:MM" (datetime-local). */
  at: "at",
  reason: "reason",
  /** The photo files of a request or a reply. */
  photos: "photos",
  /** On /requests/new: the look comes from a style match (its photo may come along). */
  fromMatch: "from",
} as const;

export const REQUEST_COPY = {
  send: "Send a request",
  sendLook: "Send this look",
  title: (artistName: string) => `Send a request to ${artistName}`,
  intro:
    "Tell the artist what you'd like. They reply here, on NailMatch, and you settle the look and the date together.",
  message: "Your message",
  messageHint: `${REQUEST_LIMITS.message.min}–${REQUEST_LIMITS.message.max.toLocaleString("en-US")} characters`,
  look: "The look",
  styles: "Styles",
  colors: "Colors",
  dates: "Preferred dates",
  datesHint: (zone: string) =>
    `Up to ${REQUEST_LIMITS.preferredTimes}, in the artist's time (${zone}).`,
  date: (n: number) => `Date ${n}`,
  timeOfDay: (n: number) => `Time of day ${n}`,
  budget: "Budget (USD, optional)",
  services: "Services",
  servicesHint: "Choose what you'd like; the artist confirms the price.",
  photos: "Inspiration photos (optional)",
  photosHint: `Up to ${REQUEST_LIMITS.photos}: ${UPLOAD_HINT} each.`,
  replyPhotos: "Add photos (optional)",
  matchPhoto: "The photo from your style match goes with this request.",
  photoAlt: (n: number, name: string) => `Photo ${n} from ${name}`,
  requestPhotoAlt: (name: string) => `Inspiration photo from ${name}`,
  submit: "Send request",
  sending: "Sending...",
  sent: "Request sent",
  listTitle: REQUESTS_NAV.label,
  listIntroClient: "Your requests to artists, newest activity first.",
  listIntroArtist: "Requests from clients, newest activity first.",
  empty: "No requests yet",
  emptyClient: "Find an artist you like and send them a request from their profile.",
  emptyArtist: "When a client sends you a request, it appears here.",
  all: "All",
  reply: "Reply",
  sendReply: "Send reply",
  propose: "Propose a time",
  proposeAt: "Date and time",
  book: "Mark as booked",
  bookAt: "Agreed date and time",
  decline: "Decline",
  declineReason: "Reason (optional)",
  complete: "Mark as completed",
  /** Where "Mark as completed" will be, while the appointment is still ahead. */
  completeFrom: (when: string) => `You can mark it as completed from ${when}.`,
  cancel: "Cancel request",
  acceptTime: "Accept this time",
  suggestTime: "Suggest another time",
  suggestAt: "Your date and time",
  /** Under the artist's "Agreed date and time" when the client suggested one. */
  suggestedHint: (zone: string) => `${zone}. Filled in with the client's suggestion.`,
  cancelBooking: "Cancel booking",
  cancelBookingReason: "Reason (the client reads it)",
  /** The second step of an action that can't be undone (plain links and forms: no script needed). */
  confirm: {
    cancel: {
      title: "Cancel this request?",
      text: "The artist is told and the conversation closes. This can't be undone.",
      yes: "Yes, cancel request",
      no: "Keep request",
    },
    cancelBooking: {
      title: "Cancel this booking?",
      text: "The client is told, with your reason, and the conversation closes. This can't be undone.",
      yes: "Yes, cancel booking",
      no: "Keep booking",
    },
    block: {
      title: "Block this client?",
      text: "They can't send you requests any more, and their open requests to you close.",
      yes: "Yes, block",
      no: "Don't block",
    },
  },
  deletedAccount: "Deleted account",
  /** Above a conversation whose other side deleted their account (closable while still open). */
  otherDeleted: (closable: boolean) =>
    `This account has been deleted.${closable ? " You can still read the conversation and close it." : ""}`,
  /** A request in a list with lines its viewer has not read. */
  unread: "Unread",
  upcoming: "Upcoming",
  noUpcoming: "No booked appointments yet.",
  safety: "Safety",
  block: "Block",
  blockHint: (name: string) =>
    `Block ${name}: they can't send you requests any more, and their open requests close.`,
  blocked: (name: string) => `You blocked ${name}. They can't send you requests.`,
  unblock: "Unblock",
  report: "Report",
  reportLabel: (name: string) => `Report this message from ${name}`,
} as const;

export const REQUEST_MESSAGES = {
  messageTooShort: `Your message needs at least ${REQUEST_LIMITS.message.min} characters.`,
  messageTooLong: `Keep your message under ${REQUEST_LIMITS.message.max.toLocaleString("en-US")} characters.`,
  replyEmpty: "Write a reply first.",
  replyTooLong: `Keep your reply under ${REQUEST_LIMITS.reply.max.toLocaleString("en-US")} characters.`,
  reasonTooLong: `Keep the reason under ${REQUEST_LIMITS.reason.max} characters.`,
  reasonNeeded: "Tell the client why you're cancelling.",
  unknownIntent: "Unknown request.",
  unknownStyle: (value: string) => `“${value}” is not one of our styles. Choose from the list.`,
  unknownColor: (value: string) => `“${value}” is not one of our colors. Choose from the list.`,
  badDate: "Choose a date from the calendar.",
  pastDate: "Choose a date from tomorrow on.",
  farDate: `Choose a date within the next ${REQUEST_LIMITS.daysAhead} days.`,
  sameDate: "Each preferred date and time of day once.",
  badTimeOfDay: "Choose morning, afternoon or evening.",
  badTime: "Choose a date and time.",
  pastTime: "Choose a time in the future.",
  unknownService: "One of the services you chose is no longer offered. Please choose again.",
  badBudget: `Enter a whole number of dollars from ${REQUEST_LIMITS.budget.min} to ${REQUEST_LIMITS.budget.max.toLocaleString("en-US")}, or leave it empty.`,
  tooManyPhotos: `Choose up to ${REQUEST_LIMITS.photos} photos.`,
  notAnArtist: "This artist can't be found.",
  notToSelf: "You can't send a request to yourself.",
  clientsOnly: "Only clients can send requests. Log in with a client account.",
  tooManyOpen: `You already have ${REQUEST_LIMITS.openPerArtist} open requests with this artist. Wait for an answer, or cancel one first.`,
  tooManyToday: `You've sent ${REQUEST_LIMITS.perDay} requests today. Please try again tomorrow.`,
  tooManyMessages:
    "You've sent a lot of messages in the last hour. Please wait a while and try again.",
  blocked: "This artist isn't taking requests from you.",
  notAllowedNow:
    "This request can't be changed that way now. Reload the page to see where it stands.",
  failed: "Couldn't send. Please try again.",
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** YYYY-MM-DD of an instant in a time zone. */
export function dayIn(zone: string, at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** The wall-clock time ("YYYY-MM-DDTHH:MM", a datetime-local value) of an instant in a time zone. */
export function wallClockIn(zone: string, at: Date | string): string {
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(at));
  return `${dayIn(zone, new Date(at))}T${time}`;
}

export const isCalendarDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The instant a wall-clock time ("YYYY-MM-DDTHH:MM") is in a time zone, or null when it is no
 * time at all. (The offset is the zone's at that moment; a time skipped by daylight saving moves
 * by the hour skipped.)
 */
export function instantIn(zone: string, local: string): Date | null {
  if (!MINUTE.test(local) || !isCalendarDay(local.slice(0, 10))) return null;
  const [hours, minutes] = local.slice(11).split(":").map(Number) as [number, number];
  if (hours > 23 || minutes > 59) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(new Date(instant));
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    const wall = Date.UTC(
      part("year"),
      part("month") - 1,
      part("day"),
      part("hour"),
      part("minute"),
    );
    return wall - instant;
  };
  const guess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(guess));
}

/**
 * Each state's main time zone (a state spanning two is given its most populous one's): preferred
 * dates and appointments are in the artist's local time.
 */
export const STATE_TIME_ZONES: Record<string, string> = {
  AL: "America/Chicago",
  AK: "America/Anchorage",
  AZ: "America/Phoenix",
  AR: "America/Chicago",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  DE: "America/New_York",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  ID: "America/Boise",
  IL: "America/Chicago",
  IN: "America/Indiana/Indianapolis",
  IA: "America/Chicago",
  KS: "America/Chicago",
  KY: "America/New_York",
  LA: "America/Chicago",
  ME: "America/New_York",
  MD: "America/New_York",
  MA: "America/New_York",
  MI: "America/Detroit",
  MN: "America/Chicago",
  MS: "America/Chicago",
  MO: "America/Chicago",
  MT: "America/Denver",
  NE: "America/Chicago",
  NV: "America/Los_Angeles",
  NH: "America/New_York",
  NJ: "America/New_York",
  NM: "America/Denver",
  NY: "America/New_York",
  NC: "America/New_York",
  ND: "America/Chicago",
  OH: "America/New_York",
  OK: "America/Chicago",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  RI: "America/New_York",
  SC: "America/New_York",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  VT: "America/New_York",
  VA: "America/New_York",
  WA: "America/Los_Angeles",
  WV: "America/New_York",
  WI: "America/Chicago",
  WY: "America/Denver",
};
/** Where no state is known. */
export const DEFAULT_TIME_ZONE = "America/New_York";

export const timeZoneOf = (state: string | null | undefined) =>
  (state && STATE_TIME_ZONES[state]) || DEFAULT_TIME_ZONE;

/** The zone in words: "Central Time", "Pacific Time". */
export function zoneName(zone: string, at = new Date()): string {
  const long = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "long" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return (long ?? zone).replace(/ (Standard|Daylight) /, " ");
}

/** An appointment as either side reads it: "Thu, Dec 3, 2:30 PM Central Time", or with its end. */
export function formatAppointment(at: Date | string, zone: string, minutes = 0): string {
  const when = new Date(at);
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  // With the chosen services' time, its end too: "Tue, Dec 8, 2:00 – 3:30 PM". Node's ICU puts
  // thin and narrow spaces in a range where browsers put plain ones: plain ones on both sides,
  // so the page hydrates with the text the server wrote.
  const text =
    minutes > 0
      ? format
          .formatRange(when, new Date(when.getTime() + minutes * 60_000))
          .replace(/[\u2009\u202f]/g, " ")
      : format.format(when);
  return `${text} ${zoneName(zone, when)}`;
}

/** A preferred date: "Thu, Dec 3, morning". */
export function formatPreferredTime({ date, timeOfDay }: PreferredTime): string {
  const day = new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(new Date(`${date}T12:00:00Z`));
  return `${day}, ${timeOfDay}`;
}

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

/** What a conversation's event line says. */
export const EVENT_TEXT = {
  sent: (who: string) => `${who} sent the request`,
  proposed: (who: string, when: string) => `${who} proposed ${when}`,
  accepted: (who: string, when: string) => `${who} accepted ${when}`,
  booked: (who: string, when: string) => `${who} marked it as booked for ${when}`,
  declined: (who: string) => `${who} declined the request`,
  completed: (who: string) => `${who} marked it as completed`,
  cancelled: (who: string) => `${who} cancelled the request`,
  suggested: (who: string, when: string) => `${who} suggested ${when} instead`,
  bookingCancelled: (who: string) => `${who} cancelled the booking`,
  closed: (who: string) => `${who} closed the conversation`,
} as const;
export type RequestEvent = keyof typeof EVENT_TEXT;

/** An event line in words, its appointment (if any) already formatted: "Dana proposed Tue, …". */
export function eventText(event: RequestEvent, who: string, at: string): string {
  return EVENT_TEXT[event](who, at);
}
export const REQUEST_EVENTS = Object.keys(EVENT_TEXT) as [RequestEvent, ...RequestEvent[]];
