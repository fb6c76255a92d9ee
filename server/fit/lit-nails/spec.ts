// What one lit-nail photo shows, drawn from a single seed. A fitting source only, like
// server/fit/painted-nails, but drawn another way again: a scene of surfaces with normals, lit in
// linear light by one colored lamp and the room's fill, and developed by a phone-like camera
// (white balance that misses, auto exposure that meters the whole frame, a tone curve, boosted
// saturation, sensor noise). Polish colors are ranges of hue, saturation and value, not lists of
// hexes. It shares no code with the other generators.
import { COLORS, type Color } from "~/core/catalogue";
import { seededRandom } from "~/core/seeded-random";

export const LIT_TECHNIQUES = ["Plain", "French Tips", "Ombre", "Glitter", "Nail Art"] as const;
export const LIT_SHAPES = ["Square", "Almond", "Stiletto", "Coffin"] as const;
export const LIT_BACKDROPS = ["plain", "towel", "wood", "stone", "dark"] as const;
export const LIT_PATTERNS = ["dots", "stripes", "flower", "lines"] as const;

export type LitTechnique = (typeof LIT_TECHNIQUES)[number];
export type LitShape = (typeof LIT_SHAPES)[number];
export type LitBackdrop = (typeof LIT_BACKDROPS)[number];
export type LitPattern = (typeof LIT_PATTERNS)[number];
/** Linear-light RGB reflectance (albedo), 0..1 per channel (a fluorescent polish may pass 1). */
export type Albedo = [number, number, number];

/** A polish: its albedo, and whether it is a metal (mirror-like, tinted reflections). */
export interface Polish {
  albedo: Albedo;
  metal: boolean;
}

/** Hue (degrees, may wrap below 0), saturation and value ranges, as a polish maker names them. */
interface Range {
  h: [number, number];
  s: [number, number];
  v: [number, number];
  /** Fluorescent: reflects more than the light it gets in its own hue. */
  glow?: [number, number];
}

const range = (h: [number, number], s: [number, number], v: [number, number]): Range => ({
  h,
  s,
  v,
});

/** Each catalogue color as ranges of shades (any one is picked, then any value inside). */
export const LIT_SHADES: Record<Color, Range[]> = {
  Red: [range([-10, 8], [0.72, 0.95], [0.5, 0.88])],
  // Hot pinks stop short of a neon pink's saturation and glow.
  Pink: [range([322, 348], [0.38, 0.72], [0.8, 0.97]), range([320, 338], [0.65, 0.8], [0.78, 0.9])],
  Purple: [range([268, 300], [0.45, 0.8], [0.32, 0.68])],
  Blue: [range([205, 232], [0.6, 0.92], [0.42, 0.85])],
  Green: [range([118, 162], [0.5, 0.85], [0.33, 0.68])],
  Yellow: [range([46, 57], [0.68, 0.9], [0.88, 0.98])],
  Orange: [range([18, 32], [0.78, 0.95], [0.85, 0.97])],
  Black: [range([0, 360], [0, 0.2], [0.04, 0.13])],
  White: [range([20, 60], [0, 0.05], [0.9, 0.97]), range([190, 230], [0, 0.04], [0.9, 0.97])],
  Gold: [range([38, 48], [0.5, 0.72], [0.72, 0.9])],
  Silver: [range([200, 230], [0, 0.06], [0.6, 0.82])],
  // Mostly the catalogue's green to yellow-green; now and then a fluorescent pink or orange.
  Neon: [
    { ...range([95, 128], [0.88, 1], [0.95, 1]), glow: [1.15, 1.5] },
    { ...range([95, 128], [0.88, 1], [0.95, 1]), glow: [1.15, 1.5] },
    { ...range([318, 332], [0.92, 1], [0.97, 1]), glow: [1.3, 1.6] },
    { ...range([14, 26], [0.92, 1], [0.97, 1]), glow: [1.3, 1.6] },
  ],
  Pastel: [range([0, 360], [0.14, 0.34], [0.85, 0.96])],
};
export const LIT_METALS: ReadonlySet<Color> = new Set<Color>(["Gold", "Silver"]);

/** Skin from lightest to deepest, sRGB, with a small undertone shift drawn per picture. */
const SKIN_TONES: [number, number, number][] = [
  [0.93, 0.76, 0.66],
  [0.87, 0.67, 0.53],
  [0.78, 0.56, 0.42],
  [0.64, 0.44, 0.31],
  [0.47, 0.31, 0.22],
  [0.31, 0.2, 0.15],
];

