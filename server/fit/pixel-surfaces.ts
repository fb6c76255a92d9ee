import { deltaE2, type Lab } from "~/core/color";
import { seededRandom } from "~/core/seeded-random";
import { readBorder } from "../match/backdrop";
import type { DetailRaster } from "../match/nails";
import { labAndSkin } from "../match/pixels";

// A learned reading of what each pixel shows (backdrop, skin, nail), from measures that mean the
// same in any picture: the pixel's color beside the border's colors, the hand's tone and its
// surroundings, its texture, the skin model. Fitted on the pixels the generators labelled
// (decision 0077) and scored by `bench:match-pixels` beside the finder's rules, leaving each
// labelled generator out. The match does not read it yet.

/** What each of a pixel's numbers measures, in order. */
export const PIXEL_FEATURES = [
  "L* / 100",
  "a* / 100",
  "b* / 100",
  "chroma / 100",
  "skin model",
  "ΔE to the nearest border color (to 60)",
  "that border color's share of the border",
  "ΔE to the nearest backdrop over its reach (to 4)",
  "lightness spread in 5 × 5",
  "ΔE to the mean of 15 × 15 (to 60)",
  "skin model's share of 15 × 15",
  "distance to the frame's edge (to half the shorter side)",
  "ΔE to the hand's tone (to 80)",
  "L* − the hand's",
  "a* − the hand's",
  "b* − the hand's",
  "backdrop colors found / 4",
] as const;
const DIMENSIONS = PIXEL_FEATURES.length;

