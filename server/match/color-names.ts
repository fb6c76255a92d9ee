import { COLOR_SWATCHES, type Color } from "~/core/catalogue";
import { MATCH, type DetectedColor } from "~/core/match";
import {
  chroma,
  deltaE2,
  hexToLab,
  hexToRgb,
  hue,
  labToHex,
  rgbToLab,
  type Lab,
} from "~/core/color";
import { PHONE_LIGHT } from "./phone-light";
import { kMeans } from "./pixels";

// Which catalogue color a polish color is: rules over lightness, chroma, hue and shine
// (`nameColor`), and the named colors of some pixels, the most common first (`colorsOf`).

const CHROMATIC: Color[] = ["Red", "Pink", "Purple", "Blue", "Green", "Yellow", "Orange"];
const SWATCH_LAB = new Map<Color, Lab>();

const swatchLab = (color: Color) => {
  let lab = SWATCH_LAB.get(color);
  if (!lab) {
    lab = hexToLab(COLOR_SWATCHES[color]);
    SWATCH_LAB.set(color, lab);
  }
  return lab;
};

/** Below this chroma a color is a neutral: Black, White or Silver, by its lightness and shine. */
export const NEUTRAL_CHROMA = 12;

/** Spread of lightness inside one polish color (ΔL, standard deviation) that marks a metal. */
export const METALLIC_SHINE = 13;

/**
 * Above this lightness a neutral that does not shine is White: a flat light grey is a white nail
 * in shade or in a dim photo, as a metal shows its shine (on the three fitting generators,
 * clean and phone-like, 900 pictures read in every framing: main color right 676 at 80 with a
 * gold's shine 13; with GOLD_SHINE, 688 at 70 and 694 at 60).
 */
const FLAT_WHITE = 60;

/**
 * The shine (METALLIC_SHINE) that marks a yellow as Gold: less than a grey's, as a gold's
 * highlights and shadows keep its hue and fall into neighbouring clusters of the same family
 * (with FLAT_WHITE on the same pictures: 691 right at 11, 694 at 9).
 */
const GOLD_SHINE = 9;

/**
 * Above this lightness a neutral is White even when its lightness spreads: a metal's main tone is
 * a mid grey, and a near-white tone with a spread is a white nail with gloss, shade or specks (on
 * the two fitting generators, clean, top-1 on painted pictures 62 → 67 %, demo 94 → 95 %).
 */
const SHINING_WHITE = 88;

/**
 * Above this lightness a soft color (chroma under 45) is Pastel, whatever its hue. 76 named a
 * pastel in a dim phone photo (15 % darker) Blue or Purple; at 70, on the fitting generators'
 * phone-like pictures, demo 88 → 91 % top-1, painted 58 → 57 % (a light sky blue, brightened).
 */
const PASTEL_LIGHTNESS = 70;

/**
 * Above this lightness a strong green to yellow-green (chroma over 60) is Neon (lemon yellow has a
 * hue under NEON_HUE, mint a chroma under 45).
 */
const NEON_LIGHTNESS = 75;

/**
 * Where Neon's hues begin. The Yellow swatch sits at 87°, Neon's at 135°: at 100 a phone's cooler
 * white balance (6 % takes a yellow about 8° toward green) turned yellows Neon. At 105, on the
 * fitting generators (clean and phone-like, 3,000 readings), 8 more phone-like readings right
 * and 2 more clean; at 110, 4 phone-like and 1 clean fewer than at 105 (decision 0050).
 */
const NEON_HUE = 105;

/** Chroma above which a very dark color is named by its hue (navy #1a245c has 39). */
const DARK_HUED_CHROMA = 25;

/**
 * The catalogue color of a polish color. Metals by their shine, the spread of lightness between
 * highlight and shadow that a flat polish does not have (Silver a neutral, Gold a yellow one);
 * other neutrals by lightness (Black, which a very dark color is only when hardly hued; White,
 * shining or not, and a flat light grey; a flat darker grey is Silver); Neon by its extreme
 * chroma, or a saturated, bright green to yellow-green; Pastel by high lightness with soft
 * chroma, whatever the hue; Gold also as a
 * yellow darker and softer than Yellow (from a hue of 70°: an orange in shade sits just below);
 * the rest by the nearest swatch, lightness counting half (polish shade varies with light more
 * than with hue).
 */