/** One finger: where its tip is and the way it points (radians), in shortest-side units. */
export interface LitFinger {
  x: number;
  y: number;
  angle: number;
  radius: number;
}

export interface LitNailSpec {
  seed: number;
  width: number;
  aspect: number;
  technique: LitTechnique;
  shape: LitShape;
  color: Color;
  polish: Polish;
  secondColor?: Color;
  secondPolish?: Polish;
  /** Sheer base of a French manicure, an ombre without a second color, a sheer glitter. */
  nude: Albedo;
  finish: "glossy" | "matte";
  /** How far the free edge reaches past the fingertip, in finger radii. */
  extension: number;
  /** Across the nail, how strongly it is domed (normal tilt at its sides). */
  dome: number;
  french: { band: number; smile: number };
  ombre: { reverse: boolean; softness: number };
  glitter: { density: number; size: number; base: "sheer" | "same" };
  art: { pattern: LitPattern; scale: number };
  skin: Albedo;
  fingers: LitFinger[];
  backdrop: { kind: LitBackdrop; albedo: Albedo; grain: number };
  light: {
    /** Direction the lamp shines from: azimuth in the picture, elevation above it (radians). */
    azimuth: number;
    elevation: number;
    /** The lamp's color temperature, kelvin. */
    kelvin: number;
    /** The room's fill light, as a share of the lamp. */
    fill: number;
    /** Light falling off across the frame (0: even). */
    falloff: number;
  };
  camera: {
    /** How far white balance misses, per channel (multipliers near 1). */
    balanceError: Albedo;
    /** Exposure bias in stops around what the meter wants. */
    bias: number;
    /** How much the meter pulls the frame's mean towards mid grey (0: not at all, 1: fully). */
    metering: number;
    /** Where the tone curve's shoulder rolls highlights off. */
    whitePoint: number;
    saturation: number;
    noise: number;
    blur: number;
    quality: number;
  };
}

