import { describe, expect, it } from "vitest";
import {
  REVIEW_LIMITS,
  REVIEW_PRIOR,
  averageStars,
  bayesianScore,
  mayEditReview,
  ratingText,
  reviewCountText,
} from "./reviews";

describe("ratings", () => {
  it("averages stars, with none for no reviews", () => {
    expect(averageStars([])).toBeNull();
    expect(averageStars([5, 4, 4])).toBeCloseTo(13 / 3);
  });

  it("shows one decimal, rounded half up", () => {
    expect(ratingText(4.75)).toBe("4.8");
    expect(ratingText(4.749)).toBe("4.7");
    expect(ratingText(5)).toBe("5.0");
  });

  it("counts reviews in words", () => {
    expect(reviewCountText(1)).toBe("1 review");
    expect(reviewCountText(1234)).toBe("1,234 reviews");
  });

  it("ranks many good reviews above a single perfect one (the Bayesian average)", () => {
    expect(bayesianScore(0, 0)).toBeNull();
    const single = bayesianScore(5, 1)!;
    const many = bayesianScore(4.9 * 50, 50)!;
    expect(many).toBeGreaterThan(single);
    // It starts from the prior and moves towards the true average as reviews come.
    expect(bayesianScore(5, 1)).toBeCloseTo(
      (5 + REVIEW_PRIOR.mean * REVIEW_PRIOR.weight) / (1 + REVIEW_PRIOR.weight),
    );
    expect(bayesianScore(3 * 1000, 1000)!).toBeCloseTo(3, 1);
    // A low average over many reviews stays below a few middling ones.
    expect(bayesianScore(2 * 40, 40)!).toBeLessThan(bayesianScore(3 * 2, 2)!);
  });
});

describe("the edit window", () => {
  const posted = new Date("2026-11-01T12:00:00Z");
  const days = (n: number) => new Date(posted.getTime() + n * 86_400_000);
  it(`is open for ${REVIEW_LIMITS.editDays} days after posting, and closed from then on`, () => {
    expect(mayEditReview(posted, days(0))).toBe(true);
    expect(mayEditReview(posted, days(REVIEW_LIMITS.editDays - 0.001))).toBe(true);
    expect(mayEditReview(posted, days(REVIEW_LIMITS.editDays))).toBe(false);
    expect(mayEditReview(posted, days(30))).toBe(false);
  });
});
