import { describe, expect, it } from "vitest";
import { detectStyles, SHAPES, TECHNIQUES } from "./detectors";
import { FITTED_HEADS } from "./heads";
import { photoStyles, probeShares, STYLE_PROBES, type FittedDetectors } from "./style-neighbours";

const unit = (...values: number[]) => {
  const norm = Math.hypot(...values);
  return Float32Array.from(values, (v) => v / norm);
};

describe("styles from what the probes read of the descriptor", () => {
  const features = FITTED_HEADS.detectors.mean.slice();
  // Each probe sees only the descriptor's first number: high, it reads Ombre and Almond; low,
  // Plain and Square.
  const leaning = (classes: readonly string[], high: string, low: string) =>
    classes.map((c) => [c === high ? 20 : c === low ? -20 : 0, 0, 0, 0]);
  const detectors: FittedDetectors = {
    ...FITTED_HEADS.detectors,
    probes: {
      technique: leaning(TECHNIQUES, "Ombre", "Plain"),
      shape: leaning(SHAPES, "Almond", "Square"),
    },
  };
  const measured = detectStyles(features, detectors);
  const { weight } = STYLE_PROBES;

  it("are the measures' alone without a descriptor, or without probes", () => {
    expect(photoStyles(features, detectors)).toEqual(measured);
    const unprobed = { ...detectors, probes: { technique: [], shape: [] } };
    expect(photoStyles(features, unprobed, unit(1, 0, 0))).toEqual(measured);
  });

  it("lean towards what the probes read", () => {
    const read = photoStyles(features, detectors, unit(1, 0, 0));
    expect(read.technique.Ombre).toBeCloseTo((1 - weight) * measured.technique.Ombre + weight, 3);
    expect(read.shape.Almond).toBeCloseTo((1 - weight) * measured.shape.Almond + weight, 3);
    expect(read.technique.Plain).toBeCloseTo((1 - weight) * measured.technique.Plain, 3);
    const other = photoStyles(features, detectors, unit(-1, 0, 0));
    expect(other.shape.Square).toBeCloseTo((1 - weight) * measured.shape.Square + weight, 3);
    const total = Object.values(read.technique).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1);
  });

  it("read a softmax over one row of weights and a bias per class", () => {
    const shares = probeShares(Float32Array.of(1, 0), [
      [0, 0, 0],
      [1, 0, Math.log(2)],
    ]);
    // Scores 0 and 1 + ln 2: e^0 against 2e.
    expect(shares[1]).toBeCloseTo((2 * Math.E) / (1 + 2 * Math.E));
    expect(shares[0]! + shares[1]!).toBeCloseTo(1);
  });

  it("are read by the fitted probes, one row per class", () => {
    const { probes, neighbours } = FITTED_HEADS.detectors;
    const width = neighbours.references.dimensions + 1;
    expect(probes.technique).toHaveLength(TECHNIQUES.length);
    expect(probes.shape).toHaveLength(SHAPES.length);
    for (const row of [...probes.technique, ...probes.shape]) expect(row).toHaveLength(width);
  });
});
