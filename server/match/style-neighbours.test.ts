import { describe, expect, it } from "vitest";
import { storeReferences } from "./descriptor-references";
import { detectStyles, SHAPES, TECHNIQUES } from "./detectors";
import { FITTED_HEADS } from "./heads";
import { photoStyles, STYLE_NEIGHBOURS, type FittedDetectors } from "./style-neighbours";

const unit = (...values: number[]) => {
  const norm = Math.hypot(...values);
  return Float32Array.from(values, (v) => v / norm);
};

describe("styles from the closest fitting nail pictures", () => {
  const features = FITTED_HEADS.detectors.mean.slice();
  const glitter = TECHNIQUES.indexOf("Glitter");
  const plain = TECHNIQUES.indexOf("Plain");
  const coffin = SHAPES.indexOf("Coffin");
  const square = SHAPES.indexOf("Square");
  // Sixteen glitter coffins one way, sixteen plain squares the other.
  const references = [
    ...Array.from({ length: 16 }, (_, k) => unit(1, 0.01 * k, 0)),
    ...Array.from({ length: 16 }, (_, k) => unit(0, 0.01 * k, 1)),
  ];
  const detectors: FittedDetectors = {
    ...FITTED_HEADS.detectors,
    neighbours: {
      references: storeReferences(references),
      techniques: references.map((_, r) => (r < 16 ? glitter : plain)),
      shapes: references.map((_, r) => (r < 16 ? coffin : square)),
    },
  };
  const measured = detectStyles(features, detectors);

  it("are the measures' alone without a descriptor", () => {
    expect(photoStyles(features, detectors)).toEqual(measured);
  });

  it("lean towards the styles of the pictures closest to the photo", () => {
    const read = photoStyles(features, detectors, unit(1, 0.05, 0.02));
    const { weight, count } = STYLE_NEIGHBOURS;
    // Of the 15 closest, all are glitter coffins: their whole vote goes to Glitter and Coffin.
    expect(count).toBeLessThanOrEqual(16);
    expect(read.technique.Glitter).toBeCloseTo((1 - weight) * measured.technique.Glitter + weight);
    expect(read.shape.Coffin).toBeCloseTo((1 - weight) * measured.shape.Coffin + weight);
    expect(read.technique.Plain).toBeCloseTo((1 - weight) * measured.technique.Plain);
    const total = Object.values(read.technique).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1);
  });

  it("weigh a vote by how rare its style is among the pictures", () => {
    // Twelve square references and three coffins, all as close: the three coffins win the shape.
    const crowd = [
      ...Array.from({ length: 12 }, () => unit(1, 0, 0)),
      ...Array.from({ length: 3 }, () => unit(1, 0, 0)),
      ...Array.from({ length: 30 }, () => unit(0, 1, 0)),
    ];
    const skewed: FittedDetectors = {
      ...detectors,
      neighbours: {
        references: storeReferences(crowd),
        techniques: crowd.map(() => plain),
        shapes: crowd.map((_, r) => (r < 12 ? square : r < 15 ? coffin : square)),
      },
    };
    const read = photoStyles(features, skewed, unit(1, 0, 0));
    // Square: 12 of the 42 squares vote; Coffin: all 3 coffins.
    const squareVote = 12 / 42;
    const coffinVote = 3 / 3;
    const total = squareVote + coffinVote;
    expect(read.shape.Coffin).toBeCloseTo(
      (1 - STYLE_NEIGHBOURS.weight) * measured.shape.Coffin +
        (STYLE_NEIGHBOURS.weight * coffinVote) / total,
    );
  });
});
