import { deltaE2, type Lab } from "~/core/color";
import type { BorderReading } from "./backdrop";

// What the learned pixel reading (./pixel-reading) reads of each pixel: measures that mean the
// same in any picture, the pixel's color beside the border's colors, the hand's tone and its
// surroundings, its texture, the skin model.

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
export const PIXEL_DIMENSIONS = PIXEL_FEATURES.length;

/** A picture's pixels as the finder reads them: CIELAB, and the skin model's verdict. */
export interface PixelSurfaces {
  width: number;
  height: number;
  lab: Float32Array;
  skin: Uint8Array;
}

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

/** What a picture's pixel measures are read against: its border, its hand, its neighbourhoods. */
export interface Surroundings extends PixelSurfaces {
  clusters: { center: Lab; share: number }[];
  backdrops: Pick<BorderReading, "backdrops">["backdrops"];
  tone: Lab;
  /** Mean lightness and mean squared lightness over 5 × 5. */
  near: Float32Array;
  nearSquares: Float32Array;
  /** Mean L*, a*, b* and skin over 15 × 15. */
  around: [Float32Array, Float32Array, Float32Array];
  skinAround: Float32Array;
}

export function surroundingsOf(
  surfaces: PixelSurfaces,
  { clusters, backdrops }: Pick<BorderReading, "clusters" | "backdrops">,
): Surroundings {
  const { width, height, lab, skin } = surfaces;
  const count = width * height;
  const lightness = new Float32Array(count);
  const lightnessSquared = new Float32Array(count);
  const [green, yellow] = [new Float32Array(count), new Float32Array(count)];
  for (let i = 0; i < count; i++) {
    lightness[i] = lab[i * 3]!;
    lightnessSquared[i] = lab[i * 3]! ** 2;
    green[i] = lab[i * 3 + 1]!;
    yellow[i] = lab[i * 3 + 2]!;
  }
  const borderWeight = clusters.reduce((sum, c) => sum + c.weight, 0) || 1;
  return {
    ...surfaces,
    clusters: clusters.map((c) => ({ center: c.center, share: c.weight / borderWeight })),
    backdrops,
    tone: handTone(
      lab,
      skin,
      clusters.map((c) => c.center),
    ),
    near: boxMean(lightness, width, height, 2),
    nearSquares: boxMean(lightnessSquared, width, height, 2),
    around: [lightness, green, yellow].map((c) => boxMean(c, width, height, 7)) as [
      Float32Array,
      Float32Array,
      Float32Array,
    ],
    skinAround: boxMean(Float32Array.from(skin), width, height, 7),
  };
}

/** Pixel i's PIXEL_FEATURES, written into `out` from `at`. */
export function featuresAt(s: Surroundings, i: number, out: Float32Array | Float64Array, at = 0) {
  const { width, height, lab, tone } = s;
  const L = lab[i * 3]!;
  const a = lab[i * 3 + 1]!;
  const b = lab[i * 3 + 2]!;
  let nearest = Infinity;
  let nearestShare = 0;
  for (const c of s.clusters) {
    const d = deltaE2(L, a, b, c.center);
    if (d < nearest) [nearest, nearestShare] = [d, c.share];
  }
  let backdropRatio = 4;
  for (const { center, reach } of s.backdrops) {
    backdropRatio = Math.min(backdropRatio, Math.sqrt(deltaE2(L, a, b, center) / reach));
  }
  const x = i % width;
  const y = (i - x) / width;
  const edge = Math.min(x, y, width - 1 - x, height - 1 - y) / Math.min(width, height);
  const spread = Math.sqrt(Math.max(0, s.nearSquares[i]! - s.near[i]! ** 2));
  const [aroundL, aroundA, aroundB] = s.around;
  const context = Math.sqrt(
    (L - aroundL[i]!) ** 2 + (a - aroundA[i]!) ** 2 + (b - aroundB[i]!) ** 2,
  );
  out[at] = L / 100;
  out[at + 1] = a / 100;
  out[at + 2] = b / 100;
  out[at + 3] = Math.hypot(a, b) / 100;
  out[at + 4] = s.skin[i]!;
  out[at + 5] = Math.min(60, Math.sqrt(nearest)) / 60;
  out[at + 6] = nearestShare;
  out[at + 7] = backdropRatio / 4;
  out[at + 8] = spread / 20;
  out[at + 9] = Math.min(60, context) / 60;
  out[at + 10] = s.skinAround[i]!;
  out[at + 11] = Math.min(0.5, edge) * 2;
  out[at + 12] = Math.min(80, Math.sqrt(deltaE2(L, a, b, tone))) / 80;
  out[at + 13] = (L - tone[0]) / 100;
  out[at + 14] = (a - tone[1]) / 100;
  out[at + 15] = (b - tone[2]) / 100;
  out[at + 16] = s.backdrops.length / 4;
}

/** Each pixel's PIXEL_FEATURES, pixel after pixel (for fitting and measuring). */
export function pixelFeatures(
  surfaces: PixelSurfaces,
  border: Pick<BorderReading, "clusters" | "backdrops">,
): Float32Array {
  const s = surroundingsOf(surfaces, border);
  const count = surfaces.width * surfaces.height;
  const features = new Float32Array(count * PIXEL_DIMENSIONS);
  for (let i = 0; i < count; i++) featuresAt(s, i, features, i * PIXEL_DIMENSIONS);
  return features;
}