/** Box mean over a (2r + 1)² window, by an integral image. */
function boxMean(values: Float32Array, width: number, height: number, r: number): Float32Array {
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += values[y * width + x]!;
      integral[(y + 1) * stride + x + 1] = integral[y * stride + x + 1]! + row;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const [y0, y1] = [Math.max(0, y - r), Math.min(height, y + r + 1)];
    for (let x = 0; x < width; x++) {
      const [x0, x1] = [Math.max(0, x - r), Math.min(width, x + r + 1)];
      const sum =
        integral[y1 * stride + x1]! -
        integral[y0 * stride + x1]! -
        integral[y1 * stride + x0]! +
        integral[y0 * stride + x0]!;
      out[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

/** The hand's tone: the median of the skin-colored pixels unlike every border color. */
function handTone(lab: Float32Array, skin: Uint8Array, borderColors: Lab[]): Lab {
  const tones: Lab[] = [];
  for (let i = 0; i < skin.length; i += 3) {
    if (!skin[i]) continue;
    const [L, a, b] = [lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!];
    if (borderColors.every((c) => deltaE2(L, a, b, c) > 10 ** 2)) tones.push([L, a, b]);
  }
  if (tones.length === 0) return [60, 15, 20];
  const median = (k: 0 | 1 | 2) => tones.map((t) => t[k]).sort((p, q) => p - q)[tones.length >> 1]!;
  return [median(0), median(1), median(2)];
}

/** Each pixel's PIXEL_FEATURES, pixel after pixel. */
export function pixelFeatures({ width, height, pixels }: DetailRaster): Float32Array {
  const count = width * height;
  const { lab, skin } = labAndSkin(pixels, count);
  const { clusters, backdrops } = readBorder(lab, width, height);
  const channel = (k: number, f: (v: number) => number = (v) => v) =>
    Float32Array.from({ length: count }, (_, i) => f(lab[i * 3 + k]!));
  const [lightness, green, yellow] = [channel(0), channel(1), channel(2)];
  const near = boxMean(lightness, width, height, 2);
  const nearSquares = boxMean(
    channel(0, (v) => v * v),
    width,
    height,
    2,
  );
  const around = [lightness, green, yellow].map((c) => boxMean(c, width, height, 7));
  const skinAround = boxMean(Float32Array.from(skin), width, height, 7);
  const tone = handTone(
    lab,
    skin,
    clusters.map((c) => c.center),
  );
  const borderWeight = clusters.reduce((sum, c) => sum + c.weight, 0) || 1;
  const shorter = Math.min(width, height);
  const features = new Float32Array(count * DIMENSIONS);
  for (let i = 0; i < count; i++) {
    const [L, a, b] = [lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!];
    let nearest = Infinity;
    let nearestShare = 0;
    for (const c of clusters) {
      const d = deltaE2(L, a, b, c.center);
      if (d < nearest) [nearest, nearestShare] = [d, c.weight / borderWeight];
    }
    let backdropRatio = 4;
    for (const { center, reach } of backdrops) {
      backdropRatio = Math.min(backdropRatio, Math.sqrt(deltaE2(L, a, b, center) / reach));
    }
    const [x, y] = [i % width, Math.floor(i / width)];
    const edge = Math.min(x, y, width - 1 - x, height - 1 - y) / shorter;
    const spread = Math.sqrt(Math.max(0, nearSquares[i]! - near[i]! ** 2));
    const context = Math.sqrt(deltaE2(L, a, b, [around[0]![i]!, around[1]![i]!, around[2]![i]!]));
    const row = [
      L / 100,
      a / 100,
      b / 100,
      Math.hypot(a, b) / 100,
      skin[i]!,
      Math.min(60, Math.sqrt(nearest)) / 60,
      nearestShare,
      backdropRatio / 4,
      spread / 20,
      Math.min(60, context) / 60,
      skinAround[i]!,
      Math.min(0.5, edge) * 2,
      Math.min(80, Math.sqrt(deltaE2(L, a, b, tone))) / 80,
      (L - tone[0]) / 100,
      (a - tone[1]) / 100,
      (b - tone[2]) / 100,
      backdrops.length / 4,
    ];
    features.set(row, i * DIMENSIONS);
  }
  return features;
}

/** A one-hidden-layer network (tanh) over PIXEL_FEATURES, scoring backdrop, skin and nail. */
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
    units[u] = Math.tanh(sum);
  }
  return outer.map((w) => units.reduce((sum, h, u) => sum + w[u + 1]! * h, w[0]!));
}

/**
 * Fits a PixelModel to labelled pixels (surface 0 backdrop, 1 skin, 2 nail), by minibatch Adam
 * on the cross-entropy with a small L2 penalty; deterministic for a seed.
 */
export function fitPixelModel(
  samples: readonly { features: ArrayLike<number>; surface: number }[],
  { hidden = 24, epochs = 6, seed = 7, rate = 0.003, batch = 64 } = {},
): PixelModel {
  const random = seededRandom(seed);
  const gauss = () => (random() + random() + random() - 1.5) * 1.2;
  const inner = Array.from({ length: hidden }, () =>
    Array.from({ length: DIMENSIONS + 1 }, () => gauss() / Math.sqrt(DIMENSIONS)),
  );
  const outer = Array.from({ length: 3 }, () =>
    Array.from({ length: hidden + 1 }, () => gauss() / Math.sqrt(hidden)),
  );
  const layers = [inner, outer];
  const moments = layers.map((w) => w.map((row) => row.map(() => 0)));
  const squares = layers.map((w) => w.map((row) => row.map(() => 0)));
  const [beta1, beta2] = [0.9, 0.999];
  const order = samples.map((_, i) => i);
  const units = new Array<number>(hidden);
  let step = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let start = 0; start < order.length; start += batch) {
      const gradients = layers.map((w) => w.map((row) => row.map(() => 0)));
      const end = Math.min(order.length, start + batch);
      for (let q = start; q < end; q++) {
        const { features: x, surface } = samples[order[q]!]!;
        for (let u = 0; u < hidden; u++) {
          let sum = inner[u]![0]!;
          for (let k = 0; k < DIMENSIONS; k++) sum += inner[u]![k + 1]! * x[k]!;
          units[u] = Math.tanh(sum);
        }
        const scores = outer.map((w) => units.reduce((sum, h, u) => sum + w[u + 1]! * h, w[0]!));
        const top = Math.max(...scores);
        const exps = scores.map((s) => Math.exp(s - top));
        const total = exps.reduce((sum, e) => sum + e, 0);
        const back = new Array<number>(hidden).fill(0);
        exps.forEach((e, c) => {
          const error = e / total - (c === surface ? 1 : 0);
          const g = gradients[1]![c]!;
          g[0]! += error;
          for (let u = 0; u < hidden; u++) {
            g[u + 1]! += error * units[u]!;
            back[u]! += error * outer[c]![u + 1]!;
          }
        });
        for (let u = 0; u < hidden; u++) {
          const dz = back[u]! * (1 - units[u]! ** 2);
          const g = gradients[0]![u]!;
          g[0]! += dz;
          for (let k = 0; k < DIMENSIONS; k++) g[k + 1]! += dz * x[k]!;
        }
      }
      step++;
      layers.forEach((w, l) =>
        w.forEach((row, r) =>
          row.forEach((value, c) => {
            const g = gradients[l]![r]![c]! / (end - start) + (c ? 1e-4 * value : 0);
            const m = (moments[l]![r]![c] = beta1 * moments[l]![r]![c]! + (1 - beta1) * g);
            const v = (squares[l]![r]![c] = beta2 * squares[l]![r]![c]! + (1 - beta2) * g * g);
            const mHat = m / (1 - beta1 ** step);
            const vHat = v / (1 - beta2 ** step);
            row[c] = value - (rate * mHat) / (Math.sqrt(vHat) + 1e-8);
          }),
        ),
      );
    }
  }
  return { hidden, inner, outer };
}
