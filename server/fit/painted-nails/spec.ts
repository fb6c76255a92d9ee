// What one painted-nail photo shows, drawn from a single seed. This generator is a fitting
// source only, deliberately independent of the demo and evaluation generators: its own
// palettes, geometry and PRNG, so detectors fitted on it are not tuned to their quirks.
import { COLORS, type Color } from "~/core/catalogue";
import { seededRandom } from "~/core/seeded-random";

export const PAINTED_TECHNIQUES = ["Plain", "French Tips", "Ombre", "Glitter", "Nail Art"] as const;
export const PAINTED_SHAPES = ["Square", "Almond", "Stiletto", "Coffin"] as const;
export const ART_PATTERNS = [
  "dots",
  "stripes",
  "lines",
  "flowers",
  "hearts",
  "checks",
  "marble",
  "leopard",
  "half-moon",
] as const;
export const BACKDROPS = [
  "solid",
  "gradient",
  "wood",
  "marble",
  "fabric",
  "tiles",
  "bokeh",
] as const;

export type PaintedTechnique = (typeof PAINTED_TECHNIQUES)[number];
export type PaintedShape = (typeof PAINTED_SHAPES)[number];
export type ArtPattern = (typeof ART_PATTERNS)[number];
export type Backdrop = (typeof BACKDROPS)[number];
export type RGB = [number, number, number];

const hex = (v: number): RGB => [v >> 16, (v >> 8) & 255, v & 255];
const hexes = (...vs: number[]) => vs.map(hex);

/** Realistic polish shades per catalogue name; the label of a picture is the key it came from. */
export const PAINTED_SHADES: Record<Color, RGB[]> = {
  Red: hexes(0xd0142d, 0xa50f24, 0x6e0f24, 0xe0402a, 0xbe1e1e), // cherry, crimson, wine, tomato
  Pink: hexes(0xf05fa0, 0xde3182, 0xc84b73, 0xd66a8a, 0xe8488f), // bubblegum, hot, rose, blush
  Purple: hexes(0x641e50, 0x7832aa, 0x8c64be, 0x501e6e, 0x963ca0), // plum, violet, lavender, grape
  Blue: hexes(0x19235f, 0x1446be, 0x4696e1, 0x146e96, 0x283caa), // navy, cobalt, sky, teal-blue
  Green: hexes(0x0a8250, 0x78966e, 0x19502d, 0x3cb48c, 0x64732d), // emerald, sage, forest, mint
  Yellow: hexes(0xfae128, 0xd7aa1e, 0xf5d75a, 0xfac814), // lemon, mustard, butter, sunflower
  Orange: hexes(0xf08228, 0xf56e46, 0xc85519, 0xe6640f), // tangerine, coral, burnt, pumpkin
  Black: hexes(0x0f0f12, 0x282428, 0x1c1a1e),
  White: hexes(0xf2eee6, 0xfafafa, 0xecece8), // milky, bright, chalk
  Gold: hexes(0xd4af37, 0xc8a03c, 0xe1be5a),
  Silver: hexes(0xc0c2c8, 0xaaafb6, 0xd2d4da),
  Neon: hexes(0x3cff14, 0xaaff00, 0xe6ff00, 0xff10a0, 0xff5000),
  Pastel: hexes(0xafd2f0, 0xb4ebd2, 0xd2beeb, 0xfacdb4, 0xfaf0aa, 0xf8c8d7), // baby blue … pink
};
/** Colours drawn as metal: strong highlight and shadow bands across the nail. */
export const METALLIC: ReadonlySet<Color> = new Set<Color>(["Gold", "Silver"]);

const NUDES = hexes(0xebc3b9, 0xe1b4aa, 0xf2d7cd, 0xd7aaa0, 0xf0d2c8);
const LIGHT_TONES = hexes(
  0xf5f5f2,
  0xdcdcdc,
  0xb4b4b8,
  0xf5dce1,
  0xd7e4f0,
  0xd7eee1,
  0xe6dcf0,
  0xfae1cd,
  0xebe1d2,
);
const DARK_TONES = hexes(0x232326, 0x322830, 0x1e2837, 0x2d3228, 0x3c3632);
const WOODS = [hexes(0xcdaa7d, 0xa47850), hexes(0x6e4b32, 0x4b3122), hexes(0xe0c8a0, 0xc0a078)];
const MARBLES = [hexes(0xeeece8, 0x8c8c92), hexes(0xf2ede6, 0xb4a08c), hexes(0x2a2a2e, 0xd0d0d0)];
// Skin from very light to very deep, by undertone: [lightest, deepest].
const SKINS = {
  warm: hexes(0xf6d8c0, 0x4a2c1e),
  olive: hexes(0xe6d0aa, 0x4a3522),
  cool: hexes(0xf4dad2, 0x3a2624),
};

