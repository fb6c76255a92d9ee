import { COLORS, COLOR_SWATCHES, type Color } from "~/core/catalogue";
import { MATCH, type DetectedColor } from "~/core/match";
import {
  chroma,
  deltaE,
  deltaE2,
  hexToLab,
  hexToRgb,
  hue,
  labToHex,
  rgbToLab,
  type Lab,
} from "~/core/color";
import colorHead from "./color-head.json" with { type: "json" };
import type { FoundNails } from "./nails";
import type { Raster } from "./raster";

// Which pixels are polish, and which catalogue colors that polish is. A nail photo is mostly skin
// and backdrop; both are suppressed before anything is counted:
// - skin by the classic YCbCr skin model (Chai & Ngan), which holds across skin tones;
// - the backdrop as the colors that dominate the picture's border, where nails rarely are.
// What remains is clustered in CIELAB and each cluster named by the catalogue's rules.

/** Per pixel: Lab values, and whether it is polish. */
export interface PolishMap {
  size: number;
  lab: Float32Array;
  polish: Uint8Array;
  /** Share of the picture that is polish. */
  coverage: number;
  /** The lightness gain that gave the picture a well-exposed backdrop (1: none). */
  gain: number;
}

const BORDER = 0.08;
/** A border color is backdrop when it covers this share of the border. */
const BACKDROP_SHARE = 0.15;
/** Pixels this close to a backdrop color (ΔE) are backdrop. */
const BACKDROP_DISTANCE = 14;
/** Below this polish coverage the suppression is too greedy (a tight crop): it is relaxed. */
const MIN_COVERAGE = 0.02;

/**
 * The darkest skin the model admits (luma, 0–255). The classic model's 50 left the shaded side of
 * deep skin tones out (#3a2624 has 44), so a deep-toned finger was taken for polish.
 */
const SKIN_MIN_LUMA = 35;

export function isSkin(r: number, g: number, b: number): boolean {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return y > SKIN_MIN_LUMA && cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173;
}

/** Each pixel's Lab values, and whether it is skin colored: where every reading starts. */
export function labAndSkin(pixels: Uint8Array, count: number) {
  const lab = new Float32Array(count * 3);
  const skin = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const r = pixels[i * 3]!;
    const g = pixels[i * 3 + 1]!;
    const b = pixels[i * 3 + 2]!;
    const [L, A, B] = rgbToLab(r, g, b);
    lab[i * 3] = L;
    lab[i * 3 + 1] = A;
    lab[i * 3 + 2] = B;
    skin[i] = isSkin(r, g, b) ? 1 : 0;
  }
  return { lab, skin };
}

export function polishMap({ size, pixels }: Raster): PolishMap {
  const count = size * size;
  const { lab, skin } = labAndSkin(pixels, count);

  const edge = Math.max(1, Math.round(size * BORDER));
  const border: number[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (x < edge || y < edge || x >= size - edge || y >= size - edge) border.push(y * size + x);
    }
  }
  const borderClusters = kMeans(lab, border, 3);
  const backdrops = borderClusters
    .filter((cluster) => cluster.weight / border.length >= BACKDROP_SHARE)
    .map((cluster) => cluster.center);

  const isBackdrop = (i: number) => {
    const L = lab[i * 3]!;
    const a = lab[i * 3 + 1]!;
    const b = lab[i * 3 + 2]!;
    return backdrops.some((center) => deltaE2(L, a, b, center) < BACKDROP_DISTANCE ** 2);
  };
  const polish = new Uint8Array(count);
  let kept = 0;
  for (let i = 0; i < count; i++) {
    if (!skin[i] && !isBackdrop(i)) {
      polish[i] = 1;
      kept++;
    }
  }
  const gain = exposeAgainst(borderClusters, lab);
  // A close-up whose polish fills the border, or a picture that is all skin tones: keep more.
  if (kept < count * MIN_COVERAGE) {
    kept = 0;
    for (let i = 0; i < count; i++) {
      polish[i] = skin[i] ? 0 : 1;
      kept += polish[i]!;
    }
    if (kept < count * MIN_COVERAGE) {
      polish.fill(1);
      kept = count;
    }
  }
  return { size, lab, polish, coverage: kept / count, gain };
}

/** The lightness a pale, neutral backdrop is taken to have in a well-exposed photo. */
const BACKDROP_LIGHTNESS = 90;

