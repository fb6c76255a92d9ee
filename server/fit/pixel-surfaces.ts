import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { seededRandom } from "~/core/seeded-random";
import { PIXEL_DIMENSIONS as DIMENSIONS } from "../match/pixel-features";
import { squash, squashSlope, type LearnedPixels, type PixelModel } from "../match/pixel-reading";
import { codeHash } from "./code-hash";
import { cachedPixels, PIXELS_CACHE, type PixelSample } from "./labelled-pixels";
import { PICTURE_SETS, type Generator } from "./labelled-pictures";
import { SURFACE_GENERATORS, type SurfaceGenerator } from "./labelled-surfaces";
import type { PixelsFile } from "./readings";

// Fitting the learned reading of each pixel (server/match/pixel-reading.ts) on the pixels the
// generators label (decision 0077).

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
  const sums = new Array<number>(hidden);
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
          sums[u] = sum;
          units[u] = squash(sum);
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
          const dz = back[u]! * squashSlope(sums[u]!);
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

/**
 * The learned pixel reading fitted on these labelled generators' fitting pictures, weights
 * rounded as its file keeps them.
 */
export async function fitPixelReading(
  generators: readonly SurfaceGenerator[],
  firstSeed: number = PICTURE_SETS.fitting.firstSeed,
): Promise<PixelModel> {
  const samples: PixelSample[] = [];
  for (const generator of generators) samples.push(...(await cachedPixels(generator, firstSeed)));
  const { hidden, inner, outer } = fitPixelModel(samples);
  const round = (rows: number[][]) => rows.map((row) => row.map((w) => Math.round(w * 1e4) / 1e4));
  return { hidden, inner: round(inner), outer: round(outer) };
}

/** A pixel reading's file, named by the hash of what it holds. */
export function pixelsFile(file: string): PixelsFile {
  const hash = createHash("sha256").update(fs.readFileSync(file)).digest("hex").slice(0, 16);
  return { file, hash };
}

export const readPixelsFile = (file: string) =>
  JSON.parse(fs.readFileSync(file, "utf8")) as LearnedPixels;

/**
 * The pixel reading fitted as `fit:pixels` fits it but without a generator's pictures (or with
 * every labelled generator's, for one that has none), its nail score moved by `nailBias`: what
 * the finder reads that generator's pictures with when it is left out. Kept on disk, by the
 * fitting code's hash.
 */
export async function pixelsWithout(left: Generator, nailBias: number): Promise<PixelsFile> {
  const generators = SURFACE_GENERATORS.filter((g) => g !== left);
  const fitted = path.join(
    PIXELS_CACHE,
    `${codeHash(["server/fit/pixel-surfaces.ts"])}-${generators.join("+")}`,
  );
  if (!fs.existsSync(`${fitted}.json`)) {
    fs.mkdirSync(PIXELS_CACHE, { recursive: true });
    fs.writeFileSync(`${fitted}.json`, JSON.stringify(await fitPixelReading(generators)));
  }
  const file = `${fitted}-bias${nailBias}.json`;
  if (!fs.existsSync(file)) {
    const model = JSON.parse(fs.readFileSync(`${fitted}.json`, "utf8")) as PixelModel;
    fs.writeFileSync(file, JSON.stringify({ model, nailBias } satisfies LearnedPixels));
  }
  return pixelsFile(file);
}
