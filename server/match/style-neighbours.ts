import { weighed, type StoredReferences } from "./descriptor-references";
import {
  detectStyles,
  SHAPES,
  TECHNIQUES,
  type DetectorHead,
  type Shape,
  type StyleProbabilities,
  type Technique,
} from "./detectors";

// What the descriptor says of a photo's styles, blended with what the detectors read of its
// nails' measures. The measures differ between generators more than between some styles; the
// descriptor sees the photo whole. A linear probe per question (technique, shape) reads it
// (decision 0069, which replaced the closest fitting pictures' votes of decision 0066). Apart
// from ./detectors, whose measures are part of how a picture is read: deciding with the probes
// changes no reading.

/**
 * The fitting nail pictures the detectors remember, as the descriptor sees them: how close a
 * photo comes to them is evidence of nails (./presence, decision 0067).
 */
export interface StyleNeighbours {
  references: StoredReferences;
}

/** Linear readings of the descriptor, one row per class: its weights, then its bias. */
export interface StyleProbes {
  technique: number[][];
  shape: number[][];
}

/** The fitted detectors: the measures' head, the probes beside it, the pictures remembered. */
export type FittedDetectors = DetectorHead & { neighbours: StyleNeighbours; probes: StyleProbes };

/**
 * How much the probes' reading weighs beside the measures' head. Chosen on the worst left-out
 * generator (decisions 0066, 0069, 0075).
 */
export const STYLE_PROBES = { weight: 0.5 } as const;

/** A probe's class probabilities for a descriptor (softmax over its rows). */
export function probeShares(vector: Float32Array, rows: readonly ArrayLike<number>[]): number[] {
  const scores = rows.map((row) => weighed(vector, row, row[vector.length] ?? 0));
  const top = Math.max(...scores);
  const exp = scores.map((score) => Math.exp(score - top));
  const total = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / total);
}

/**
 * A photo's technique and shape probabilities: the detectors' from its nails' measures and, given
 * its descriptor and fitted probes, blended with what the probes read of it.
 */
export function photoStyles(
  features: number[],
  detectors: FittedDetectors,
  vector?: Float32Array,
): StyleProbabilities {
  const measured = detectStyles(features, detectors);
  const { technique, shape } = detectors.probes;
  if (!vector || !technique.length || !shape.length) return measured;
  const { weight } = STYLE_PROBES;
  const blend = <C extends string>(
    classes: readonly C[],
    from: Record<C, number>,
    rows: number[][],
  ) => {
    const looked = probeShares(vector, rows);
    return Object.fromEntries(
      classes.map((c, k) => [c, (1 - weight) * from[c] + weight * looked[k]!]),
    ) as Record<C, number>;
  };
  return {
    technique: blend<Technique>(TECHNIQUES, measured.technique, technique),
    shape: blend<Shape>(SHAPES, measured.shape, shape),
  };
}
