import { describe, expect, it } from "vitest";
import type { StyleProbabilities } from "./detectors";
import { NAMING, namedStyles } from "./look";

const probabilities: StyleProbabilities = {
  technique: { Plain: 0.1, "French Tips": 0.5, Ombre: 0.2, Glitter: 0.1, "Nail Art": 0.1 },
  shape: { Square: 0.15, Almond: 0.6, Stiletto: 0.15, Coffin: 0.1 },
};

describe("namedStyles", () => {
  it("names the likeliest technique and shape, then a style likely enough for an inspiration", () => {
    expect(namedStyles(probabilities, NAMING.inspiration)).toEqual([
      "Almond",
      "French Tips",
      "Ombre",
    ]);
  });

  it("names fewer for a portfolio photo's suggestion, which its artist must untick", () => {
    expect(namedStyles(probabilities, NAMING.suggestion)).toEqual(["Almond", "French Tips"]);
  });

  it("names one shape, for a suggestion and an inspiration alike (one photo's nails have one)", () => {
    const twoShapes: StyleProbabilities = {
      technique: { Plain: 0.05, "French Tips": 0.8, Ombre: 0.05, Glitter: 0.05, "Nail Art": 0.05 },
      shape: { Square: 0.05, Almond: 0.5, Stiletto: 0.05, Coffin: 0.4 },
    };
    expect(namedStyles(twoShapes, NAMING.suggestion)).toEqual(["French Tips", "Almond"]);
    expect(namedStyles(twoShapes, NAMING.inspiration)).toEqual(["French Tips", "Almond"]);
    // Square nails are the shape: no other is suggested.
    const square = {
      ...twoShapes,
      shape: { Square: 0.6, Almond: 0.05, Stiletto: 0.05, Coffin: 0.3 },
    };
    expect(namedStyles(square, NAMING.suggestion)).toEqual(["French Tips"]);
  });

  it("never names plain polish or square nails, and stops at three", () => {
    const plainSquare: StyleProbabilities = {
      technique: { Plain: 0.4, "French Tips": 0.16, Ombre: 0.16, Glitter: 0.16, "Nail Art": 0.12 },
      shape: { Square: 0.4, Almond: 0.2, Stiletto: 0.2, Coffin: 0.2 },
    };
    const named = namedStyles(plainSquare, NAMING.inspiration);
    expect(named).toHaveLength(3);
    // Square is the likeliest shape: it names none, and no other shape takes its place.
    expect(named.filter((style) => style in plainSquare.shape)).toHaveLength(0);
    expect(named).not.toContain("Plain");
    expect(named).not.toContain("Square");
    expect(namedStyles(plainSquare, { alsoLikely: 0.5 })).toEqual([]);
  });
});
