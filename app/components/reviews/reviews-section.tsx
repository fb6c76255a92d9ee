import { BadgeCheck, Star } from "lucide-react";
import type { CSSProperties } from "react";
import { Form, Link } from "react-router";
import { IconSprite, SpriteIcon } from "~/app/components/ui/icon-sprite";
import { ReviewPhotos } from "./review-photos";
import { LocalDate } from "~/app/components/local-date";
import { Button } from "~/app/components/ui/button";
import { FormAlert, TextAreaField } from "~/app/components/ui/field";
import { useBrand } from "~/app/lib/brand";
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

/** The section's icons, drawn once (a profile shows up to 10 reviews). */
const ICONS = { "review-star": Star, "review-verified": BadgeCheck } as const;

/** Stars filled up to `value` (whole or not), read as "Rated 4 out of 5": one element. */
export function Stars({ value, className = "text-base" }: { value: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={C.rated(String(value))}
      className={`stars ${className}`}
      style={{ "--stars": value } as CSSProperties}
    />
  );
}

const pageHref = (artistId: string, page: number) =>
  `/artist/${artistId}${page > 1 ? `?reviews=${page}` : ""}#${REVIEWS_ANCHOR}`;

/**
 * The profile's Reviews: the average and count, how many gave each number of stars, and the
 * reviews themselves, newest first, a page at a time. Each comes from a completed request booked
 * here, which its badge says.
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
  /** What the page's action answered: a report taken, or a refusal, about one review. */
  answer?: ReviewAnswer;
}) {
  const { average, count, breakdown, page, pages } = reviews;
  // Signed-out visitors get the page from the cache, without these controls.
  const signedIn = Boolean(useCurrentUser());
  const { supportEmail } = useBrand();
  return (
    <section
      id={REVIEWS_ANCHOR}
      aria-labelledby="reviews-heading"
      className="scroll-mt-20 border-t border-ink-100 pt-8"
    >
      <IconSprite icons={ICONS} />
      <h2 id="reviews-heading" className="font-sans text-lg font-semibold">
        {C.heading}
      </h2>
      {answer && "error" in answer && !answer.reviewId && (
        <div className="mt-3">
          <FormAlert>{answer.error.message}</FormAlert>
        </div>
      )}
      {answer && "reported" in answer && (
        // Said here, not under the review: the report may just have hidden it.
        <div className="mt-3">
          <FormAlert tone="success">{C.reported(supportEmail)}</FormAlert>
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
            <ul aria-label={C.breakdown} className="mt-4 space-y-1.5">
              {breakdown.map((n, i) => {
                const stars = 5 - i;
                return (
                  <li key={stars} className="flex items-center gap-2 text-sm text-ink-700">
                    <span className="w-3 text-right" aria-hidden>
                      {stars}
                    </span>
                    <SpriteIcon
                      id="review-star"
                      className="size-3.5 fill-amber-400 text-amber-500"
                    />
                    <span
                      className="h-2 flex-1 overflow-hidden rounded-full bg-ink-100"
                      aria-hidden
                    >
                      <span
                        className="block h-full rounded-full bg-amber-400"
                        style={{ width: `${count ? (n / count) * 100 : 0}%` }}
                      />
                    </span>
                    <span className="w-8 text-right" aria-hidden>
                      {n}
                    </span>
                    <span className="sr-only">{C.breakdownRow(stars, n)}</span>
                  </li>
                );
              })}
            </ul>
          </div>
          <div>
            <ol className="space-y-6">
              {reviews.reviews.map((review) => (
                <li key={review.id} id={`review-${review.id}`} className="scroll-mt-20">
                  <article aria-label={`${review.authorName}, ${C.rated(String(review.stars))}`}>
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                      <Stars value={review.stars} />
                      <span className="font-semibold text-ink-900">{review.authorName}</span>
                      <span className="text-sm text-ink-600">
                        <LocalDate
                          iso={review.createdAt}
                          options={{ month: "long", day: "numeric", year: "numeric" }}
                        />
                      </span>
                      <span className="inline-flex items-center gap-1 text-xs font-semibold text-emerald-800">
                        <SpriteIcon id="review-verified" className="size-4" />
                        {C.verified}
                      </span>
                    </div>
                    <p className="mt-2 whitespace-pre-line text-ink-800">{review.body}</p>
                    <ReviewPhotos photos={review.photos} authorName={review.authorName} />
                    {review.reply && (
                      <div className="mt-3 rounded-xl bg-ink-50 p-3 text-sm">
                        <p className="font-semibold text-ink-900">{C.artistReply(artistName)}</p>
                        <p className="mt-1 whitespace-pre-line text-ink-700">{review.reply}</p>
                      </div>
                    )}
                    {signedIn && (
                      <ReviewControls
                        review={review}
                        canReply={isOwner && !review.reply}
                        answer={
                          answer && "reviewId" in answer && answer.reviewId === review.id
                            ? answer
                            : undefined
                        }
                        reported={Boolean(
                          answer && "reported" in answer && answer.reported === review.id,
                        )}
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

/** The action's answer about one review. */
export type ReviewAnswer =
  { reported: string } | { error: { field: string; message: string }; reviewId?: string };

/** Under a review, for someone signed in: its artist's reply form, and the report button. */
function ReviewControls({
  review,
  canReply,
  answer,
  reported,
}: {
  review: ReviewView;
  canReply: boolean;
  answer?: Extract<ReviewAnswer, { error: unknown }>;
  reported: boolean;
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
      {!reported && (
        <Form method="post" preventScrollReset>
          <input type="hidden" name={F.intent} value={REVIEW_INTENTS.report} />
          <input type="hidden" name={F.reviewId} value={review.id} />
          <button
            type="submit"
            aria-label={C.reportLabel(review.authorName)}
            className="text-xs font-semibold text-ink-600 underline hover:text-ink-900"
          >
            {C.report}
          </button>
        </Form>
      )}
      {otherError && <FormAlert>{otherError}</FormAlert>}
    </div>
  );
}