export function nameColor(lab: Lab, { shine = 0 } = {}): Color {
  const [L] = lab;
  const C = chroma(lab);
  const h = hue(lab);
  const metallic = shine >= METALLIC_SHINE;
  if (C < NEUTRAL_CHROMA) {
    if (L < 30) return "Black";
    if (metallic && L <= SHINING_WHITE) return "Silver";
    return L > FLAT_WHITE ? "White" : "Silver";
  }
  // Very dark but clearly hued (a navy, a deep plum) is that hue's polish, not black.
  if (L < 20 && C < DARK_HUED_CHROMA) return "Black";
  if (C > 90) return "Neon";
  const [r, g, b] = hexToRgb(labToHex(lab));
  const value = Math.max(r, g, b) / 255;
  const saturation = value > 0 ? 1 - Math.min(r, g, b) / Math.max(r, g, b) : 0;
  if (h >= NEON_HUE && h <= 170 && saturation > 0.8 && value > 0.7 && C > 60) return "Neon";
  // A phone's exposure and JPEG soften a neon's saturation, not how bright and hued it is: a
  // green to yellow-green far lighter and stronger than the Green swatch (L 58, C 55) is neon.
  if (h >= NEON_HUE && h <= 170 && C > 60 && L > NEON_LIGHTNESS) return "Neon";
  // A flat gold is a dark, soft yellow; an orange in shade reaches a hue of 65–70°.
  const flatGold = h >= 70 && L < 76 && C >= 25;
  if (h >= 65 && h <= 105 && C >= 20 && (shine >= GOLD_SHINE || flatGold)) return "Gold";
  if (L > PASTEL_LIGHTNESS && C < 45 && !(h >= 65 && h <= 105)) return "Pastel";
  let best: Color = "Red";
  let bestDistance = Infinity;
  for (const color of CHROMATIC) {
    const [sL, sa, sb] = swatchLab(color);
    const distance = Math.hypot((L - sL) / 2, lab[1] - sa, lab[2] - sb);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = color;
    }
  }
  return best;
}

/** How much a flat mid grey counts, beside polish of any other color, for the photo's main color. */
export const FLAT_GREY_WEIGHT = 1 / 3;

export function isFlatGrey(lab: Lab, shine: number): boolean {
  return chroma(lab) < NEUTRAL_CHROMA && lab[0] >= 30 && lab[0] <= 80 && shine < METALLIC_SHINE;
}

/** Polish clusters under this share are specks (glitter, gloss), not the polish's color. */
const MIN_COLOR_SHARE = 0.08;

/**
 * The catalogue colors of these pixels (Lab values by pixel), the most common first, except that a
 * flat mid grey counts a third beside the others.
 */
export function colorsOf(lab: Float32Array, indices: readonly number[]): DetectedColor[] {
  return rankedColorsOf(lab, indices).map(plain);
}

export const plain = ({
  counted: _counted,
  center: _center,
  shine: _shine,
  ...color
}: RankedColor): DetectedColor => color;

/** A color of some pixels, and the share of them it counts for (a flat mid grey a third). */
export interface RankedColor extends DetectedColor {
  counted: number;
  /** The polish's Lab values (its largest cluster's) and its shine, as it was named. */
  center: Lab;
  shine: number;
}

/** Two colors of one hue family: a metal's highlights and shadows keep its hue within this. */
const sameHue = (a: Lab, b: Lab) => {
  const gap = Math.abs(hue(a) - hue(b));
  return Math.min(gap, 360 - gap) < 30; // hues wrap: 355° and 5° are one red
};

/**
 * A gold's shade: a darker, weakly hued color (chroma 8–20) of a gold's hue family in the same
 * pixels. A metal's shadow side keeps its hue but loses most of its chroma, and was named
 * Green, Black or Silver (a dark olive); it is the gold's. On the fitting generators (3,000
 * readings), phone-like 3 more right and clean the same.
 */
function isShadeOfGold(color: Lab, gold: Lab): boolean {
  const C = chroma(color);
  return C >= 8 && C < 20 && color[0] < gold[0] && sameHue(color, gold);
}

