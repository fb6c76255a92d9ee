import { REQUEST_LIMITS } from "./requests";
import { REQUESTS_NAV } from "./site-nav";
import { UPLOAD_HINT } from "./uploads";

// Every word a request's pages show either side (decision 0030): labels, hints, buttons and the
// refusals of a request or a reply.

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
