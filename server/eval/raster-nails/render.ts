import sharp from "sharp";
import type { Color } from "~/core/catalogue";
import { pick } from "~/core/seeded-random";
import { secondColorDrawn } from "./spec";
import type { NailShape, RasterNailSpec } from "./spec";
import { seededRandom } from "~/core/seeded-random";
import { SURFACE_RGB, type Surface } from "../../fit/surface-labels";

// Everything here is drawn pixel by pixel into our own buffers; sharp only rotates, blurs,
// resizes and encodes. No SVG, and nothing shared with server/demo/nail-art, so that a model
// fitted on one generator can be measured on the other.

export type RGB = [number, number, number];
export type Point = [number, number];
/** Writes the colour (0..1 per channel) of the pixel centred at (x, y) into `out`. */
export type Paint = (x: number, y: number, out: RGB) => void;

const SUBSAMPLE_ROWS = 4;

/** A float RGB picture with an antialiased polygon filler. */
export class Canvas {
  readonly width: number;
  readonly height: number;
  readonly data: Float32Array;
  private readonly coverage: Float32Array;
  private readonly scratch: RGB = [0, 0, 0];

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.data = new Float32Array(width * height * 3);
    this.coverage = new Float32Array(width + 2);
  }

  fillAll(paint: Paint): void {
    const out = this.scratch;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        paint(x + 0.5, y + 0.5, out);
        const i = (y * this.width + x) * 3;
        this.data[i] = out[0];
        this.data[i + 1] = out[1];
        this.data[i + 2] = out[2];
      }
    }
  }

  /**
   * Fills a closed polygon (even-odd). Coverage is exact across a row and sampled on
   * SUBSAMPLE_ROWS lines down it, so edges come out antialiased without a full supersample.
   */
  fillPolygon(points: readonly Point[], paint: Paint | RGB, opacity = 1): void {
    if (points.length < 3) return;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const [, y] of points) {
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    const rowStart = Math.max(0, Math.floor(minY));
    const rowEnd = Math.min(this.height - 1, Math.ceil(maxY));
    const solid = typeof paint === "function" ? undefined : paint;
    const out = this.scratch;
    const crossings: number[] = [];
    const coverage = this.coverage;
    for (let row = rowStart; row <= rowEnd; row++) {
      let spanMin = this.width;
      let spanMax = -1;
      for (let sub = 0; sub < SUBSAMPLE_ROWS; sub++) {
        const sampleY = row + (sub + 0.5) / SUBSAMPLE_ROWS;
        crossings.length = 0;
        for (let k = 0; k < points.length; k++) {
          const [ax, ay] = points[k] as Point;
          const [bx, by] = points[(k + 1) % points.length] as Point;
          if (ay <= sampleY !== by <= sampleY) {
            crossings.push(ax + ((sampleY - ay) * (bx - ax)) / (by - ay));
          }
        }
        crossings.sort((a, b) => a - b);
        for (let k = 0; k + 1 < crossings.length; k += 2) {
          const x0 = Math.max(0, crossings[k] as number);
          const x1 = Math.min(this.width, crossings[k + 1] as number);
          if (x1 <= x0) continue;
          const first = Math.floor(x0);
          const last = Math.min(this.width - 1, Math.floor(x1));
          spanMin = Math.min(spanMin, first);
          spanMax = Math.max(spanMax, last);
          const weight = 1 / SUBSAMPLE_ROWS;
          if (first === last) {
            coverage[first] = (coverage[first] as number) + (x1 - x0) * weight;
            continue;
          }
          coverage[first] = (coverage[first] as number) + (first + 1 - x0) * weight;
          for (let px = first + 1; px < last; px++)
            coverage[px] = (coverage[px] as number) + weight;
          coverage[last] = (coverage[last] as number) + (x1 - last) * weight;
        }
      }
      for (let px = spanMin; px <= spanMax; px++) {
        const alpha = Math.min(1, coverage[px] as number) * opacity;
        coverage[px] = 0;
        if (alpha <= 0.001) continue;
        if (solid) {
          out[0] = solid[0];
          out[1] = solid[1];
          out[2] = solid[2];
        } else {
          (paint as Paint)(px + 0.5, row + 0.5, out);
        }
        const i = (row * this.width + px) * 3;
        const data = this.data;
        data[i] = (data[i] as number) * (1 - alpha) + out[0] * alpha;
        data[i + 1] = (data[i + 1] as number) * (1 - alpha) + out[1] * alpha;
        data[i + 2] = (data[i + 2] as number) * (1 - alpha) + out[2] * alpha;
      }
    }
  }

  /** Multiplies every pixel by a brightness that varies across the picture. */
  applyLightGradient(angleDeg: number, strength: number): void {
    const dx = Math.cos((angleDeg * Math.PI) / 180);
    const dy = Math.sin((angleDeg * Math.PI) / 180);
    const halfDiagonal = Math.hypot(this.width, this.height) / 2;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        const along = ((x - this.width / 2) * dx + (y - this.height / 2) * dy) / halfDiagonal;
        const gain = 1 + strength * along;
        const i = (y * this.width + x) * 3;
        for (let c = 0; c < 3; c++) this.data[i + c] = (this.data[i + c] as number) * gain;
      }
    }
  }

  /** Phone-like sensor noise: mostly luminance, a little independent per channel. */
  addSensorNoise(sigma: number, random: () => number): void {
    if (sigma <= 0) return;
    let spare: number | undefined;
    const gaussian = () => {
      if (spare !== undefined) {
        const value = spare;
        spare = undefined;
        return value;
      }
      const radius = Math.sqrt(-2 * Math.log(Math.max(1e-12, random())));
      const angle = 2 * Math.PI * random();
      spare = radius * Math.sin(angle);
      return radius * Math.cos(angle);
    };
    for (let i = 0; i < this.data.length; i += 3) {
      const luma = gaussian() * sigma;
      for (let c = 0; c < 3; c++) {
        this.data[i + c] = (this.data[i + c] as number) + luma + gaussian() * sigma * 0.4;
      }
    }
  }

  toBytes(): Uint8Array {
    const bytes = new Uint8Array(this.data.length);
    for (let i = 0; i < this.data.length; i++) {
      bytes[i] = Math.round(Math.min(1, Math.max(0, this.data[i] as number)) * 255);
    }
    return bytes;
  }
}

