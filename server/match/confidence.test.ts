import { describe, expect, it } from "vitest";
import { calibratedConfidence, isotonicKnots } from "./confidence";
import { FITTED_HEADS } from "./heads";

const CONFIDENCE_KNOTS = FITTED_HEADS.confidence;

describe("the confidence shown", () => {
  const knots = [
    [0.3, 0.2],
    [0.5, 0.4],
    [0.9, 0.6],
  ] as const;

  it("reads the knots, straight between them and level beyond the ends", () => {
    expect(calibratedConfidence(0.1, knots)).toBe(0.2);
    expect(calibratedConfidence(0.3, knots)).toBe(0.2);
    expect(calibratedConfidence(0.4, knots)).toBeCloseTo(0.3);
    expect(calibratedConfidence(0.7, knots)).toBeCloseTo(0.5);
    expect(calibratedConfidence(1, knots)).toBe(0.6);
  });

  it("is fitted: knots ascending in both certainty and confidence, within 0-1", () => {
    expect(CONFIDENCE_KNOTS.length).toBeGreaterThanOrEqual(2);
    CONFIDENCE_KNOTS.forEach(([x, y], k) => {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(1);
      expect(y).toBeLessThanOrEqual(1);
      if (k > 0) {
        expect(x).toBeGreaterThan(CONFIDENCE_KNOTS[k - 1]![0]);
        expect(y).toBeGreaterThan(CONFIDENCE_KNOTS[k - 1]![1]);
      }
    });
    // More certain detectors never show less confidence.
    const shown = [0, 0.2, 0.4, 0.6, 0.8, 1].map((c) => calibratedConfidence(c, CONFIDENCE_KNOTS));
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });
});

describe("the isotonic fit", () => {
  it("pools what runs against the order and keeps what follows it", () => {
    const points = [
      { certainty: 0.1, shown: 0 },
      { certainty: 0.2, shown: 0.5 },
      { certainty: 0.3, shown: 0.3 },
      { certainty: 0.4, shown: 1 },
    ];
    expect(isotonicKnots(points, 4)).toEqual([
      [0.1, 0],
      [0.25, 0.4],
      [0.4, 1],
    ]);
  });

  it("groups the points into bins of equal count first", () => {
    const points = Array.from({ length: 100 }, (_, i) => ({
      certainty: i / 100,
      shown: i < 50 ? 0.25 : 0.75,
    }));
    expect(isotonicKnots(points, 2)).toEqual([
      [0.245, 0.25],
      [0.745, 0.75],
    ]);
  });
});
