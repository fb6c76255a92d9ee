import { execFileSync } from "node:child_process";
import { detectorFeaturesOf } from "../match/analysis";
import { nailEvidence } from "../match/presence";
import type { HeadName, Provenance } from "../match/heads";
import { PhotoReader, type PhotoReading } from "../match/reader";
import { detailOf } from "../match/raster";
import { GENERATORS, labelledPictures } from "./labelled-pictures";
import { LABELLED_SURFACES, SURFACE_GENERATORS } from "./labelled-surfaces";
import { viewPixelFeatures } from "./labelled-pixels";

// A fitted head's fingerprint: the numbers it reads for a few fixed pictures, written beside its
// weights when it is fitted. heads.test.ts reads the same pictures with today's code: when the
// numbers differ, the head reads measures it was not fitted on, and the test names the script
// that refits it.

/** Two pictures of each generator, from seeds no set uses. */
const FINGERPRINT_SEED = 5_000_000;
const PER_GENERATOR = 2;

/** How many of a descriptor's numbers stand for it in a fingerprint. */
const DESCRIPTOR_NUMBERS = 8;

/** The start of a photo's descriptor, standing for it in a fingerprint. */
const descriptorStart = (reading: PhotoReading) =>
  Array.from(reading.vector.subarray(0, DESCRIPTOR_NUMBERS));

/**
 * The numbers each head reads of a photo. The detectors and the presence model also compare the
 * descriptor with the pictures they remember: their descriptors, read by another network or
 * projection, would be stale too.
 */
const READ_BY: Record<HeadName, (reading: PhotoReading) => unknown> = {
  detectors: (reading) => [detectorFeaturesOf(reading), descriptorStart(reading)],
  confidence: (reading) => [detectorFeaturesOf(reading), descriptorStart(reading)],
  presence: (reading) => [nailEvidence(reading.framings), descriptorStart(reading)],
  colors: (reading) =>
    reading.colors.candidates.map(({ color, features }) => ({ color: color.name, features })),
};

/** Numbers rounded as a fingerprint keeps them (a reading is deterministic to far more). */
const rounded = (value: unknown): unknown =>
  typeof value === "number"
    ? Math.round(value * 1e4) / 1e4
    : Array.isArray(value)
      ? value.map(rounded)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rounded(v)]))
        : value;

/** The fingerprint pictures read as the match reads them, with their names ("demo:5000000"). */
export async function fingerprintReadings(): Promise<{ picture: string; reading: PhotoReading }[]> {
  const reader = new PhotoReader();
  const readings = [];
  try {
    for (const generator of GENERATORS) {
      const pictures = labelledPictures(generator, PER_GENERATOR, FINGERPRINT_SEED);
      for (const [i, { draw }] of pictures.entries()) {
        readings.push({
          picture: `${generator}:${FINGERPRINT_SEED + i}`,
          reading: await reader.read(await draw()),
        });
      }
    }
  } finally {
    await reader.close();
  }
  return readings;
}

/** A head's fingerprint of these readings. */
export function fingerprintOf(
  head: HeadName,
  readings: readonly { picture: string; reading: PhotoReading }[],
): Provenance["fingerprint"] {
  return {
    pictures: readings.map((r) => r.picture),
    features: readings.map((r) => rounded(READ_BY[head](r.reading))),
  };
}

/**
 * Where a stored fingerprint and today's differ (the first picture, and how), or null. Numbers
 * within 2e-4 are the same (the rounding of the stored ones).
 */
export function driftOf(
  stored: Provenance["fingerprint"],
  today: Provenance["fingerprint"],
): string | null {
  if (stored.pictures.join() !== today.pictures.join()) return "other fingerprint pictures";
  const same = (a: unknown, b: unknown): boolean =>
    typeof a === "number" && typeof b === "number"
      ? Math.abs(a - b) <= 2e-4
      : Array.isArray(a) && Array.isArray(b)
        ? a.length === b.length && a.every((v, i) => same(v, b[i]))
        : a && b && typeof a === "object" && typeof b === "object"
          ? Object.keys(a).length === Object.keys(b).length &&
            Object.entries(a).every(([k, v]) => same(v, (b as Record<string, unknown>)[k]))
          : a === b;
  const k = stored.features.findIndex((features, i) => !same(features, today.features[i]));
  return k < 0 ? null : `${stored.pictures[k]} reads differently`;
}

/** The commit the work tree is at, with "+changes" when it has uncommitted ones. */
export function currentCommit(): string {
  const git = (...args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();
  try {
    const commit = git("rev-parse", "--short=12", "HEAD");
    return git("status", "--porcelain", "--untracked-files=no") ? `${commit}+changes` : commit;
  } catch {
    return "unknown";
  }
}

/** The pixels of a fingerprint picture whose features stand for it: spread across the frame. */
const PIXELS_PER_PICTURE = 12;

/**
 * The learned pixel reading's fingerprint: the features of a few pixels of two pictures of each
 * labelled generator, whole frame, as `fit:pixels` fitted it on.
 */
export async function pixelFingerprint(): Promise<Provenance["fingerprint"]> {
  const pictures: string[] = [];
  const features: unknown[] = [];
  for (const generator of SURFACE_GENERATORS) {
    for (let k = 0; k < PER_GENERATOR; k++) {
      const seed = FINGERPRINT_SEED + k;
      const view = await detailOf((await LABELLED_SURFACES[generator](seed)).photo, { middle: 1 });
      const all = viewPixelFeatures(view);
      const count = view.width * view.height;
      const d = all.length / count;
      pictures.push(`${generator}:${seed}`);
      features.push(
        Array.from({ length: PIXELS_PER_PICTURE }, (_, p) => {
          const i = Math.floor(((p + 0.5) * count) / PIXELS_PER_PICTURE);
          return rounded(Array.from(all.subarray(i * d, (i + 1) * d)));
        }),
      );
    }
  }
  return { pictures, features };
}
