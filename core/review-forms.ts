import { z } from "zod";
import { REVIEW_FIELDS, REVIEW_LIMITS, REVIEW_MESSAGES as M } from "./reviews";
import { messageText, visibleLength } from "./text";

// The review forms' checks (decision 0032); the words are core/reviews.ts's. Kept apart so the
// profile, which only shows reviews, does not load the schema library.

/** A message as stored (core/text.ts): no bidi overrides or controls, "" when nothing shows. */
const message = z.string().transform(messageText);

export const reviewFormSchema = z.object({
  stars: z
    .string()
    .transform((value) => Number(value))
    .pipe(z.number().int(M.noStars).min(1, M.noStars).max(5, M.noStars)),
  body: message.pipe(
    z
      .string()
      .refine((value) => visibleLength(value) >= REVIEW_LIMITS.body.min, M.bodyTooShort)
      .max(REVIEW_LIMITS.body.max, M.bodyTooLong),
  ),
});
export type ReviewForm = z.output<typeof reviewFormSchema>;

export const reviewReplySchema = message.pipe(
  z
    .string()
    .refine((value) => visibleLength(value) >= REVIEW_LIMITS.reply.min, M.replyTooShort)
    .max(REVIEW_LIMITS.reply.max, M.replyTooLong),
);

/** The review form's fields as submitted. */
export function readReviewForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { stars: text(REVIEW_FIELDS.stars), body: text(REVIEW_FIELDS.body) };
}
