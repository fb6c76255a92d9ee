import type { ConfidenceKnots } from "./confidence";
import colorHead from "./color-head.json" with { type: "json" };
import calibration from "./confidence-calibration.json" with { type: "json" };
import detectorHead from "./detector-head.json" with { type: "json" };
import type { ColorHead } from "./nail-colors";
import presenceHead from "./presence-head.json" with { type: "json" };
import type { PresenceModel } from "./presence";
import type { FittedDetectors } from "./style-neighbours";

// The style match's fitted state: four small heads, each in its own JSON file written by its
// `npm run fit:*` script (`npm run fit:all` refits them in order). Each file says what it was
// fitted on (`fitted`): the commit, the seeds, and a fingerprint, the numbers its head reads for
// a few fixed pictures. A unit test (heads.test.ts) reads those pictures again with today's code
// and fails, naming the script, when the numbers have drifted: a head is never left reading
// measures it was not fitted on.

/** The heads the match decides with; the bench swaps them for heads fitted without a generator. */
export interface MatchHeads {
  /** Technique and shape from the nails' measures and the closest nail pictures (./style-neighbours). */
  detectors: FittedDetectors;
  /** The main color among the candidates (./nail-colors). */
  colors: ColorHead;
  /** Whether the photo shows nails (./presence). */
  presence: PresenceModel;
  /** The confidence shown, from the detectors' certainty (./confidence). */
  confidence: ConfidenceKnots;
}

/** The head files, by the script that fits each, in the order `fit:all` fits them. */
export const HEAD_FILES = {
  detectors: "detector-head.json",
  colors: "color-head.json",
  presence: "presence-head.json",
  confidence: "confidence-calibration.json",
} as const satisfies Record<keyof MatchHeads, string>;
export type HeadName = keyof typeof HEAD_FILES;

/** What a fitted file says of how it was fitted. */
export interface Provenance {
  /** The script that wrote it. */
  by: string;
  /** The commit its code was at (with "+changes" when the work tree had some). */
  commit: string;
  /** What it was fitted on, in words. */
  fittedOn: string;
  /** The seeds of its pictures, per generator. */
  seeds: Record<string, unknown>;
  /** The numbers the head reads for each fingerprint picture ("generator:seed"). */
  fingerprint: { pictures: string[]; features: unknown[] };
}

export type Fitted<T> = T & { fitted: Provenance };

export const FITTED_HEADS: MatchHeads = {
  detectors: detectorHead as unknown as FittedDetectors,
  colors: colorHead as unknown as ColorHead,
  presence: presenceHead as unknown as PresenceModel,
  confidence: (calibration as unknown as { knots: ConfidenceKnots }).knots,
};
