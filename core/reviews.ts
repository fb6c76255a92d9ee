// Verified reviews (decision 0032): a client reviews a request once it is completed, and the
// artist's rating is the average of those reviews. The rules, the rating formula and every word
// either side reads, written once (the database keeps the counts: migration 0015).

import { UPLOAD_HINT } from "./uploads";

export const REVIEW_LIMITS = {
  body: { min: 20, max: 2000 },
  reply: { min: 2, max: 1000 },
  photos: 3,
  /** Days after posting during which its author may edit a review. */
  editDays: 14,
  /** Reviews on one page of a profile (?reviews=N for older ones). */
  perPage: 10,
} as const;

/**
 * The Bayesian average "Top rated" sorts by: every artist starts with `weight` imagined reviews
 * of `mean` stars, so a few reviews move the score a little and many move it a lot. Migration
 * 0015 computes artist.rating_score with these same numbers (an integration test checks).
 */
export const REVIEW_PRIOR = { mean: 4, weight: 5 } as const;

/** The score of `count` reviews whose stars add up to `sum`; null with none. */
export function bayesianScore(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return (sum + REVIEW_PRIOR.mean * REVIEW_PRIOR.weight) / (count + REVIEW_PRIOR.weight);
}

/** The average of some reviews' stars, or null with none. */
export function averageStars(stars: readonly number[]): number | null {
  if (stars.length === 0) return null;
  return stars.reduce((sum, value) => sum + value, 0) / stars.length;
}

/** A rating as shown: one decimal, rounded half up ("4.8"). */
export const ratingText = (average: number) => (Math.round(average * 10) / 10).toFixed(1);

/** "1 review", "23 reviews". */
export const reviewCountText = (count: number) =>
  count === 1 ? "1 review" : `${count.toLocaleString("en-US")} reviews`;

/** Whether a review posted at `createdAt` may still be edited by its author at `now`. */
export function mayEditReview(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() < REVIEW_LIMITS.editDays * 86_400_000;
}

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

/** One review as a profile shows it. */
export interface ReviewView {
  id: string;
  authorName: string;
  stars: number;
  body: string;
  createdAt: string;
  reply: string | null;
  photos: ReviewPhotoView[];
}

/**
 * A review's photo, light: its square thumbnail for the list and one large rendition for the
 * viewer (a profile shows up to 10 reviews; all renditions of each would weigh it down).
 */
export interface ReviewPhotoView {
  /** Its square thumbnail (also what tells it from the review's other photos). */
  thumb: string;
  full: string;
  width: number;
  height: number;
}

/** An artist's reviews on their profile: the summary and one page of them. */
export interface ArtistReviewsView {
  /** The average of the visible reviews (null: none, "New") and their count. */
  average: number | null;
  count: number;
  /** How many reviews gave 5, 4, 3, 2 and 1 stars, in that order. */
  breakdown: [number, number, number, number, number];
  reviews: ReviewView[];
  page: number;
  pages: number;
}

export const REVIEW_FIELDS = {
  intent: "intent",
  stars: "stars",
  body: "body",
  photos: "photos",
  reply: "reply",
  reviewId: "review",
} as const;

export const REVIEW_INTENTS = { post: "review", reply: "reply" } as const;

/** Where a request's client writes (or edits) their review. */
export const reviewPath = (requestId: string) => `/requests/${requestId}/review`;
/** Where a review's reply and report forms post. */
export const reviewActionPath = (reviewId: string) => `/reviews/${reviewId}`;
/** The Reviews section of a profile. */
export const REVIEWS_ANCHOR = "reviews";

export const REVIEW_COPY = {
  write: "Write a review",
  edit: "Edit your review",
  title: (artistName: string) => `Review ${artistName}`,
  /** A request of the client's still open: when its review becomes possible. */
  laterTitle: (artistName: string) => `Review ${artistName} after your appointment`,
  laterBooked: (artistName: string, when: string) =>
    `You can review ${artistName} once they mark your appointment of ${when} as completed.`,
  laterUnbooked: (artistName: string) =>
    `You can review ${artistName} once you have booked an appointment and they have marked it as completed.`,
  backToRequest: "Back to the request",
  intro:
    "Tell other clients how it went. Your first name, the date and your review show on the artist's profile.",
  stars: "Your rating",
  starLabel: (n: number) => (n === 1 ? "1 star" : `${n} stars`),
  body: "Your review",
  bodyHint: `${REVIEW_LIMITS.body.min}–${REVIEW_LIMITS.body.max.toLocaleString("en-US")} characters`,
  photos: "Photos of your nails (optional)",
  photosHint: `Up to ${REVIEW_LIMITS.photos}: ${UPLOAD_HINT} each.`,
  post: "Post review",
  posting: "Posting...",
  thanks: "Thanks for your review",
  editUntil: "You can edit your review until",
  heading: "Reviews",
  none: "No reviews yet",
  noneText: "Reviews come from clients whose appointment was booked and completed here.",
  newArtist: "New",
  /** Said after "New" to screen readers: "New artist, no reviews yet". */
  newArtistRest: " artist, no reviews yet",
  verified: "Verified booking",
  breakdown: "Ratings by stars",
  breakdownRow: (stars: number, count: number) =>
    `${stars} star${stars === 1 ? "" : "s"}: ${count.toLocaleString("en-US")}`,
  rated: (average: string) => `Rated ${average} out of 5`,
  summary: (average: string, count: number) => `${average} · ${reviewCountText(count)}`,
  replyPublicly: "Reply publicly",
  yourReply: "Your public reply",
  sendReply: "Post reply",
  artistReply: (artistName: string) => `Reply from ${artistName}`,
  report: "Report",
  reportLabel: (name: string) => `Report ${name}'s review`,
  older: "Older reviews",
  newer: "Newer reviews",
  photoAlt: (n: number, name: string) => `Photo ${n} from ${name}'s review`,
  toWrite: "Reviews to write",
  toWriteText: (artistName: string) => `Your appointment with ${artistName} is complete.`,
} as const;

/** The e-mails about reviews (through the mailer; off with the account's request e-mails). */
export const REVIEW_EMAIL = {
  posted: (name: string) => `New review from ${name}`,
  open: "See it on the profile",
  postedWhy: (brand: string) =>
    `You get this e-mail because a client reviewed an appointment booked on ${brand}. Turn these e-mails off in your account settings.`,
} as const;

export const REVIEW_MESSAGES = {
  noStars: "Choose from 1 to 5 stars.",
  bodyTooShort: `Your review needs at least ${REVIEW_LIMITS.body.min} characters.`,
  bodyTooLong: `Keep your review under ${REVIEW_LIMITS.body.max.toLocaleString("en-US")} characters.`,
  replyTooShort: "Write a reply first.",
  replyTooLong: `Keep your reply under ${REVIEW_LIMITS.reply.max.toLocaleString("en-US")} characters.`,
  tooManyPhotos: `Choose up to ${REVIEW_LIMITS.photos} photos.`,
  notReviewable: "Only a completed request can be reviewed, once, by its client.",
  editClosed: `A review can be edited for ${REVIEW_LIMITS.editDays} days after it is posted.`,
  alreadyReplied: "You have already replied to this review.",
  notFound: "This review can't be found.",
} as const;
