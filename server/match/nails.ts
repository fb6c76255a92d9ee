// Whole: one pass that finds and measures nails; its steps share the frame types
import { deltaE, deltaE2, type Lab } from "~/core/color";
import { onBackdrop, readBorder, type Backdrop } from "./backdrop";
import { NEUTRAL_CHROMA } from "./color-names";
import { PIXELS_IN_USE, readSurfaces, type LearnedPixels } from "./pixel-reading";
import { kMeans, labAndSkin } from "./pixels";

// Finding the nails in a photo, and measuring each one. Physical cues only, so that they hold
// for any picture of nails, not the kind the detectors were fitted on:
// - the backdrop is what dominates the border; the hand is the rest; polish is the part of the
//   hand that is not skin;
// - a nail is a patch of polish that ends in the backdrop at its free edge and sits on the hand
//   at its cuticle: that also tells which way it points (a text line, a plate of food or an eye
//   has no such ends);
// - along that axis, the nail's width from the free edge gives its shape, and its colors from
//   cuticle to tip tell French tips (a band at the free edge) from an ombre (a gradient);
//   specks tell glitter, edges and several colors inside the nail tell nail art.

/** A picture at detail resolution: RGB rows, the frame's own aspect ratio kept. */
export interface DetailRaster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** What each pixel is (the values of FoundNails.region). */
export const Region = { Backdrop: 0, Hand: 1, Polish: 2 } as const;

/** What one nail looks like, in numbers the detectors read. */
export interface NailMeasures {
  area: number;
  /** Where its free edge is (detail pixels) and which way it points (unit vector). */
  tip: readonly [number, number];
  axis: readonly [number, number];
  /** Length along its axis over its widest width. */
  elongation: number;
  /** Width at 0.05, 0.15, 0.3, 0.5, 0.75 and 1.0 of its widest width from the free edge, over that width. */
  widths: number[];
  /** How cleanly the free edge ends in backdrop and the cuticle sits on the hand (0–1). */
  ends: number;
  /** `ends` judged only on what the frame shows beyond the tip (0 when it shows too little). */
  endsInView: number;
  /**
   * The finger behind it: the share of the band behind the cuticle (half to two nail lengths back,
   * the nail's middle half wide) that is hand.
   */
  finger: number;
  /** ΔE between the free-edge fifth and the rest, and between the cuticle and tip fifths. */
  tipContrast: number;
  fade: number;
  /** Largest step between neighbouring fifths over the sum of the steps (1: one sharp edge). */
  stepShare: number;
  /** ΔE between the nail and the hand just behind its cuticle (a French band on a nude nail). */
  behindContrast: number;
  /** Mean fine-scale lightness residual (specks), and the share of strong specks. */
  specks: number;
  speckShare: number;
  /** Share of the nail's pixels on a medium-scale edge (patterns). */
  edges: number;
  /** Distinct color clusters inside the nail (1–3) and the second one's share. */
  colorCount: number;
  secondShare: number;
}

export interface FoundNails {
  nails: NailMeasures[];
  /** The polish mask and Lab values at detail resolution, for colors. */
  width: number;
  height: number;
  lab: Float32Array;
  polish: Uint8Array;
  /** Per pixel: 0 backdrop, 1 hand, 2 polish. */
  region: Uint8Array;
  /**
   * Each nail's free-edge pixels (its outer FREE_EDGE, inside its outline), in the order of
   * `nails`: where a nail's color is read, as the polish is whole there (a French tip's band, not
   * its sheer base; no cuticle or skin blur, no backdrop blended into the outline).
   */
  freeEdges: number[][];
  /** The backdrop's main color (the largest border color taken for backdrop), if any. */
  backdrop: Lab | null;
}

/** Per pixel, what every reading of a picture starts from. */
interface Surfaces {
  width: number;
  height: number;
  lab: Float32Array;
  skin: Uint8Array;
}

/**
 * Nails in a photo of hands: a lone patch of polish-like color may be anything, and dozens of
 * patches are a pattern or noise (two hands show ten nails).
 */
export const NAILS_IN_A_PHOTO = { min: 2, max: 12 } as const;

/** Whether so many nails found make a photo of nails (a hand's, or two hands'). */
export const showsNailCount = (count: number) =>
  count >= NAILS_IN_A_PHOTO.min && count <= NAILS_IN_A_PHOTO.max;

/** Whether a photo's found nails make it a photo of nails. */
export const showsNails = ({ nails }: Pick<FoundNails, "nails">) => showsNailCount(nails.length);

/**
 * A backdrop color this much skin (its share of the border pixels near it that pass the skin
 * model) may be the hand instead.
 */
const SKIN_LIKE_BACKDROP = 0.6;

