import { COLORS, type Color } from "~/core/catalogue";
import { pick, seededRandom } from "~/core/seeded-random";

// The picture model of the canvas-nails generator: whole hands on textured backdrops, drawn with
// Skia. A spec is plain data (JSON-serialisable), drawn from a seed; the renderer reads nothing
// else, so a spec's labels are exactly what its picture shows.

export const CANVAS_TECHNIQUES = ["Plain", "French Tips", "Ombre", "Glitter", "Nail Art"] as const;
export type CanvasTechnique = (typeof CANVAS_TECHNIQUES)[number];

export const CANVAS_SHAPES = ["Square", "Almond", "Stiletto", "Coffin"] as const;
export type CanvasShape = (typeof CANVAS_SHAPES)[number];

/** Ten skin tones, very fair to very deep. */
export const SKIN_TONES = [
  "porcelain",
  "fair",
  "light",
  "light-medium",
  "medium",
  "olive",
  "tan",
  "brown",
  "deep",
  "very-deep",
] as const;
export type SkinTone = (typeof SKIN_TONES)[number];

export const BACKDROPS = [
  "knit",
  "woven",
  "marble",
  "terrazzo",
  "towel",
  "wood",
  "studio",
  "bokeh",
  "bedsheet",
] as const;
export type Backdrop = (typeof BACKDROPS)[number];

export const NAIL_ART_PATTERNS = [
  "marble",
  "leopard",
  "checker",
  "hearts",
  "lines",
  "negative-space",
  "flowers",
  "chrome",
  "dots",
  "stripes",
  "waves",
] as const;
export type NailArtPattern = (typeof NAIL_ART_PATTERNS)[number];

export const ASPECTS = ["1:1", "4:3", "3:4", "16:9", "9:16"] as const;
export type Aspect = (typeof ASPECTS)[number];

/** sRGB, 0-255 a channel. */
export type Rgb = [number, number, number];
/** A point in width units: x in [0, 1], y in [0, height / width]. */
export type Point = [number, number];

/** A polish: the catalogue name a person would give it, and the shade actually painted. */
export interface Shade {
  color: Color;
  rgb: Rgb;
}

export type TechniqueDetail =
  | { technique: "Plain" }
  /** depth: the tip's share of the nail's length at its centre; smile: how far its sides sweep back. */
  | { technique: "French Tips"; depth: number; smile: number }
  /** toNude: main color fades into the nude base; otherwise second (cuticle) → main (free edge). */
  | { technique: "Ombre"; axis: "along" | "across"; toNude: boolean; softness: number }
  | {
      technique: "Glitter";
      base: "sheer" | "same";
      /** Flakes per square flake size: 0.6 scattered to 2.6 packed. */
      density: number;
      /** Mean flake size in cm on the nail. */
      flakeSize: number;
      /** The flakes' shades: all of the main color's name, plus white glints. */
      flakes: Rgb[];
    }
  | { technique: "Nail Art"; pattern: NailArtPattern; scale: number; angle: number };

export interface PolishSpec {
  shape: CanvasShape;
  /** Free edge beyond the fingertip, as a share of the nail bed's length. */
  length: number;
  finish: "glossy" | "matte";
  reflection: "streak" | "window";
  /** The color that names the manicure (French: the tip; Glitter: the flakes; Art: the base). */
  main: Shade;
  /** Ombre's other color or Nail Art's pattern color; null where there is none. */
  second: Shade | null;
  /** The nude or sheer base (French base, sheer glitter, ombre's nude end) and its opacity. */
  nude: Rgb;
  nudeAlpha: number;
  /** A lunula shows through sheer polish. */
  lunula: boolean;
  /** Metals (Gold, Silver) brushed rather than mirror chrome. */
  brushed: boolean;
  detail: TechniqueDetail;
}

export interface FingerSpec {
  /** Flexion at the three joints (knuckle, middle, last), radians: curls the finger away. */
  bend: [number, number, number];
  /** Sideways angle added to the finger's rest direction, radians. */
  splay: number;
  /** Roll about its own axis, radians: turns the nail sideways and narrows it. */
  roll: number;
  /** Length relative to an average hand's finger. */
  length: number;
}

