import type { FramingSummary } from "./analysis";
import type { MatchHeads } from "./heads";
import { showsNails, type NailMeasures } from "./nails";
import { meanClosest, referencesOf, weighed, type StoredReferences } from "./descriptor-references";

// "Is this a photo of nails?" A clear nail photo always gets an analysis; the match refuses one
// only on evidence of no nails (decision 0051). The evidence is a handful of measures chosen
// because they carry to generators they were not fitted on: whether the finder (./nails) sees
// nails ending like nails, how many, how cleanly they end, whether they point one way and are
// alike in size as one hand's are, whether they sit on skin, how close the photo is to the
// indexed nail photos, to the fitting nail pictures and to pictures known to show none
// (./descriptor-references), and how much its descriptor looks like nails under a linear probe
// (decision 0068). A small logistic model weighs them (`npm run fit:presence`, fitted leaving out
// each generator in turn); below one line the photo is refused, below a higher one it is
// analysed and said to be an uncertain reading.

/** The evidence of nails, in the order the presence model weighs it. */
export const NAIL_EVIDENCE = [
  "a framing shows nails",
  "framings showing nails",
  "nails",
  "how cleanly they end",
  "pointing one way",
  "alike in size",
  "elongation (log)",
  "skin beside the polish",
  "a finger behind each",
  "nails on a finger",
  "a lone nail on a finger",
  "closeness to indexed nail photos",
  "closeness to pictures without nails",
  "closeness to nail pictures",
  "the descriptor's look of nails",
] as const;

/** The evidence of nails before any descriptor is compared: NAIL_EVIDENCE but the last four. */
export function nailEvidence(framings: readonly FramingSummary[]): number[] {
  const showing = framings.filter(showsNails);
  const found = showing[0] ?? framings[0];
  const nails = showing.length ? found!.nails : [];
  return [
    showing.length ? 1 : 0,
    showing.length / Math.max(1, framings.length),
    Math.min(nails.length, 10) / 10,
    weighted(nails, (nail) => nail.ends),
    pointingOneWay(nails),
    aliked(nails),
    nails.length
      ? Math.log(
          Math.min(
            8,
            Math.max(
              0.5,
              weighted(nails, (n) => n.elongation),
            ),
          ),
        )
      : 0,
    found ? skinBesidePolish(found) : 0,
    weighted(nails, (nail) => nail.finger),
    Math.min(nails.filter(onAFinger).length, 5) / 5,
    loneNail(framings),
  ];
}

/** The hand's share that is skin rather than polish (all that is not backdrop is the hand). */
function skinBesidePolish({ regions: [, hand, polish] }: FramingSummary): number {
  return hand + polish ? hand / (hand + polish) : 0;
}

/** A nail that ends cleanly and has a finger behind it (a lipstick's case is no finger). */
const onAFinger = (nail: NailMeasures) => nail.finger >= 0.5 && nail.ends >= 0.75;

/**
 * A close-up of one nail: the best a framing with a single nail offers, how cleanly it ends times
 * how much finger it sits on (0 when a framing shows several).
 */
function loneNail(framings: readonly FramingSummary[]): number {
  if (framings.some(showsNails)) return 0;
  return Math.max(
    0,
    ...framings.flatMap(({ nails }) =>
      nails.length === 1 ? [nails[0]!.ends * nails[0]!.finger] : [],
    ),
  );
}

/** The area-weighted mean of a measure over the nails (0 without nails). */
function weighted(nails: readonly NailMeasures[], read: (nail: NailMeasures) => number): number {
  const total = nails.reduce((sum, nail) => sum + nail.area, 0);
  return total ? nails.reduce((sum, nail) => sum + read(nail) * nail.area, 0) / total : 0;
}