/**
 * Exposure from the backdrop: when the picture's main border color is pale and nearly neutral (a
 * table, a wall, a towel), every pixel's lightness is scaled so that it has a well-exposed
 * backdrop's, and a dim phone photo names its polish as a well-lit one would (white stays White,
 * not Silver). A colored or dark backdrop says nothing about the light: then nothing changes.
 * (Removing the backdrop's color cast too was tried, and named fewer colors right.)
 */
function exposeAgainst(borderClusters: Cluster[], lab: Float32Array): number {
  const main = borderClusters.reduce<Cluster | undefined>(
    (largest, cluster) => (!largest || cluster.weight > largest.weight ? cluster : largest),
    undefined,
  );
  if (!main || main.center[0] < 60 || chroma(main.center) > 15) return 1;
  const gain = Math.min(1.25, Math.max(0.85, BACKDROP_LIGHTNESS / main.center[0]));
  scaleLightness(lab, gain);
  return gain;
}

/** Multiplies every pixel's L* by `gain` (in place), at most 100. */
function scaleLightness(lab: Float32Array, gain: number) {
  for (let i = 0; i < lab.length; i += 3) lab[i] = Math.min(100, lab[i]! * gain);
}

interface Cluster {
  center: Lab;
  weight: number;
}

/**
 * k-means in Lab over the given pixels, deterministic: seeded by farthest-point picking from the
 * darkest pixel, then a few Lloyd iterations on a regular subsample.
 */
