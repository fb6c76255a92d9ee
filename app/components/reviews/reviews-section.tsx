import type { CSSProperties } from "react";
import { Form, Link } from "react-router";
import { ReviewPhotos } from "./review-photos";
import { ReportForm } from "~/app/components/moderation/report-form";
import { MODERATION_COPY } from "~/core/moderation";
import { LocalDate } from "~/app/components/local-date";
import { Button } from "~/app/components/ui/button";
import { FormAlert, TextAreaField } from "~/app/components/ui/field";
import { useCurrentUser } from "~/app/lib/current-user";
import type { ArtistReviewsView, ReviewView } from "~/core/reviews";
import {
  REVIEW_COPY as C,
  REVIEW_FIELDS as F,
  REVIEW_INTENTS,
  REVIEW_LIMITS,
  REVIEWS_ANCHOR,
  ratingText,
  reviewCountText,
} from "~/core/reviews";
import { artistPath } from "~/core/site-nav";

/** Stars filled up to `value` (whole or not), read as "Rated 4 out of 5": one element. */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={C.rated(String(value))}
      className={className ? `stars ${className}` : "stars"}
      style={{ "--stars": value } as CSSProperties}
    />
  );
}

const pageHref = (artistId: string, page: number) =>
  `${artistPath(artistId)}${page > 1 ? `?reviews=${page}` : ""}#${REVIEWS_ANCHOR}`;

/**
 * The profile's Reviews: the average and count, how many gave each number of stars, and the
 * reviews themselves, newest first, a page at a time. Each comes from a completed request booked
 * here, which its badge says. Its parts are drawn with a few classes of their own (app.css), not
 * strings of utilities on every element: a page of 10 reviews stays light.
 */
export function ReviewsSection({
  artistId,
  artistName,
  reviews,
  isOwner,
  answer,
}: {
  artistId: string;
  artistName: string;
  reviews: ArtistReviewsView;
  /** The artist is looking at their own profile: they may answer each review once. */
  isOwner: boolean;
  /** What the page's action refused about a reply. */
  answer?: ReviewAnswer;
}) {
  const { average, count, breakdown, page, pages } = reviews;
  // Signed-out visitors get the page from the cache, without these controls.
  const signedIn = Boolean(useCurrentUser());
  return (
    <section
      id={REVIEWS_ANCHOR}
      aria-labelledby="reviews-heading"
      className="scroll-mt-20 border-t border-ink-100 pt-8"
    >
      <h2 id="reviews-heading" className="font-sans text-lg font-semibold">
        {C.heading}
      </h2>
      {answer && !answer.reviewId && (
        <div className="mt-3">
          <FormAlert>{answer.error.message}</FormAlert>
        </div>
      )}
      {average === null ? (
        <div className="mt-3">
          <p className="font-semibold text-ink-900">{C.none}</p>
          <p className="mt-1 text-ink-600">{C.noneText}</p>
        </div>
      ) : (
        <div className="mt-4 grid gap-8 md:grid-cols-[16rem_1fr]">
          <div>
            <p className="flex items-baseline gap-2">
              <span className="text-4xl font-semibold text-ink-950">{ratingText(average)}</span>
              <span className="text-ink-700">· {reviewCountText(count)}</span>
            </p>
            <Stars value={Math.round(average * 10) / 10} className="text-xl" />
            <ul aria-label={C.breakdown} className="rating-breakdown">
              {breakdown.map((n, i) => (
                <li key={i}>
                  <span aria-hidden>{5 - i}</span>
                  <span
                    style={
                      {
                        "--share": `${count ? Math.round((n / count) * 100) : 0}%`,
                      } as CSSProperties
                    }
                  />
                  <span aria-hidden>{n}</span>
                  <span className="sr-only">{C.breakdownRow(5 - i, n)}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <ol className="review-list">
              {reviews.reviews.map((review) => (
                <li key={review.id} id={`review-${review.id}`}>
                  <article>
                    <p className="review-meta">
                      <Stars value={review.stars} />
                      <b>{review.authorName}</b>
                      <LocalDate
                        iso={review.createdAt}
                        options={{ month: "long", day: "numeric", year: "numeric" }}
                      />
                      <span className="verified">{C.verified}</span>
                    </p>
                    <p className="review-body">{review.body}</p>
                    <ReviewPhotos photos={review.photos} authorName={review.authorName} />
                    {review.reply && (
                      <div className="review-reply">
                        <b>{C.artistReply(artistName)}</b>
                        <p>{review.reply}</p>
                      </div>
                    )}
                    {signedIn && (
                      <ReviewControls
                        review={review}
                        canReply={isOwner && !review.reply}
                        answer={answer?.reviewId === review.id ? answer : undefined}
                        isOwner={isOwner}
                      />
                    )}
                  </article>
                </li>
              ))}
            </ol>
            {pages > 1 && (
              <nav aria-label={C.heading} className="mt-6 flex justify-between gap-3">
                {page > 1 ? (
                  <Link
                    to={pageHref(artistId, page - 1)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {C.newer}
                  </Link>
                ) : (
                  <span />
                )}
                {page < pages && (
                  <Link
                    to={pageHref(artistId, page + 1)}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {C.older}
                  </Link>
                )}
              </nav>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** The action's answer about one review's reply (reports answer for themselves). */
export type ReviewAnswer = { error: { field: string; message: string }; reviewId?: string };

/**
 * Under a review, for someone signed in: its artist's reply form, and the report form (for the
 * reviewed artist, a request to check it: decision 0053).
 */
function ReviewControls({
  review,
  canReply,
  answer,
  isOwner,
}: {
  review: ReviewView;
  canReply: boolean;
  answer?: { error: { field: string; message: string } };
  isOwner: boolean;
}) {
  const replyError = answer?.error.field === F.reply ? answer.error.message : undefined;
  const otherError = answer && !replyError ? answer.error.message : undefined;
  return (
    <div className="mt-2 space-y-2 text-sm">
      {canReply && (
        <details open={Boolean(replyError)}>
          <summary className="w-fit cursor-pointer font-semibold text-brand-700 hover:underline">
            {C.replyPublicly}
          </summary>
          <Form method="post" noValidate className="mt-2 space-y-2" preventScrollReset>
            <input type="hidden" name={F.intent} value={REVIEW_INTENTS.reply} />
            <input type="hidden" name={F.reviewId} value={review.id} />
            <TextAreaField
              label={C.yourReply}
              name={F.reply}
              rows={3}
              maxLength={REVIEW_LIMITS.reply.max}
              error={replyError}
            />
            <Button type="submit" size="sm">
              {C.sendReply}
            </Button>
          </Form>
        </details>
      )}
      <ReportForm
        subject="review"
        subjectId={review.id}
        label={isOwner ? MODERATION_COPY.askCheck : C.reportLabel(review.authorName)}
        summary={isOwner ? MODERATION_COPY.askCheck : C.report}
        hint={isOwner ? MODERATION_COPY.askCheckHint : undefined}
      />
      {otherError && <FormAlert>{otherError}</FormAlert>}
    </div>
  );
}