const MIN_NAIL_AREA = 0.0012;
const MAX_NAIL_AREA = 0.12;
const DIRECTIONS = 24;
/** The share of a nail's length, from its free edge, that its color is read from. */
const FREE_EDGE = 0.3;
/**
 * Polish pieces at most twice this many pixels apart (at DETAIL_SIZE: 2 % of the picture) are one
 * patch: the stripes of one nail, not two nails (fingers hold nails further apart).
 */
const PIECES_JOINED = 3;
/**
 * A piece of hand smaller than this many of the smallest nails (MIN_NAIL_AREA) is a speck of a
 * textured backdrop or a prop in skin's colors, not a finger: a nail's cuticle does not sit on it.
 */
const HAND_PIECE_IN_NAILS = 3;
/** The share of the samples beyond a tip that must lie inside the frame to judge how it ends. */
const SEEN_BEYOND = 1 / 3;
/** Where the width profile is read, from the free edge, in widest widths. */
export const WIDTHS_AT = [0.05, 0.15, 0.3, 0.5, 0.75, 1] as const;

export function findNails(
  { width, height, pixels }: DetailRaster,
  { learned = PIXELS_IN_USE }: { learned?: LearnedPixels | null } = {},
): FoundNails {
  const count = width * height;
  const { lab, skin } = labAndSkin(pixels, count);

  const reading = readBorder(lab, width, height);
  const { backdrops, border } = reading;
  const surfaces = { width, height, lab, skin };
  if (learned) {
    const read = readSurfaces(learned.model, surfaces, reading, learned.nailBias);
    return nailsAgainst(surfaces, backdrops, read);
  }
  const found = nailsAgainst(surfaces, backdrops);
  if (showsNails(found)) return found;
  // No nails: a skin-colored border color may be the hand itself, lining two sides of a close
  // crop (deep-toned fingers above all), so that the nails sat on "backdrop". The photo is read
  // again with it as the hand; that reading counts only if it finds nails (decision 0038).
  const skinLike = backdrops.filter(
    ({ center }) => skinShareNear(lab, skin, border, center) >= SKIN_LIKE_BACKDROP,
  );
  if (skinLike.length === 0) return found;
  const again = nailsAgainst(
    surfaces,
    backdrops.filter((backdrop) => !skinLike.includes(backdrop)),
  );
  return showsNails(again) ? again : found;
}

/**
 * The regions and nails of a picture, given which border colors are its backdrop, each pixel
 * first read by the rules or as `learned` (backdrop, skin, nail: Region's order) read it.
 */
function nailsAgainst(
  { width, height, lab, skin }: Surfaces,
  backdrops: Backdrop[],
  learned?: Uint8Array,
): FoundNails {
  const count = width * height;
  const region = learned ?? new Uint8Array(count);
  if (!learned) {
    for (let i = 0; i < count; i++) {
      const L = lab[i * 3]!;
      const a = lab[i * 3 + 1]!;
      const b = lab[i * 3 + 2]!;
      const isBackdrop = onBackdrop(L, a, b, backdrops);
      region[i] = isBackdrop ? Region.Backdrop : skin[i] ? Region.Hand : Region.Polish;
    }
  }
  majority(region, width, height);
  // Shadows go back to the surface they fall on (decision 0036): the backdrop's, except a piece
  // the hand holds (a nail fading into the backdrop); then the shaded side of the fingers.
  const backdropColors = backdrops.map(({ center }) => center);
  const shaded = surfaceInShade(
    region,
    lab,
    width,
    Region.Backdrop,
    backdropColors,
    SHADE_CHROMATICITY,
  );
  keepWhatTheHandHolds(region, shaded, width);
  const tone = handTone(region, lab);
  surfaceInShade(region, lab, width, Region.Hand, tone, HAND_SHADE_CHROMATICITY);
  polishOffTheHandsTone(region, lab, width, tone);

  const polish = new Uint8Array(count);
  let handX = 0;
  let handY = 0;
  let handCount = 0;
  for (let i = 0; i < count; i++) {
    polish[i] = region[i] === Region.Polish ? 1 : 0;
    if (region[i] !== Region.Backdrop) {
      handX += i % width;
      handY += Math.floor(i / width);
      handCount++;
    }
  }
  // Nails point away from the hand's middle: a prior for which way each one points.
  const hand = handCount
    ? ([handX / handCount, handY / handCount] as const)
    : ([width / 2, height] as const);
  const onHand = handPieces(region, skin, width, count * MIN_NAIL_AREA * HAND_PIECE_IN_NAILS);
  const nails: NailMeasures[] = [];
  const freeEdges: number[][] = [];
  const owner = new Int32Array(count);
  // A nail painted in several colors (stripes, art) can lose some of them to the backdrop or the
  // skin: its polish pieces across thin gaps are one patch, not a dozen. Only the grouping
  // crosses the gaps; each patch is still its polish pixels alone.
  const grouped = close(polish, width, height, PIECES_JOINED);
  const patches = components(grouped, width).map((group) => group.filter((i) => polish[i] === 1));
  for (const [c, component] of patches.entries()) {
    if (component.length < count * MIN_NAIL_AREA || component.length > count * MAX_NAIL_AREA) {
      continue;
    }
    for (const i of component) owner[i] = c + 1;
    const nail = measureNail(component, {
      width,
      height,
      lab,
      region,
      skin,
      onHand,
      owner,
      id: c + 1,
      hand,
    });
    if (!nail) continue;
    nails.push(nail.measures);
    freeEdges.push(nail.freeEdge);
  }
  const backdrop = backdrops[0]?.center ?? null;
  return { nails, width, height, lab, polish, region, freeEdges, backdrop };
}

