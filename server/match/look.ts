import type { Style } from "~/core/catalogue";
import { MATCH } from "~/core/match";
import { calibratedConfidence } from "./confidence";
import { SHAPES, styleProbabilities, TECHNIQUES, type StyleProbabilities } from "./detectors";
import type { MatchHeads } from "./heads";
import type { Presence } from "./presence";
import { photoStyles } from "./style-neighbours";

// What an inspiration photo shows, read from the photo alone: whether it shows nails at all,
// and the styles its nails are most likely in. Nothing here depends on the indexed portfolios.

/**
 * How a photo's styles are named. Beyond the likeliest technique and shape, a style is named when
 * at least `alsoLikely`: an inspiration names more (a style missed there misses its artists), a
 * portfolio photo's suggestion fewer, since its artist must untick each wrong one. One shape only
 * either way: one photo's nails have one shape, and two at once contradict each other.
 */
export interface Naming {
  alsoLikely: number;
}
export const NAMING = {
  inspiration: { alsoLikely: 0.15 },
  suggestion: { alsoLikely: 0.25 },
} as const satisfies Record<string, Naming>;

export interface Look {
  /** Up to MATCH.maxStyles visible styles, likeliest first (none when the photo shows no nails). */
  styles: Style[];
  /**
   * 0–1: how sure the detectors are of the technique and the shape, as the share of the named
   * styles such a photo shows (./confidence).
   */
  confidence: number;
  probabilities: StyleProbabilities;
}

/**
 * The styles a photo's nails show, from their measures (`featuresOf`) and, given it, the photo's
 * descriptor (its closest fitting nail pictures), and how sure that is.
 */
export function readLook(
  features: number[],
  presence: Presence,
  heads: Pick<MatchHeads, "detectors" | "confidence">,
  naming: Naming = NAMING.inspiration,
  vector?: Float32Array,
): Look {
  const probabilities = photoStyles(features, heads.detectors, vector);
  const sure = calibratedConfidence(certaintyOf(probabilities), heads.confidence);
  const nails = presence !== "not nails";
  return {
    styles: nails ? namedStyles(probabilities, naming) : [],
    confidence: Math.round((nails ? sure : Math.min(0.25, sure * 0.3)) * 100) / 100,
    probabilities,
  };
}

/** How sure the detectors are of the likeliest technique and shape: their probabilities' geometric mean. */
export function certaintyOf(probabilities: StyleProbabilities): number {
  const { technique, shape } = likeliestStyles(probabilities);
  return Math.sqrt(probabilities.technique[technique] * probabilities.shape[shape]);
}

/** The likeliest technique and shape (Plain and Square included). */
export function likeliestStyles(probabilities: StyleProbabilities) {
  return {
    technique: TECHNIQUES.reduce((a, b) =>
      probabilities.technique[a] >= probabilities.technique[b] ? a : b,
    ),
    shape: SHAPES.reduce((a, b) => (probabilities.shape[a] >= probabilities.shape[b] ? a : b)),
  };
}

/**
 * The styles to name, likeliest first: the likeliest technique and shape when they are a style
 * (plain polish and square nails are none), then any other technique at least `alsoLikely`, up to
 * MATCH.maxStyles. Never a second shape.
 */
export function namedStyles(probabilities: StyleProbabilities, { alsoLikely }: Naming): Style[] {
  const { technique, shape } = likeliestStyles(probabilities);
  const ranked = styleProbabilities(probabilities);
  const named = new Set<Style>(
    ranked.filter(({ style }) => style === technique || style === shape).map(({ style }) => style),
  );
  for (const { style, probability } of ranked) {
    if (named.size >= MATCH.maxStyles) break;
    if (probability < alsoLikely || named.has(style) || style in probabilities.shape) continue;
    named.add(style);
  }
  return ranked.map(({ style }) => style).filter((style) => named.has(style));
}
