// Whole: a photo's nail colours, from each nail's reading to the fitted head's choice
import { COLORS, type Color } from "~/core/catalogue";
import { MATCH, type DetectedColor } from "~/core/match";
import { chroma, deltaE, hexToLab, type Lab } from "~/core/color";
import { namesUnderOtherLight, plain, rankedColorsOf, type RankedColor } from "./color-names";
import type { FoundNails } from "./nails";
import { polishIndices, scaleLightness, type PolishMap } from "./polish-map";

// The colors of a photo's nails: each nail's free edge read and named, the nails' votes, the
// framings' votes, and the main color chosen among the candidates by a small fitted head.

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
 * weighs as much as the nail is seen to sit like one (`endsInView`: free edge in backdrop, cuticle
 * on the hand, judged on what the frame shows), so a round patch of backdrop taken for a nail, or
 * a sleeve the frame cuts, counts less than the nails on the fingers, and
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
    const { speckShare, endsInView } = found.nails[k]!;
    if (speckShare >= GLITTER_SPECKS && NEUTRALS.includes(own.name)) {
      own = colors.find((c) => !NEUTRALS.includes(c.name) && c.share >= FLAKE_SHARE) ?? own;
    }
    // A nail reading as a flat mid grey votes as that grey counts among colors (a third).
    const weight = endsInView * (own.counted / own.share);
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

/** The rules' colors of a photo's nails and the candidates for its main color. */
export interface ColorReading {
  ruled: DetectedColor[];
  candidates: ColorCandidate[];
}

export function colorCandidates(framings: readonly FoundNails[], map: PolishMap): ColorReading {
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

/**
 * What the head weighs of each candidate: what the reading measured of it (COLOR_CANDIDATE_FEATURES),
 * then how far its polish is from the backdrop's main color. Textured backdrops, sleeves and props
 * are taken for nails most often where they wear the backdrop's own color (decision 0071).
 */
export const COLOR_CHOICE_FEATURES = [
  ...COLOR_CANDIDATE_FEATURES,
  "far from the backdrop",
  "on the backdrop's color",
] as const;

/** ΔE from the backdrop at which a candidate counts as wholly apart from it. */
const APART_FROM_BACKDROP = 50;
/** A candidate within this ΔE of the backdrop's main color wears the backdrop's color. */
const ON_BACKDROP = 12;

/** A photo's framings, whole frame first, as far as the head reads them: their backdrop colors. */
export type FramedBackdrops = readonly { backdrop: Lab | null }[];

/** Each candidate's COLOR_CHOICE_FEATURES, beside the whole frame's backdrop color (if any). */
export function choiceFeatures(
  { candidates }: Pick<ColorReading, "candidates">,
  framings: FramedBackdrops,
): number[][] {
  const backdrop = framings[0]?.backdrop ?? null;
  return candidates.map(({ color, features }) => {
    const apart = backdrop ? deltaE(hexToLab(color.hex), backdrop) : APART_FROM_BACKDROP;
    return [...features, Math.min(1, apart / APART_FROM_BACKDROP), apart < ON_BACKDROP ? 1 : 0];
  });
}

/** Weights for COLOR_CHOICE_FEATURES, fitted by `npm run fit:colors`. */
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
export function chooseColors(
  reading: ColorReading,
  framings: FramedBackdrops,
  head: ColorHead,
): DetectedColor[] {
  const { ruled, candidates } = reading;
  const best = candidates[chosenCandidate(choiceFeatures(reading, framings), head.weights)];
  if (!best || ruled[0]?.name === best.color.name) return ruled;
  return [best.color, ...ruled.filter((color) => color.name !== best.color.name)].slice(
    0,
    MATCH.maxColors,
  );
}

/** `chooseColors` of a photo's framings read afresh. */
export const framedColors = (framings: readonly FoundNails[], map: PolishMap, head: ColorHead) =>
  chooseColors(colorCandidates(framings, map), framings, head);

/** A nail's free edge as the color names read it: its mean color, lightness spread, main cluster. */
export interface NailColor {
  mean: Lab;
  /** Standard deviation of L* over the free edge. */
  spread: number;
  /** Its largest color cluster, that cluster's shine, and the name the rules give it. */
  main: Lab;
  shine: number;
  name: Color | null;
}

/** Each found nail's free edge read for color (in the order of `found.nails`). */
export function nailColorsOf(found: FoundNails, map: PolishMap): NailColor[] {
  const lab = brightened(found.lab, map.gain);
  return found.freeEdges.map((edge) => {
    const sum = [0, 0, 0, 0];
    for (const i of edge) {
      const L = lab[i * 3]!;
      sum[0]! += L;
      sum[1]! += lab[i * 3 + 1]!;
      sum[2]! += lab[i * 3 + 2]!;
      sum[3]! += L * L;
    }
    const n = edge.length || 1;
    const mean: Lab = [sum[0]! / n, sum[1]! / n, sum[2]! / n];
    const [first] = edge.length ? rankedColorsOf(lab, edge) : [];
    return {
      mean,
      spread: Math.sqrt(Math.max(0, sum[3]! / n - mean[0] ** 2)),
      main: first?.center ?? mean,
      shine: first?.shine ?? 0,
      name: first?.name ?? null,
    };
  });
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
