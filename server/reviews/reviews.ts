// Whole: every read and write of verified reviews, under one set of checks
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { isArtist, type AccountUser } from "~/core/accounts/user";
import { fallbackSource } from "~/core/artists/types";
import type { ReviewForm } from "~/core/review-forms";
import { OPEN_STATES } from "~/core/requests";
import {
  REVIEW_FIELDS,
  REVIEW_LIMITS,
  REVIEW_MESSAGES as M,
  mayEditReview,
  type ArtistReviewsView,
  type ReviewPhotoView,
} from "~/core/reviews";
import type { Queryable, Transaction } from "../db/client";
import type { AppServices } from "../context";
import { artist, bookingRequest, review, reviewPhoto } from "../db/schema";
import { formPhotoStore } from "../media/form-photos";
import { photoViewOf, type StoredImage } from "../media/media";
import { isId } from "../requests/errors";
import { queueIfStaged } from "../moderation/reports";
import { tellReviewPosted } from "./notify";
import { FieldRefusal } from "../http/field-refusal";

// Verified reviews (decision 0032): a review belongs to a completed request and is written by
// its client, once; they may edit it for REVIEW_LIMITS.editDays days. Every check is made here,
// on the server, under a lock on the request's row. The artist's rating follows by itself: the
// review table's triggers keep artist.rating, rating_count and rating_sum (migration 0015).

export class ReviewError extends FieldRefusal<400 | 403 | 404 | 409 | 413 | 503> {
  override name = "ReviewError";
}

/** A review's photos: public, like the portfolio's, at most the limit (see formPhotoStore). */
export const reviewPhotos = formPhotoStore({
  field: REVIEW_FIELDS.photos,
  limit: REVIEW_LIMITS.photos,
  tooMany: M.tooManyPhotos,
  visibility: "public",
  refuse: (message, status, field) => new ReviewError(message, status, field),
});

/** What the review form needs: the request's artist, and the review already posted, if any. */
export interface ReviewDraft {
  requestId: string;
  artistId: string;
  artistName: string;
  review: { stars: number; body: string; createdAt: string; editable: boolean } | null;
}

/** Request `requestId` if `viewer` is its client and its state is as `inState` asks. */
function clientsRequestIn(viewer: AccountUser, requestId: string, inState: SQL) {
  return and(eq(bookingRequest.id, requestId), eq(bookingRequest.clientId, viewer.id), inState);
}

/** The request a client may review (completed, theirs, its artist still there), or null. */
async function reviewableRequest(
  db: Queryable,
  viewer: AccountUser,
  requestId: string,
  lock = false,
) {
  if (!isId(requestId) || isArtist(viewer)) return null;
  const query = db
    .select({
      id: bookingRequest.id,
      artistId: bookingRequest.artistId,
      clientName: bookingRequest.clientName,
      artistName: artist.displayName,
    })
    .from(bookingRequest)
    .innerJoin(artist, eq(artist.id, bookingRequest.artistId))
    .where(clientsRequestIn(viewer, requestId, eq(bookingRequest.state, "completed")));
  const [row] = await (lock ? query.for("update", { of: bookingRequest }) : query);
  return row?.artistId ? { ...row, artistId: row.artistId } : null;
}

/** The review form of a request, for its client once it is completed; null for anyone else. */
export async function reviewDraft(
  { database }: AppServices,
  viewer: AccountUser,
  requestId: string,
  now = new Date(),
): Promise<ReviewDraft | null> {
  const { db } = database;
  const request = await reviewableRequest(db, viewer, requestId);
  if (!request) return null;
  const [existing] = await db
    .select({ stars: review.stars, body: review.body, createdAt: review.createdAt })
    .from(review)
    .where(eq(review.requestId, requestId));
  return {
    requestId,
    artistId: request.artistId,
    artistName: request.artistName,
    review: existing
      ? {
          stars: existing.stars,
          body: existing.body,
          createdAt: existing.createdAt.toISOString(),
          editable: mayEditReview(existing.createdAt, now),
        }
      : null,
  };
}

