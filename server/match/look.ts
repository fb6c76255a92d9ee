import type { Style } from "~/core/catalogue";
import { MATCH } from "~/core/match";
import { calibratedConfidence } from "./confidence";
import {
  detectStyles,
  SHAPES,
  styleProbabilities,
  TECHNIQUES,
  type StyleProbabilities,
} from "./detectors";
import { showsNails, type FoundNails } from "./nails";

// What an inspiration photo shows, read from the photo alone: whether it shows nails at all,
// and the styles its nails are most likely in. Nothing here depends on the indexed portfolios.

/**
 * How a photo's styles are named. Beyond the likeliest technique and shape, a style is named when
 * at least `alsoLikely`. An inspiration names more (a style missed there misses its artists: on
 * the two fitting generators, 0.15 against 0.25 found 11 and 5 points more of the styles shown,
 * for 12 and 2 points of precision), a second shape included, as either may be the one meant; a
 * portfolio photo's suggestion fewer, and one shape only (one photo's nails have one shape), since
 * its artist must untick each wrong one.
 */
export interface Naming {
  alsoLikely: number;
  /** Shapes named at most. */
  shapes: number;
}
export const NAMING = {
  inspiration: { alsoLikely: 0.15, shapes: MATCH.maxStyles },
  suggestion: { alsoLikely: 0.25, shapes: 1 },
} as const satisfies Record<string, Naming>;

export interface Look {
  /** Whether the photo shows nails (patches of polish ending like nails on a hand). */
  nailsFound: boolean;
  /** Up to MATCH.maxStyles visible styles, likeliest first. */
  styles: Style[];
  /**
   * 0–1: how sure the detectors are of the technique and the shape, as the share of the named
   * styles such a photo shows (./confidence).
   */
  confidence: number;
  probabilities: StyleProbabilities;
}

/**
 * `pictureShowsNails`: the presence head's verdict on the whole picture (./presence), when it was
 * asked; the found nails count only if it agrees.
 */
export function readLook(
  found: FoundNails,
  naming: Naming = NAMING.inspiration,
  pictureShowsNails = true,
): Look {
  const probabilities = detectStyles(found.nails);
  const nailsFound = pictureShowsNails && showsNails(found);
  const sure = calibratedConfidence(certaintyOf(probabilities));
  return {
    nailsFound,
    styles: nailsFound ? namedStyles(probabilities, naming) : [],
    confidence: Math.round((nailsFound ? sure : Math.min(0.25, sure * 0.3)) * 100) / 100,
    probabilities,
  };
}

/** How sure the detectors are of the likeliest technique and shape: their probabilities' geometric mean. */
export function certaintyOf(probabilities: StyleProbabilities): number {
  const { technique, shape } = likeliest(probabilities);
  return Math.sqrt(probabilities.technique[technique] * probabilities.shape[shape]);
}

function likeliest(probabilities: StyleProbabilities) {
  return {
    technique: TECHNIQUES.reduce((a, b) =>
      probabilities.technique[a] >= probabilities.technique[b] ? a : b,
    ),
    shape: SHAPES.reduce((a, b) => (probabilities.shape[a] >= probabilities.shape[b] ? a : b)),
  };
}

/**
 * The styles to name, likeliest first: the likeliest technique and shape when they are a style
 * (plain polish and square nails are none), then any other at least `alsoLikely`, up to
 * MATCH.maxStyles and at most `shapes` shapes.
 */
export function namedStyles(
  probabilities: StyleProbabilities,
  { alsoLikely, shapes }: Naming,
): Style[] {
  const { technique, shape } = likeliest(probabilities);
  const ranked = styleProbabilities(probabilities);
  const named = new Set<Style>(
    ranked.filter(({ style }) => style === technique || style === shape).map(({ style }) => style),
  );
  // The likeliest shape is one even when it is Square, which is no style.
  let shapesTaken = 1;
  for (const { style, probability } of ranked) {
    if (named.size >= MATCH.maxStyles) break;
    if (probability < alsoLikely || named.has(style)) continue;
    if (style in probabilities.shape) {
      if (shapesTaken >= shapes) continue;
      shapesTaken++;
    }
    named.add(style);
  }
  return ranked.map(({ style }) => style).filter((style) => named.has(style));
}