/** A finger as a capsule: fingertip centre and pointing angle, in shortest-side units. */
export interface PaintedFinger {
  x: number;
  y: number;
  angle: number;
  length: number;
  radius: number;
  thumb: boolean;
}

/** Nail outline in finger-radius units along the finger (0 = fingertip centre). */
export interface NailGeometry {
  halfWidth: number;
  cuticle: number; // negative: the proximal end, rounded over `cap`
  cap: number;
  end: number; // free-edge end
  corner: number; // Square: corner radius as a share of halfWidth
  tipRatio: number; // Coffin: flat-tip width as a share of halfWidth
  taperStart: number;
}

export interface PaintedNailSpec {
  seed: number; // fine texture: glitter, noise, pattern jitter
  width: number;
  aspect: number; // height = round(width * aspect)
  technique: PaintedTechnique;
  shape: PaintedShape;
  color: Color;
  shade: RGB;
  secondColor?: Color;
  secondShade?: RGB;
  nude: RGB; // French base, Ombre fade end, sheer glitter base
  finish: "glossy" | "cream" | "matte";
  gloss: { x: number; width: number; strength: number };
  french: { band: number; smile: number };
  ombre: { start: number; end: number; reverse: boolean };
  glitter: { density: number; size: number; base: "dark" | "same" | "sheer"; fade: boolean };
  art: { pattern: ArtPattern; scale: number; angle: number };
  nail: NailGeometry;
  skin: RGB;
  creases: boolean;
  fingers: PaintedFinger[]; // drawing order
  palm: { x: number; y: number; angle: number; halfWidth: number; length: number };
  backdrop: { kind: Backdrop; a: RGB; b: RGB; scale: number; angle: number };
  prop: {
    kind: "none" | "bottle" | "ring";
    x: number;
    y: number;
    angle: number;
    size: number;
    finger: number;
    body: RGB;
    cap: RGB;
  };
  camera: {
    rotation: number;
    exposure: number;
    light: { angle: number; strength: number };
    tint: number; // > 0 warm, < 0 cool
    vignette: number;
    noise: number;
    blur: number; // Gaussian sigma in pixels, 0 for none
    quality: number;
    shadow: { dx: number; dy: number; strength: number; softness: number };
  };
}

