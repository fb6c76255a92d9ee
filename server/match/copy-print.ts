// Whole: the copy print, made, mirrored, compared and stored: each part reads the same grids
import sharp from "sharp";
import { rgbToLab } from "~/core/color";
import { normalize } from "./descriptors";
import { embeddedPicture, type Rgb } from "./embedded-picture";
import { decoder, rgbOf, type PhotoSource } from "./raster";

// Copy prints: whether a photo is a copy of an indexed portfolio photo, whatever the descriptor
// says. The network's vector moves as much for a photo brightened by a fifth as between two
// look-alike portfolios (decision 0056), so a copy is recognised by the picture's layout instead:
// its lightness on a grid and its color on a coarser one, each channel centred and scaled, so that
// the dot product of two prints is their correlation, which brightening, a color cast, contrast
// and re-encoding leave near 1. A print is searched by its coarse grid (an HNSW index) and
// confirmed by its fine one, which tells look-alike drawings apart. A photo inside a screenshot
// (a flat screen around it) is printed on its own as well, and every view mirrored too.

/** Lightness and color grids of the coarse print (searched) and the fine one (confirming). */
const GRIDS = { coarse: { lightness: 16, color: 8 }, fine: { lightness: 32, color: 16 } } as const;
/** Numbers in a coarse print, as its grids make them: the index column's width (migration 0024). */
export const COPY_PRINT_DIMENSIONS = GRIDS.coarse.lightness ** 2 + 2 * GRIDS.coarse.color ** 2;
/**
 * Fine prints correlating this much are the same picture. Measured on the demo's 350 pictures
 * (decision 0056): copies re-encoded, brightened or screenshotted correlate 0.98–0.998 with
 * their original; two different demo pictures at most 0.967, and any other picture less.
 */
export const SAME_PICTURE = 0.975;
/** A picture whose lightness spreads less than this (L*, on the coarse grid) has no layout to copy. */
const FLAT_LIGHTNESS = 2;
/** Lightness carries half of a print's weight, the two color axes a quarter each. */
const WEIGHTS = { lightness: Math.SQRT1_2, color: 0.5 };

export interface CopyPrint {
  /** Unit length, COPY_PRINT_DIMENSIONS numbers: what the index searches. */
  coarse: Float32Array;
  /** Unit length: what confirms a candidate found by the coarse print. */
  fine: Float32Array;
  /** Where the photo is blown out to white (null: nowhere), left out when it is compared. */
  blownOut: BlownOut | null;
}

/** What an indexed photo's print keeps (photo_embedding's copy_print and copy_detail). */
export type StoredPrint = Pick<CopyPrint, "coarse" | "fine">;

/** What of a fine print still shows the picture where parts of it are blown out. */
interface BlownOut {
  /** 1 for each cell of the lightness grid and of the color grid that is not blown out. */
  lightness: Uint8Array;
  color: Uint8Array;
  /** Whether each plane (L*, a*, b*) still varies over the cells left: a flat one tells nothing. */
  planes: readonly [boolean, boolean, boolean];
}

/**
 * Where a photo may be blown out (L*, a fine cell's): brightening clips a pale backdrop's shading
 * or a white nail's edge to white, so what a lightness cell this light held is gone from the
 * copy, not different; a color cell loses its hue sooner, as the screen's gamut narrows towards
 * white. Chosen on brightened copies of raster and canvas pictures (decision 0062).
 */
const BLOWN_OUT = { lightness: 90, color: 80 } as const;
/** A plane varying less than this (standard deviation, CIELAB units) over the cells left is flat. */
const FLAT_LEFT = 2;

/** Decoded this large (longer side) for printing: a grid cell still averages many pixels. */
const DECODE_SIZE = 256;

/**
 * The prints a photo may be a copy by: the whole frame and, when it sits in a screenshot, the
 * picture inside; each also mirrored. A flat picture has none.
 */
export async function copyPrintsOf(image: PhotoSource): Promise<CopyPrint[]> {
  const whole = await decoded(image);
  const inside = embeddedPicture(whole);
  const prints = await Promise.all((inside ? [whole, inside] : [whole]).map(printOf));
  return prints
    .filter((print): print is CopyPrint => print !== null)
    .flatMap((print) => [print, mirroredPrint(print)]);
}

/**
 * The print an indexed photo is stored with: its whole frame's (null when it is flat). Only the
 * inspiration's blown-out cells are left out when two prints are compared, so none is kept here.
 */
export async function storedPrintOf(image: Buffer): Promise<StoredPrint | null> {
  const print = await printOf(await decoded(image));
  return print && { coarse: print.coarse, fine: print.fine };
}