export function ellipsePoints(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rotation = 0,
  segments = 48,
): Point[] {
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  return Array.from({ length: segments }, (_, k) => {
    const a = (2 * Math.PI * k) / segments;
    const x = rx * Math.cos(a);
    const y = ry * Math.sin(a);
    return [cx + x * cos - y * sin, cy + x * sin + y * cos] as Point;
  });
}

/** A straight stroke from a to b as a quadrilateral. */
export function strokePoints(a: Point, b: Point, width: number): Point[] {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const nx = (-(b[1] - a[1]) / length) * (width / 2);
  const ny = ((b[0] - a[0]) / length) * (width / 2);
  return [
    [a[0] + nx, a[1] + ny],
    [b[0] + nx, b[1] + ny],
    [b[0] - nx, b[1] - ny],
    [a[0] - nx, a[1] - ny],
  ];
}

/** Integer lattice hash to [0, 1). */
export function hash2(ix: number, iy: number, seed: number): number {
  let h =
    Math.imul(ix | 0, 374761393) ^ Math.imul(iy | 0, 668265263) ^ Math.imul(seed | 0, 1442695041);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/** Smooth value noise in [0, 1). */
export function valueNoise(x: number, y: number, seed: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = x - ix;
  const fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const top = hash2(ix, iy, seed) * (1 - sx) + hash2(ix + 1, iy, seed) * sx;
  const bottom = hash2(ix, iy + 1, seed) * (1 - sx) + hash2(ix + 1, iy + 1, seed) * sx;
  return top * (1 - sy) + bottom * sy;
}

/** Several octaves of value noise, in [0, 1). */
export function fractalNoise(x: number, y: number, seed: number, octaves = 3): number {
  let sum = 0;
  let amplitude = 0.5;
  let total = 0;
  let frequency = 1;
  for (let o = 0; o < octaves; o++) {
    sum += valueNoise(x * frequency, y * frequency, seed + o * 101) * amplitude;
    total += amplitude;
    amplitude /= 2;
    frequency *= 2;
  }
  return sum / total;
}

export const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = clamp01((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}

export function mix(a: RGB, b: RGB, k: number): RGB {
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

export function hslToRgb(hue: number, saturation: number, lightness: number): RGB {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b]: RGB =
    h < 1
      ? [chroma, x, 0]
      : h < 2
        ? [x, chroma, 0]
        : h < 3
          ? [0, chroma, x]
          : h < 4
            ? [0, x, chroma]
            : h < 5
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const m = lightness - chroma / 2;
  return [r + m, g + m, b + m];
}

export interface EncodeOptions {
  quality: number;
  rotationDeg?: number;
  blur?: number;
  /** The output size; the canvas is cropped to the part that stays filled after rotation. */
  width?: number;
  height?: number;
}

/** The share of a w × h picture that stays filled (no corners) after rotating it by `deg`. */
export function rotationCropScale(width: number, height: number, deg: number): number {
  const a = Math.abs((deg * Math.PI) / 180);
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return Math.min(width / (width * cos + height * sin), height / (width * sin + height * cos));
}

export async function encodeJpeg(canvas: Canvas, options: EncodeOptions): Promise<Buffer> {
  const framed = await frame(canvas, options, false);
  return framed.jpeg({ quality: Math.round(options.quality) }).toBuffer();
}

/**
 * A canvas of surface labels (server/fit/surface-labels.ts) framed as encodeJpeg frames the
 * picture drawn with it, as a PNG: rotated and cropped alike, unblurred, scaled without blending.
 */
export async function encodeLabels(canvas: Canvas, options: EncodeOptions): Promise<Buffer> {
  return (await frame(canvas, options, true)).png().toBuffer();
}

/** The canvas rotated, cropped to what stays filled, blurred and scaled as the options say. */
async function frame(canvas: Canvas, options: EncodeOptions, labels: boolean) {
  const raw = { width: canvas.width, height: canvas.height, channels: 3 as const };
  let pixels = Buffer.from(canvas.toBytes().buffer);
  let size = { width: canvas.width, height: canvas.height };
  const rotation = options.rotationDeg ?? 0;
  let region = { left: 0, top: 0, ...size };
  if (Math.abs(rotation) > 0.01) {
    const rotated = await sharp(pixels, { raw })
      .rotate(rotation, { background: labels ? "#000" : { r: 128, g: 128, b: 128 } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    pixels = rotated.data;
    size = { width: rotated.info.width, height: rotated.info.height };
    const scale = rotationCropScale(canvas.width, canvas.height, rotation);
    // A pixel inward from the exact bound, so no interpolated corner shows.
    const cropWidth = Math.floor(canvas.width * scale) - 2;
    const cropHeight = Math.floor(canvas.height * scale) - 2;
    region = {
      left: Math.floor((size.width - cropWidth) / 2),
      top: Math.floor((size.height - cropHeight) / 2),
      width: cropWidth,
      height: cropHeight,
    };
  }
  let pipeline = sharp(pixels, { raw: { ...size, channels: 3 } }).extract(region);
  const blur = !labels && options.blur !== undefined && options.blur >= 0.3;
  if (blur) pipeline = pipeline.blur(options.blur);
  const width = options.width ?? region.width;
  const height = options.height ?? Math.round((width * region.height) / region.width);
  return pipeline.resize(
    width,
    height,
    labels ? { fit: "fill", kernel: "nearest" } : { fit: "fill" },
  );
}

// ---------------------------------------------------------------------------------------------
// Palette: our own RGB values, several per catalogue colour, so a family is not one exact value.

const FAMILIES: Record<Color, readonly (readonly [number, number, number])[]> = {
  Red: [
    [200, 16, 46],
    [176, 28, 36],
    [225, 45, 45],
    [150, 12, 30],
    [214, 40, 58],
  ],
  Pink: [
    [240, 98, 146],
    [255, 135, 175],
    [228, 72, 132],
    [248, 160, 192],
    [214, 58, 118],
  ],
  Purple: [
    [142, 68, 173],
    [110, 40, 150],
    [162, 94, 200],
    [88, 30, 118],
    [126, 52, 160],
  ],
  Blue: [
    [47, 111, 219],
    [28, 78, 178],
    [72, 140, 232],
    [22, 50, 140],
    [36, 118, 200],
  ],
  Green: [
    [46, 158, 91],
    [30, 118, 62],
    [82, 168, 102],
    [22, 98, 70],
    [64, 140, 52],
  ],
  Yellow: [
    [247, 201, 72],
    [250, 222, 62],
    [240, 190, 40],
    [255, 232, 96],
  ],
  Orange: [
    [242, 140, 40],
    [250, 118, 30],
    [232, 108, 50],
    [255, 160, 64],
  ],
  Black: [
    [29, 26, 31],
    [16, 16, 19],
    [42, 37, 44],
    [24, 25, 36],
  ],
  White: [
    [247, 245, 242],
    [240, 240, 236],
    [250, 248, 252],
    [236, 233, 228],
  ],
  Gold: [
    [201, 162, 39],
    [214, 176, 58],
    [190, 150, 50],
    [224, 186, 82],
  ],
  Silver: [
    [185, 190, 199],
    [192, 192, 194],
    [170, 176, 188],
    [204, 207, 214],
  ],
  Neon: [
    [57, 255, 20],
    [172, 255, 0],
    [0, 255, 110],
    [222, 255, 24],
  ],
  Pastel: [
    [200, 182, 255],
    [182, 232, 212],
    [255, 206, 212],
    [190, 216, 246],
    [255, 230, 190],
  ],
};

const METALLIC = new Set<Color>(["Gold", "Silver"]);

/** Skin tones 0 (lightest) to 5 (deepest). */
const SKIN: readonly RGB[] = [
  [0.96, 0.84, 0.76],
  [0.92, 0.76, 0.65],
  [0.84, 0.65, 0.51],
  [0.72, 0.52, 0.38],
  [0.56, 0.38, 0.27],
  [0.38, 0.25, 0.18],
];

const NUDES: readonly RGB[] = [
  [0.96, 0.82, 0.8],
  [0.94, 0.78, 0.76],
  [0.98, 0.88, 0.85],
  [0.92, 0.8, 0.74],
];

const WHITE: RGB = [1, 1, 1];

function jitter(random: () => number, color: RGB, amount: number): RGB {
  return color.map((c) => clamp01(c + (random() - 0.5) * 2 * amount)) as RGB;
}

export function paletteColor(random: () => number, color: Color): RGB {
  const [r, g, b] = pick(random, FAMILIES[color]);
  return jitter(random, [r / 255, g / 255, b / 255], 0.025);
}

// ---------------------------------------------------------------------------------------------
// Nail outlines: half-width along the nail, from the cuticle (u = −depth) to the free edge.

interface NailGeometry {
  /** Nail length from the cuticle line to the free edge, in finger widths. */
  length: number;
  /** Where the outline starts narrowing (share of the length). */
  taperStart: number;
  /** Half-width at u (share of the length), as a share of the full half-width. */
  profile: (t: number) => number;
}

const NAIL_GEOMETRY: Record<NailShape, NailGeometry> = {
  // Rounded point: narrows slowly, closes with a vertical tangent.
  almond: {
    length: 1.55,
    taperStart: 0.4,
    profile: (x) => Math.pow(Math.max(0, 1 - x * x), 0.6),
  },
  // Sharp point: a nearly straight taper to zero width.
  stiletto: {
    length: 1.85,
    taperStart: 0.3,
    profile: (x) => Math.pow(Math.max(0, 1 - x), 0.85),
  },
  // Tapered sides, then a flat tip about half as wide.
  coffin: { length: 1.7, taperStart: 0.38, profile: (x) => 1 - 0.45 * x },
  // Straight sides, little free edge, flat tip with slightly rounded corners.
  "short-square": {
    length: 1.12,
    taperStart: 0.9,
    profile: (x) => 0.85 + 0.15 * Math.sqrt(Math.max(0, 1 - x * x)),
  },
};

/** The nail bed (cuticle to fingertip), in finger widths. */
const NAIL_BED = 0.95;

interface Frame {
  origin: Point;
  /** Unit vector along the finger, toward the tip. */
  along: Point;
  /** Unit vector across the finger. */
  across: Point;
}

function toWorld(frame: Frame, u: number, v: number): Point {
  return [
    frame.origin[0] + frame.along[0] * u + frame.across[0] * v,
    frame.origin[1] + frame.along[1] * u + frame.across[1] * v,
  ];
}

/** A symmetric outline: up the left side, down the right, sampled densely at both ends. */
function profileOutline(
  frame: Frame,
  uStart: number,
  uEnd: number,
  halfWidth: (u: number) => number,
  steps = 72,
): Point[] {
  const us = Array.from(
    { length: steps + 1 },
    (_, k) => uStart + (uEnd - uStart) * (0.5 - 0.5 * Math.cos((Math.PI * k) / steps)),
  );
  const left = us.map((u) => toWorld(frame, u, -halfWidth(u)));
  const right = us.reverse().map((u) => toWorld(frame, u, halfWidth(u)));
  return [...left, ...right];
}

function nailHalfWidth(shape: NailShape, nailLength: number, halfWidth: number, depth: number) {
  const geometry = NAIL_GEOMETRY[shape];
  return (u: number) => {
    if (u < 0) return halfWidth * Math.sqrt(Math.max(0, 1 - (u / depth) ** 2));
    const t = u / nailLength;
    if (t <= geometry.taperStart) return halfWidth;
    return halfWidth * geometry.profile((t - geometry.taperStart) / (1 - geometry.taperStart));
  };
}

// ---------------------------------------------------------------------------------------------

type ArtPattern = "dots" | "stripes" | "flowers" | "chevrons";

interface NailLook {
  spec: RasterNailSpec;
  color: RGB;
  second: RGB | undefined;
  nude: RGB;
  pattern: ArtPattern;
  /** Which side of the nail catches the light, −1..1 across it. */
  highlightAt: number;
  glitterCell: number;
  seed: number;
}

/** The colour of the nail at (t along, s across) before shading, and how metallic it is there. */
interface NailPoint {
  /** Along the nail as a share of its length (0 cuticle line, 1 free edge), and across (−1..1). */
  t: number;
  s: number;
  /** The same in pixels. */
  u: number;
  v: number;
  x: number;
  y: number;
  nailLength: number;
  halfWidth: number;
}

function nailBase(look: NailLook, point: NailPoint): [RGB, number] {
  const { t, s, u, v, x, y, nailLength, halfWidth } = point;
  const { spec, color } = look;
  const metal = METALLIC.has(spec.color) ? 1 : 0;
  const secondMetal = spec.secondColor && METALLIC.has(spec.secondColor) ? 1 : 0;
  switch (spec.technique) {
    case "French Tips": {
      // The smile line dips toward the cuticle at the sides.
      const line = look.spec.shape === "short-square" ? 0.68 : 0.6;
      const k = smoothstep(-0.012, 0.012, t - (line - 0.16 * s * s));
      return [mix(look.nude, color, k), metal * k];
    }
    case "Ombre": {
      const end = look.second ?? look.nude;
      const k = smoothstep(0.12, 0.92, t + 0.06 * (valueNoise(x / 9, y / 9, look.seed) - 0.5));
      return [mix(color, end, k), metal * (1 - k) + secondMetal * k];
    }
    case "Glitter": {
      const ix = Math.floor(x / look.glitterCell);
      const iy = Math.floor(y / look.glitterCell);
      if (hash2(ix, iy, look.seed) < 0.42) {
        const kind = hash2(ix, iy, look.seed + 7);
        const sparkle = 0.75 + 0.45 * hash2(ix, iy, look.seed + 13);
        const dark = color[0] + color[1] + color[2] < 0.9;
        const speck: RGB =
          kind < 0.5
            ? mix(color, WHITE, dark ? 0.55 : 0.8)
            : kind < 0.72
              ? WHITE
              : dark
                ? mix(color, WHITE, 0.3)
                : (color.map((c) => c * 0.3) as RGB);
        return [speck.map((c) => clamp01(c * sparkle)) as RGB, 0];
      }
      return [color.map((c) => c * 0.9) as RGB, metal];
    }
    case "Nail Art": {
      const second = look.second ?? WHITE;
      let k = 0;
      const w = halfWidth;
      switch (look.pattern) {
        case "dots": {
          const row = Math.round(u / (w * 0.75));
          const offset = row % 2 === 0 ? 0 : w * 0.35;
          const du = u - row * w * 0.75;
          const dv = v - (Math.round((v - offset) / (w * 0.7)) * w * 0.7 + offset);
          k = 1 - smoothstep(w * 0.19, w * 0.23, Math.hypot(du, dv));
          break;
        }
        case "stripes": {
          const phase = ((u + v * 0.9) / (w * 0.8)) % 1;
          const p = phase < 0 ? phase + 1 : phase;
          k = p < 0.42 ? 1 : 0;
          break;
        }
        case "chevrons": {
          const phase = ((u - Math.abs(v) * 0.9) / (w * 0.75)) % 1;
          const p = phase < 0 ? phase + 1 : phase;
          k = p < 0.35 ? 1 : 0;
          break;
        }
        case "flowers": {
          const centers: [number, number, number][] = [
            [0.42, 0, 1],
            [0.85, 0.35, 0.6],
            [0.12, -0.45, 0.5],
          ];
          for (const [ct, cs, size] of centers) {
            const du = u - ct * nailLength;
            const dv = v - cs * w;
            const r = Math.hypot(du, dv);
            const angle = Math.atan2(dv, du);
            const petal = w * size * (0.45 + 0.3 * Math.cos(5 * angle));
            if (r < w * size * 0.16) return [mix(second, WHITE, 0.55), 0];
            if (r < petal) k = 1;
          }
          break;
        }
      }
      return [mix(color, second, k), metal * (1 - k) + secondMetal * k];
    }
    case "Plain":
      return [color, metal];
  }
}

function nailPaint(look: NailLook, frame: Frame, nailLength: number, halfWidth: number): Paint {
  const hs = look.highlightAt;
  const highlightStrength =
    look.spec.technique === "Plain" ? 0.6 : look.spec.technique === "Glitter" ? 0.25 : 0.4;
  const [ox, oy] = frame.origin;
  const [ax, ay] = frame.along;
  const [cx, cy] = frame.across;
  return (x, y, out) => {
    const u = (x - ox) * ax + (y - oy) * ay;
    const v = (x - ox) * cx + (y - oy) * cy;
    const t = u / nailLength;
    const s = Math.max(-1, Math.min(1, v / halfWidth));
    const [base, metal] = nailBase(look, { t, s, u, v, x, y, nailLength, halfWidth });
    const curve = Math.sqrt(Math.max(0, 1 - s * s));
    const window = smoothstep(0.02, 0.18, t) * (1 - smoothstep(0.72, 0.95, t));
    const gloss = Math.exp(-(((s - hs) / 0.12) ** 2)) * window * highlightStrength;
    for (let c = 0; c < 3; c++) {
      const b = base[c] as number;
      const matte = b * (0.76 + 0.24 * curve);
      // Metal: light and shadow spread in wide bands along the nail, a hard bright core.
      const band =
        0.5 +
        0.85 * Math.exp(-(((s - hs) / 0.32) ** 2)) -
        0.3 * Math.exp(-(((s + hs * 0.8) / 0.22) ** 2)) +
        0.08 * Math.sin(t * 7 + hs * 3);
      const metallic = b * band + 0.45 * Math.exp(-(((s - hs) / 0.07) ** 2)) * window;
      const shaded = matte * (1 - metal) + metallic * metal;
      out[c] = shaded + (1 - shaded) * gloss * (1 - metal * 0.6);
    }
  };
}

function skinPaint(
  skin: RGB,
  frame: Frame,
  halfWidthAt: (u: number) => number,
  fingerLength: number,
  seed: number,
  knuckles: boolean,
): Paint {
  const [ox, oy] = frame.origin;
  const [ax, ay] = frame.along;
  const [cx, cy] = frame.across;
  const baseHalfWidth = halfWidthAt(0);
  return (x, y, out) => {
    const u = (x - ox) * ax + (y - oy) * ay;
    const v = (x - ox) * cx + (y - oy) * cy;
    const s = Math.max(
      -1,
      Math.min(1, v / Math.max(1, halfWidthAt(Math.min(u, fingerLength * 0.8)))),
    );
    const curve = Math.sqrt(Math.max(0, 1 - s * s));
    let shade = 0.72 + 0.28 * curve;
    shade *= 0.97 + 0.06 * valueNoise(x / 6, y / 6, seed);
    // Knuckle creases: faint, wavy, only across the middle of the finger.
    if (knuckles) {
      for (const at of [0.38, 0.58]) {
        const wobble = (valueNoise(v / 8, at * 10, seed + 3) - 0.5) * baseHalfWidth * 0.12;
        const distance = Math.abs(u - fingerLength * at - wobble - s * s * baseHalfWidth * 0.15);
        if (distance < baseHalfWidth * 0.035 && Math.abs(s) < 0.75) shade *= 0.9;
      }
    }
    const tipFlush = smoothstep(fingerLength * 0.75, fingerLength, u) * 0.06;
    out[0] = skin[0] * shade + tipFlush;
    out[1] = skin[1] * shade - tipFlush * 0.3;
    out[2] = skin[2] * shade - tipFlush * 0.2;
  };
}

function backdropPaint(spec: RasterNailSpec, random: () => number, width: number): Paint {
  const seed = Math.floor(random() * 1e9);
  if (spec.backdrop === "plain") {
    const base = hslToRgb(360 * random(), 0.04 + 0.2 * random(), 0.45 + 0.45 * random());
    return (x, y, out) => {
      const grain = 0.97 + 0.06 * fractalNoise(x / (width * 0.15), y / (width * 0.15), seed);
      for (let c = 0; c < 3; c++) out[c] = (base[c] as number) * grain;
    };
  }
  const wood = jitter(
    random,
    pick(random, [
      [0.55, 0.36, 0.2],
      [0.42, 0.26, 0.15],
      [0.68, 0.5, 0.32],
      [0.35, 0.22, 0.14],
    ] as RGB[]),
    0.03,
  );
  const vertical = random() < 0.5;
  const plank = width * (0.16 + 0.14 * random());
  const ringFrequency = 0.25 + 0.35 * random();
  return (x, y, out) => {
    const along = vertical ? y : x;
    const across = vertical ? x : y;
    const plankIndex = Math.floor(across / plank);
    const inPlank = across - plankIndex * plank;
    const tone = 0.85 + 0.3 * hash2(plankIndex, 0, seed);
    const warp =
      fractalNoise(along / (width * 0.3), across / (width * 0.05), seed + plankIndex) * 14;
    const rings = 0.5 + 0.5 * Math.sin((across + plankIndex * 37) * ringFrequency + warp);
    const streak = fractalNoise(along / (width * 0.5), across / 2.5, seed + 5, 2);
    let shade = tone * (0.82 + 0.12 * rings + 0.1 * streak);
    if (inPlank < 2 || plank - inPlank < 1.5) shade *= 0.45;
    for (let c = 0; c < 3; c++) out[c] = (wood[c] as number) * shade;
  };
}

export async function renderRasterNails(spec: RasterNailSpec): Promise<Buffer> {
  const { canvas, framing } = paintRaster(spec, false);
  canvas.applyLightGradient(spec.light.angle, spec.light.strength);
  canvas.addSensorNoise(spec.noise, seededRandom(spec.seed ^ 0x5bd1e995));
  return encodeJpeg(canvas, framing);
}

/** What each pixel of the spec's picture shows, as a label image of its size (PNG). */
export async function renderRasterLabels(spec: RasterNailSpec): Promise<Buffer> {
  const { canvas, framing } = paintRaster(spec, true);
  return encodeLabels(canvas, framing);
}

/**
 * The spec's scene before the camera, or its surface labels: the same random draws in the same
 * order either way, so both have one geometry. Shadows and the skin's fold are left out of the
 * labels (they lie on a surface, they are not one).
 */
function paintRaster(spec: RasterNailSpec, labels: boolean) {
  const random = seededRandom(spec.seed);
  const flat = (surface: Surface): RGB => [...SURFACE_RGB[surface]];
  const solid =
    (surface: Surface): Paint =>
    (_x, _y, out) => {
      [out[0], out[1], out[2]] = SURFACE_RGB[surface];
    };
  const outputWidth = Math.round(spec.width);
  const outputHeight = Math.round(outputWidth * 0.75);
  // Draw larger than the output so the crop that hides rotation corners keeps full resolution.
  const scale = rotationCropScale(4, 3, spec.rotationDeg);
  const width = Math.ceil(outputWidth / scale) + 4;
  const height = Math.ceil(outputHeight / scale) + 4;
  const canvas = new Canvas(width, height);
  const backdrop = backdropPaint(spec, random, width);
  canvas.fillAll(labels ? solid("backdrop") : backdrop);

  // The part of the canvas that stays in the picture, roughly.
  const frameWidth = width * scale;
  const frameHeight = height * scale;
  const left = (width - frameWidth) / 2;
  const top = (height - frameHeight) / 2;

  const skin = jitter(random, SKIN[spec.skinTone] as RGB, 0.02);
  const fingerCount = spec.fingers;
  const fingerWidth = frameWidth * (0.095 + 0.03 * random()) * (fingerCount === 5 ? 0.88 : 1);
  const spacing = fingerWidth * (1.1 + 0.2 * random());
  const centerX = left + frameWidth * (0.5 + (random() - 0.5) * 0.14);
  const baseY = top + frameHeight * 1.08;
  const geometry = NAIL_GEOMETRY[spec.shape];
  const extension = (geometry.length - NAIL_BED) * fingerWidth;
  const maxLength = baseY - (top + frameHeight * 0.1) - extension;
  const lengthScale = 0.75 + 0.25 * random();
  const fan = 2 + 4 * random();
  const middle = (fingerCount - 1) / 2;
  const knuckles = random() < 0.7;

  const look: NailLook = {
    spec,
    color: paletteColor(random, spec.color),
    second:
      secondColorDrawn(spec) && spec.secondColor
        ? paletteColor(random, spec.secondColor)
        : undefined,
    nude: jitter(random, pick(random, NUDES), 0.02),
    pattern: pick(random, ["dots", "stripes", "flowers", "chevrons"] as const),
    highlightAt: (random() < 0.5 ? -1 : 1) * (0.25 + 0.25 * random()),
    glitterCell: Math.max(1.6, fingerWidth * (0.028 + 0.02 * random())),
    seed: Math.floor(random() * 1e9),
  };

  // The back of the hand, below the fingers.
  const handWidth = (fingerCount - 1) * spacing + fingerWidth * 1.4;
  const handFrame: Frame = {
    origin: [centerX, baseY + frameHeight * 0.12],
    along: [0, -1],
    across: [1, 0],
  };
  canvas.fillPolygon(
    ellipsePoints(centerX, baseY + frameHeight * 0.12, handWidth / 2, frameHeight * 0.3),
    labels
      ? flat("skin")
      : skinPaint(skin, handFrame, () => handWidth / 2, frameHeight * 0.3, look.seed, false),
  );

  const shadowShift: Point = [
    -Math.cos((spec.light.angle * Math.PI) / 180) * fingerWidth * 0.05,
    -Math.sin((spec.light.angle * Math.PI) / 180) * fingerWidth * 0.05,
  ];
  for (let i = 0; i < fingerCount; i++) {
    const offset = i - middle;
    const angle = ((-90 + offset * fan + (random() - 0.5) * 2) * Math.PI) / 180;
    const along: Point = [Math.cos(angle), Math.sin(angle)];
    const across: Point = [-along[1], along[0]];
    const length =
      maxLength *
      lengthScale *
      (1 - (0.12 * Math.abs(offset)) / Math.max(1, middle)) *
      (0.96 + 0.04 * random());
    const base: Point = [centerX + offset * spacing, baseY];
    const finger: Frame = { origin: base, along, across };
    const halfWidth = (fingerWidth / 2) * (0.96 + 0.08 * random());
    const capStart = length - halfWidth * 1.15;
    const fingerHalfWidth = (u: number) =>
      u < capStart
        ? halfWidth * (1 + 0.08 * (1 - Math.max(0, u) / length))
        : halfWidth * Math.sqrt(Math.max(0, 1 - ((u - capStart) / (length - capStart)) ** 2));
    // The finger's own shadow on the backdrop, then the finger.
    const outline = profileOutline(finger, -frameHeight * 0.1, length, fingerHalfWidth);
    if (!labels) {
      canvas.fillPolygon(
        outline.map(([x, y]) => [x + shadowShift[0] * 2, y + shadowShift[1] * 2] as Point),
        [0, 0, 0],
        0.18,
      );
    }
    canvas.fillPolygon(
      outline,
      labels
        ? flat("skin")
        : skinPaint(skin, finger, fingerHalfWidth, length, look.seed + i, knuckles),
    );

    const nailHalf = halfWidth * (0.7 + 0.06 * random());
    const nailLength = geometry.length * fingerWidth;
    const depth = nailHalf * 0.4;
    const nail: Frame = {
      origin: toWorld(finger, length - NAIL_BED * fingerWidth, 0),
      along,
      across,
    };
    const nailOutline = profileOutline(
      nail,
      -depth,
      nailLength,
      nailHalfWidth(spec.shape, nailLength, nailHalf, depth),
    );
    if (labels) {
      canvas.fillPolygon(nailOutline, flat("nail"));
      continue;
    }
    // Soft skin fold around the nail and a faint cast shadow under the free edge.
    canvas.fillPolygon(
      profileOutline(
        nail,
        -depth * 1.5,
        nailLength * 0.7,
        nailHalfWidth(spec.shape, nailLength, nailHalf * 1.1, depth * 1.5),
      ),
      skin.map((c) => c * 0.8) as RGB,
      0.35,
    );
    canvas.fillPolygon(
      nailOutline.map(([x, y]) => [x + shadowShift[0], y + shadowShift[1]] as Point),
      [0, 0, 0],
      0.22,
    );
    canvas.fillPolygon(nailOutline, nailPaint(look, nail, nailLength, nailHalf));
  }
  const framing: EncodeOptions = {
    quality: spec.jpegQuality,
    rotationDeg: spec.rotationDeg,
    blur: spec.blur,
    width: outputWidth,
    height: outputHeight,
  };
  return { canvas, framing };
}