export interface HandSpec {
  /** Seen from the back: a right hand has its thumb on the left when the fingers point up. */
  side: "left" | "right";
  /** Which point `at` places: the fingertips' centre, or one finger's nail (0 index … 3 pinky). */
  anchor: "tips" | 0 | 1 | 2 | 3;
  at: Point;
  /** Direction the fingers point, radians clockwise from straight up. */
  angle: number;
  /** Palm width (knuckle to knuckle) in width units. */
  size: number;
  /** Tilt of the hand with its fingertips toward the camera, radians: foreshortens the palm. */
  pitch: number;
  /** Slender (0.9) to broad (1.1). */
  breadth: number;
  fingers: [FingerSpec, FingerSpec, FingerSpec, FingerSpec];
  /** The thumb, angled away from the index finger; null when it is tucked out of sight. */
  thumb: (FingerSpec & { angle: number }) | null;
  /** Which finger is drawn on top where neighbours overlap. */
  order: "index-on-top" | "pinky-on-top";
  ring: { finger: 0 | 1 | 2 | 3; metal: "gold" | "silver"; gem: Rgb | null } | null;
  /** A sleeve over the forearm, starting this many cm past the wrist; null for a bare arm. */
  sleeve: { from: number; rgb: Rgb } | null;
}

export interface BackdropSpec {
  kind: Backdrop;
  /** Two to five colors the texture is made of, the first the dominant one. */
  colors: Rgb[];
  /** The texture's element size (stitch, plank, chip, vein spacing) in width units. */
  scale: number;
  angle: number;
  /** A variant within the kind (pattern of a bedsheet, marble type, …), 0-1. */
  variant: number;
}

export interface PropSpec {
  kind: "bottle" | "flower" | "cup";
  at: Point;
  /** In width units. */
  size: number;
  angle: number;
  rgb: Rgb;
  accent: Rgb;
}

export interface LightSpec {
  /** Direction the light comes from, radians clockwise from straight up. */
  angle: number;
  /** How much brighter the lit side of the frame is (0-0.25). */
  falloff: number;
  shadowAlpha: number;
  /** Shadow offset and blur, width units. */
  shadowDistance: number;
  shadowSoftness: number;
}

export interface CameraSpec {
  /** Linear-light exposure multiplier, slightly dark (0.8) to slightly bright (1.2). */
  exposure: number;
  /** White-balance multipliers per channel (warm: more red, less blue). */
  cast: [number, number, number];
  vignette: number;
  /** Depth-of-field blur of the backdrop, width units. */
  backgroundBlur: number;
  /** Sensor noise, standard deviation in 0-255 levels. */
  noise: number;
  quality: number;
}

export interface CanvasNailSpec {
  /** Seeds the renderer's own fine detail (flakes, fibres, noise). */
  seed: number;
  width: number;
  height: number;
  aspect: Aspect;
  framing: "hand" | "hands" | "closeup";
  skin: { tone: SkinTone; rgb: Rgb };
  polish: PolishSpec;
  hands: HandSpec[];
  backdrop: BackdropSpec;
  props: PropSpec[];
  light: LightSpec;
  camera: CameraSpec;
}

export interface CanvasLabels {
  technique: CanvasTechnique;
  shape: CanvasShape;
  colors: Color[];
}

/** What the picture shows: technique, shape, and its colors with the main one first. */
export function canvasLabelsOf(spec: CanvasNailSpec): CanvasLabels {
  const { polish } = spec;
  const colors: Color[] = [polish.main.color];
  const second = polish.second;
  const secondDrawn =
    second !== null &&
    (polish.detail.technique === "Nail Art" ||
      (polish.detail.technique === "Ombre" && !polish.detail.toNude));
  if (secondDrawn && second.color !== polish.main.color) colors.push(second.color);
  return { technique: polish.detail.technique, shape: polish.shape, colors };
}

// ---------------------------------------------------------------------------------------------
// Color: OKLCH, so each name's range is a perceptual box that can be sampled continuously.

