import fs from "node:fs";
import path from "node:path";
import { seededRandom } from "~/core/seeded-random";
import { readBorder } from "../match/backdrop";
import type { DetailRaster } from "../match/nails";
import { PIXEL_DIMENSIONS as DIMENSIONS, pixelFeatures } from "../match/pixel-features";
import { labAndSkin } from "../match/pixels";
import { detailOf } from "../match/raster";
import { codeHash } from "./code-hash";
import { LABELLED_SURFACES, surfacesInView, type SurfaceGenerator } from "./labelled-surfaces";

// The pixels the labelled generators draw (decision 0077), each with its measures
// (server/match/pixel-features.ts) and its true surface: what the learned pixel reading is
// fitted on (./pixel-surfaces) and scored by (`bench:match-pixels`).

/** A view's PIXEL_FEATURES, read from its pixels as the finder reads them. */
export function viewPixelFeatures({ width, height, pixels }: DetailRaster): Float32Array {
  const { lab, skin } = labAndSkin(pixels, width * height);
  return pixelFeatures({ width, height, lab, skin }, readBorder(lab, width, height));
}

/** One labelled pixel: its features, its true surface (0 backdrop, 1 skin, 2 nail), and `also`'s. */
export interface PixelSample {
  features: Float32Array;
  surface: number;
  also: number;
}

/** How many pixels of each surface a picture gives, and how many pictures a generator. */
export const PIXEL_SAMPLES = { pictures: 60, perSurface: 400 } as const;

/**
 * Up to `perSurface` pixels of each surface from each of a labelled generator's `pictures`
 * pictures from `firstSeed`, whole frame as `detailOf` views it, drawn at random (seeded);
 * `also` reads each view for something to keep beside each pixel (the finder's rules).
 */
export async function labelledPixels(
  generator: SurfaceGenerator,
  firstSeed: number,
  {
    pictures = PIXEL_SAMPLES.pictures as number,
    perSurface = PIXEL_SAMPLES.perSurface as number,
    also = (_view: DetailRaster): Uint8Array | null => null,
  } = {},
): Promise<PixelSample[]> {
  const random = seededRandom(firstSeed ^ 0x5a3);
  const samples: PixelSample[] = [];
  for (let n = 0; n < pictures; n++) {
    const { photo, labels } = await LABELLED_SURFACES[generator](firstSeed + n);
    const view = await detailOf(photo, { middle: 1 });
    const truth = await surfacesInView(photo, labels, 1);
    const features = viewPixelFeatures(view);
    const extra = also(view);
    for (let surface = 0; surface < 3; surface++) {
      const pixels = [...truth.keys()].filter((i) => truth[i] === surface);
      for (let k = 0; k < Math.min(perSurface, pixels.length); k++) {
        const i = pixels[Math.floor(random() * pixels.length)]!;
        samples.push({
          features: features.slice(i * DIMENSIONS, (i + 1) * DIMENSIONS),
          surface,
          also: extra?.[i] ?? -1,
        });
      }
    }
  }
  return samples;
}

export const PIXELS_CACHE = path.resolve(
  import.meta.dirname,
  "../../node_modules/.cache/nailmatch/pixels",
);

/**
 * A generator's labelled pixels (`labelledPixels`), kept on disk by the hash of the code that
 * draws and measures them: drawing and measuring takes minutes, fitting on them seconds.
 */
export async function cachedPixels(
  generator: SurfaceGenerator,
  firstSeed: number,
): Promise<PixelSample[]> {
  const file = path.join(
    PIXELS_CACHE,
    `samples-${codeHash(["server/fit/labelled-pixels.ts"])}-${generator}-${firstSeed}.bin`,
  );
  const row = DIMENSIONS + 1;
  if (fs.existsSync(file)) {
    const stored = new Float32Array(new Uint8Array(fs.readFileSync(file)).buffer);
    return Array.from({ length: stored.length / row }, (_, k) => ({
      features: stored.slice(k * row, k * row + DIMENSIONS),
      surface: stored[k * row + DIMENSIONS]!,
      also: -1,
    }));
  }
  const samples = await labelledPixels(generator, firstSeed);
  const stored = new Float32Array(samples.length * row);
  samples.forEach(({ features, surface }, k) => {
    stored.set(features, k * row);
    stored[k * row + DIMENSIONS] = surface;
  });
  fs.mkdirSync(PIXELS_CACHE, { recursive: true });
  fs.writeFileSync(file, stored);
  return samples;
}
