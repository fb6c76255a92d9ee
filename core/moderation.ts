// Reports and the admin (decision 0053): anyone signed in reports a review, a message or a
// profile with a reason; nothing is hidden by a count of reports or by a guess, only by an
// admin's decision, which the audit log keeps. The rules and every word either side reads.

/** What can be reported. A message's photos are reported with it. */
export const REPORT_SUBJECTS = ["review", "message", "profile"] as const;
export type ReportSubject = (typeof REPORT_SUBJECTS)[number];

/** The reasons a person gives, in the order the form lists them. */
export const REPORT_REASONS = {
  spam: "Spam or advertising",
  fake_review: "Fake review",
  harassment: "Harassment or hate",
  inappropriate_photo: "Inappropriate photo",
  other: "Something else",
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

/**
 * How an item reached the queue: a report by someone, a reviewed artist's request to check a
 * review of them (never a vote), or signals that a review may be staged (it still shows).
 */
export const REPORT_SOURCES = {
  report: "Reported",
  ownReview: "Reviewed artist asks us to check",
  signals: "May be staged",
} as const;
export type ReportSource = keyof typeof REPORT_SOURCES;

/** When a review looks staged (each is a reason for a look, none hides anything). */
export const STAGED_SIGNALS = {
  /** The client's account was made this close before the booking. */
  newAccountHours: 24,
  /** The booking was completed this soon after it was made. */
  quickCompletionHours: 1,
} as const;

export const STAGED_SIGNAL_TEXT = {
  newAccount: "The client's account was made within a day of the booking.",
  sameAddress: "The client signed up from the same address as the artist.",
  quickCompletion: "The booking was completed within an hour of being made.",
} as const;
export type StagedSignal = keyof typeof STAGED_SIGNAL_TEXT;

export const MODERATION_LIMITS = {
  note: { max: 1000 },
  reason: { min: 5, max: 500 },
  /** Items on one page of the admin's queue and of the audit log. */
  perPage: 25,
} as const;

/** The page an admin list's ?page= asks for: 1 to 1,000, anything else the first. */
export const adminPageOf = (url: string) =>
  Math.min(1000, Math.max(1, Math.floor(Number(new URL(url).searchParams.get("page"))) || 1));
/** How the admin's pages show a time (in the reader's zone). */
export const ADMIN_TIME: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** What an admin can do; each is one line of the audit log. */
export const ADMIN_ACTIONS = {
  hideReview: "Hid a review",
  restoreReview: "Restored a review",
  removePhoto: "Removed a message's photo",
  suspend: "Suspended an account",
  restoreAccount: "Restored an account",
  dismiss: "Dismissed a report",
} as const;
export type AdminAction = keyof typeof ADMIN_ACTIONS;

/** The admin's buttons (a message's photos are numbered: "Remove photo 2"). */
export const ADMIN_BUTTONS = {
  hideReview: "Hide review",
  restoreReview: "Restore review",
  removePhoto: (n: number) => `Remove photo ${n}`,
  suspend: "Suspend account",
  restoreAccount: "Restore account",
  dismiss: "Dismiss report",
} as const;

export const MODERATION_FIELDS = {
  intent: "intent",
  subject: "subject",
  subjectId: "subjectId",
  reason: "reason",
  note: "note",
  reportId: "report",
  action: "action",
  target: "target",
  why: "why",
} as const;

/** The intent every report form posts (beside each page's own intents). */
export const REPORT_INTENT = "report";

export const MODERATION_MESSAGES = {
  noReason: "Choose a reason.",
  noteNeeded: "Tell us what is wrong in a few words.",
  noteTooLong: `Keep the note under ${MODERATION_LIMITS.note.max.toLocaleString("en-US")} characters.`,
  notReportable: "This can't be reported.",
  whyNeeded: `Say why in at least ${MODERATION_LIMITS.reason.min} characters (the people concerned read it).`,
  whyTooLong: `Keep the reason under ${MODERATION_LIMITS.reason.max} characters.`,
  notFound: "This item can't be found.",
  notNow: "This has already been decided or changed.",
  suspended: (support: string) =>
    `This account is suspended. If you think this is a mistake, write to ${support}.`,
} as const;

export const MODERATION_COPY = {
  report: "Report",
  reportTitle: "Report this",
  reason: "Reason",
  note: "What is wrong? (required for Something else)",
  send: "Send report",
  thanks: (support: string) =>
    `Thanks for telling us. Our team will look at it and may write to you. For anything urgent, write to ${support}.`,
  askCheck: "Ask us to check this review",
  askCheckHint:
    "We read it and decide: reviews are not hidden by requests. Tell us why it should not be here.",
  asked: "Thanks. Our team will look at this review and write to you.",
  reportProfile: "Report this profile",
  queueTitle: "Reports to decide",
  queueEmpty: "Nothing to decide. Every report has been handled.",
  auditTitle: "Audit log",
  auditEmpty: "No admin actions yet.",
  why: "Why (the people concerned are told)",
  gone: "It no longer exists.",
  hidden: "Hidden",
  suspendedAccount: "Suspended",
  suspendedTitle: "Suspended accounts",
  suspendedHint: "Their reports were settled by the suspension: restore an account here.",
  suspendedMore: `Only the ${MODERATION_LIMITS.perPage} most recently suspended accounts are shown.`,
} as const;

/** The e-mails of a decision: to whoever reported, and to whose content it was. */
export const MODERATION_EMAIL = {
  reporterSubject: "We looked at your report",
  reporterActed: (what: string, why: string) =>
    `Thanks for your report. We acted on it: ${what.toLowerCase()}. Our note: ${why}`,
  reporterDismissed: (why: string) =>
    `Thanks for your report. We looked and left it as it is. Our note: ${why}`,
  reviewHidden: "A review was hidden by our team",
  reviewHiddenText: (why: string) =>
    `We hid the review after looking at a report. Our note: ${why}`,
  reviewRestored: "A review is shown again",
  reviewRestoredText: (why: string) => `We restored the review. Our note: ${why}`,
  photoRemoved: "A photo in your conversation was removed",
  photoRemovedText: (why: string) =>
    `We removed a photo you sent in a conversation. Our note: ${why}`,
  suspended: "Your account is suspended",
  suspendedText: (why: string, support: string) =>
    `Your account is suspended: you can't sign in, your profile is not listed and your open requests are closed. Our note: ${why} If you think this is a mistake, write to ${support}.`,
  restored: "Your account is restored",
  restoredText: (why: string) =>
    `Your account is restored: you can sign in again. Our note: ${why}`,
  open: "Open the page",
  why: (brand: string) =>
    `You get this e-mail because of a report on ${brand}. Decisions are made by our team, never by a count of reports.`,
} as const;

/** The accounts listed in ADMIN_EMAILS (read at start): no web path makes an admin. */
export const parseAdminEmails = (value: string | undefined): ReadonlySet<string> =>
  new Set(
    (value ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

/** What a page's action answers a report form: taken, or refused with the field at fault. */
export type ReportAnswer =
  { reported: string } | { reportError: { subjectId: string; field: string; message: string } };
