import type { BorderReading } from "./backdrop";
import {
  featuresAt,
  PIXEL_DIMENSIONS as DIMENSIONS,
  surroundingsOf,
  type PixelSurfaces,
} from "./pixel-features";
import fitted from "./pixel-head.json" with { type: "json" };

// A learned reading of what each pixel shows (backdrop, skin, nail) from its measures
// (./pixel-features): a small network fitted on the pixels the generators label (decision 0077;
// `server/fit/pixel-surfaces.ts`). It can stand in for the finder's first, rule-made reading of
// each pixel (`findNails`' `learned` option).

/** The fitted reading's file, beside this module (`npm run fit:pixels`). */
export const PIXEL_HEAD_FILE = "pixel-head.json";

/** A learned reading of each pixel to start from instead of the rules, its nail score moved. */
export interface LearnedPixels {
  model: PixelModel;
  nailBias: number;
}

/** The fitted reading, fitted on every labelled generator. */
export const FITTED_PIXELS = fitted as unknown as PixelModel;

/**
 * How far the nail's score is moved before the likeliest surface is taken: below 0 the finder
 * takes fewer pixels for polish (chosen on the worst left-out generator; decision 0078).
 */
export const NAIL_BIAS = -2;

/**
 * What the finder reads pixels with unless told otherwise: its rules (null) until the learned
 * reading is chosen on the worst left-out generator's figures (decision 0078).
 */
export const PIXELS_IN_USE: LearnedPixels | null = null;

/**
 * The hidden units' activation: tanh's Padé approximant, held at ±1 beyond ±3 (Math.tanh took
 * most of a reading's time).
 */
export const squash = (x: number) =>
  x <= -3 ? -1 : x >= 3 ? 1 : (x * (27 + x * x)) / (27 + 9 * x * x);

/** `squash`'s slope at x. */
export const squashSlope = (x: number) => {
  if (x <= -3 || x >= 3) return 0;
  const x2 = x * x;
  return (729 - 162 * x2 + 9 * x2 * x2) / (27 + 9 * x2) ** 2;
};

/** A one-hidden-layer network (`squash`) over PIXEL_FEATURES, scoring backdrop, skin and nail. */
export interface PixelModel {
  hidden: number;
  /** Hidden units' weights, bias first; then each surface's. */
  inner: number[][];
  outer: number[][];
}

/** The three surfaces' scores (logits) for one pixel's features. */
export function surfaceScores(
  { hidden, inner, outer }: PixelModel,
  features: ArrayLike<number>,
  at = 0,
): number[] {
  const units = new Array<number>(hidden);
  for (let u = 0; u < hidden; u++) {
    const w = inner[u]!;
    let sum = w[0]!;
    for (let k = 0; k < DIMENSIONS; k++) sum += w[k + 1]! * features[at + k]!;
    units[u] = squash(sum);
  }
  return outer.map((w) => units.reduce((sum, h, u) => sum + w[u + 1]! * h, w[0]!));
}

/** A model's weights laid out flat, once per model. */
const flattened = new WeakMap<PixelModel, { inner: Float64Array; outer: Float64Array }>();
function flat(model: PixelModel) {
  let weights = flattened.get(model);
  if (!weights) {
    weights = {
      inner: Float64Array.from(model.inner.flat()),
      outer: Float64Array.from(model.outer.flat()),
    };
    flattened.set(model, weights);
  }
  return weights;
}

/** One pixel's likeliest surface (0 backdrop, 1 skin, 2 nail), its nail score moved by `nailBias`. */
function likeliest(
  { inner, outer }: { inner: Float64Array; outer: Float64Array },
  hidden: number,
  x: Float64Array,
  units: Float64Array,
  nailBias: number,
): number {
  for (let u = 0; u < hidden; u++) {
    const w = u * (DIMENSIONS + 1);
    let sum = inner[w]!;
    for (let k = 0; k < DIMENSIONS; k++) sum += inner[w + k + 1]! * x[k]!;
    units[u] = squash(sum);
  }
  const row = hidden + 1;
  let best = 0;
  let bestScore = -Infinity;
  for (let c = 0; c < 3; c++) {
    let score = outer[c * row]! + (c === 2 ? nailBias : 0);
    for (let u = 0; u < hidden; u++) score += outer[c * row + u + 1]! * units[u]!;
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  return best;
}

/**
 * Each pixel's likeliest surface (0 backdrop, 1 skin, 2 nail), the nail's score moved by
 * `nailBias`. Coarse to fine: every other pixel of every other row is read; a pixel between
 * read ones that agree takes their surface, and is read itself only where they differ (a
 * surface's edge), which spares about three reads in four.
 */
export function readSurfaces(
  model: PixelModel,
  surfaces: PixelSurfaces,
  border: Pick<BorderReading, "clusters" | "backdrops">,
  nailBias = 0,
): Uint8Array {
  const { width, height } = surfaces;
  const s = surroundingsOf(surfaces, border);
  const weights = flat(model);
  const x = new Float64Array(DIMENSIONS);
  const units = new Float64Array(model.hidden);
  const read = (i: number) => {
    featuresAt(s, i, x);
    return likeliest(weights, model.hidden, x, units, nailBias);
  };
  const surface = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) surface[y * width + x] = read(y * width + x);
  }
  for (let y = 0; y < height; y++) {
    const [y0, y1] = y % 2 ? [y - 1, Math.min(height - 1, y + 1) & ~1] : [y, y];
    for (let x = 0; x < width; x++) {
      if (x % 2 === 0 && y % 2 === 0) continue;
      const [x0, x1] = x % 2 ? [x - 1, Math.min(width - 1, x + 1) & ~1] : [x, x];
      const first = surface[y0 * width + x0]!;
      const agree =
        surface[y0 * width + x1] === first &&
        surface[y1 * width + x0] === first &&
        surface[y1 * width + x1] === first;
      surface[y * width + x] = agree ? first : read(y * width + x);
    }
  }
  return surface;
}