/** The share of the border pixels within ΔE 10 of a color that the skin model calls skin. */
function skinShareNear(lab: Float32Array, skin: Uint8Array, border: number[], center: Lab): number {
  let near = 0;
  let skinned = 0;
  for (const i of border) {
    if (deltaE2(lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!, center) < 10 ** 2) {
      near++;
      skinned += skin[i]!;
    }
  }
  return near ? skinned / near : 0;
}

/** A binary mask closed by a square of side 2r + 1: dilated, then eroded (separable passes). */
export function close(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  // Dilation (keep 1) sets a pixel when any pixel within r along the line is set; erosion (keep
  // 0) clears it when any is clear. Outside the frame counts as clear for dilation, set for
  // erosion. A running count over each line's window: a few steps a pixel whatever r is.
  const pass = (source: Uint8Array, keep: 0 | 1, horizontal: boolean) => {
    const out = new Uint8Array(source.length);
    const lines = horizontal ? height : width;
    const length = horizontal ? width : height;
    const stride = horizontal ? 1 : width;
    for (let line = 0; line < lines; line++) {
      const start = horizontal ? line * width : line;
      let kept = 0;
      for (let d = 0; d < Math.min(r, length); d++) if (source[start + d * stride] === keep) kept++;
      for (let k = 0; k < length; k++) {
        if (k + r < length && source[start + (k + r) * stride] === keep) kept++;
        if (k - r - 1 >= 0 && source[start + (k - r - 1) * stride] === keep) kept--;
        out[start + k * stride] = kept > 0 ? keep : 1 - keep;
      }
    }
    return out;
  };
  const dilated = pass(pass(mask, 1, true), 1, false);
  return pass(pass(dilated, 0, true), 0, false);
}

/** Largest ΔE between neighbouring pixels in a soft shadow (at DETAIL_SIZE; an outline steps more). */
const SHADE_STEP = 4;
/** How far a shaded pixel's shade-free chromaticity may be from its surface's (see below). */
const SHADE_CHROMATICITY = 0.07;
/** The hand's tone varies more than a backdrop's (knuckles, nail beds): a wider tolerance. */
const HAND_SHADE_CHROMATICITY = 0.1;

/**
 * Darkening a color scales a* and b* as it scales L* + 16 (all go with the cube root of the
 * light): a surface in shade keeps its a* / (L* + 16) and b* / (L* + 16).
 */
const shadeFree = (L: number, v: number) => v / (L + 16);

/**
 * A surface in shade: a finger's soft shadow on the backdrop, a vignette, a darker corner; the
 * side of a deep-toned finger, too dark for the skin model. Polish pixels that keep one of the
 * surface's shade-free chromaticities, are no lighter than it, and are reached from it by smooth
 * steps only join it; a nail's outline is a sharp step, so the flood stops there, and a polish
 * of another hue never matches.
 */
function surfaceInShade(
  region: Uint8Array,
  lab: Float32Array,
  width: number,
  surface: number,
  references: Lab[],
  tolerance: number,
) {
  const joined = new Uint8Array(region.length);
  if (references.length === 0) return joined;
  const chromaticities = references.map(([rL, ra, rb]) => ({
    L: rL,
    a: shadeFree(rL, ra),
    b: shadeFree(rL, rb),
  }));
  const matches = (i: number) => {
    const L = lab[i * 3]!;
    const a = shadeFree(L, lab[i * 3 + 1]!);
    const b = shadeFree(L, lab[i * 3 + 2]!);
    return chromaticities.some(
      (reference) =>
        L <= reference.L + 2 && Math.hypot(a - reference.a, b - reference.b) < tolerance,
    );
  };
  // A flood from every pixel of the surface; only those beside polish can reach any, so they
  // alone start it (the same pixels join, in a tenth of the steps).
  const queue: number[] = [];
  for (let i = 0; i < region.length; i++) {
    if (region[i] === surface && besidePolish(region, i, width)) queue.push(i);
  }
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head]!;
    eachNeighbour(i, width, region.length, (j) => {
      if (region[j] !== Region.Polish) return;
      const step = deltaE2(lab[j * 3]!, lab[j * 3 + 1]!, lab[j * 3 + 2]!, [
        lab[i * 3]!,
        lab[i * 3 + 1]!,
        lab[i * 3 + 2]!,
      ]);
      if (step > SHADE_STEP * SHADE_STEP || !matches(j)) return;
      region[j] = surface;
      joined[j] = 1;
      queue.push(j);
    });
  }
  return joined;
}