/**
 * A request of the viewer's that is still open, so not reviewable yet: whom it is with and the
 * booked time, if any (a review becomes possible once the artist marks it completed). Null for
 * anyone but its client, and for a request completed or closed.
 */
export async function reviewLater(
  { database }: AppServices,
  viewer: AccountUser,
  requestId: string,
): Promise<{ artistName: string; bookedFor: string | null; timeZone: string } | null> {
  if (!isId(requestId) || isArtist(viewer)) return null;
  const [row] = await database.db
    .select({
      artistName: artist.displayName,
      bookedFor: bookingRequest.bookedFor,
      timeZone: bookingRequest.timeZone,
    })
    .from(bookingRequest)
    .innerJoin(artist, eq(artist.id, bookingRequest.artistId))
    .where(clientsRequestIn(viewer, requestId, inArray(bookingRequest.state, [...OPEN_STATES])));
  return row
    ? {
        artistName: row.artistName,
        bookedFor: row.bookedFor?.toISOString() ?? null,
        timeZone: row.timeZone,
      }
    : null;
}

/**
 * Where the client's review of a request stands, for a conversation its client has already
 * opened (so seen as theirs and completed): posted or not, and still editable.
 */
export async function reviewStanding(
  { database }: AppServices,
  requestId: string,
  now = new Date(),
): Promise<{ posted: boolean; editable: boolean }> {
  const [existing] = await database.db
    .select({ createdAt: review.createdAt })
    .from(review)
    .where(eq(review.requestId, requestId));
  return { posted: !!existing, editable: existing ? mayEditReview(existing.createdAt, now) : true };
}

/**
 * Posts the client's review of a completed request, or edits it within the edit window. Photos
 * (already stored) are added to it. Refused (404) for anyone but the request's client, and
 * (409) before completion or once the window has closed. Answers the artist's id.
 */
export async function postReview(
  services: AppServices,
  viewer: AccountUser,
  requestId: string,
  form: ReviewForm,
  photos: readonly StoredImage[] = [],
): Promise<{ artistId: string; created: boolean }> {
  const done = await services.database.db.transaction(async (tx: Transaction) => {
    const request = await reviewableRequest(tx, viewer, requestId, true);
    if (!request) throw new ReviewError(M.notReviewable, 404);
    const [existing] = await tx
      .select({ id: review.id, createdAt: review.createdAt })
      .from(review)
      .where(eq(review.requestId, requestId));
    let reviewId: string;
    if (existing) {
      if (!mayEditReview(existing.createdAt, new Date())) {
        throw new ReviewError(M.editClosed, 409);
      }
      reviewId = existing.id;
      await tx
        .update(review)
        .set({ stars: form.stars, body: form.body, updatedAt: sql`now()` })
        .where(eq(review.id, reviewId));
    } else {
      reviewId = randomUUID();
      await tx.insert(review).values({
        id: reviewId,
        requestId,
        artistId: request.artistId,
        authorId: viewer.id,
        authorName: request.clientName,
        stars: form.stars,
        body: form.body,
      });
      // A review that may be staged goes to the admin's queue; it shows all the same.
      await queueIfStaged(tx, { reviewId, requestId, authorId: viewer.id, body: form.body });
    }
    if (photos.length > 0) {
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(reviewPhoto)
        .where(eq(reviewPhoto.reviewId, reviewId));
      if (count + photos.length > REVIEW_LIMITS.photos) {
        throw new ReviewError(M.tooManyPhotos, 400, "photos");
      }
      await tx.insert(reviewPhoto).values(
        photos.map((image, i) => ({
          id: randomUUID(),
          reviewId,
          position: count + i,
          width: image.width,
          height: image.height,
          placeholder: image.placeholder,
          variants: image.variants,
        })),
      );
    }
    return { artistId: request.artistId, created: !existing, authorName: request.clientName };
  });
  if (done.created) tellReviewPosted(services, done.artistId, done.authorName);
  return { artistId: done.artistId, created: done.created };
}