/** OKLCH (L 0-1, C, h degrees) to sRGB; null when outside the sRGB gamut. */
export function oklchToRgb(l: number, c: number, h: number): Rgb | null {
  const hr = (h * Math.PI) / 180;
  const a = c * Math.cos(hr);
  const b = c * Math.sin(hr);
  const l1 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m1 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s1 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1,
    -1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1,
    -0.0041960863 * l1 - 0.7034186147 * m1 + 1.707614701 * s1,
  ];
  if (linear.some((v) => v < -0.0005 || v > 1.0005)) return null;
  const encode = (v: number) => {
    const x = Math.min(1, Math.max(0, v));
    const srgb = x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
    return Math.round(srgb * 255);
  };
  return [encode(linear[0]!), encode(linear[1]!), encode(linear[2]!)];
}

/** OKLCH to sRGB, lowering chroma until the color fits the gamut (hue and lightness kept). */
export function oklch(l: number, c: number, h: number): Rgb {
  const direct = oklchToRgb(l, c, h);
  if (direct) return direct;
  let lo = 0;
  let hi = c;
  for (let i = 0; i < 18; i++) {
    const mid = (lo + hi) / 2;
    if (oklchToRgb(l, mid, h)) lo = mid;
    else hi = mid;
  }
  return oklchToRgb(l, lo, h) ?? [128, 128, 128];
}