/** Whether one of pixel i's 4-neighbours is polish. */
function besidePolish(region: Uint8Array, i: number, width: number): boolean {
  let beside = false;
  eachNeighbour(i, width, region.length, (j) => {
    if (region[j] === Region.Polish) beside = true;
  });
  return beside;
}

/** The share of a piece's border that the hand makes when the piece is held by it (a nail). */
const HELD_BY_THE_HAND = 1 / 3;

/**
 * A shadow lies on the backdrop; what the finger holds along its sides is a nail, however
 * smoothly it fades into the backdrop at its tip (an ombre to white on a white table). Each piece
 * the backdrop took in shade goes back to polish when the hand makes over a third of its border.
 */
function keepWhatTheHandHolds(region: Uint8Array, shaded: Uint8Array, width: number) {
  for (const piece of components(shaded, width)) {
    let hand = 0;
    let other = 0;
    const count = (j: number) => {
      if (shaded[j]) return;
      if (region[j] === Region.Hand) hand++;
      else other++;
    };
    for (const i of piece) eachNeighbour(i, width, region.length, count);
    const border = hand + other;
    if (hand > border * HELD_BY_THE_HAND) for (const i of piece) region[i] = Region.Polish;
  }
}

/**
 * How far a skin-colored pixel's shade-free chromaticity must be from the hand's tone, and how many
 * degrees yellower its hue, for it to be polish: a brushed gold or a beige polish passes the skin
 * model (its YCbCr box admits a soft dark yellow), but not for this hand. Yellower only: a hand's
 * own tone varies toward pink (knuckles, nail beds) and in shade, not toward yellow.
 */
const OFF_HAND_TONE = 0.16;
const YELLOWER_THAN_THE_HAND = 10;
/** The share of an off-tone piece inside its outline: a thin line (a finger's lit edge) is none. */
const SOLID_PIECE = 1 / 3;

/**
 * Skin-colored pieces of the hand that are not this hand's skin go to polish (decision 0072):
 * yellower than the hand's tone, not neutral, and solid (as a nail is, not a finger's outline).
 * The nail finder then judges them as any polish: only a piece that ends like a nail is one.
 */
function polishOffTheHandsTone(region: Uint8Array, lab: Float32Array, width: number, tone: Lab[]) {
  const [reference] = tone;
  if (!reference) return;
  const [toneL, toneA, toneB] = reference;
  const toneHue = hueOf(toneA, toneB);
  const off = new Uint8Array(region.length);
  for (let i = 0; i < region.length; i++) {
    if (region[i] !== Region.Hand) continue;
    const L = lab[i * 3]!;
    const a = lab[i * 3 + 1]!;
    const b = lab[i * 3 + 2]!;
    const apart = Math.hypot(
      shadeFree(L, a) - shadeFree(toneL, toneA),
      shadeFree(L, b) - shadeFree(toneL, toneB),
    );
    if (apart <= OFF_HAND_TONE || Math.hypot(a, b) < NEUTRAL_CHROMA) continue;
    if (hueOf(a, b) >= toneHue + YELLOWER_THAN_THE_HAND) off[i] = 1;
  }
  for (const piece of components(off, width)) {
    let inside = 0;
    for (const i of piece) {
      let enclosed = true;
      eachNeighbour(i, width, off.length, (j) => {
        if (!off[j]) enclosed = false;
      });
      if (enclosed) inside++;
    }
    if (inside < piece.length * SOLID_PIECE) continue;
    for (const i of piece) region[i] = Region.Polish;
  }
}

/** A color's hue angle in degrees (a* toward b*): skin sits near 50°, yellow near 90°. */
const hueOf = (a: number, b: number) => (Math.atan2(b, a) * 180) / Math.PI;

