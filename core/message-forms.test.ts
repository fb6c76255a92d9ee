import { describe, expect, it } from "vitest";
import { messageSchema, reasonSchema, replySchema } from "./request-forms";
import { REQUEST_LIMITS } from "./requests";
import { REQUEST_MESSAGES } from "./request-copy";
import { reviewFormSchema, reviewReplySchema } from "./review-forms";
import { REVIEW_LIMITS, REVIEW_MESSAGES } from "./reviews";

// Messages between a client and an artist, and reviews: the text a person sees is the text they
// sent. Invisible characters count for nothing, bidi overrides and controls are dropped.

/** Zero-width space, non-joiner, joiner, word joiner, byte order mark, soft hyphen. */
const INVISIBLE = "\u200B\u200C\u200D\u2060\uFEFF\u00AD";
const only = (length: number) => INVISIBLE.repeat(Math.ceil(length / INVISIBLE.length));

const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;
const review = (body: string) => reviewFormSchema.safeParse({ stars: "5", body });

describe("a message needs visible text", () => {
  it("refuses one of invisible characters only with the field's own message", () => {
    expect(refusal(messageSchema.safeParse(only(40)))).toBe(REQUEST_MESSAGES.messageTooShort);
    expect(refusal(replySchema.safeParse(only(12)))).toBe(REQUEST_MESSAGES.replyEmpty);
    expect(refusal(replySchema.safeParse(` \u3164\n\u2800 `))).toBe(REQUEST_MESSAGES.replyEmpty);
    expect(refusal(review(only(60)))).toBe(REVIEW_MESSAGES.bodyTooShort);
    expect(refusal(reviewReplySchema.safeParse(only(8)))).toBe(REVIEW_MESSAGES.replyTooShort);
    // A reason is optional: one of nothing is no reason.
    expect(reasonSchema.parse(only(20))).toBe("");
  });

  it("counts only visible characters toward a minimum", () => {
    const padded = (visible: string) => [...visible].join("\u200B");
    const short = "a".repeat(REQUEST_LIMITS.message.min - 1);
    expect(refusal(messageSchema.safeParse(padded(short)))).toBe(REQUEST_MESSAGES.messageTooShort);
    expect(messageSchema.parse(padded(`${short}b`))).toBe(padded(`${short}b`));
    const reviewShort = "a".repeat(REVIEW_LIMITS.body.min - 1);
    expect(refusal(review(padded(reviewShort)))).toBe(REVIEW_MESSAGES.bodyTooShort);
    expect(review(`${reviewShort}b`).success).toBe(true);
    expect(refusal(reviewReplySchema.safeParse("a\u200B\u200B"))).toBe(
      REVIEW_MESSAGES.replyTooShort,
    );
    expect(reviewReplySchema.parse("ok")).toBe("ok");
  });

  it("still refuses a message too long", () => {
    const long = "a".repeat(REQUEST_LIMITS.message.max + 1);
    expect(refusal(messageSchema.safeParse(long))).toBe(REQUEST_MESSAGES.messageTooLong);
  });
});

describe("a message keeps no bidi override or control character", () => {
  const sent = "Hi!\u202E Gel\u2066 art\u2069\r\nfor Friday\u0000, please\u0085Thanks\u009b";
  const stored = "Hi! Gel art\nfor Friday, please\nThanks";

  it("strips them from requests, replies and reasons, keeping line breaks", () => {
    expect(messageSchema.parse(sent)).toBe(stored);
    expect(replySchema.parse(sent)).toBe(stored);
    expect(reasonSchema.parse(sent)).toBe(stored);
  });

  it("strips them from reviews and their replies", () => {
    expect(reviewFormSchema.parse({ stars: "4", body: `${sent} again` })).toEqual({
      stars: 4,
      body: `${stored} again`,
    });
    expect(reviewReplySchema.parse(sent)).toBe(stored);
  });
});