function randomTools(seed: number) {
  const next = seededRandom(seed);
  const range = (a: number, b: number) => a + (b - a) * next();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  return {
    next,
    range,
    pick,
    int: (a: number, b: number) => Math.floor(range(a, b + 1)),
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof randomTools>;

const lerpRGB = (p: RGB, q: RGB, t: number): RGB =>
  [0, 1, 2].map((k) => Math.round(p[k]! + (q[k]! - p[k]!) * t)) as RGB;

function nailGeometry(R: Random, shape: PaintedShape): NailGeometry {
  const [end, taperStart] = {
    Square: () => [R.range(0.95, 1.7), 0],
    Almond: () => [R.range(1.5, 2.4), R.range(-0.2, 0.3)],
    Stiletto: () => [R.range(2.3, 3.6), R.range(-0.5, 0)],
    Coffin: () => [R.range(1.8, 3.0), R.range(-0.2, 0.4)],
  }[shape]();
  return {
    halfWidth: R.range(0.7, 0.86),
    cuticle: -R.range(1.0, 1.5),
    cap: R.range(0.35, 0.7),
    end: end!,
    corner: R.range(0.12, 0.6),
    tipRatio: R.range(0.42, 0.6),
    taperStart: taperStart!,
  };
}

/** Fingers side by side with a slight fan, a palm behind the knuckles, sometimes a thumb. */
function handLayout(R: Random, nail: NailGeometry) {
  const n = R.int(2, 5);
  const r = R.range(
    ...([
      [0.12, 0.2],
      [0.1, 0.17],
      [0.09, 0.14],
      [0.085, 0.12],
    ][n - 2] as [number, number]),
  );
  const theta = R.range(0, 2 * Math.PI);
  const [dx, dy] = [Math.cos(theta), Math.sin(theta)];
  const spacing = r * R.range(2.05, 2.6);
  const fan = R.range(0, 0.09);
  const reach = r * R.range(4.2, 6);
  const mid = (n - 1) / 2;
  const fingers: PaintedFinger[] = [];
  for (let i = 0; i < n; i++) {
    const off = (i - mid) * spacing;
    const angle = theta + (i - mid) * fan;
    const length =
      reach * (1 - (0.12 * Math.abs(i - mid)) / Math.max(mid, 1)) * R.range(0.92, 1.06);
    const radius = r * R.range(0.93, 1.05) * (n >= 4 && i === n - 1 ? 0.86 : 1);
    fingers.push({
      x: -dy * off + Math.cos(angle) * length,
      y: dx * off + Math.sin(angle) * length,
      angle,
      length,
      radius,
      thumb: false,
    });
  }
  const halfSpan = mid * spacing + r;
  if (n <= 4 && R.chance(0.35)) {
    const side = R.chance(0.5) ? 1 : -1;
    const angle = theta + side * R.range(0.5, 1.1);
    const length = r * R.range(3.2, 4.2);
    const [bx, by] = [
      -dy * side * (halfSpan - 0.2 * r) - dx * 1.6 * r,
      dx * side * (halfSpan - 0.2 * r) - dy * 1.6 * r,
    ];
    fingers.unshift({
      x: bx + Math.cos(angle) * length,
      y: by + Math.sin(angle) * length,
      angle,
      length,
      radius: r * 1.15,
      thumb: true,
    });
  }
  // Centre the nails (not the hand) near the middle of the picture.
  const nails = fingers.filter((f) => !f.thumb);
  const reachOut = ((nail.end + nail.cuticle) / 2) * r;
  const cx = nails.reduce((s, f) => s + f.x + Math.cos(f.angle) * reachOut, 0) / nails.length;
  const cy = nails.reduce((s, f) => s + f.y + Math.sin(f.angle) * reachOut, 0) / nails.length;
  const [sx, sy] = [R.range(-0.12, 0.12) - cx, R.range(-0.12, 0.12) - cy];
  for (const f of fingers) [f.x, f.y] = [f.x + sx, f.y + sy];
  return {
    fingers,
    // The palm reaches past the knuckle line, under the fading finger roots (the webbing).
    palm: {
      x: sx + dx * 1.8 * r,
      y: sy + dy * 1.8 * r,
      angle: theta,
      halfWidth: halfSpan - 0.1 * r,
      length: 16 * r,
    },
  };
}

/** A deterministic random spec: same seed, same picture. */
export function randomPaintedSpec(seed: number): PaintedNailSpec {
  const R = randomTools(seed);
  const technique = R.pick(PAINTED_TECHNIQUES);
  const shape = R.pick(PAINTED_SHAPES);
  const color: Color = technique === "French Tips" && R.chance(0.4) ? "White" : R.pick(COLORS);
  const shade = R.pick(PAINTED_SHADES[color]);
  const wantsSecond = technique === "Nail Art" || (technique === "Ombre" && R.chance(0.6));
  const secondColor = wantsSecond ? R.pick(COLORS.filter((c) => c !== color)) : undefined;
  const secondShade = secondColor && R.pick(PAINTED_SHADES[secondColor]);

  const undertone = R.pick(["warm", "olive", "cool"] as const);
  const skin = lerpRGB(SKINS[undertone][0]!, SKINS[undertone][1]!, R.next());
  const nude = R.chance(0.6) ? R.pick(NUDES) : lerpRGB(skin, [245, 200, 200], R.range(0.45, 0.7));
  const finish = METALLIC.has(color)
    ? "glossy"
    : R.pick(["glossy", "glossy", "cream", "matte"] as const);
  const side = R.chance(0.5) ? 1 : -1;
  const gloss = {
    glossy: {
      x: side * R.range(0.15, 0.6),
      width: R.range(0.07, 0.16),
      strength: R.range(0.45, 0.85),
    },
    cream: { x: side * R.range(0, 0.4), width: R.range(0.25, 0.4), strength: R.range(0.12, 0.28) },
    matte: { x: 0, width: 1, strength: 0 },
  }[finish];

  const nail = nailGeometry(R, shape);
  const { fingers, palm } = handLayout(R, nail);
  const nonThumbs = fingers.flatMap((f, k) => (f.thumb ? [] : [k]));

  const kind = R.pick(BACKDROPS);
  const tones = R.chance(0.75) ? LIGHT_TONES : DARK_TONES;
  let [a, b] = [R.pick(tones), R.pick([...LIGHT_TONES, ...DARK_TONES])];
  if (kind === "wood") [a, b] = R.pick(WOODS) as [RGB, RGB];
  if (kind === "marble") [a, b] = R.pick(MARBLES) as [RGB, RGB];
  if (kind === "tiles") b = lerpRGB(a, R.chance(0.5) ? [255, 255, 255] : [60, 60, 60], 0.5);
  if (kind === "bokeh") [a, b] = [R.pick(DARK_TONES), R.pick(DARK_TONES)];

  const propKind = R.pick(["none", "none", "bottle", "ring"] as const);
  const corner = R.range(0, 2 * Math.PI);
  return {
    seed,
    width: R.int(560, 1400),
    aspect: R.range(0.75, 4 / 3),
    technique,
    shape,
    color,
    shade,
    ...(secondColor && { secondColor, secondShade }),
    nude,
    finish,
    gloss,
    french: { band: R.range(0.2, 0.36), smile: R.range(0.04, 0.12) },
    ombre: { start: R.range(0.05, 0.35), end: R.range(0.6, 0.95), reverse: R.chance(0.4) },
    glitter: {
      density: R.range(0.5, 0.85),
      size: R.range(0.05, 0.11),
      base: R.pick(["dark", "same", "sheer"] as const),
      fade: R.chance(0.3),
    },
    art: { pattern: R.pick(ART_PATTERNS), scale: R.range(0.7, 1.3), angle: R.range(-0.8, 0.8) },
    nail,
    skin,
    creases: R.chance(0.6),
    fingers,
    palm,
    backdrop: { kind, a, b, scale: R.range(0.7, 1.4), angle: R.range(0, Math.PI) },
    prop: {
      kind: propKind,
      x: Math.cos(corner) * R.range(0.3, 0.55),
      y: Math.sin(corner) * R.range(0.3, 0.55),
      angle: R.range(-0.5, 0.5),
      size: R.range(0.12, 0.22),
      finger: R.pick(nonThumbs),
      body: R.chance(0.25) ? R.pick(hexes(0xd8d8dc, 0x303034, 0xf0e0e4)) : shade, // glass shows the polish
      // Bottle cap, or the ring's metal.
      cap: R.pick(
        propKind === "ring"
          ? [...PAINTED_SHADES.Gold, ...PAINTED_SHADES.Silver]
          : hexes(0x111111, 0xf4f4f4, 0xc9a94a),
      ),
    },
    camera: {
      rotation: R.range(0, 2 * Math.PI),
      exposure: R.range(0.88, 1.1),
      light: { angle: R.range(0, 2 * Math.PI), strength: R.range(0, 0.35) },
      tint: R.range(-0.07, 0.07),
      vignette: R.chance(0.6) ? R.range(0.05, 0.45) : 0,
      noise: R.range(0.004, 0.035),
      blur: R.chance(0.45) ? R.range(0.3, 1.3) : 0,
      quality: R.int(60, 92),
      shadow: {
        dx: R.range(-0.04, 0.04),
        dy: R.range(-0.04, 0.04),
        strength: R.range(0.12, 0.4),
        softness: R.range(0.015, 0.06),
      },
    },
  };
}

/** The labels a spec's picture shows: a second colour only where it is really drawn. */
export function paintedLabelsOf(spec: PaintedNailSpec): {
  technique: PaintedTechnique;
  shape: PaintedShape;
  colors: Color[];
} {
  const drawsSecond = spec.technique === "Ombre" || spec.technique === "Nail Art";
  const second =
    drawsSecond && spec.secondColor && spec.secondColor !== spec.color ? [spec.secondColor] : [];
  return { technique: spec.technique, shape: spec.shape, colors: [spec.color, ...second] };
}