/** The hand's tone: its skin pixels' median shade-free chromaticity, at their lightest quarter. */
function handTone(region: Uint8Array, lab: Float32Array): Lab[] {
  let count = 0;
  for (let i = 0; i < region.length; i++) if (region[i] === Region.Hand) count++;
  if (count === 0) return [];
  const Ls = new Float64Array(count);
  const as = new Float64Array(count);
  const bs = new Float64Array(count);
  for (let i = 0, n = 0; i < region.length; i++) {
    if (region[i] !== Region.Hand) continue;
    const L = lab[i * 3]!;
    Ls[n] = L;
    as[n] = shadeFree(L, lab[i * 3 + 1]!);
    bs[n++] = shadeFree(L, lab[i * 3 + 2]!);
  }
  const at = (values: Float64Array, q: number) =>
    kthSmallest(values, Math.floor(values.length * q));
  const L = at(Ls, 0.75);
  return [[L, at(as, 0.5) * (L + 16), at(bs, 0.5) * (L + 16)]];
}

/**
 * The k-th smallest of the values (0-based), as sorting them would find it, in linear time on
 * average (Hoare's selection; it reorders the array). Sorting three of these a framing was a
 * third of the finder's time.
 */
export function kthSmallest(values: Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return values[k]!;
}

/** A 3 × 3 majority filter: lone pixels (JPEG ringing, wood grain, glints) join their neighbours. */
function majority(region: Uint8Array, width: number, height: number) {
  const source = region.slice();
  const votes = [0, 0, 0];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      votes[0] = votes[1] = votes[2] = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) votes[source[(y + dy) * width + x + dx]!]!++;
      }
      const own = source[y * width + x]!;
      if (votes[own]! >= 3) continue;
      region[y * width + x] =
        votes[0]! >= votes[1]! && votes[0]! >= votes[2]! ? 0 : votes[1]! >= votes[2]! ? 1 : 2;
    }
  }
}

/** Calls `visit` with each 4-neighbour of pixel i that lies inside the frame. */
function eachNeighbour(i: number, width: number, count: number, visit: (j: number) => void) {
  const x = i % width;
  if (x > 0) visit(i - 1);
  if (x < width - 1) visit(i + 1);
  if (i >= width) visit(i - width);
  if (i + width < count) visit(i + width);
}

/**
 * Where the hand is, for a nail's cuticle to sit on: hand, or skin-colored where it is not polish
 * (fair skin on a pale backdrop can pass for backdrop), in pieces of at least `minPiece` pixels.
 */
function handPieces(region: Uint8Array, skin: Uint8Array, width: number, minPiece: number) {
  const hand = new Uint8Array(region.length);
  for (let i = 0; i < region.length; i++) {
    hand[i] = region[i] === Region.Hand || (skin[i] === 1 && region[i] !== Region.Polish) ? 1 : 0;
  }
  const { pieceOf, starts } = flood(hand, width);
  for (let i = 0; i < hand.length; i++) {
    const piece = pieceOf[i]!;
    if (piece && starts[piece]! - starts[piece - 1]! < minPiece) hand[i] = 0;
  }
  return hand;
}

/** 4-connected components of a mask, as pixel index lists (in the order the flood reached them). */
function components(mask: Uint8Array, width: number): number[][] {
  const { order, starts } = flood(mask, width);
  const found: number[][] = [];
  for (let k = 1; k < starts.length; k++) {
    found.push(Array.from(order.subarray(starts[k - 1]!, starts[k]!)));
  }
  return found;
}

/**
 * One depth-first flood over a mask's 4-connected pieces, in typed arrays (it runs on every
 * framing of every photo): each pixel's piece (1-based; 0 off the mask), the pixels piece by piece
 * in the order reached, and where piece k ends in that order (`starts[k]`; `starts[0]` is 0).
 */
function flood(mask: Uint8Array, width: number) {
  const count = mask.length;
  const pieceOf = new Int32Array(count);
  const order = new Int32Array(count);
  const stack = new Int32Array(count);
  const starts = [0];
  let reached = 0;
  let piece = 0;
  let top = 0;
  const reach = (j: number) => {
    if (mask[j] && !pieceOf[j]) {
      pieceOf[j] = piece;
      stack[top++] = j;
    }
  };
  for (let start = 0; start < count; start++) {
    if (!mask[start] || pieceOf[start]) continue;
    piece = starts.length;
    reach(start);
    while (top) {
      const i = stack[--top]!;
      order[reached++] = i;
      // The same neighbours in the same order as eachNeighbour: left, right, up, down.
      const x = i % width;
      if (x > 0) reach(i - 1);
      if (x < width - 1) reach(i + 1);
      if (i >= width) reach(i - width);
      if (i + width < count) reach(i + width);
    }
    starts.push(reached);
  }
  return { pieceOf, order: order.subarray(0, reached), starts };
}

interface Frame {
  width: number;
  height: number;
  lab: Float32Array;
  region: Uint8Array;
  skin: Uint8Array;
  /** Where a cuticle can sit on the hand (`handPieces`). */
  onHand: Uint8Array;
  /** Which patch each pixel belongs to, and the one being measured. */
  owner: Int32Array;
  id: number;
  /** The middle of the hand (all that is not backdrop). */
  hand: readonly [number, number];
}

