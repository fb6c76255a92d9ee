import { deltaE, deltaE2, rgbToLab, type Lab } from "~/core/color";

// A picture's pixels as every reading of it starts: Lab values, which of them are skin colored,
// and the clusters of color among some of them.

/**
 * The darkest skin the model admits (luma, 0–255). The classic model's 50 left the shaded side of
 * deep skin tones out (#3a2624 has 44), so a deep-toned finger was taken for polish.
 */
const SKIN_MIN_LUMA = 35;

export function isSkin(r: number, g: number, b: number): boolean {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return y > SKIN_MIN_LUMA && cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173;
}

/** Each pixel's Lab values, and whether it is skin colored: where every reading starts. */
export function labAndSkin(pixels: Uint8Array, count: number) {
  const lab = new Float32Array(count * 3);
  const skin = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const r = pixels[i * 3]!;
    const g = pixels[i * 3 + 1]!;
    const b = pixels[i * 3 + 2]!;
    const [L, A, B] = rgbToLab(r, g, b);
    lab[i * 3] = L;
    lab[i * 3 + 1] = A;
    lab[i * 3 + 2] = B;
    skin[i] = isSkin(r, g, b) ? 1 : 0;
  }
  return { lab, skin };
}

export interface Cluster {
  center: Lab;
  weight: number;
}

/**
 * k-means in Lab over the given pixels, deterministic: seeded by farthest-point picking from the
 * darkest pixel, then a few Lloyd iterations on a regular subsample.
 */
export function kMeans(lab: Float32Array, indices: readonly number[], k: number): Cluster[] {
  if (indices.length === 0) return [];
  const step = Math.max(1, Math.floor(indices.length / 6000));
  const sample: Lab[] = [];
  for (let j = 0; j < indices.length; j += step) {
    const i = indices[j]!;
    sample.push([lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!]);
  }
  const centers: Lab[] = [sample.reduce((darkest, p) => (p[0] < darkest[0] ? p : darkest))];
  const nearest = sample.map((p) => deltaE(p, centers[0]!));
  while (centers.length < Math.min(k, sample.length)) {
    let far = 0;
    for (let j = 1; j < sample.length; j++) if (nearest[j]! > nearest[far]!) far = j;
    if (nearest[far]! < 4) break; // everything left is one color
    centers.push([...sample[far]!]);
    sample.forEach((p, j) => (nearest[j] = Math.min(nearest[j]!, deltaE(p, centers.at(-1)!))));
  }
  const assignment = new Int32Array(sample.length);
  for (let round = 0; round < 8; round++) {
    const sums = centers.map(() => [0, 0, 0, 0]);
    sample.forEach((p, j) => {
      let best = 0;
      let bestDistance = Infinity;
      for (let c = 0; c < centers.length; c++) {
        const distance = deltaE2(p[0], p[1], p[2], centers[c]!);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = c;
        }
      }
      assignment[j] = best;
      const sum = sums[best]!;
      sum[0]! += p[0];
      sum[1]! += p[1];
      sum[2]! += p[2];
      sum[3]! += 1;
    });
    sums.forEach((sum, c) => {
      if (sum[3]) centers[c] = [sum[0]! / sum[3], sum[1]! / sum[3], sum[2]! / sum[3]];
    });
  }
  const weights = centers.map(() => 0);
  assignment.forEach((c) => (weights[c]! += step));
  return centers
    .map((center, c) => ({ center, weight: weights[c]! }))
    .filter((cluster) => cluster.weight > 0);
}