function tools(seed: number) {
  const next = seededRandom(seed);
  const between = (low: number, high: number) => low + (high - low) * next();
  return {
    next,
    between,
    int: (low: number, high: number) => Math.floor(between(low, high + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

/** sRGB 0..1 → linear light. */
export const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

/** HSV (hue in degrees, any turn) → linear-light RGB, by each channel's distance round the hue. */
function hsvToLinear(h: number, s: number, v: number): Albedo {
  const channel = (n: number) => {
    const k = (n + h / 60) % 6;
    const wrapped = k < 0 ? k + 6 : k;
    return toLinear(v - v * s * Math.max(0, Math.min(wrapped, 4 - wrapped, 1)));
  };
  return [channel(5), channel(3), channel(1)];
}

function polishOf(R: ReturnType<typeof tools>, color: Color): Polish {
  const shade = R.pick(LIT_SHADES[color]);
  const albedo = hsvToLinear(R.between(...shade.h), R.between(...shade.s), R.between(...shade.v));
  const glow = shade.glow ? R.between(...shade.glow) : 1;
  return { albedo: albedo.map((c) => c * glow) as Albedo, metal: LIT_METALS.has(color) };
}

const BACKDROP_SHADES: Record<LitBackdrop, Range> = {
  plain: range([0, 360], [0, 0.3], [0.7, 0.97]),
  towel: range([20, 60], [0, 0.06], [0.86, 0.96]),
  wood: range([22, 36], [0.35, 0.6], [0.45, 0.8]),
  stone: range([0, 360], [0, 0.08], [0.55, 0.85]),
  dark: range([0, 360], [0, 0.35], [0.08, 0.3]),
};

/** The fingers of a hand seen from above, tips towards `angle`, spread across the frame. */
function handOf(R: ReturnType<typeof tools>, count: number): LitFinger[] {
  const angle = R.pick([-Math.PI / 2, -Math.PI / 2, 0, Math.PI]) + R.between(-0.45, 0.45);
  const radius = R.between(0.055, 0.085) * (5 / (count + 1.5)) ** 0.5;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const [px, py] = [-dy, dx];
  const gap = radius * R.between(2.2, 2.8);
  return Array.from({ length: count }, (_, k) => {
    const offset = (k - (count - 1) / 2) * gap;
    // The middle fingers reach furthest; each points a little outwards.
    const reach = R.between(0.05, 0.18) - 0.03 * Math.abs(k - (count - 1) / 2) ** 1.5;
    const splay = (k - (count - 1) / 2) * R.between(0, 0.12);
    return {
      x: px * offset + dx * reach,
      y: py * offset + dy * reach,
      angle: angle + splay,
      radius: radius * R.between(0.9, 1.08),
    };
  });
}

const EXTENSION: Record<LitShape, [number, number]> = {
  Square: [0.15, 0.45],
  Almond: [0.9, 1.4],
  Stiletto: [1.3, 2],
  Coffin: [1.1, 1.7],
};

/** A deterministic random spec: same seed, same picture. */
export function randomLitSpec(seed: number): LitNailSpec {
  const R = tools(seed);
  const technique = R.pick(LIT_TECHNIQUES);
  const shape = R.pick(LIT_SHAPES);
  const color: Color = technique === "French Tips" && R.chance(0.45) ? "White" : R.pick(COLORS);
  const wantsSecond = technique === "Nail Art" || (technique === "Ombre" && R.chance(0.65));
  const secondColor = wantsSecond ? R.pick(COLORS.filter((c) => c !== color)) : undefined;
  const tone = R.pick(SKIN_TONES);
  const undertone = R.between(-0.04, 0.04);
  const skin = [tone[0] + undertone, tone[1], tone[2] - undertone].map(toLinear) as Albedo;
  const nudeBase = R.chance(0.5) ? skin : hsvToLinear(R.between(0, 20), R.between(0.12, 0.3), 0.93);
  const nude = nudeBase.map((c) => c * 0.85 + 0.1) as Albedo;
  const kind = R.pick(LIT_BACKDROPS);
  const shade = BACKDROP_SHADES[kind];
  return {
    seed,
    width: R.int(640, 1500),
    aspect: R.pick([0.75, 1, 4 / 3]),
    technique,
    shape,
    color,
    polish: polishOf(R, color),
    ...(secondColor && { secondColor, secondPolish: polishOf(R, secondColor) }),
    nude,
    finish: LIT_METALS.has(color) || R.chance(0.75) ? "glossy" : "matte",
    extension: R.between(...EXTENSION[shape]),
    dome: R.between(0.7, 1.5),
    french: { band: R.between(0.25, 0.45), smile: R.between(0.1, 0.35) },
    ombre: { reverse: R.chance(0.35), softness: R.between(0.3, 0.8) },
    glitter: {
      density: R.between(0.35, 0.7),
      size: R.between(0.08, 0.16),
      base: R.pick(["sheer", "same"] as const),
    },
    art: { pattern: R.pick(LIT_PATTERNS), scale: R.between(0.8, 1.3) },
    skin,
    fingers: handOf(R, R.int(2, 5)),
    backdrop: {
      kind,
      albedo: hsvToLinear(R.between(...shade.h), R.between(...shade.s), R.between(...shade.v)),
      grain: R.between(0.02, 0.12),
    },
    light: {
      azimuth: R.between(0, 2 * Math.PI),
      elevation: R.between(0.5, 1.35),
      kelvin: R.between(2900, 7000),
      fill: R.between(0.2, 0.55),
      falloff: R.between(0, 0.35),
    },
    camera: {
      balanceError: [R.between(0.93, 1.07), 1, R.between(0.93, 1.07)],
      bias: R.between(-0.4, 0.4),
      metering: R.between(0.2, 0.6),
      whitePoint: R.between(1.2, 2.5),
      saturation: R.between(1, 1.25),
      noise: R.between(0.002, 0.03),
      blur: R.chance(0.5) ? R.between(0.3, 1.2) : 0,
      quality: R.int(65, 92),
    },
  };
}

/** The labels a spec's picture shows: a second color only where it is drawn. */
export function litLabelsOf(spec: LitNailSpec): {
  technique: LitTechnique;
  shape: LitShape;
  colors: Color[];
} {
  const drawsSecond = spec.technique === "Ombre" || spec.technique === "Nail Art";
  const second = drawsSecond && spec.secondColor ? [spec.secondColor] : [];
  return { technique: spec.technique, shape: spec.shape, colors: [spec.color, ...second] };
}
