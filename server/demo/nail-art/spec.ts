/**
 * What a demo nail-art picture shows: the spec it is drawn from and the catalogue labels it truly
 * carries (`labelsOf`), so the generated set doubles as labelled data for the photo style match.
 * Everything is deterministic: the same spec always gives the same picture and labels.
 */
import { COLOR_SWATCHES, COLORS, type Color, type Style } from "~/core/catalogue";
import { luminance, rgbDistance } from "~/core/color";

export const NAIL_ART_SIZE = 960;

export const NAIL_SHAPES = ["almond", "coffin", "square", "stiletto"] as const;
export type NailShape = (typeof NAIL_SHAPES)[number];

export const NAIL_TECHNIQUES = ["French Tips", "Ombre", "Glitter", "Nail Art", "Solid"] as const;
export type NailTechnique = (typeof NAIL_TECHNIQUES)[number];

export type NailFinish = "glossy" | "matte";
export type NailLength = "short" | "long";

export interface NailArtSpec {
  shape: NailShape;
  technique: NailTechnique;
  /**
   * 1–2 catalogue colours, main first. Solid: the polish, then an optional accent nail (ring
   * finger). French Tips: the tip, then an optional base (nude when absent). Ombre: cuticle colour,
   * then tip colour. Glitter: the polish, then an optional glitter colour. Nail Art: the base, then
   * the pattern colour (White or Black, whichever shows, when absent).
   */
  colors: Color[];
  finish: NailFinish;
  length: NailLength;
  /** Index into SKIN_TONES (wraps around). */
  skinTone: number;
  /** Index into BACKDROPS (wraps around). */
  background: number;
  /** Drives what the spec leaves open: the pose, the pattern, the sparkles. */
  seed: number;
}

/**
 * What the demo generator drew in a picture: the labelled evaluation set of the style match.
 * Evaluation ground truth only: the style match never reads it (stored as photo.generated_labels).
 */
export interface NailArtLabels {
  styles: Style[];
  colors: Color[];
  shape: NailShape;
}

/** From fair to deep. */
export const SKIN_TONES = [
  "#f6dac7",
  "#ecc09f",
  "#d6a07a",
  "#b57a54",
  "#8a5738",
  "#5d3b27",
] as const;

/** Soft, neutral surfaces, so that the backdrop is never mistaken for the polish. */
export const BACKDROPS = [
  { name: "marble white", color: "#f1efec", veins: true },
  { name: "blush", color: "#f1dcd6", veins: false },
  { name: "sand", color: "#e6dac6", veins: false },
  { name: "soft grey", color: "#dedee1", veins: true },
  { name: "linen", color: "#ede6da", veins: false },
  { name: "greige", color: "#d9d3cc", veins: false },
] as const;

// --- Labels and specs -------------------------------------------------------------------------

/**
 * The catalogue labels a picture truly shows. These rules define what each label looks like:
 *
 * - Shape: stiletto → "Stiletto", coffin → "Coffin", almond → "Almond"; square has no style.
 * - Technique: "French Tips", "Ombre", "Glitter" and "Nail Art" are styles of the same name;
 *   "Solid" (plain polish) adds none.
 * - "Dip Powder": short nails with a matte finish.
 * - "Acrylic": long coffin nails (whatever the technique or finish).
 * - "Gel Extensions": long, glossy, plain ("Solid") almond, square or stiletto nails.
 * - Colours: every catalogue colour painted. French Tips: the tip colour, and the base colour
 *   unless the base is nude. Nail Art: the base and the pattern colour. Ombre: both colours.
 *   Solid and Glitter: the polish, and the accent nail or glitter colour when there is one.
 *   Nudes, skin and backdrop are not colours.
 */
export function labelsOf(spec: NailArtSpec): NailArtLabels {
  const styles: Style[] = [];
  if (spec.shape === "stiletto") styles.push("Stiletto");
  if (spec.shape === "coffin") styles.push("Coffin");
  if (spec.shape === "almond") styles.push("Almond");
  if (spec.technique !== "Solid") styles.push(spec.technique);
  if (spec.length === "short" && spec.finish === "matte") styles.push("Dip Powder");
  if (spec.length === "long" && spec.shape === "coffin") styles.push("Acrylic");
  if (
    spec.length === "long" &&
    spec.finish === "glossy" &&
    spec.technique === "Solid" &&
    spec.shape !== "coffin"
  ) {
    styles.push("Gel Extensions");
  }
  const { main, second } = paletteOf(spec);
  const colors = second && second !== main ? [main, second] : [main];
  return { styles, colors, shape: spec.shape };
}

/** The colours a spec paints: `second` is the accent, base, glitter or pattern colour. */
export function paletteOf(spec: NailArtSpec): { main: Color; second: Color | undefined } {
  const main = spec.colors[0];
  if (!main) throw new RangeError("a nail-art spec needs at least one colour");
  const second = spec.colors[1];
  if (spec.technique === "Nail Art") return { main, second: second ?? contrastingInk(main) };
  return { main, second };
}

/** White on dark polish, Black on light polish. */
export function contrastingInk(color: Color): Color {
  return luminanceOf(color) > 0.45 ? "Black" : "White";
}

/** Whether an ombre from `a` to `b` shows as a fade (near twins, like Red and Pink, hardly do). */
export function fadesWell(a: Color, b: Color): boolean {
  return colorDistance(a, b) > 120;
}

/** Whether a pattern in `ink` shows on a `base` polish (enough contrast in lightness). */
export function showsOn(ink: Color, base: Color): boolean {
  return Math.abs(luminanceOf(ink) - luminanceOf(base)) > 0.3;
}

/** A varied spec; `random` returns numbers in [0, 1). */
export function randomNailArtSpec(random: () => number): NailArtSpec {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const other = (color: Color): Color => pick(COLORS.filter((c) => c !== color));
  const technique = pick(NAIL_TECHNIQUES);
  const shape = pick(NAIL_SHAPES);
  const finish = random() < 0.7 ? "glossy" : "matte";
  const length = random() < 0.55 ? "long" : "short";
  const main = pick(COLORS);
  let colors: Color[];
  switch (technique) {
    case "French Tips": {
      const tip = random() < 0.55 ? "White" : main;
      colors = random() < 0.25 ? [tip, other(tip)] : [tip];
      break;
    }
    case "Ombre": {
      // A fade between near twins (Red and Pink) would hardly show.
      const far = COLORS.filter((c) => fadesWell(main, c));
      colors = [main, far.length > 0 ? pick(far) : other(main)];
      break;
    }
    case "Nail Art": {
      // A pattern needs contrast with its base to be seen.
      const ink = COLORS.filter((c) => showsOn(c, main));
      colors = [main, ink.length > 0 && random() < 0.75 ? pick(ink) : contrastingInk(main)];
      break;
    }
    case "Glitter":
    case "Solid":
      colors = random() < 0.25 ? [main, other(main)] : [main];
      break;
  }
  return {
    shape,
    technique,
    colors,
    finish,
    length,
    skinTone: Math.floor(random() * SKIN_TONES.length),
    background: Math.floor(random() * BACKDROPS.length),
    seed: Math.floor(random() * 2 ** 31),
  };
}

// --- Colour helpers ---------------------------------------------------------------------------

/** Euclidean distance between two catalogue colours' swatches in RGB (0–441). */
function colorDistance(a: Color, b: Color): number {
  return rgbDistance(COLOR_SWATCHES[a], COLOR_SWATCHES[b]);
}

/** Relative luminance of a catalogue colour's swatch in [0, 1]. */
function luminanceOf(color: Color): number {
  return luminance(COLOR_SWATCHES[color]);
}
