import { and, eq, isNull, sql } from "drizzle-orm";
import { isArtist, type AccountUser } from "~/core/accounts/user";
import { REVIEW_LIMITS, REVIEW_MESSAGES as M } from "~/core/reviews";
import type { Transaction } from "../artists/artist-rows";
import type { AppServices } from "../context";
import { review, reviewReport } from "../db/schema";
import { isId } from "../requests/errors";
import { tellHidden } from "./notify";
import { ReviewError } from "./reviews";

// A review's public answer and its reports (decision 0032). The artist answers each review once;
// anyone signed in may report one, each account once, and REVIEW_LIMITS.reportsToHide different
// accounts hide it pending a look by support: its artist and its author are told by e-mail.

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

/**
 * Records a report of a visible review by the viewer (once per account; their own review is
 * not theirs to report). The review's row is locked while its reports are counted, so reports
 * sent at once are counted one after another and the one that reaches the limit hides it.
 * Answers the artist's id and whether this report hid it.
 */
export async function reportReview(
  services: AppServices,
  viewer: AccountUser,
  reviewId: string,
): Promise<{ artistId: string; hidden: boolean }> {
  if (!isId(reviewId)) throw new ReviewError(M.notFound, 404);
  const outcome = await services.database.db.transaction(async (tx: Transaction) => {
    const [row] = await tx
      .select({ artistId: review.artistId, authorId: review.authorId })
      .from(review)
      .where(and(eq(review.id, reviewId), isNull(review.hiddenAt)))
      .for("update");
    if (!row || row.authorId === viewer.id) throw new ReviewError(M.notFound, 404);
    await tx.insert(reviewReport).values({ reviewId, reporterId: viewer.id }).onConflictDoNothing();
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(reviewReport)
      .where(eq(reviewReport.reviewId, reviewId));
    const hidden = count >= REVIEW_LIMITS.reportsToHide;
    if (hidden) {
      await tx
        .update(review)
        .set({ hiddenAt: sql`now()` })
        .where(eq(review.id, reviewId));
    }
    return { ...row, hidden };
  });
  if (outcome.hidden) {
    void tellHidden(services, outcome.artistId, outcome.authorId).catch((error: unknown) => {
      services.logger.error({ err: error, reviewId }, "could not send a hidden-review e-mail");
    });
  }
  return { artistId: outcome.artistId, hidden: outcome.hidden };
}