async function decoded(image: PhotoSource): Promise<Rgb> {
  return rgbOf(
    decoder(image).resize(DECODE_SIZE, DECODE_SIZE, { fit: "inside", fastShrinkOnLoad: true }),
  );
}

/** The print of one view, or null when it is flat. */
async function printOf(view: Rgb): Promise<CopyPrint | null> {
  const [coarse, fine] = await Promise.all([grids(view, GRIDS.coarse), grids(view, GRIDS.fine)]);
  if (!coarse || !fine) return null;
  return {
    coarse: coarse.print,
    fine: fine.print,
    blownOut: blownOutOf(fine.lightness, fine.color, GRIDS.fine),
  };
}

/** The print of a grid picture: lightness, then the two color axes, each centred and scaled. */
async function grids(
  view: Rgb,
  size: { lightness: number; color: number },
): Promise<{ print: Float32Array; lightness: Float32Array; color: Float32Array[] } | null> {
  const [lightness, color] = await Promise.all([
    labGrid(view, size.lightness),
    labGrid(view, size.color),
  ]);
  const l = standardized(lightness[0], WEIGHTS.lightness, FLAT_LIGHTNESS);
  if (!l) return null;
  const a = standardized(color[1], WEIGHTS.color) ?? new Float32Array(color[1].length);
  const b = standardized(color[2], WEIGHTS.color) ?? new Float32Array(color[2].length);
  const print = new Float32Array(l.length + a.length + b.length);
  print.set(l);
  print.set(a, l.length);
  print.set(b, l.length + a.length);
  // Unit length again where a color axis was flat (a grey picture is all lightness).
  return { print: normalize(print), lightness: lightness[0], color };
}

/** Which cells are not blown out, and which planes still vary over them (null: none blown). */
function blownOutOf(
  lightness: Float32Array,
  color: readonly Float32Array[],
  size: { lightness: number; color: number },
): BlownOut | null {
  if (lightness.every((value) => value < BLOWN_OUT.color)) return null;
  const shown = lightness.map((value) => (value >= BLOWN_OUT.lightness ? 0 : 1));
  const step = size.lightness / size.color;
  // A color cell is left out when any lightness cell it covers is that light.
  const colorShown = new Uint8Array(size.color * size.color).fill(1);
  lightness.forEach((value, cell) => {
    if (value < BLOWN_OUT.color) return;
    const y = Math.floor(Math.floor(cell / size.lightness) / step);
    colorShown[y * size.color + Math.floor((cell % size.lightness) / step)] = 0;
  });
  const lightnessShown = Uint8Array.from(shown);
  const varies = (plane: Float32Array, mask: Uint8Array) =>
    (spreadOver(plane, mask) ?? 0) >= FLAT_LEFT;
  return {
    lightness: lightnessShown,
    color: colorShown,
    planes: [
      varies(lightness, lightnessShown),
      varies(color[1]!, colorShown),
      varies(color[2]!, colorShown),
    ],
  };
}

/** The standard deviation of a plane over the cells `mask` keeps (null: fewer than two). */
function spreadOver(plane: Float32Array, mask: Uint8Array): number | null {
  let n = 0;
  let sum = 0;
  let squares = 0;
  plane.forEach((value, i) => {
    if (!mask[i]) return;
    n++;
    sum += value;
    squares += value * value;
  });
  return n < 2 ? null : Math.sqrt(Math.max(0, squares / n - (sum / n) ** 2));
}

/** A view averaged down to side × side cells, as three CIELAB planes. */
async function labGrid({ width, height, pixels }: Rgb, side: number) {
  const cells = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .resize(side, side, { fit: "fill" })
    .raw()
    .toBuffer();
  const planes = [0, 1, 2].map(() => new Float32Array(side * side)) as [
    Float32Array,
    Float32Array,
    Float32Array,
  ];
  for (let i = 0; i < side * side; i++) {
    const [L, a, b] = rgbToLab(cells[i * 3]!, cells[i * 3 + 1]!, cells[i * 3 + 2]!);
    planes[0][i] = L;
    planes[1][i] = a;
    planes[2][i] = b;
  }
  return planes;
}

/**
 * A plane centred on its mean and scaled to `length`; null when its standard deviation is below
 * `flat` (nothing to correlate, and scaling would only magnify noise).
 */
function standardized(plane: Float32Array, length: number, flat = 0.5): Float32Array | null {
  let mean = 0;
  for (const value of plane) mean += value;
  mean /= plane.length;
  let squares = 0;
  for (const value of plane) squares += (value - mean) ** 2;
  if (Math.sqrt(squares / plane.length) < flat) return null;
  const scale = length / Math.sqrt(squares);
  return plane.map((value) => (value - mean) * scale);
}

