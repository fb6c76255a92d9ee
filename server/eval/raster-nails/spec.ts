import { COLORS } from "~/core/catalogue";
import type { Color, Style } from "~/core/catalogue";
import { pick, seededRandom } from "~/core/seeded-random";

export const NAIL_SHAPES = ["almond", "stiletto", "coffin", "short-square"] as const;
export type NailShape = (typeof NAIL_SHAPES)[number];

export const TECHNIQUES = ["French Tips", "Ombre", "Glitter", "Nail Art", "Plain"] as const;
export type Technique = (typeof TECHNIQUES)[number];

export const BACKDROPS = ["plain", "wood"] as const;
export type Backdrop = (typeof BACKDROPS)[number];

export const SKIN_TONES = [0, 1, 2, 3, 4, 5] as const;
export type SkinTone = (typeof SKIN_TONES)[number];

/** Everything that decides one picture; the same spec always renders the same bytes. */
export interface RasterNailSpec {
  shape: NailShape;
  technique: Technique;
  color: Color;
  /** The ombre's end colour or the art pattern's colour; absent when not drawn. */
  secondColor?: Color;
  /** 0 (lightest) to 5 (deepest). */
  skinTone: SkinTone;
  backdrop: Backdrop;
  fingers: 3 | 4 | 5;
  /** Camera roll, degrees, −12..12. */
  rotationDeg: number;
  /** Uneven lighting: the direction the light comes from (degrees) and how uneven (0..0.35). */
  light: { angle: number; strength: number };
  /** Gaussian blur sigma, 0..1.2 (below 0.3 means no blur). */
  blur: number;
  jpegQuality: number;
  /** Output width in pixels, 640..1600; the height is three quarters of it. */
  width: number;
  /** Sensor noise, standard deviation as a share of full scale, 0..0.04. */
  noise: number;
  /** Drives every small choice left open above (layout, palette variant, pattern). */
  seed: number;
}

export interface RasterNailLabels {
  styles: Style[];
  colors: Color[];
  shape: NailShape;
}

function otherColor(random: () => number, color: Color): Color {
  return pick(
    random,
    COLORS.filter((candidate) => candidate !== color),
  );
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function randomSpec(seed: number): RasterNailSpec {
  const random = seededRandom(seed ^ 0x9e3779b9);
  const technique = pick(random, TECHNIQUES);
  const color = pick(random, COLORS);
  // Ombre sometimes fades to nude (no second colour); nail art always has a pattern colour.
  const secondColor =
    technique === "Nail Art" || (technique === "Ombre" && random() < 0.7)
      ? otherColor(random, color)
      : undefined;
  return {
    shape: pick(random, NAIL_SHAPES),
    technique,
    color,
    ...(secondColor ? { secondColor } : {}),
    skinTone: pick(random, SKIN_TONES),
    backdrop: pick(random, BACKDROPS),
    fingers: pick(random, [3, 4, 5] as const),
    rotationDeg: round2(-12 + 24 * random()),
    light: { angle: Math.round(360 * random()), strength: round2(0.35 * random()) },
    blur: round2(1.2 * random()),
    jpegQuality: 70 + Math.floor(21 * random()),
    width: 640 + Math.floor(961 * random()),
    noise: Math.round(0.04 * random() * 1000) / 1000,
    seed: Math.floor(random() * 2 ** 31),
  };
}

const TECHNIQUE_STYLE: Record<Technique, Style | undefined> = {
  "French Tips": "French Tips",
  Ombre: "Ombre",
  Glitter: "Glitter",
  "Nail Art": "Nail Art",
  Plain: undefined,
};

// Only what a photo shows: how the nail was built (gel, acrylic, dip) is never a label.
const SHAPE_STYLE: Record<NailShape, Style | undefined> = {
  almond: "Almond",
  stiletto: "Stiletto",
  coffin: "Coffin",
  "short-square": undefined,
};

/** Only ombre and nail art draw a second colour; on any other technique it is ignored. */
export function secondColorDrawn(spec: RasterNailSpec): boolean {
  return (
    (spec.technique === "Ombre" || spec.technique === "Nail Art") &&
    spec.secondColor !== undefined &&
    spec.secondColor !== spec.color
  );
}

/** Ground truth for evaluation only: the analysis must never read it. */
export function labelsOf(spec: RasterNailSpec): RasterNailLabels {
  const styles = [TECHNIQUE_STYLE[spec.technique], SHAPE_STYLE[spec.shape]].filter(
    (style): style is Style => style !== undefined,
  );
  const colors: Color[] = [spec.color];
  if (secondColorDrawn(spec) && spec.secondColor) colors.push(spec.secondColor);
  return { styles, colors, shape: spec.shape };
}