/** How much the nails point one way (1: all the same way, 0: any way or none): their mean axis. */
function pointingOneWay(nails: readonly NailMeasures[]): number {
  if (!nails.length) return 0;
  const x = nails.reduce((sum, nail) => sum + nail.axis[0], 0);
  const y = nails.reduce((sum, nail) => sum + nail.axis[1], 0);
  return Math.hypot(x, y) / nails.length;
}

/** How alike in size the nails are (1: all the same area; 0: very unlike, or none). */
function aliked(nails: readonly NailMeasures[]): number {
  if (nails.length < 2) return 0;
  const mean = nails.reduce((sum, nail) => sum + nail.area, 0) / nails.length;
  const variance = nails.reduce((sum, nail) => sum + (nail.area - mean) ** 2, 0) / nails.length;
  return Math.max(0, 1 - Math.sqrt(variance) / mean);
}

/** How many of the closest fitting pictures (with nails, or without) a closeness is the mean of. */
export const CLOSEST_PICTURES = 5;

/** The fitted presence model: standardized evidence, weights, and the lines it decides by. */
export interface PresenceModel {
  features: readonly string[];
  mean: number[];
  std: number[];
  weights: number[];
  bias: number;
  /** Log-odds below this: not a photo of nails. */
  refuseBelow: number;
  /** Log-odds below this (and not refused): analysed, and said to be an uncertain reading. */
  doubtBelow: number;
  /** The descriptors of the fitting pictures without nails. */
  references: StoredReferences;
  /** A linear reading of the descriptor: how much a photo looks like the fitting nail pictures. */
  probe: DescriptorProbe;
}

/** Weights over a descriptor's numbers, and a bias: its log-odds of nails by look alone. */
export interface DescriptorProbe {
  weights: number[];
  bias: number;
}

/** A descriptor's log-odds of nails under a probe (0 for an empty probe). */
export const probeLogOdds = (vector: Float32Array, { weights, bias }: DescriptorProbe) =>
  weights.length ? weighed(vector, weights, bias) : 0;

/** How the match takes a photo: a photo of nails, one it is unsure of, or not one. */
export type Presence = "nails" | "uncertain" | "not nails";

/**
 * A portfolio photo this close (cosine) to the inspiration is the same picture, re-encoded,
 * resized or lightly cropped: itself evidence of nails, whatever else the photo looks like.
 */
export const NEAR_EXACT = 0.95;

/** The log-odds that a photo shows nails, from its evidence and its closeness to the index. */
export function nailLogOdds(evidence: readonly number[], model: PresenceModel): number {
  if (evidence.length !== model.weights.length) {
    throw new RangeError(`the presence model reads ${model.weights.length} numbers`);
  }
  return evidence.reduce(
    (sum, value, f) => sum + (model.weights[f]! * (value - model.mean[f]!)) / (model.std[f]! || 1),
    model.bias,
  );
}

/** How close a photo's descriptor comes to nail photos (the index's closest) and to none. */
export interface Closeness {
  /** The closest indexed photo's cosine. */
  closeness: number;
  /** The photo's descriptor vector, compared with the model's pictures without nails. */
  vector: Float32Array;
}

/**
 * Whether a photo shows nails, given its evidence and how close it comes to nail photos (the
 * index's, and the fitting nail pictures the detectors remember) and to pictures without nails.
 */
export function presenceOf(
  evidence: readonly number[],
  { closeness, vector }: Closeness,
  { presence: model, detectors }: Pick<MatchHeads, "presence" | "detectors">,
): Presence {
  if (closeness >= NEAR_EXACT) return "nails";
  const none = meanClosest(vector, referencesOf(model.references), CLOSEST_PICTURES);
  const nailPictures = meanClosest(
    vector,
    referencesOf(detectors.neighbours.references),
    CLOSEST_PICTURES,
  );
  const logOdds = nailLogOdds(
    [...evidence, closeness, none, nailPictures, probeLogOdds(vector, model.probe)],
    model,
  );
  if (logOdds < model.refuseBelow) return "not nails";
  return logOdds < model.doubtBelow ? "uncertain" : "nails";
}