/** Measures one patch of polish as a nail; undefined when it does not end like one. */
function measureNail(
  pixels: number[],
  frame: Frame,
): { measures: NailMeasures; freeEdge: number[] } | undefined {
  const { width, height, lab, region, skin, onHand, hand } = frame;
  const xs = new Float32Array(pixels.length);
  const ys = new Float32Array(pixels.length);
  let cx = 0;
  let cy = 0;
  pixels.forEach((i, j) => {
    xs[j] = i % width;
    ys[j] = Math.floor(i / width);
    cx += xs[j]!;
    cy += ys[j]!;
  });
  cx /= pixels.length;
  cy /= pixels.length;

  // What lies beyond the tip: backdrop, something else, or, outside the frame, nothing known.
  const beyondAt = (x: number, y: number) => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= width || py >= height) return undefined;
    return region[py * width + px] === Region.Backdrop;
  };
  const handAt = (x: number, y: number) => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= width || py >= height) return false;
    return onHand[py * width + px] === 1;
  };

  // The patch's principal axis: a long nail points along it. The search below tries every 15°;
  // the axis found is then refined to the nail's own (a square tip measured askew looks tapered).
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (let j = 0; j < xs.length; j++) {
    const dx = xs[j]! - cx;
    const dy = ys[j]! - cy;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  const theta = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  const spread = Math.hypot(sxx - syy, 2 * sxy) / (sxx + syy || 1); // 0 round, 1 a line
  // Which way the nail points: its free edge ends in backdrop, its cuticle on the hand; and,
  // all else equal, away from the middle of the hand.
  const outX = cx - hand[0];
  const outY = cy - hand[1];
  const outLength = Math.hypot(outX, outY) || 1;
  let best = { score: -1, ends: 0, endsInView: 0, ux: 0, uy: -1 };
  for (let d = 0; d < DIRECTIONS; d++) {
    const angle = (2 * Math.PI * d) / DIRECTIONS;
    const ux = Math.cos(angle);
    const uy = Math.sin(angle);
    const { min, max, tip, cuticle, span } = extent(xs, ys, ux, uy);
    if (max - min < 2) continue;
    const reach = Math.max(3, span * 0.35);
    let beyond = 0;
    let outOfFrame = 0;
    let behind = 0;
    let samples = 0;
    for (const lateral of [-0.25, 0, 0.25]) {
      for (const step of [0.3, 0.6, 1]) {
        const k = 1.5 + step * reach;
        const lx = -uy * lateral * span;
        const ly = ux * lateral * span;
        const backdrop = beyondAt(tip[0] + ux * k + lx, tip[1] + uy * k + ly);
        if (backdrop === undefined) outOfFrame++;
        else if (backdrop) beyond++;
        if (handAt(cuticle[0] - ux * k + lx, cuticle[1] - uy * k + ly)) behind++;
        samples++;
      }
    }
    // Found as a nail, a patch the frame cuts is taken to end beyond it (a close-up's nail)...
    const ends = (beyond + outOfFrame + behind) / (2 * samples);
    // ...but its color counts as much as it is seen to end (a sleeve or a prop cut by the frame).
    const inFrame = samples - outOfFrame;
    const seenEnding = inFrame >= samples * SEEN_BEYOND ? beyond / inFrame : 0;
    const endsInView = (seenEnding + behind / samples) / 2;
    const alongAxis = Math.abs(ux * Math.cos(theta) + uy * Math.sin(theta));
    const score = ends + 0.2 * ((ux * outX + uy * outY) / outLength) + 0.3 * spread * alongAxis;
    if (score > best.score) best = { score, ends, endsInView, ux, uy };
  }
  if (best.ends < 0.55) return undefined;

  let ux = best.ux;
  let uy = best.uy;
  for (const axis of [theta, theta + Math.PI / 2]) {
    const ax = Math.cos(axis);
    const ay = Math.sin(axis);
    const along = ax * best.ux + ay * best.uy;
    if (Math.abs(along) > Math.cos((25 * Math.PI) / 180)) {
      ux = Math.sign(along) * ax;
      uy = Math.sign(along) * ay;
      break;
    }
  }
  const { min, max, span, tip } = extent(xs, ys, ux, uy);
  const length = max - min;
  // Width profile from the free edge: the spread across the axis in thin slices.
  const slices = Math.max(4, Math.ceil(length));
  const low = new Float32Array(slices).fill(Infinity);
  const high = new Float32Array(slices).fill(-Infinity);
  for (let j = 0; j < xs.length; j++) {
    const along = xs[j]! * ux + ys[j]! * uy;
    const across = -xs[j]! * uy + ys[j]! * ux;
    const s = Math.min(slices - 1, Math.floor(((max - along) / (length + 1e-6)) * slices));
    low[s] = Math.min(low[s]!, across);
    high[s] = Math.max(high[s]!, across);
  }
  const widthAt = (s: number) => (high[s]! >= low[s]! ? high[s]! - low[s]! + 1 : 0);
  let widest = 1;
  for (let s = 0; s < slices; s++) widest = Math.max(widest, widthAt(s));
  const widthFromTip = (distance: number) => {
    const s = Math.min(slices - 1, Math.floor((distance / (length + 1e-6)) * slices));
    // A slice either side: JPEG and glitter fray the outline.
    let sum = 0;
    let n = 0;
    for (let t = Math.max(0, s - 1); t <= Math.min(slices - 1, s + 1); t++) {
      sum += widthAt(t);
      n++;
    }
    return sum / n / widest;
  };
  const widths = WIDTHS_AT.map((at) => widthFromTip(at * widest));

  // Colors from cuticle (fifth 0) to free edge (fifth 4).
  const fifths = Array.from({ length: 5 }, () => [0, 0, 0, 0]);
  const freeEdge: number[] = [];
  for (let j = 0; j < xs.length; j++) {
    const along = xs[j]! * ux + ys[j]! * uy;
    const fromCuticle = (along - min) / (length + 1e-6);
    const f = Math.min(4, Math.floor(fromCuticle * 5));
    const i = pixels[j]!;
    if (fromCuticle >= 1 - FREE_EDGE) freeEdge.push(i);
    const sum = fifths[f]!;
    sum[0]! += lab[i * 3]!;
    sum[1]! += lab[i * 3 + 1]!;
    sum[2]! += lab[i * 3 + 2]!;
    sum[3]! += 1;
  }
  // The color is read inside the outline: its pixels blend with the backdrop (blur, JPEG).
  const inner = freeEdge.filter((i) => isInterior(i, frame));
  const colorRead = inner.length >= MIN_INNER_PIXELS ? inner : freeEdge;
  const means = fifths.map(([L, a, b, n]): Lab => (n ? [L! / n!, a! / n!, b! / n!] : [0, 0, 0]));
  const filled = fifths.map((sum) => sum[3]! > 0);
  const present = means.filter((_, f) => filled[f]);
  let stepSum = 0;
  let stepMax = 0;
  for (let f = 1; f < present.length; f++) {
    const step = deltaE(present[f - 1]!, present[f]!);
    stepSum += step;
    stepMax = Math.max(stepMax, step);
  }
  const rest = averageLab(present.slice(0, -1));
  const tipContrast = present.length > 1 ? deltaE(present.at(-1)!, rest) : 0;
  const fade = present.length > 1 ? deltaE(present[0]!, present.at(-1)!) : 0;

  // The hand just behind the cuticle: a nude nail under a French band, or the finger.
  const cuticle = extent(xs, ys, ux, uy).cuticle;
  const behindSum = [0, 0, 0, 0];
  for (const lateral of [-0.3, -0.15, 0, 0.15, 0.3]) {
    for (const k of [2, 4, 6]) {
      const x = Math.round(cuticle[0] - ux * k * (span / 10) - uy * lateral * span);
      const y = Math.round(cuticle[1] - uy * k * (span / 10) + ux * lateral * span);
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const i = y * width + x;
      if (region[i] === Region.Polish || (region[i] === Region.Backdrop && !skin[i])) continue;
      behindSum[0]! += lab[i * 3]!;
      behindSum[1]! += lab[i * 3 + 1]!;
      behindSum[2]! += lab[i * 3 + 2]!;
      behindSum[3]! += 1;
    }
  }
  const nailMean = averageLab(present);
  const behindContrast = behindSum[3]
    ? deltaE(nailMean, [
        behindSum[0]! / behindSum[3],
        behindSum[1]! / behindSum[3],
        behindSum[2]! / behindSum[3],
      ])
    : 0;

  const finger = fingerBehind(cuticle, [ux, uy], length, span, handAt);
  const texture = textureOf(pixels, frame);
  const clusters = kMeans(lab, pixels, 3).sort((a, b) => b.weight - a.weight);
  const distinct = clusters.filter(
    (cluster, c) =>
      cluster.weight / pixels.length >= 0.1 &&
      clusters.slice(0, c).every((other) => deltaE(other.center, cluster.center) > 18),
  );
  const measures: NailMeasures = {
    area: pixels.length / (width * height),
    tip,
    axis: [ux, uy],
    elongation: length / widest,
    widths,
    ends: best.ends,
    endsInView: best.endsInView,
    finger,
    tipContrast,
    fade,
    stepShare: stepSum > 0 ? stepMax / stepSum : 1,
    behindContrast,
    ...texture,
    colorCount: distinct.length,
    secondShare: distinct[1] ? distinct[1].weight / pixels.length : 0,
  };
  return { measures, freeEdge: colorRead };
}

