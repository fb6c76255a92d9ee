import { describe, expect, it } from "vitest";
import { artistMatchScore, MATCH, matchScore, percentMatch } from "./match";

// §9: score = 0.8 × share of detected styles overlapping the artist's + 0.2 × share matched
// exactly, capped at 1; artists at 0.3 or below are dropped.
describe("matchScore", () => {
  it("is 1 when the artist has every detected style", () => {
    expect(matchScore(["Ombre", "Glitter"], ["Glitter", "Ombre", "Coffin"])).toEqual({
      score: 1,
      matching: ["Ombre", "Glitter"],
    });
  });

  it("counts the share of detected styles the artist has", () => {
    expect(matchScore(["Ombre", "Glitter", "Coffin"], ["Ombre"]).score).toBeCloseTo(1 / 3);
    expect(matchScore(["Ombre", "Glitter"], ["Glitter"]).score).toBeCloseTo(0.5);
    expect(matchScore(["Ombre"], ["Acrylic"])).toEqual({ score: 0, matching: [] });
  });

  it("gives a partial (overlapping) match 0.8 of an exact one", () => {
    // "Art" overlaps "Nail Art" without being it.
    expect(matchScore(["Nail Art"], ["art"]).score).toBeCloseTo(0.8);
    expect(matchScore(["nail art"], ["Nail Art"]).score).toBeCloseTo(0.8);
  });

  it("is never above 1, and 0 with nothing detected", () => {
    expect(matchScore(["Ombre", "Ombre"], ["Ombre"]).score).toBe(1);
    expect(matchScore([], ["Ombre"]).score).toBe(0);
  });

  it("puts one of three styles just above the cut, and one of four below it", () => {
    expect(matchScore(["Ombre", "Glitter", "Coffin"], ["Coffin"]).score).toBeGreaterThan(
      MATCH.minScore,
    );
    expect(
      matchScore(["Ombre", "Glitter", "Coffin", "Almond"], ["Coffin"]).score,
    ).toBeLessThanOrEqual(MATCH.minScore);
  });

  it("says the percentage as the dialog shows it", () => {
    expect(percentMatch(0.666)).toBe("67% match");
    expect(percentMatch(1)).toBe("100% match");
  });
});

describe("artistMatchScore", () => {
  const look = {
    best: 0.9,
    detectedStyles: ["Ombre", "Coffin"],
    artistStyles: ["Ombre", "Coffin", "Acrylic"],
    detectedColors: ["Pink", "White"],
    artistColors: ["Pink"],
  };

  // Pink is the main color (3 of 3 + 2): the artist wears 0.6 of the detected colors.
  const agreement = 0.3 + 0.3 * 0.6;

  it("weighs how close the artist's work is most, then styles and colors", () => {
    expect(artistMatchScore({ ...look, similarity: 0.9 }).score).toBeCloseTo(0.4 + agreement);
    // 0.01 below the nearest: half of the steep fall, 14/15 of the gentle one.
    expect(artistMatchScore({ ...look, similarity: 0.89 }).score).toBeCloseTo(
      0.4 * ((0.5 + 14 / 15) / 2) + agreement,
    );
    // 0.075 below: only the gentle fall is left, at half.
    expect(artistMatchScore({ ...look, similarity: 0.825 }).score).toBeCloseTo(
      0.4 * 0.25 + agreement,
    );
  });

  it("gives an artist whose work is not among the nearest only the agreement", () => {
    expect(artistMatchScore({ ...look, similarity: undefined }).score).toBeCloseTo(agreement);
    expect(artistMatchScore({ ...look, similarity: 0.3 }).score).toBeCloseTo(agreement);
  });

  it("counts the main detected color most", () => {
    const colors = { ...look, similarity: undefined, detectedColors: ["Red", "White", "Gold"] };
    const score = (artistColors: string[]) => artistMatchScore({ ...colors, artistColors }).score;
    expect(score(["Red"])).toBeCloseTo(0.3 + 0.3 * (3 / 6));
    expect(score(["White"])).toBeCloseTo(0.3 + 0.3 * (2 / 6));
    expect(score(["Gold", "Black"])).toBeCloseTo(0.3 + 0.3 * (1 / 6));
    expect(score(["Red", "White", "Gold"])).toBeCloseTo(0.6);
    expect(score(["Black"])).toBeCloseTo(0.3);
    // An artist who wears the main color comes before one who wears the second.
    expect(score(["Red"])).toBeGreaterThan(score(["White"]));
  });

  it("ranks an artist whose photo it is above one who does the same styles", () => {
    const own = artistMatchScore({
      ...look,
      best: 0.94,
      artistStyles: ["Ombre"],
      similarity: 0.94,
    });
    const lister = artistMatchScore({ ...look, best: 0.94, similarity: 0.89 });
    expect(own.score).toBeGreaterThan(lister.score);
    expect(own.matching).toEqual(["Ombre"]);
  });
});
