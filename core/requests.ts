// Requests (decision 0030): a client sends an artist the look they want, and the two settle it
// in one conversation. The states and who may move them, the limits and the event lines; their
// words are core/request-copy.ts, appointment times core/appointment-times.ts, the e-mails
// core/request-emails.ts, and the forms' checks core/request-forms.ts (apart, so the pages that
// only link here do not load the schema library).

export {
  REQUESTS_NAV,
  REQUESTS_PATH,
  newRequestPath,
  requestEventsPath,
  requestPath,
} from "./site-nav";
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