/**
 * The finger a nail sits on, read behind its cuticle along its axis (see NailMeasures.finger):
 * five cross-sections from half a nail length to two lengths back, the middle half of the nail's
 * width sampled in each for hand.
 */
function fingerBehind(
  cuticle: readonly [number, number],
  [ux, uy]: readonly [number, number],
  length: number,
  span: number,
  handAt: (x: number, y: number) => boolean,
): number {
  let onHand = 0;
  let samples = 0;
  for (const back of [0.5, 0.85, 1.2, 1.6, 2]) {
    const cx = cuticle[0] - ux * back * Math.max(length, span);
    const cy = cuticle[1] - uy * back * Math.max(length, span);
    for (const lateral of [-0.25, -0.1, 0, 0.1, 0.25]) {
      samples++;
      if (handAt(cx - uy * lateral * span, cy + ux * lateral * span)) onHand++;
    }
  }
  return onHand / samples;
}

/**
 * A free edge with fewer pixels inside its outline than this (a thin stiletto point) is read
 * whole. Reading inside the outline: on the two fitting generators, 914 → 927 of 1,200 right.
 */
const MIN_INNER_PIXELS = 12;

/** Whether a nail's pixel has the same nail on all four sides (not on its blended outline). */
function isInterior(i: number, { width, owner, id }: Frame): boolean {
  return (
    owner[i - 1] === id && owner[i + 1] === id && owner[i - width] === id && owner[i + width] === id
  );
}