/** sRGB to OKLab, for color distances. */
export function rgbToOklab([r, g, b]: Rgb): [number, number, number] {
  const decode = (v: number) => {
    const x = v / 255;
    return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  const [lr, lg, lb] = [decode(r), decode(g), decode(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

export function oklabDistance(a: Rgb, b: Rgb): number {
  const [l1, a1, b1] = rgbToOklab(a);
  const [l2, a2, b2] = rgbToOklab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

const between = (random: () => number, lo: number, hi: number) => lo + (hi - lo) * random();

/**
 * One shade of a catalogue color, sampled from a range a person would still call by that name.
 * Chroma is clipped to the gamut, never pushed past a name's floor: a clipped-out sample is
 * drawn again.
 */
export function sampleShade(random: () => number, color: Color): Rgb {
  const box = (l: [number, number], c: [number, number], h: [number, number], minC = 0) => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const [L, C, H] = [between(random, ...l), between(random, ...c), between(random, ...h)];
      const rgb = oklch(L, C, H);
      if (minC === 0 || chromaOf(rgb) >= minC) return rgb;
    }
    return oklch((l[0] + l[1]) / 2, (c[0] + c[1]) / 2, (h[0] + h[1]) / 2);
  };
  switch (color) {
    case "Red":
      // Cherry, true red, crimson; never so dark it reads as burgundy-brown.
      return box([0.47, 0.62], [0.17, 0.25], [20, 31], 0.16);
    case "Pink": {
      // One axis from blush/rose (light, softer) to hot pink (deeper, vivid, bluer).
      const t = random();
      const L = 0.8 - 0.16 * t + between(random, -0.025, 0.025);
      const C = 0.1 + 0.1 * t + between(random, -0.01, 0.012);
      const H = (8 - 16 * t + between(random, -5, 5) + 360) % 360;
      return oklch(L, C, H);
    }
    case "Purple":
      // Saturated lavender-violet to plum.
      return box([0.4, 0.62], [0.13, 0.22], [298, 325], 0.12);
    case "Blue":
      // Cobalt, royal, cornflower, cerulean.
      return box([0.42, 0.66], [0.12, 0.21], [240, 266], 0.11);
    case "Green":
      // Emerald, kelly, grass, forest.
      return box([0.45, 0.68], [0.11, 0.19], [138, 162], 0.1);
    case "Yellow":
      return box([0.86, 0.94], [0.15, 0.2], [94, 106], 0.13);
    case "Orange":
      return box([0.67, 0.77], [0.16, 0.2], [46, 62], 0.14);
    case "Black":
      return box([0.14, 0.24], [0, 0.018], [0, 360]);
    case "White":
      // Bright and milky whites: barely tinted, warm or cool.
      return box([0.955, 0.995], [0, 0.008], [60, 110]);
    case "Gold":
      return box([0.72, 0.8], [0.1, 0.135], [80, 92]);
    case "Silver":
      return box([0.74, 0.84], [0, 0.012], [220, 260]);
    case "Neon": {
      // Fluorescent: as saturated as sRGB allows; mostly lime, sometimes hot pink or orange.
      // At the gamut's cusp (the lightness where sRGB allows most chroma), past what Pink and
      // Orange ever reach.
      const kind = random();
      const hue =
        kind < 0.7
          ? between(random, 122, 140)
          : kind < 0.85
            ? between(random, 334, 348)
            : between(random, 33, 41);
      return oklch(cuspLightness(hue) - between(random, 0, 0.03), 0.4, hue);
    }
    case "Pastel": {
      // Light and soft, any hue: baby blue, mint, lilac, peach, butter, baby pink.
      const hue = pick(random, [240, 170, 305, 55, 100, 0, 200, 330]) + between(random, -12, 12);
      return oklch(between(random, 0.86, 0.92), between(random, 0.045, 0.085), (hue + 360) % 360);
    }
  }
}

/** The lightness at which a hue reaches its highest chroma in sRGB. */
function cuspLightness(hue: number): number {
  let best = 0.5;
  let bestChroma = 0;
  for (let l = 0.4; l <= 0.97; l += 0.005) {
    const c = chromaOf(oklch(l, 0.4, hue));
    if (c > bestChroma) [best, bestChroma] = [l, c];
  }
  return best;
}

function chromaOf(rgb: Rgb): number {
  const [, a, b] = rgbToOklab(rgb);
  return Math.hypot(a, b);
}

/** A nude or sheer base: beige to soft pink, low chroma. */
export function sampleNude(random: () => number): Rgb {
  return oklch(between(random, 0.78, 0.88), between(random, 0.03, 0.06), between(random, 20, 65));
}

const SKIN_OKLCH: Record<SkinTone, [number, number, number]> = {
  porcelain: [0.91, 0.035, 62],
  fair: [0.86, 0.048, 58],
  light: [0.81, 0.06, 64],
  "light-medium": [0.76, 0.07, 62],
  medium: [0.7, 0.08, 60],
  olive: [0.66, 0.068, 78],
  tan: [0.6, 0.085, 55],
  brown: [0.5, 0.075, 50],
  deep: [0.41, 0.062, 45],
  "very-deep": [0.33, 0.045, 45],
};

export function sampleSkin(random: () => number, tone: SkinTone): Rgb {
  const [l, c, h] = SKIN_OKLCH[tone];
  return oklch(
    l + between(random, -0.02, 0.02),
    c + between(random, -0.01, 0.01),
    h + between(random, -8, 8),
  );
}

// ---------------------------------------------------------------------------------------------

export interface SpecOptions {
  /** Overrides the long side in pixels (480-2000 by default): tests render small pictures. */
  longSide?: number;
}

/** An aspect ratio and a size, 480-2000 px on the long side unless `longSide` is given. */
export function randomFrame(random: () => number, longSide?: number) {
  const aspect = pick(random, ASPECTS);
  const long = longSide ?? Math.round(between(random, 480, 2000));
  const [aw, ah] = aspect.split(":").map(Number) as [number, number];
  const width = aw >= ah ? long : Math.round((long * aw) / ah);
  const height = aw >= ah ? Math.round((long * ah) / aw) : long;
  return { aspect, width, height };
}

/** A random picture, always the same for the same seed. */
export function randomCanvasSpec(seed: number, options: SpecOptions = {}): CanvasNailSpec {
  const random = seededRandom(seed);
  const { aspect, width, height } = randomFrame(random, options.longSide);
  const tone = pick(random, SKIN_TONES);
  const polish = randomPolish(random);
  const framing = pick(random, ["hand", "hand", "hands", "closeup", "closeup"] as const);
  const hands = randomHands(random, framing, height / width);
  const backdrop = randomBackdrop(random);
  return {
    seed: Math.floor(random() * 2 ** 31),
    width,
    height,
    aspect,
    framing,
    skin: { tone, rgb: sampleSkin(random, tone) },
    polish,
    hands,
    backdrop,
    props: randomProps(random, hands, height / width, polish),
    light: {
      angle: between(random, -Math.PI, Math.PI),
      falloff: between(random, 0, 0.22),
      shadowAlpha: between(random, 0.18, 0.5),
      shadowDistance: between(random, 0.004, 0.03),
      shadowSoftness: between(random, 0.004, 0.025),
    },
    camera: randomCamera(random, backdrop.kind),
  };
}

function randomPolish(random: () => number): PolishSpec {
  const technique = pick(random, CANVAS_TECHNIQUES);
  const shape = pick(random, CANVAS_SHAPES);
  const lengths: Record<CanvasShape, [number, number]> = {
    Square: [0.12, 0.85],
    Almond: [0.45, 1.05],
    Stiletto: [0.75, 1.45],
    Coffin: [0.6, 1.25],
  };
  let length = between(random, ...lengths[shape]);
  const nude = sampleNude(random);
  const base = {
    shape,
    finish: random() < 0.75 ? ("glossy" as const) : ("matte" as const),
    reflection: random() < 0.6 ? ("streak" as const) : ("window" as const),
    nude,
    nudeAlpha: between(random, 0.35, 0.8),
    lunula: random() < 0.5,
    brushed: random() < 0.3,
  };
  const shadeOf = (color: Color): Shade => ({ color, rgb: sampleShade(random, color) });
  // A second color far enough from `from` (and from the nude) to be seen as another color.
  const distinct = (from: Rgb, exclude: Color[]): Shade => {
    for (let attempt = 0; ; attempt++) {
      const color = pick(
        random,
        COLORS.filter((c) => !exclude.includes(c)),
      );
      const shade = shadeOf(color);
      if (oklabDistance(shade.rgb, from) > 0.2 || attempt > 30) return shade;
    }
  };
  switch (technique) {
    case "Plain": {
      return {
        ...base,
        length,
        main: shadeOf(pick(random, COLORS)),
        second: null,
        detail: { technique },
      };
    }
    case "French Tips": {
      // The tip needs a free edge to sit on.
      length = Math.max(length, 0.4);
      const color =
        random() < 0.4
          ? "White"
          : pick(
              random,
              COLORS.filter((c) => c !== "White"),
            );
      // The tip must stand out from the base: redraw either until it does.
      let main = shadeOf(color);
      let nudeRgb = nude;
      for (let i = 0; i < 30 && oklabDistance(main.rgb, nudeRgb) < 0.2; i++) {
        if (i % 2 === 0) main = shadeOf(color);
        else nudeRgb = sampleNude(random);
      }
      return {
        ...base,
        nude: nudeRgb,
        length,
        main,
        second: null,
        detail: { technique, depth: between(random, 0.22, 0.38), smile: between(random, 0.25, 1) },
      };
    }
    case "Ombre": {
      const main = shadeOf(pick(random, COLORS));
      const toNude = random() < 0.4 && oklabDistance(main.rgb, nude) > 0.15;
      return {
        ...base,
        length,
        main,
        second: toNude ? null : distinct(main.rgb, [main.color]),
        detail: {
          technique,
          axis: random() < 0.8 ? "along" : "across",
          toNude,
          // Fading into nude needs a long blend, or it reads as a French tip.
          softness: toNude ? between(random, 0.45, 0.75) : between(random, 0.15, 0.5),
        },
      };
    }
    case "Glitter": {
      const main = shadeOf(pick(random, COLORS));
      const under = random() < 0.5 ? ("sheer" as const) : ("same" as const);
      const flakes: Rgb[] = [
        main.rgb,
        sampleShade(random, main.color),
        sampleShade(random, main.color),
      ];
      // A few glints brighter than the flakes catch the light.
      flakes.push(random() < 0.5 ? [255, 255, 255] : [236, 236, 240]);
      return {
        ...base,
        length,
        main,
        second: null,
        detail: {
          technique,
          base: under,
          // Over a sheer base the flakes must pack densely to carry the color.
          density: under === "sheer" ? between(random, 1.6, 2.6) : between(random, 0.6, 1.3),
          flakeSize: between(random, 0.035, 0.08),
          flakes,
        },
      };
    }
    case "Nail Art": {
      const pattern = pick(random, NAIL_ART_PATTERNS);
      const main = shadeOf(pick(random, COLORS));
      // Chrome accents are metal by definition.
      const second =
        pattern === "chrome"
          ? distinct(main.rgb, [
              ...COLORS.filter((c) => c !== "Gold" && c !== "Silver"),
              main.color,
            ])
          : distinct(main.rgb, [main.color]);
      return {
        ...base,
        // Patterns need room.
        length: Math.max(length, 0.3),
        main,
        second,
        detail: {
          technique,
          pattern,
          scale: between(random, 0.8, 1.25),
          angle: between(random, -0.6, 0.6),
        },
      };
    }
  }
}

function randomFinger(random: () => number, curl: number): FingerSpec {
  const c = curl * between(random, 0.7, 1.2);
  return {
    bend: [
      c * between(random, 0.2, 0.6),
      c * between(random, 0.4, 0.9),
      c * between(random, 0.15, 0.4),
    ],
    splay: between(random, -0.06, 0.06),
    roll: between(random, -0.25, 0.25),
    length: between(random, 0.94, 1.06),
  };
}

function randomHand(
  random: () => number,
  side: "left" | "right",
  at: Point,
  angle: number,
  size: number,
  anchor: HandSpec["anchor"],
  thumbChance: number,
): HandSpec {
  const curled = random() < 0.35;
  const curl = curled ? between(random, 0.4, 1.1) : between(random, 0, 0.25);
  const spread = between(random, 0.2, 1.9);
  const fingers = [0, 1, 2, 3].map(() => randomFinger(random, curl)) as HandSpec["fingers"];
  fingers.forEach((finger, i) => (finger.splay += (i - 1.5) * 0.06 * (spread - 1)));
  // Keep every nail facing the camera enough to be read (a nail seen edge-on shows no polish).
  const pitch = random() < 0.6 ? between(random, 0, 0.35) : between(random, 0.35, 0.95);
  for (const finger of fingers) {
    const total = finger.bend[0] + finger.bend[1] + finger.bend[2];
    const tilt = Math.abs(pitch - total);
    if (tilt > 1.05) {
      const k = (pitch + 1.05) / total;
      finger.bend = [finger.bend[0] * k, finger.bend[1] * k, finger.bend[2] * k];
    }
  }
  const thumb =
    random() < thumbChance
      ? {
          ...randomFinger(random, curl * 0.5),
          roll: between(random, 0.55, 1.0),
          angle: between(random, 0.3, 0.85),
        }
      : null;
  const metal = random() < 0.5 ? ("gold" as const) : ("silver" as const);
  return {
    side,
    anchor,
    at,
    angle,
    size,
    pitch,
    breadth: between(random, 0.9, 1.1),
    fingers,
    thumb,
    order: random() < 0.5 ? "index-on-top" : "pinky-on-top",
    ring:
      random() < 0.25
        ? {
            finger: pick(random, [0, 1, 2, 3] as const),
            metal,
            gem:
              random() < 0.4
                ? pick(random, [
                    [250, 250, 255],
                    [40, 120, 220],
                    [200, 30, 60],
                  ] as Rgb[])
                : null,
          }
        : null,
    sleeve:
      random() < 0.3
        ? {
            from: between(random, 1, 8),
            rgb: oklch(
              between(random, 0.3, 0.85),
              between(random, 0, 0.08),
              between(random, 0, 360),
            ),
          }
        : null,
  };
}

/** Fingers mostly point up, as in most nail photos, but any direction occurs. */
function randomAngle(random: () => number): number {
  const r = random();
  if (r < 0.45) return between(random, -0.6, 0.6);
  if (r < 0.65) return (random() < 0.5 ? -1 : 1) * between(random, 1.2, 1.9);
  if (r < 0.8) return Math.PI + between(random, -0.6, 0.6);
  return between(random, -Math.PI, Math.PI);
}

function randomHands(
  random: () => number,
  framing: CanvasNailSpec["framing"],
  aspectH: number,
): HandSpec[] {
  const side = () => (random() < 0.5 ? ("left" as const) : ("right" as const));
  const inside = (margin: number, extent: number) => {
    const m = Math.min(margin, extent / 2 - 0.02);
    return between(random, m, extent - m);
  };
  switch (framing) {
    case "hand": {
      const size = between(random, 0.26, 0.52) * Math.min(1, aspectH ** 0.5);
      const angle = randomAngle(random);
      // The fingertips and the knuckles both in frame, so the hand reads as a hand.
      const [dx, dy] = [Math.sin(angle) * size, -Math.cos(angle) * size];
      const margin = 0.45 * size;
      let at: Point = [0.5, aspectH / 2];
      for (let attempt = 0; attempt < 20; attempt++) {
        at = [inside(margin, 1), inside(margin, aspectH)];
        const knuckles = [at[0] - dx * 1.05, at[1] - dy * 1.05];
        const m = 0.1 * size;
        if (
          knuckles[0]! > m &&
          knuckles[0]! < 1 - m &&
          knuckles[1]! > m &&
          knuckles[1]! < aspectH - m
        )
          break;
      }
      return [randomHand(random, side(), at, angle, size, "tips", 0.75)];
    }
    case "hands": {
      const size = between(random, 0.2, 0.32) * Math.min(1, aspectH ** 0.5);
      const angle = randomAngle(random);
      const opposed = random() < 0.3;
      // Side by side across the fingers' direction, thumbs toward each other.
      const [ax, ay] = [Math.cos(angle), Math.sin(angle)];
      const gap = size * between(random, 0.85, 1.1);
      const [cx, cy] = [
        0.5 + between(random, -0.06, 0.06),
        aspectH / 2 + between(random, -0.06, 0.06),
      ];
      const first = randomHand(
        random,
        "left",
        [cx - ax * gap, cy - ay * gap],
        angle,
        size,
        "tips",
        0.8,
      );
      const second = randomHand(
        random,
        opposed ? "left" : "right",
        [cx + ax * gap, cy + ay * gap + (opposed ? size * 0.4 : 0)],
        opposed
          ? angle + Math.PI + between(random, -0.3, 0.3)
          : angle + between(random, -0.25, 0.25),
        size * between(random, 0.92, 1.08),
        "tips",
        0.8,
      );
      return [first, second];
    }
    case "closeup": {
      // A nail 12-25% of the width: the palm is wider than the frame.
      const size = between(random, 0.85, 1.8);
      const anchor = pick(random, [0, 1, 2, 3] as const);
      const at: Point = [between(random, 0.3, 0.7), between(random, 0.3, 0.7) * aspectH];
      return [randomHand(random, side(), at, randomAngle(random), size, anchor, 0.4)];
    }
  }
}

export function randomBackdrop(random: () => number): BackdropSpec {
  const kind = pick(random, BACKDROPS);
  const variant = random();
  const hue = between(random, 0, 360);
  const palette = (): Rgb[] => {
    switch (kind) {
      case "knit":
      case "towel":
      case "woven": {
        const l = between(random, 0.45, 0.93);
        const c = between(random, 0.01, 0.1);
        return [
          oklch(l, c, hue),
          oklch(l - 0.08, c, hue + 8),
          oklch(Math.min(0.97, l + 0.05), c * 0.6, hue),
        ];
      }
      case "marble":
        return variant < 0.65
          ? [
              oklch(between(random, 0.9, 0.97), 0.006, hue),
              oklch(0.55, 0.01, 250),
              oklch(0.75, 0.06, 85),
            ]
          : variant < 0.85
            ? [
                oklch(between(random, 0.16, 0.24), 0.01, hue),
                oklch(0.9, 0.01, 80),
                oklch(0.7, 0.09, 85),
              ]
            : [oklch(0.42, 0.06, 165), oklch(0.85, 0.02, 160), oklch(0.3, 0.04, 170)];
      case "terrazzo":
        return [
          oklch(between(random, 0.82, 0.95), between(random, 0.005, 0.03), hue),
          oklch(0.7, 0.1, hue + 120),
          oklch(0.55, 0.12, hue + 200),
          oklch(0.3, 0.02, hue),
          oklch(0.85, 0.08, hue + 60),
        ];
      case "wood": {
        const l = between(random, 0.35, 0.78);
        const h = between(random, 45, 75);
        return [oklch(l, 0.07, h), oklch(l - 0.1, 0.07, h - 5), oklch(l + 0.06, 0.06, h + 5)];
      }
      case "studio": {
        const l = between(random, 0.55, 0.95);
        const c = between(random, 0, 0.09);
        return [oklch(l, c, hue), oklch(l - between(random, 0.1, 0.3), c, hue + 10)];
      }
      case "bokeh": {
        const warm = random() < 0.6;
        return [
          oklch(between(random, 0.25, 0.55), 0.04, warm ? 60 : 250),
          oklch(between(random, 0.4, 0.7), 0.05, warm ? 70 : 220),
          warm ? [255, 210, 150] : [200, 225, 255],
          [255, 245, 225],
        ];
      }
      case "bedsheet": {
        const l = between(random, 0.75, 0.95);
        return [
          oklch(l, between(random, 0, 0.04), hue),
          oklch(
            between(random, 0.45, 0.8),
            between(random, 0.05, 0.12),
            hue + between(random, 90, 180),
          ),
          oklch(
            between(random, 0.5, 0.85),
            between(random, 0.04, 0.1),
            hue + between(random, 190, 260),
          ),
        ];
      }
    }
  };
  const scales: Record<Backdrop, [number, number]> = {
    knit: [0.022, 0.045],
    woven: [0.015, 0.04],
    marble: [0.2, 0.6],
    terrazzo: [0.012, 0.03],
    towel: [0.004, 0.008],
    wood: [0.12, 0.3],
    studio: [1, 1],
    bokeh: [0.03, 0.09],
    bedsheet: [0.05, 0.14],
  };
  return {
    kind,
    colors: palette(),
    scale: between(random, ...scales[kind]),
    angle: between(random, -0.5, 0.5),
    variant,
  };
}

function randomProps(
  random: () => number,
  hands: HandSpec[],
  aspectH: number,
  polish: PolishSpec,
): PropSpec[] {
  const props: PropSpec[] = [];
  const count = random() < 0.45 ? (random() < 0.8 ? 1 : 2) : 0;
  for (let i = 0; i < count; i++) {
    // Near an edge, as far from the hands as the candidates allow.
    let best: Point = [0, 0];
    let bestDistance = -1;
    for (let j = 0; j < 8; j++) {
      const edge = Math.floor(random() * 4);
      const t = random();
      const p: Point =
        edge === 0
          ? [t, 0.03]
          : edge === 1
            ? [t, aspectH - 0.03]
            : edge === 2
              ? [0.03, t * aspectH]
              : [0.97, t * aspectH];
      const distance = Math.min(...hands.map((h) => Math.hypot(h.at[0] - p[0], h.at[1] - p[1])));
      if (distance > bestDistance) [best, bestDistance] = [p, distance];
    }
    const kind = pick(random, ["bottle", "flower", "cup"] as const);
    props.push({
      kind,
      at: best,
      size: between(random, 0.12, 0.26),
      angle: between(random, -Math.PI, Math.PI),
      // A bottle holds the manicure's own polish; a flower or cup its own colors.
      rgb:
        kind === "bottle"
          ? polish.main.rgb
          : kind === "flower"
            ? oklch(
                between(random, 0.6, 0.92),
                between(random, 0.04, 0.16),
                between(random, 0, 360),
              )
            : oklch(between(random, 0.85, 0.97), between(random, 0, 0.03), between(random, 0, 360)),
      accent:
        kind === "bottle"
          ? pick(random, [
              [20, 20, 22],
              [235, 235, 235],
              [190, 160, 90],
            ] as Rgb[])
          : kind === "flower"
            ? oklch(0.75, 0.15, between(random, 70, 95))
            : oklch(0.4, 0.06, 55),
    });
  }
  return props;
}

export function randomCamera(random: () => number, backdrop: Backdrop): CameraSpec {
  const warmth = between(random, -1, 1) * between(random, 0, 1);
  return {
    exposure: between(random, 0.82, 1.18),
    cast: [1 + 0.07 * warmth, 1 + 0.01 * Math.abs(warmth), 1 - 0.09 * warmth],
    vignette: random() < 0.6 ? between(random, 0.05, 0.45) : 0,
    backgroundBlur:
      backdrop === "bokeh"
        ? between(random, 0.004, 0.01)
        : random() < 0.5
          ? between(random, 0.001, 0.006)
          : 0,
    noise: between(random, 0, 7),
    quality: Math.round(between(random, 55, 95)),
  };
}
