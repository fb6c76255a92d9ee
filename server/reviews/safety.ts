import { and, eq, isNull, sql } from "drizzle-orm";
import { isArtist, type AccountUser } from "~/core/accounts/user";
import { REVIEW_MESSAGES as M } from "~/core/reviews";
import type { AppServices } from "../context";
import { review } from "../db/schema";
import { isId } from "../requests/errors";
import { ReviewError } from "./reviews";

// A review's public answer (decision 0032): the artist answers each review once. Reports of a
// review go to the admin (server/moderation, decision 0053).

/** The artist's one public reply to a review of them. Answers the artist's id. */
export async function replyToReview(
  { database }: AppServices,
  viewer: AccountUser,
  reviewId: string,
  text: string,
): Promise<string> {
  if (!isId(reviewId) || !isArtist(viewer)) throw new ReviewError(M.notFound, 404);
  const updated = await database.db
    .update(review)
    .set({ reply: text, repliedAt: sql`now()` })
    .where(and(eq(review.id, reviewId), eq(review.artistId, viewer.id), isNull(review.reply)))
    .returning({ artistId: review.artistId });
  if (updated[0]) return updated[0].artistId;
  const [exists] = await database.db
    .select({ id: review.id })
    .from(review)
    .where(and(eq(review.id, reviewId), eq(review.artistId, viewer.id)));
  throw exists ? new ReviewError(M.alreadyReplied, 409, "reply") : new ReviewError(M.notFound, 404);
}
