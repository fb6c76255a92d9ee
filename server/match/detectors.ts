import type { Style } from "~/core/catalogue";
import { WIDTHS_AT, type NailMeasures } from "./nails";

// The style detectors: what the found nails (./nails) say about technique and shape, as
// probabilities from a small learned head (softmax regression on the measures below). It is
// fitted by `npm run fit:detectors` on the demo generator's pictures, widely perturbed, and
// judged on the other generator's (`npm run bench:match-eval`). Gel Extensions, Acrylic and Dip
// Powder are how a nail is built, not how it looks: no detector claims them.

export const TECHNIQUES = ["Plain", "French Tips", "Ombre", "Glitter", "Nail Art"] as const;
export const SHAPES = ["Square", "Almond", "Stiletto", "Coffin"] as const;
export type Technique = (typeof TECHNIQUES)[number];
export type Shape = (typeof SHAPES)[number];

/** The styles a photo can show (the rest are only known from the artists' own tags). */
export const VISIBLE_STYLES: readonly Style[] = [
  "French Tips",
  "Ombre",
  "Glitter",
  "Nail Art",
  "Almond",
  "Stiletto",
  "Coffin",
];

export const FEATURES = [
  "nails",
  "elongation",
  "width05",
  "width15",
  "width30",
  "width50",
  "width75",
  "width100",
  "tipContrast",
  "fade",
  "stepShare",
  "behindContrast",
  "specks",
  "speckShare",
  "edges",
  "colorCount",
  "secondShare",
] as const;

/** The photo's measures as one vector: each nail's, averaged by its area. */
export function featuresOf(nails: readonly NailMeasures[]): number[] {
  const total = nails.reduce((sum, nail) => sum + nail.area, 0) || 1;
  const mean = (read: (nail: NailMeasures) => number) =>
    nails.reduce((sum, nail) => sum + read(nail) * nail.area, 0) / total;
  return [
    Math.min(nails.length, 6) / 6,
    Math.log(
      Math.max(
        0.2,
        mean((n) => n.elongation),
      ),
    ),
    ...WIDTHS_AT.map((_, w) => mean((n) => n.widths[w]!)),
    Math.min(
      60,
      mean((n) => n.tipContrast),
    ) / 60,
    Math.min(
      80,
      mean((n) => n.fade),
    ) / 80,
    mean((n) => n.stepShare),
    Math.min(
      80,
      mean((n) => n.behindContrast),
    ) / 80,
    Math.min(
      10,
      mean((n) => n.specks),
    ) / 10,
    mean((n) => n.speckShare),
    mean((n) => n.edges),
    mean((n) => n.colorCount) / 3,
    mean((n) => n.secondShare),
  ];
}

export interface SoftmaxHead {
  classes: readonly string[];
  /** One row per class: a bias, then a weight per standardized feature. */
  weights: number[][];
}

export interface DetectorHead {
  features: readonly string[];
  mean: number[];
  std: number[];
  technique: SoftmaxHead;
  shape: SoftmaxHead;
}

export function standardize(features: number[], { mean, std }: DetectorHead): number[] {
  return features.map((value, f) => (value - mean[f]!) / (std[f]! || 1));
}

export function softmax(layer: SoftmaxHead, x: number[]): number[] {
  const logits = layer.weights.map((row) =>
    row.reduce((sum, w, f) => sum + w * (f ? x[f - 1]! : 1), 0),
  );
  const top = Math.max(...logits);
  const exps = logits.map((logit) => Math.exp(logit - top));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

export interface StyleProbabilities {
  technique: Record<Technique, number>;
  shape: Record<Shape, number>;
}

/** The technique and shape probabilities of a photo's nails, from their measures (`featuresOf`). */
export function detectStyles(features: number[], model: DetectorHead): StyleProbabilities {
  const x = standardize(features, model);
  const technique = softmax(model.technique, x);
  const shape = softmax(model.shape, x);
  return {
    technique: Object.fromEntries(TECHNIQUES.map((t, c) => [t, technique[c]!])) as Record<
      Technique,
      number
    >,
    shape: Object.fromEntries(SHAPES.map((s, c) => [s, shape[c]!])) as Record<Shape, number>,
  };
}

/** A style's probability: its technique's or its shape's (Square and Plain are no style). */
export function styleProbabilities(p: StyleProbabilities): { style: Style; probability: number }[] {
  return VISIBLE_STYLES.map((style) => ({
    style,
    probability: style in p.technique ? p.technique[style as Technique] : p.shape[style as Shape],
  })).sort((a, b) => b.probability - a.probability);
}