export function kMeans(lab: Float32Array, indices: readonly number[], k: number): Cluster[] {
  if (indices.length === 0) return [];
  const step = Math.max(1, Math.floor(indices.length / 6000));
  const sample: Lab[] = [];
  for (let j = 0; j < indices.length; j += step) {
    const i = indices[j]!;
    sample.push([lab[i * 3]!, lab[i * 3 + 1]!, lab[i * 3 + 2]!]);
  }
  const centers: Lab[] = [sample.reduce((darkest, p) => (p[0] < darkest[0] ? p : darkest))];
  const nearest = sample.map((p) => deltaE(p, centers[0]!));
  while (centers.length < Math.min(k, sample.length)) {
    let far = 0;
    for (let j = 1; j < sample.length; j++) if (nearest[j]! > nearest[far]!) far = j;
    if (nearest[far]! < 4) break; // everything left is one color
    centers.push([...sample[far]!]);
    sample.forEach((p, j) => (nearest[j] = Math.min(nearest[j]!, deltaE(p, centers.at(-1)!))));
  }
  const assignment = new Int32Array(sample.length);
  for (let round = 0; round < 8; round++) {
    const sums = centers.map(() => [0, 0, 0, 0]);
    sample.forEach((p, j) => {
      let best = 0;
      let bestDistance = Infinity;
      for (let c = 0; c < centers.length; c++) {
        const distance = deltaE2(p[0], p[1], p[2], centers[c]!);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = c;
        }
      }
      assignment[j] = best;
      const sum = sums[best]!;
      sum[0]! += p[0];
      sum[1]! += p[1];
      sum[2]! += p[2];
      sum[3]! += 1;
    });
    sums.forEach((sum, c) => {
      if (sum[3]) centers[c] = [sum[0]! / sum[3], sum[1]! / sum[3], sum[2]! / sum[3]];
    });
  }
  const weights = centers.map(() => 0);
  assignment.forEach((c) => (weights[c]! += step));
  return centers
    .map((center, c) => ({ center, weight: weights[c]! }))
    .filter((cluster) => cluster.weight > 0);
}

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
  if (C < 12) {
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
const FLAT_GREY_WEIGHT = 1 / 3;

function isFlatGrey(lab: Lab, shine: number): boolean {
  return chroma(lab) < 12 && lab[0] >= 30 && lab[0] <= 80 && shine < METALLIC_SHINE;
}

/** Polish clusters under this share are specks (glitter, gloss), not the polish's color. */
const MIN_COLOR_SHARE = 0.08;

/**
 * A nail whose share of strong specks reaches this is glitter (most plain nails have none): its
 * color is its flakes', not the sheer or dark base they sit in.
 */
const GLITTER_SPECKS = 0.05;
/** A glitter nail's flake color must cover this share of its free edge to name it. */
const FLAKE_SHARE = 0.15;
const NEUTRALS: readonly Color[] = ["White", "Silver", "Black"];

/** Fewer free-edge pixels than this (detail resolution) say too little: the polish map decides. */
const MIN_FREE_EDGE_PIXELS = 24;

/** A nail's free edge with fewer pixels than this (detail resolution) has no vote of its own. */
const MIN_VOTING_PIXELS = 12;

/**
 * The colors of a photo's nails: read from the found nails' free edges, where the polish is whole
 * (on 150 demo-generator pictures as a phone delivers them, 82.7 % top-1 against the whole
 * picture's polish map's 78.7 %); from the polish map when too few nails were found.
 *
 * The main color is the one most nails wear, each nail one vote (its own free edge's main
 * color), the pooled pixels breaking ties: a large patch of backdrop or shadow taken for a nail
 * must not outweigh several nails (on the two fitting generators, 74 % top-1 → 76.5 %). A vote
 * weighs as much as the nail sits like one (`ends`: free edge in backdrop, cuticle on the hand),
 * so a round patch of backdrop taken for a nail counts less than the nails on the fingers, and
 * as much as its color counts (a nail reading flat mid grey, a white in shade or a shadow, a
 * third: FLAT_GREY_WEIGHT). A glitter nail votes for its flakes' color when its base reads
 * neutral (a sheer or dark base).
 */
export function nailColors(found: FoundNails, map: PolishMap): DetectedColor[] {
  return nailReading(found, map).colors;
}

/** A photo's nail colors, and the share of the nails' vote each color won. */
interface NailReading {
  colors: DetectedColor[];
  votes: Map<Color, { share: number; color: DetectedColor }>;
  /** How the rules read each color listed or voted for: its polish's Lab values and shine. */
  named: Map<Color, RankedColor>;
}

const byColor = (colors: readonly RankedColor[]) =>
  new Map(colors.map((color) => [color.name, color]));

function nailReading(found: FoundNails, map: PolishMap): NailReading {
  const freeEdge = found.freeEdges.flat();
  if (freeEdge.length < MIN_FREE_EDGE_PIXELS) {
    const ranked = rankedColorsOf(map.lab, polishIndices(map));
    return { colors: ranked.map(plain), votes: new Map(), named: byColor(ranked) };
  }
  const lab = brightened(found.lab, map.gain);
  const ranked = rankedColorsOf(lab, freeEdge);
  const pooled = ranked.map(plain);
  const named = byColor(ranked);
  const votes = new Map<Color, { count: number; weight: number; color: DetectedColor }>();
  found.freeEdges.forEach((nail, k) => {
    if (nail.length < MIN_VOTING_PIXELS) return;
    const colors = rankedColorsOf(lab, nail);
    let own = colors[0];
    if (!own) return;
    const { speckShare, ends } = found.nails[k]!;
    if (speckShare >= GLITTER_SPECKS && NEUTRALS.includes(own.name)) {
      own = colors.find((c) => !NEUTRALS.includes(c.name) && c.share >= FLAKE_SHARE) ?? own;
    }
    // A nail reading as a flat mid grey votes as that grey counts among colors (a third).
    const weight = ends * (own.counted / own.share);
    const entry = votes.get(own.name);
    if (entry) {
      entry.count++;
      entry.weight += weight;
    } else votes.set(own.name, { count: 1, weight, color: plain(own) });
    if (!named.has(own.name)) named.set(own.name, own);
  });
  const totalWeight = [...votes.values()].reduce((sum, vote) => sum + vote.weight, 0) || 1;
  const shares = new Map(
    [...votes].map(([name, vote]) => [
      name,
      { share: vote.weight / totalWeight, color: vote.color },
    ]),
  );
  const rankOf = (name: Color) => {
    const index = pooled.findIndex((color) => color.name === name);
    return index < 0 ? pooled.length : index;
  };
  const [winner] = [...votes.values()].sort(
    (a, b) => b.weight - a.weight || rankOf(a.color.name) - rankOf(b.color.name),
  );
  if (!winner) return { colors: pooled, votes: shares, named };
  // Rarely, the pooled clusters merge the winner into another color: then its share is the
  // share of the nails that wear it.
  const main = pooled.find((color) => color.name === winner.color.name) ?? {
    ...winner.color,
    share: winner.count / found.freeEdges.length,
  };
  const colors = [main, ...pooled.filter((color) => color !== main)].slice(0, MATCH.maxColors);
  return { colors, votes: shares, named };
}

/**
 * The colors of a photo's nails by rule, from each framing's reading (whole frame first, then
 * closer): each framing's main color is one vote, the earlier framing winning a tie, and the
 * other colors are the whole frame's. A shadow or a patch of backdrop taken for a nail in one
 * framing is rarely taken in the others (on the three fitting generators, clean and phone-like,
 * 900 pictures: main color right 678 → 694 against the whole frame alone).
 */
function ruledColors(readings: readonly DetectedColor[][]): DetectedColor[] {
  const votes = new Map<Color, number>();
  for (const [main] of readings) if (main) votes.set(main.name, (votes.get(main.name) ?? 0) + 1);
  // Sorting is stable: among equal votes the earliest framing's color stays first.
  const [winner] = [...votes].sort((a, b) => b[1] - a[1]);
  const whole = readings[0] ?? [];
  if (!winner || whole[0]?.name === winner[0]) return whole;
  const main = readings.find((colors) => colors[0]?.name === winner[0])![0]!;
  return [main, ...whole.filter((color) => color.name !== main.name)].slice(0, MATCH.maxColors);
}

/**
 * What a candidate for a photo's main color is measured by, each 0–1: how many framings name it
 * first and list it at all, its share of the whole frame's nail votes and of its polish, whether
 * it is the whole frame's first or second color, whether the rules (`ruledColors`) chose it, how
 * many of the LIGHTS give the whole frame's first and second colors its name, its polish's color
 * (`described`), and which color it is. `color-head.json` weighs them (`npm run fit:colors`).
 */
export const COLOR_CANDIDATE_FEATURES = [
  "framings naming it first",
  "framings listing it",
  "nail votes",
  "share",
  "first",
  "second",
  "the rules' choice",
  "the first color under other light",
  "the second color under other light",
  "lightness",
  "chroma",
  "lightness squared",
  "chroma squared",
  "a*",
  "b*",
  ...COLORS.map((color) => `is ${color}`),
] as const;

export interface ColorCandidate {
  color: DetectedColor;
  features: number[];
}

/** The candidates for a photo's main color read in several framings, and the rules' colors. */
export function colorCandidates(
  framings: readonly FoundNails[],
  map: PolishMap,
): { ruled: DetectedColor[]; candidates: ColorCandidate[] } {
  const readings = framings.map((found) => nailReading(found, map));
  const ruled = ruledColors(readings.map((reading) => reading.colors));
  const whole = readings[0] ?? { colors: [], votes: new Map(), named: new Map() };
  const byName = new Map<Color, DetectedColor>();
  for (const color of [...ruled, ...readings.flatMap((reading) => reading.colors)]) {
    if (!byName.has(color.name)) byName.set(color.name, color);
  }
  for (const [name, vote] of whole.votes) if (!byName.has(name)) byName.set(name, vote.color);
  const [first, second] = whole.colors;
  const lightOf = (color: DetectedColor | undefined) => {
    const read = color && whole.named.get(color.name);
    return read ? namesUnderOtherLight(read.center, read.shine) : new Map<Color, number>();
  };
  const [firstLight, secondLight] = [lightOf(first), lightOf(second)];
  for (const name of firstLight.keys()) {
    if (!byName.has(name)) byName.set(name, { ...first!, name });
  }
  const share = (count: number) => count / (readings.length || 1);
  const candidates = [...byName].map(([name, color]) => {
    const rank = whole.colors.findIndex((c) => c.name === name);
    return {
      color,
      features: [
        share(readings.filter((reading) => reading.colors[0]?.name === name).length),
        share(readings.filter((reading) => reading.colors.some((c) => c.name === name)).length),
        whole.votes.get(name)?.share ?? 0,
        rank >= 0 ? whole.colors[rank]!.share : 0,
        rank === 0 ? 1 : 0,
        rank === 1 ? 1 : 0,
        ruled[0]?.name === name ? 1 : 0,
        firstLight.get(name) ?? 0,
        secondLight.get(name) ?? 0,
        ...described(name, hexToLab(color.hex)),
      ],
    };
  });
  return { ruled, candidates };
}

/**
 * A candidate's polish color as the head sees it (each about 0–1): its lightness and chroma,
 * their squares, a* and b*, and which color it is named. The same for every name one polish
 * color could take: how plausible a color is as polish (a dark grey is more often a shadow), not
 * where one name ends and another begins, which would learn the fitting generators' paints (a
 * deep pink taken for Red, as their pinks are all light).
 */
function described(name: Color, lab: Lab): number[] {
  const L = lab[0] / 100;
  const C = chroma(lab) / 100;
  const named = COLORS.map((c) => (c === name ? 1 : 0));
  return [L, C, L * L, C * C, lab[1] / 100, lab[2] / 100, ...named];
}

/** Weights for COLOR_CANDIDATE_FEATURES, fitted by `npm run fit:colors`. */
export interface ColorHead {
  features: readonly string[];
  weights: number[];
}

/** A candidate's score under a head's weights: the candidate scoring highest is the main color. */
export const candidateScore = (features: readonly number[], weights: readonly number[]) =>
  features.reduce((sum, value, f) => sum + value * (weights[f] ?? 0), 0);

/**
 * Which candidate a head chooses: the index of the highest score, the earliest on a tie (-1 when
 * there are none). The style match and `npm run fit:colors` both choose with it.
 */
export function chosenCandidate(
  candidates: readonly (readonly number[])[],
  weights: readonly number[],
): number {
  let chosen = -1;
  let top = -Infinity;
  candidates.forEach((features, index) => {
    const score = candidateScore(features, weights);
    if (chosen < 0 || score > top) [chosen, top] = [index, score];
  });
  return chosen;
}

/**
 * The colors of a photo's nails read in several framings (whole frame first, then closer): the
 * rules' reading (`ruledColors`), its main color chosen among the candidates by a learned head
 * (decisions 0047, 0048): a linear score over how the framings and the nails voted, the shares,
 * the names other light would give the polish, the polish's color and the name itself, fitted on
 * the three fitting generators, clean and as phones deliver them, so that a reading near a naming
 * boundary leans on what the votes and the other lights say. The other colors stay the whole
 * frame's.
 */
export function framedColors(
  framings: readonly FoundNails[],
  map: PolishMap,
  head: ColorHead = colorHead as ColorHead,
): DetectedColor[] {
  const { ruled, candidates } = colorCandidates(framings, map);
  const best =
    candidates[
      chosenCandidate(
        candidates.map((c) => c.features),
        head.weights,
      )
    ];
  if (!best || ruled[0]?.name === best.color.name) return ruled;
  return [best.color, ...ruled.filter((color) => color.name !== best.color.name)].slice(
    0,
    MATCH.maxColors,
  );
}

/**
 * The nails' Lab values as a well-exposed photo would have them: a dim photo is brightened by its
 * pale backdrop's gain (`exposeAgainst`). Only brightened: on 600 fitting pictures, phone-like
 * 444 → 456 right and clean 492 → 488, where darkening too gave 457 and 482 (white nails on a
 * bright backdrop turned Silver).
 */
function brightened(lab: Float32Array, gain: number): Float32Array {
  if (gain <= 1) return lab;
  const out = Float32Array.from(lab);
  scaleLightness(out, gain);
  return out;
}

/** The polish's colors, most of the polish first. */
export function polishColors(map: PolishMap): DetectedColor[] {
  return colorsOf(map.lab, polishIndices(map));
}

function polishIndices(map: PolishMap): number[] {
  const indices: number[] = [];
  map.polish.forEach((isPolish, i) => isPolish && indices.push(i));
  return indices;
}

/**
 * The catalogue colors of these pixels (Lab values by pixel), the most common first, except that a
 * flat mid grey counts a third beside the others.
 */
export function colorsOf(lab: Float32Array, indices: readonly number[]): DetectedColor[] {
  return rankedColorsOf(lab, indices).map(plain);
}

const plain = ({
  counted: _counted,
  center: _center,
  shine: _shine,
  ...color
}: RankedColor): DetectedColor => color;

/** A color of some pixels, and the share of them it counts for (a flat mid grey a third). */
interface RankedColor extends DetectedColor {
  counted: number;
  /** The polish's Lab values (its largest cluster's) and its shine, as it was named. */
  center: Lab;
  shine: number;
}

/** Two colors of one hue family: a metal's highlights and shadows keep its hue within this. */
const sameHue = (a: Lab, b: Lab) => Math.abs(hue(a) - hue(b)) < 30;

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

function rankedColorsOf(lab: Float32Array, indices: readonly number[]): RankedColor[] {
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
          (chroma(other.center) < 14 && chroma(cluster.center) < 14),
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
const LIGHTS = [-0.06, -0.03, 0, 0.03, 0.06].flatMap((warm) =>
  [0.87, 1, 1.15].map((exposure) => ({ warm, exposure })),
);

/** How often each color names this polish color as it would be under each of LIGHTS. */
function namesUnderOtherLight(lab: Lab, shine: number): Map<Color, number> {
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