/** An artist's visible reviews, newest first, REVIEW_LIMITS.perPage a page, with the summary. */
export async function artistReviews(
  services: AppServices,
  artistId: string,
  page = 1,
): Promise<ArtistReviewsView> {
  const { db } = services.database;
  const visible = and(eq(review.artistId, artistId), isNull(review.hiddenAt));
  const [counts, rows] = await Promise.all([
    db
      .select({ stars: review.stars, count: sql<number>`count(*)::int` })
      .from(review)
      .where(visible)
      .groupBy(review.stars),
    db
      .select({
        id: review.id,
        authorName: review.authorName,
        stars: review.stars,
        body: review.body,
        createdAt: review.createdAt,
        reply: review.reply,
      })
      .from(review)
      .where(visible)
      .orderBy(desc(review.createdAt), desc(review.id))
      .limit(REVIEW_LIMITS.perPage)
      .offset((page - 1) * REVIEW_LIMITS.perPage),
  ]);
  const breakdown: ArtistReviewsView["breakdown"] = [0, 0, 0, 0, 0];
  let count = 0;
  let sum = 0;
  for (const row of counts) {
    breakdown[5 - row.stars] = row.count;
    count += row.count;
    sum += row.stars * row.count;
  }
  const photos = await photosOfReviews(
    services,
    rows.map((row) => row.id),
  );
  return {
    average: count > 0 ? sum / count : null,
    count,
    breakdown,
    page,
    pages: Math.max(1, Math.ceil(count / REVIEW_LIMITS.perPage)),
    reviews: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      photos: photos.get(row.id) ?? [],
    })),
  };
}

/** Some reviews' photos, by review, in their order. */
async function photosOfReviews(
  { database, media }: AppServices,
  reviewIds: readonly string[],
): Promise<Map<string, ReviewPhotoView[]>> {
  const byReview = new Map<string, ReviewPhotoView[]>();
  if (reviewIds.length === 0) return byReview;
  const rows = await database.db
    .select()
    .from(reviewPhoto)
    .where(inArray(reviewPhoto.reviewId, [...reviewIds]))
    .orderBy(asc(reviewPhoto.reviewId), asc(reviewPhoto.position));
  for (const row of rows) {
    const list = byReview.get(row.reviewId) ?? [];
    const view = photoViewOf(row, (variant) => media.url(variant.key));
    const full = fallbackSource(view, 1280);
    const thumb = row.variants.find((variant) => variant.thumb);
    if (!full) continue;
    list.push({
      thumb: thumb ? media.url(thumb.key) : full.url,
      full: full.url,
      width: full.width,
      height: full.height,
    });
    byReview.set(row.reviewId, list);
  }
  return byReview;
}

/** The client's completed requests still waiting for their review (for /user-dashboard). */
export async function reviewsToWrite(
  { database }: AppServices,
  viewer: AccountUser,
  limit = 5,
): Promise<Array<{ requestId: string; artistName: string }>> {
  if (isArtist(viewer)) return [];
  return database.db
    .select({ requestId: bookingRequest.id, artistName: artist.displayName })
    .from(bookingRequest)
    .innerJoin(artist, eq(artist.id, bookingRequest.artistId))
    .leftJoin(review, eq(review.requestId, bookingRequest.id))
    .where(
      and(
        eq(bookingRequest.clientId, viewer.id),
        eq(bookingRequest.state, "completed"),
        isNull(review.id),
      ),
    )
    .orderBy(desc(bookingRequest.lastActivityAt))
    .limit(limit);
}

/**
 * The files of the review photos an account's deletion takes with it: those of reviews it wrote,
 * and those of reviews of it (an artist). Removed after its rows are gone.
 */
export async function reviewPhotoFilesOf({ database }: AppServices, userId: string) {
  const rows = await database.db
    .select({ variants: reviewPhoto.variants })
    .from(reviewPhoto)
    .innerJoin(review, eq(review.id, reviewPhoto.reviewId))
    .where(or(eq(review.authorId, userId), eq(review.artistId, userId)));
  return rows.flatMap((row) => row.variants);
}
