import { chroma } from "~/core/color";
import type { DetectedColor } from "~/core/match";
import { colorsOf } from "./color-names";
import { onBackdrop, readBorder } from "./backdrop";
import { labAndSkin, type Cluster } from "./pixels";
import type { Raster } from "./raster";

// Which pixels of the whole picture are polish. A nail photo is mostly skin and backdrop; both
// are suppressed before anything is counted:
// - skin by the classic YCbCr skin model (Chai & Ngan), which holds across skin tones;
// - the backdrop as the nail finder reads it (./backdrop).
// What the hand-built descriptor reads, and the colors when too few nails were found.

/** Per pixel: Lab values, and whether it is polish. */
export interface PolishMap {
  size: number;
  lab: Float32Array;
  polish: Uint8Array;
  /** Share of the picture that is polish. */
  coverage: number;
  /** The lightness gain that gave the picture a well-exposed backdrop (1: none). */
  gain: number;
}

/** Below this polish coverage the suppression is too greedy (a tight crop): it is relaxed. */
const MIN_COVERAGE = 0.02;

export function polishMap({ size, pixels }: Raster): PolishMap {
  const count = size * size;
  const { lab, skin } = labAndSkin(pixels, count);

  const { backdrops, clusters } = readBorder(lab, size, size);
  const isBackdrop = (i: number) =>
    onBackdrop(lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!, backdrops);
  const polish = new Uint8Array(count);
  let kept = 0;
  for (let i = 0; i < count; i++) {
    if (!skin[i] && !isBackdrop(i)) {
      polish[i] = 1;
      kept++;
    }
  }
  const gain = exposeAgainst(clusters, lab);
  // A close-up whose polish fills the border, or a picture that is all skin tones: keep more.
  if (kept < count * MIN_COVERAGE) {
    kept = 0;
    for (let i = 0; i < count; i++) {
      polish[i] = skin[i] ? 0 : 1;
      kept += polish[i]!;
    }
    if (kept < count * MIN_COVERAGE) {
      polish.fill(1);
      kept = count;
    }
  }
  return { size, lab, polish, coverage: kept / count, gain };
}

/** The lightness a pale, neutral backdrop is taken to have in a well-exposed photo. */
const BACKDROP_LIGHTNESS = 90;

/**
 * Exposure from the backdrop: when the picture's main border color is pale and nearly neutral (a
 * table, a wall, a towel), every pixel's lightness is scaled so that it has a well-exposed
 * backdrop's, and a dim phone photo names its polish as a well-lit one would (white stays White,
 * not Silver). A colored or dark backdrop says nothing about the light: then nothing changes.
 * (Removing the backdrop's color cast too was tried, and named fewer colors right.)
 */
function exposeAgainst(borderClusters: Cluster[], lab: Float32Array): number {
  const main = borderClusters.reduce<Cluster | undefined>(
    (largest, cluster) => (!largest || cluster.weight > largest.weight ? cluster : largest),
    undefined,
  );
  if (!main || main.center[0] < 60 || chroma(main.center) > 15) return 1;
  const gain = Math.min(1.25, Math.max(0.85, BACKDROP_LIGHTNESS / main.center[0]));
  scaleLightness(lab, gain);
  return gain;
}

/** Multiplies every pixel's L* by `gain` (in place), at most 100. */
export function scaleLightness(lab: Float32Array, gain: number) {
  for (let i = 0; i < lab.length; i += 3) lab[i] = Math.min(100, lab[i]! * gain);
}

/** The polish's colors, most of the polish first. */
export function polishColors(map: PolishMap): DetectedColor[] {
  return colorsOf(map.lab, polishIndices(map));
}

export function polishIndices(map: PolishMap): number[] {
  const indices: number[] = [];
  map.polish.forEach((isPolish, i) => isPolish && indices.push(i));
  return indices;
}