function averageLab(values: Lab[]): Lab {
  const sum: Lab = [0, 0, 0];
  for (const value of values) {
    sum[0] += value[0];
    sum[1] += value[1];
    sum[2] += value[2];
  }
  const n = values.length || 1;
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

/** The patch's extent along (ux, uy): where it ends each way, and how wide it is across. */
function extent(xs: Float32Array, ys: Float32Array, ux: number, uy: number) {
  let min = Infinity;
  let max = -Infinity;
  let acrossMin = Infinity;
  let acrossMax = -Infinity;
  for (let j = 0; j < xs.length; j++) {
    const along = xs[j]! * ux + ys[j]! * uy;
    const across = -xs[j]! * uy + ys[j]! * ux;
    min = Math.min(min, along);
    max = Math.max(max, along);
    acrossMin = Math.min(acrossMin, across);
    acrossMax = Math.max(acrossMax, across);
  }
  const tipSum = [0, 0, 0];
  const cuticleSum = [0, 0, 0];
  for (let j = 0; j < xs.length; j++) {
    const along = xs[j]! * ux + ys[j]! * uy;
    if (along >= max - 1.5) {
      tipSum[0]! += xs[j]!;
      tipSum[1]! += ys[j]!;
      tipSum[2]! += 1;
    }
    if (along <= min + 1.5) {
      cuticleSum[0]! += xs[j]!;
      cuticleSum[1]! += ys[j]!;
      cuticleSum[2]! += 1;
    }
  }
  return {
    min,
    max,
    span: acrossMax - acrossMin + 1,
    tip: [tipSum[0]! / tipSum[2]!, tipSum[1]! / tipSum[2]!] as const,
    cuticle: [cuticleSum[0]! / cuticleSum[2]!, cuticleSum[1]! / cuticleSum[2]!] as const,
  };
}

/**
 * Texture inside the nail: specks are pixels far from their 3 × 3 neighbourhood's lightness
 * (glitter); edges are strong gradients of the 3 × 3-smoothed lightness (stripes, dots, flowers).
 * Only pixels whose whole neighbourhood is nail count, so the outline is not texture.
 */
function textureOf(pixels: number[], { width, lab, owner, id }: Frame) {
  const L = (i: number) => lab[i * 3]!;
  const smooth = (i: number) => {
    let sum = 0;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) sum += L(i + dy * width + dx);
    return sum / 9;
  };
  let residual = 0;
  let strong = 0;
  let edgePixels = 0;
  let counted = 0;
  for (const i of pixels) {
    let whole = true;
    for (let dy = -2; dy <= 2 && whole; dy++) {
      for (let dx = -2; dx <= 2; dx++) {
        if (owner[i + dy * width + dx] !== id) {
          whole = false;
          break;
        }
      }
    }
    if (!whole) continue;
    counted++;
    const r = Math.abs(L(i) - smooth(i));
    residual += r;
    if (r > 6) strong++;
    const gx = smooth(i + 1) - smooth(i - 1);
    const gy = smooth(i + width) - smooth(i - width);
    if (Math.hypot(gx, gy) > 12) edgePixels++;
  }
  return {
    specks: counted ? residual / counted : 0,
    speckShare: counted ? strong / counted : 0,
    edges: counted ? edgePixels / counted : 0,
  };
}
