import { closestReferences, referencesOf, type StoredReferences } from "./descriptor-references";
import {
  detectStyles,
  SHAPES,
  TECHNIQUES,
  type DetectorHead,
  type Shape,
  type StyleProbabilities,
  type Technique,
} from "./detectors";

// The styles of the fitting nail pictures whose descriptors come closest to a photo's, blended
// with what the detectors read of its nails' measures (decision 0066). The measures differ
// between generators more than between some styles; the descriptor sees the photo whole, and
// carries to pictures of a kind it was not fitted on. Apart from ./detectors, whose measures are
// part of how a picture is read: deciding with them changes no reading.

/** The fitting nail pictures the detectors remember, and each one's technique and shape. */
export interface StyleNeighbours {
  references: StoredReferences;
  /** Indices into TECHNIQUES and SHAPES, one per reference. */
  techniques: number[];
  shapes: number[];
}

/** The fitted detectors: the measures' head, and the nail pictures that vote beside it. */
export type FittedDetectors = DetectorHead & { neighbours: StyleNeighbours };

/**
 * How many of the closest fitting nail pictures vote, and how much their vote weighs beside the
 * measures' head. Chosen on the worst left-out generator (decision 0066).
 */
export const STYLE_NEIGHBOURS = { count: 15, weight: 0.4 } as const;

/**
 * The styles of a photo's closest fitting nail pictures, as shares: each vote weighs the inverse
 * of its class's count among the references (a class that is common is not likelier for it).
 */
function neighbourVotes(
  vector: Float32Array,
  { references, techniques, shapes }: StyleNeighbours,
): { technique: number[]; shape: number[] } {
  const closest = closestReferences(vector, referencesOf(references), STYLE_NEIGHBOURS.count);
  const share = (labels: readonly number[], classes: number) => {
    const counts = new Array<number>(classes).fill(0);
    for (const label of labels) counts[label]!++;
    const votes = new Array<number>(classes).fill(0);
    for (const r of closest) votes[labels[r]!]! += 1 / counts[labels[r]!]!;
    const total = votes.reduce((a, b) => a + b, 0) || 1;
    return votes.map((vote) => vote / total);
  };
  return { technique: share(techniques, TECHNIQUES.length), shape: share(shapes, SHAPES.length) };
}

/**
 * A photo's technique and shape probabilities: the detectors' from its nails' measures and, given
 * its descriptor, blended with its closest fitting nail pictures' styles.
 */
export function photoStyles(
  features: number[],
  detectors: FittedDetectors,
  vector?: Float32Array,
): StyleProbabilities {
  const measured = detectStyles(features, detectors);
  if (!vector || !detectors.neighbours.techniques.length) return measured;
  const votes = neighbourVotes(vector, detectors.neighbours);
  const { weight } = STYLE_NEIGHBOURS;
  return {
    technique: Object.fromEntries(
      TECHNIQUES.map((t, c) => [
        t,
        (1 - weight) * measured.technique[t] + weight * votes.technique[c]!,
      ]),
    ) as Record<Technique, number>,
    shape: Object.fromEntries(
      SHAPES.map((s, c) => [s, (1 - weight) * measured.shape[s] + weight * votes.shape[c]!]),
    ) as Record<Shape, number>,
  };
}