export function rankedColorsOf(lab: Float32Array, indices: readonly number[]): RankedColor[] {
  const clusters = kMeans(lab, indices, 5);
  // Each pixel's cluster, for the spread of lightness inside each (a metal's shine).
  const spread = clusters.map(() => ({ sum: 0, squares: 0, n: 0 }));
  const step = Math.max(1, Math.floor(indices.length / 6000));
  for (let j = 0; j < indices.length; j += step) {
    const i = indices[j]!;
    const L = lab[i * 3]!;
    const a = lab[i * 3 + 1]!;
    const b = lab[i * 3 + 2]!;
    let nearest = 0;
    for (let c = 1; c < clusters.length; c++) {
      if (deltaE2(L, a, b, clusters[c]!.center) < deltaE2(L, a, b, clusters[nearest]!.center)) {
        nearest = c;
      }
    }
    const entry = spread[nearest]!;
    entry.sum += L;
    entry.squares += L * L;
    entry.n++;
  }
  // Highlights and shadows of one metal fall into neighbouring clusters: the shine is read over
  // the clusters of one hue family, weighted by size.
  const total = clusters.reduce((sum, cluster) => sum + cluster.weight, 0) || 1;
  const read = clusters.map((cluster) => {
    const family = clusters
      .map((other, o) => ({ other, o }))
      .filter(
        ({ other }) =>
          sameHue(other.center, cluster.center) ||
          (chroma(other.center) < NEUTRAL_CHROMA && chroma(cluster.center) < NEUTRAL_CHROMA),
      );
    let sum = 0;
    let squares = 0;
    let n = 0;
    for (const { o } of family) {
      sum += spread[o]!.sum;
      squares += spread[o]!.squares;
      n += spread[o]!.n;
    }
    const shine = n > 1 ? Math.sqrt(Math.max(0, squares / n - (sum / n) ** 2)) : 0;
    return { cluster, shine, name: nameColor(cluster.center, { shine }) };
  });
  const golds = read.filter(({ name }) => name === "Gold").map(({ cluster }) => cluster.center);
  const byName = new Map<Color, { weight: number; rank: number; center: Lab; shine: number }>();
  for (const { cluster, shine, name: own } of read) {
    const name = golds.some((gold) => isShadeOfGold(cluster.center, gold)) ? "Gold" : own;
    // A flat mid grey is no polish in the catalogue: far more often a white in shadow, a shadow
    // or a grey surface than a silver (a metal shows its shine).
    const weight = cluster.weight * (isFlatGrey(cluster.center, shine) ? FLAT_GREY_WEIGHT : 1);
    const entry = byName.get(name);
    if (!entry || entry.rank < weight) {
      byName.set(name, {
        weight: (entry?.weight ?? 0) + cluster.weight,
        rank: (entry?.rank ?? 0) + weight,
        center: cluster.center,
        shine,
      });
    } else {
      entry.weight += cluster.weight;
      entry.rank += weight;
    }
  }
  return [...byName.entries()]
    .map(([name, { weight, rank, center, shine }]) => ({
      name,
      hex: labToHex(center),
      share: weight / total,
      counted: rank / total,
      center,
      shine,
    }))
    .sort((a, b) => b.counted - a.counted)
    .filter((color, index) => index === 0 || color.share >= MIN_COLOR_SHARE)
    .slice(0, MATCH.maxColors);
}

/**
 * The lights a photo may have been taken in, as phones differ: white balance (red and blue gains,
 * up to ±6 %) and exposure (±15 %). A polish color near a naming boundary takes another name in
 * some of them; the name cannot be undone from the scene (skin and backdrops vary more than the
 * light does), so the head weighs how many of them give each name (decision 0048).
 */
const { warmth, exposure } = PHONE_LIGHT;
const LIGHTS = [-1, -0.5, 0, 0.5, 1].flatMap((step) =>
  [1 - exposure, 1, 1 + exposure].map((gain) => ({ warm: step * warmth, exposure: gain })),
);

/** How often each color names this polish color as it would be under each of LIGHTS. */
export function namesUnderOtherLight(lab: Lab, shine: number): Map<Color, number> {
  const names = new Map<Color, number>();
  const [r, g, b] = hexToRgb(labToHex(lab));
  for (const { warm, exposure } of LIGHTS) {
    const [L, A, B] = rgbToLab(
      Math.min(255, Math.round(r / (1 + warm))),
      g,
      Math.min(255, Math.round(b / (1 - warm))),
    );
    const name = nameColor([Math.min(100, L / exposure), A, B], { shine: shine / exposure });
    names.set(name, (names.get(name) ?? 0) + 1);
  }
  for (const [name, count] of names) names.set(name, count / LIGHTS.length);
  return names;
}