/** The print of the view mirrored left to right: each plane's rows reversed. */
function mirroredPrint({ coarse, fine, blownOut }: CopyPrint): CopyPrint {
  return {
    coarse: mirrorPlanes(coarse, GRIDS.coarse),
    fine: mirrorPlanes(fine, GRIDS.fine),
    blownOut: blownOut && {
      lightness: mirrorGrid(blownOut.lightness, GRIDS.fine.lightness),
      color: mirrorGrid(blownOut.color, GRIDS.fine.color),
      planes: blownOut.planes,
    },
  };
}

function mirrorGrid(grid: Uint8Array, side: number): Uint8Array {
  const mirrored = new Uint8Array(grid.length);
  mirrorRows(grid, mirrored, side);
  return mirrored;
}

function mirrorPlanes(print: Float32Array, size: { lightness: number; color: number }) {
  const mirrored = new Float32Array(print.length);
  let offset = 0;
  for (const side of [size.lightness, size.color, size.color]) {
    mirrorRows(print, mirrored, side, offset);
    offset += side * side;
  }
  return mirrored;
}

/** The side × side grid at `offset` in `from`, each row reversed, into `to` at the same place. */
function mirrorRows(
  from: Uint8Array | Float32Array,
  to: Uint8Array | Float32Array,
  side: number,
  offset = 0,
) {
  for (let y = 0; y < side; y++) {
    const row = offset + y * side;
    for (let x = 0; x < side; x++) to[row + (side - 1 - x)] = from[row + x]!;
  }
}

/** How alike two prints of the same grids are: their correlation, −1 to 1. */
export function printCorrelation(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/**
 * How alike a photo's fine print is to a stored one: as a whole, or leaving out where the photo
 * is blown out, whichever is more alike. Left out, each plane that still varies is correlated
 * over the cells left, weighed as the print weighs its planes (a correlation is unchanged by
 * centring and scaling, so the stored print serves as it is).
 */
export function copyCorrelation({ fine, blownOut }: CopyPrint, stored: Float32Array): number {
  const whole = printCorrelation(fine, stored);
  if (!blownOut) return whole;
  const lightCells = GRIDS.fine.lightness ** 2;
  const colorCells = GRIDS.fine.color ** 2;
  const planes = [
    { offset: 0, mask: blownOut.lightness, weight: WEIGHTS.lightness ** 2 },
    { offset: lightCells, mask: blownOut.color, weight: WEIGHTS.color ** 2 },
    { offset: lightCells + colorCells, mask: blownOut.color, weight: WEIGHTS.color ** 2 },
  ];
  let weighed = 0;
  let weights = 0;
  planes.forEach(({ offset, mask, weight }, plane) => {
    if (!blownOut.planes[plane]) return;
    const r = maskedCorrelation(fine, stored, offset, mask);
    if (r === null) return;
    weighed += weight * r;
    weights += weight;
  });
  return weights ? Math.max(whole, weighed / weights) : whole;
}

/** Pearson's correlation of two planes over the cells `mask` keeps; null when either is flat there. */
function maskedCorrelation(
  a: Float32Array,
  b: Float32Array,
  offset: number,
  mask: Uint8Array,
): number | null {
  const cells = mask.length;
  let n = 0;
  let sa = 0;
  let sb = 0;
  for (let i = 0; i < cells; i++) {
    if (!mask[i]) continue;
    n++;
    sa += a[offset + i]!;
    sb += b[offset + i]!;
  }
  if (n < 2) return null;
  const ma = sa / n;
  const mb = sb / n;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < cells; i++) {
    if (!mask[i]) continue;
    const x = a[offset + i]! - ma;
    const y = b[offset + i]! - mb;
    ab += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa > 1e-12 && bb > 1e-12 ? ab / Math.sqrt(aa * bb) : null;
}

// --- Stored --------------------------------------------------------------------------------------

/** A fine print as stored: a float32 scale, then one signed byte per number. */
export function packFine(fine: Float32Array): Buffer {
  let largest = 0;
  for (const value of fine) largest = Math.max(largest, Math.abs(value));
  const scale = largest / 127 || 1;
  const packed = Buffer.alloc(4 + fine.length);
  packed.writeFloatLE(scale, 0);
  for (let i = 0; i < fine.length; i++) packed.writeInt8(Math.round(fine[i]! / scale), 4 + i);
  return packed;
}

/** A stored fine print read back (unit length again, as quantizing left it nearly). */
export function unpackFine(packed: Buffer): Float32Array {
  const scale = packed.readFloatLE(0);
  const fine = new Float32Array(packed.length - 4);
  let squares = 0;
  for (let i = 0; i < fine.length; i++) {
    fine[i] = packed.readInt8(4 + i) * scale;
    squares += fine[i]! ** 2;
  }
  const norm = Math.sqrt(squares) || 1;
  return fine.map((value) => value / norm);
}
