import { deltaE2, type Lab } from "~/core/color";
import { kMeans, type Cluster } from "./pixels";

// The backdrop: what a nail photo is taken against, read from the picture's border, where nails
// rarely are. One model for every reading (the nail finder and the whole picture's polish map):
// the border's main colors, each as far out as its own spread reaches (wood grain and uneven light
// spread a backdrop's color); as the hand enters the frame through one side, a color is backdrop
// only where it lines two sides (or most of the border).

/** A border color taken for backdrop, and how far (squared ΔE) its own spread reaches. */
export interface Backdrop {
  center: Lab;
  reach: number;
}

export interface BorderReading {
  /** The border colors taken for backdrop. */
  backdrops: Backdrop[];
  /** The border's pixels (indices), and its color clusters, largest or not. */
  border: number[];
  clusters: Cluster[];
}

/** The border's depth, as a share of the picture's shorter side. */
const BORDER = 0.06;
/** Border colors are clustered in this many groups. */
const BORDER_COLORS = 4;
/** A border color covering less than this share of the border is not backdrop. */
const BACKDROP_SHARE = 0.12;

export function readBorder(lab: Float32Array, width: number, height: number): BorderReading {
  const edge = Math.max(1, Math.round(Math.min(width, height) * BORDER));
  const sides: number[][] = [[], [], [], []];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (y < edge) sides[0]!.push(i);
      else if (y >= height - edge) sides[1]!.push(i);
      else if (x < edge) sides[2]!.push(i);
      else if (x >= width - edge) sides[3]!.push(i);
    }
  }
  const border = sides.flat();
  const clusters = kMeans(lab, border, BORDER_COLORS);
  const centers = clusters.map((cluster) => cluster.center);
  const backdrops = clusters
    .filter((cluster) => cluster.weight / border.length >= BACKDROP_SHARE)
    .map((cluster) => ({
      center: cluster.center,
      reach: reachOf(lab, border, cluster.center, centers),
    }))
    .filter(({ center, reach }) => {
      const shares = sides.map((side) => shareNear(lab, side, center, reach));
      const whole = shareNear(lab, border, center, reach);
      return whole >= 0.5 || shares.filter((share) => share >= 0.3).length >= 2;
    });
  return { backdrops, border, clusters };
}

/** Whether a Lab color lies within one of these backdrops' reach. */
export const onBackdrop = (L: number, a: number, b: number, backdrops: readonly Backdrop[]) =>
  backdrops.some(({ center, reach }) => deltaE2(L, a, b, center) < reach);

/** The share of these pixels within `reach` (squared ΔE) of a color. */
function shareNear(lab: Float32Array, pixels: number[], center: Lab, reach: number): number {
  let near = 0;
  for (const i of pixels) {
    if (deltaE2(lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!, center) < reach) near++;
  }
  return pixels.length ? near / pixels.length : 0;
}

/**
 * Squared ΔE within which a pixel belongs to this backdrop color: twice the spread of the border
 * pixels nearest to it (wood grain, uneven light), between 8 and 20.
 */
function reachOf(lab: Float32Array, border: number[], center: Lab, centers: Lab[]): number {
  let sum = 0;
  let n = 0;
  for (const i of border) {
    const L = lab[i * 3]!;
    const a = lab[i * 3 + 1]!;
    const b = lab[i * 3 + 2]!;
    const own = deltaE2(L, a, b, center);
    if (centers.some((other) => deltaE2(L, a, b, other) < own)) continue;
    sum += own;
    n++;
  }
  const spread = n ? Math.sqrt(sum / n) : 0;
  const reach = Math.min(20, Math.max(8, 2.2 * spread));
  return reach * reach;
}
