import type { Style } from "~/core/catalogue";
import { isotonicKnots, type ConfidenceKnots } from "../match/confidence";
import {
  FEATURES,
  SHAPES,
  TECHNIQUES,
  type Shape,
  type SoftmaxHead,
  type Technique,
} from "../match/detectors";
import {
  probeShares,
  type FittedDetectors,
  type StyleNeighbours,
  type StyleProbes,
} from "../match/style-neighbours";
import type { MatchHeads } from "../match/heads";
import { certaintyOf, NAMING, readLook } from "../match/look";
import {
  candidateScore,
  choiceFeatures,
  chosenCandidate,
  COLOR_CHOICE_FEATURES,
  type ColorHead,
} from "../match/nail-colors";
import { detectorFeaturesOf } from "../match/analysis";
import { showsNails } from "../match/nails";
import {
  meanClosest,
  storeReferences,
  type StoredReferences,
} from "../match/descriptor-references";
import {
  NAIL_EVIDENCE,
  CLOSEST_PICTURES,
  nailEvidence,
  nailLogOdds,
  probeLogOdds,
  type DescriptorProbe,
  type PresenceModel,
} from "../match/presence";
import type { Generator } from "./labelled-pictures";
import type { Example } from "./readings";

// Fitting the style match's four heads on read pictures (./readings): the same functions make
// the heads the product ships (fitted on every generator's fitting pictures, `npm run fit:all`)
// and the heads the evaluation measures on a generator left out (fitted on the others',
// `npm run bench:match-eval`). Only these read the pictures' labels.

/** A fitting example with what the index said of it: the closest indexed photo's cosine. */
export interface FitExample extends Example {
  closeness: number;
}

/** The technique and shape a picture's labels show (plain polish and square nails are no style). */
export function techniqueAndShapeOf(styles: readonly Style[]): {
  technique: Technique;
  shape: Shape;
} {
  return {
    technique: TECHNIQUES.find((t) => styles.includes(t as Style)) ?? "Plain",
    shape: SHAPES.find((s) => styles.includes(s as Style)) ?? "Square",
  };
}

/** Whether the finder saw nails in a reading (the detectors learn only from those). */
const nailsSeen = (e: Example) => e.reading.framings.some(showsNails);

// --- Detectors -----------------------------------------------------------------------------------

/** Softmax regression by full-batch gradient descent with an L2 penalty; classes weighed equally. */
function fitSoftmax(
  classes: readonly string[],
  xs: number[][],
  targets: number[],
  { lambda = 0.01, steps = 3000, rate = 0.5 } = {},
): SoftmaxHead {
  const k = classes.length;
  const dimensions = xs[0]?.length ?? 0;
  const weights = Array.from({ length: k }, () => new Array<number>(dimensions + 1).fill(0));
  const counts = new Array<number>(k).fill(0);
  for (const y of targets) counts[y]!++;
  const balance = counts.map((c) => (c ? xs.length / (k * c) : 0));
  const logits = new Array<number>(k);
  for (let step = 0; step < steps; step++) {
    const gradient = weights.map((row) => row.map(() => 0));
    xs.forEach((x, r) => {
      for (let c = 0; c < k; c++) {
        const row = weights[c]!;
        let sum = row[0]!;
        for (let f = 0; f < dimensions; f++) sum += row[f + 1]! * x[f]!;
        logits[c] = sum;
      }
      const top = Math.max(...logits);
      let total = 0;
      for (let c = 0; c < k; c++) total += logits[c] = Math.exp(logits[c]! - top);
      const y = targets[r]!;
      for (let c = 0; c < k; c++) {
        const error = (logits[c]! / total - (c === y ? 1 : 0)) * balance[y]!;
        const g = gradient[c]!;
        g[0]! += error;
        for (let f = 0; f < dimensions; f++) g[f + 1]! += error * x[f]!;
      }
    });
    weights.forEach((row, c) =>
      row.forEach((w, f) => {
        row[f] = w - rate * (gradient[c]![f]! / xs.length + (f ? lambda * w : 0));
      }),
    );
  }
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  return { classes, weights: weights.map((row) => row.map(round)) };
}

const meanAndStd = (xs: readonly (readonly number[])[]) => {
  const d = xs[0]?.length ?? 0;
  const mean = Array.from({ length: d }, (_, f) => xs.reduce((s, x) => s + x[f]!, 0) / xs.length);
  const std = Array.from(
    { length: d },
    (_, f) => Math.sqrt(xs.reduce((s, x) => s + (x[f]! - mean[f]!) ** 2, 0) / xs.length) || 1,
  );
  return { mean, std };
};

/**
 * The nail pictures the detectors remember: every clean one (a phone's delivery of a picture is
 * no other picture), whether or not the finder saw its nails.
 */
function styleNeighboursOf(examples: readonly Example[]): StyleNeighbours {
  const pictures = examples.filter((e) => e.truth && e.variant === "clean");
  return { references: storeReferences(pictures.map((e) => e.reading.vector)) };
}

/**
 * The technique and shape heads, on the examples whose nails the finder saw, and the nail
 * pictures whose styles vote beside them.
 */
export function fitDetectors(examples: readonly Example[]): FittedDetectors {
  const rows = examples.filter((e) => e.truth && nailsSeen(e));
  const raw = rows.map((e) => detectorFeaturesOf(e.reading));
  const { mean, std } = meanAndStd(raw);
  const xs = raw.map((x) => x.map((v, f) => (v - mean[f]!) / std[f]!));
  const labels = rows.map((e) => techniqueAndShapeOf(e.truth!.styles));
  return {
    features: FEATURES,
    mean: mean.map((v) => Math.round(v * 1e5) / 1e5),
    std: std.map((v) => Math.round(v * 1e5) / 1e5),
    technique: fitSoftmax(
      TECHNIQUES,
      xs,
      labels.map((l) => TECHNIQUES.indexOf(l.technique)),
    ),
    shape: fitSoftmax(
      SHAPES,
      xs,
      labels.map((l) => SHAPES.indexOf(l.shape)),
    ),
    neighbours: styleNeighboursOf(examples),
    probes: styleProbesOf(examples),
  };
}

/** The style probes, on every nail picture, clean and phone-like, seen by the finder or not. */
function styleProbesOf(examples: readonly Example[]): StyleProbes {
  const pictures = examples.filter((e) => e.truth);
  const labels = pictures.map((e) => techniqueAndShapeOf(e.truth!.styles));
  const vectors = pictures.map((e) => e.reading.vector);
  return {
    technique: fitDescriptorSoftmax(
      vectors,
      labels.map((l) => TECHNIQUES.indexOf(l.technique)),
      TECHNIQUES.length,
    ),
    shape: fitDescriptorSoftmax(
      vectors,
      labels.map((l) => SHAPES.indexOf(l.shape)),
      SHAPES.length,
    ),
  };
}

/**
 * Softmax regression on descriptors, each class weighing the same (class-balanced), L2 on the
 * weights, full-batch Adam: one row per class, its weights and then its bias.
 */
export function fitDescriptorSoftmax(
  vectors: readonly Float32Array[],
  labels: readonly number[],
  classes: number,
  { l2 = 0.001, rounds = 200, rate = 0.05 } = {},
): number[][] {
  const d = vectors[0]?.length ?? 0;
  const counts = new Array<number>(classes).fill(0);
  for (const label of labels) counts[label]!++;
  const rows = Array.from({ length: classes }, () => new Float64Array(d + 1));
  const moment = rows.map(() => new Float64Array(d + 1));
  const meanSquare = rows.map(() => new Float64Array(d + 1));
  for (let round = 1; round <= rounds; round++) {
    const gradient = rows.map(() => new Float64Array(d + 1));
    vectors.forEach((x, k) => {
      const p = probeShares(x, rows);
      const weight = vectors.length / classes / counts[labels[k]!]!;
      for (let c = 0; c < classes; c++) {
        const error = weight * (p[c]! - (c === labels[k] ? 1 : 0));
        const g = gradient[c]!;
        for (let i = 0; i < d; i++) g[i]! += error * x[i]!;
        g[d]! += error;
      }
    });
    for (let c = 0; c < classes; c++) {
      for (let i = 0; i <= d; i++) {
        const g = gradient[c]![i]! / vectors.length + (i < d ? l2 * rows[c]![i]! : 0);
        moment[c]![i] = 0.9 * moment[c]![i]! + 0.1 * g;
        meanSquare[c]![i] = 0.999 * meanSquare[c]![i]! + 0.001 * g * g;
        const step = moment[c]![i]! / (1 - 0.9 ** round);
        rows[c]![i]! -=
          (rate * step) / (Math.sqrt(meanSquare[c]![i]! / (1 - 0.999 ** round)) + 1e-8);
      }
    }
  }
  const round = (v: number) => Number(v.toPrecision(4));
  return rows.map((row) => Array.from(row, round));
}

// --- The main color ------------------------------------------------------------------------------

/**
 * The head choosing a photo's main color among its candidates: a conditional logit (softmax over
 * a picture's candidates, L2-regularised, full-batch Adam) learning which candidate wears a
 * labelled color, each main color weighing the same (a photo may be of any catalogue color).
 */
export function fitColorHead(
  examples: readonly Example[],
  { rounds = 1500, rate = 0.05, l2 = 0.001 } = {},
): ColorHead {
  const samples = examples
    .filter((e) => e.truth)
    .map((e) => ({
      features: colorChoiceFeaturesOf(e),
      right: e.reading.colors.candidates.map((c) => e.truth!.colors.includes(c.color.name)),
      main: e.truth!.colors[0]!,
    }))
    // A picture none of whose candidates is right teaches nothing about choosing.
    .filter((sample) => sample.right.some(Boolean));
  const perColor = new Map<string, number>();
  for (const { main } of samples) perColor.set(main, (perColor.get(main) ?? 0) + 1);
  const sampleWeights = samples.map(
    ({ main }) => samples.length / perColor.size / perColor.get(main)!,
  );
  const width = COLOR_CHOICE_FEATURES.length;
  const weights = new Array<number>(width).fill(0);
  const moment = new Array<number>(width).fill(0);
  const meanSquare = new Array<number>(width).fill(0);
  for (let round = 1; round <= rounds; round++) {
    const gradient = weights.map((w) => l2 * w);
    for (const [s, { features, right }] of samples.entries()) {
      const scores = features.map((x) => candidateScore(x, weights));
      const top = Math.max(...scores);
      const p = scores.map((v) => Math.exp(v - top));
      const total = p.reduce((a, b) => a + b, 0);
      const q = p.map((value, c) => (right[c] ? value : 0));
      const rightTotal = q.reduce((a, b) => a + b, 0);
      features.forEach((x, c) => {
        const pull = sampleWeights[s]! * (q[c]! / rightTotal - p[c]! / total);
        for (let f = 0; f < width; f++) gradient[f]! -= (pull * x[f]!) / samples.length;
      });
    }
    weights.forEach((_, f) => {
      moment[f] = 0.9 * moment[f]! + 0.1 * gradient[f]!;
      meanSquare[f] = 0.999 * meanSquare[f]! + 0.001 * gradient[f]! ** 2;
      const step = moment[f]! / (1 - 0.9 ** round);
      const scale = Math.sqrt(meanSquare[f]! / (1 - 0.999 ** round)) + 1e-8;
      weights[f]! -= (rate * step) / scale;
    });
  }
  return {
    features: COLOR_CHOICE_FEATURES,
    weights: weights.map((w) => Math.round(w * 1000) / 1000),
  };
}

/** What the color head weighs of each of a reading's candidates. */
const colorChoiceFeaturesOf = (e: Example) => choiceFeatures(e.reading.colors, e.reading.framings);

/** Whether a head's choice among a reading's candidates wears a labelled color. */
export const colorChoiceRight = (e: Example, head: ColorHead) => {
  const chosen =
    e.reading.colors.candidates[chosenCandidate(colorChoiceFeaturesOf(e), head.weights)];
  return Boolean(chosen && e.truth?.colors.includes(chosen.color.name));
};

// --- Presence ------------------------------------------------------------------------------------

/**
 * The pictures without nails the presence model remembers: every generator's, clean (a phone's
 * delivery of one is no other picture).
 */
function nonNailReferences(examples: readonly FitExample[]) {
  return cleanPictures(examples, false);
}

/** The clean pictures with nails (as the detectors remember them), or without, and whose. */
function cleanPictures(examples: readonly FitExample[], withNails: boolean) {
  return examples
    .filter((e) => !!e.truth === withNails && e.variant === "clean")
    .map((e) => ({ generator: e.generator, vector: e.reading.vector }));
}

/**
 * The descriptor probe: class-balanced, L2-regularised logistic regression of nails or none on
 * the descriptor's numbers (a two-class `fitDescriptorSoftmax`, its log-odds the difference of
 * the rows). Every clean and phone-like picture counts.
 */
export function fitProbe(examples: readonly Example[]): DescriptorProbe {
  const positives = examples.filter((e) => e.truth).length;
  if (!positives || positives === examples.length) return { weights: [], bias: 0 };
  const [none, nails] = fitDescriptorSoftmax(
    examples.map((e) => e.reading.vector),
    examples.map((e) => (e.truth ? 1 : 0)),
    2,
  );
  const difference = nails!.map((w, i) => Number((w - none![i]!).toPrecision(4)));
  return { weights: difference.slice(0, -1), bias: difference.at(-1)! };
}

/**
 * The evidence the presence model weighs for each example: the photo's, its closeness to the
 * index, its closeness to the pictures without nails and to the nail pictures of the *other*
 * generators (those the detectors remember, decision 0067), and its look of nails under a probe
 * fitted on the other generators' pictures. A picture is never compared with its own
 * generator's (its siblings would look too close): the model learns how close a picture of a
 * kind it has not seen comes, as a user's photo will.
 */
function evidenceOf(examples: readonly FitExample[]): number[][] {
  const sets = [cleanPictures(examples, false), cleanPictures(examples, true)];
  const byGenerator = new Map<Generator, { sets: Float32Array[][]; probe: DescriptorProbe }>();
  return examples.map((e) => {
    let others = byGenerator.get(e.generator);
    if (!others) {
      others = {
        sets: sets.map((set) =>
          set.filter((r) => r.generator !== e.generator).map((r) => r.vector),
        ),
        probe: fitProbe(examples.filter((other) => other.generator !== e.generator)),
      };
      byGenerator.set(e.generator, others);
    }
    return [
      ...nailEvidence(e.reading.framings),
      e.closeness,
      ...others.sets.map((set) => meanClosest(e.reading.vector, set, CLOSEST_PICTURES)),
      probeLogOdds(e.reading.vector, others.probe),
    ];
  });
}

/** Class-balanced, L2-regularised logistic regression on standardized evidence. */
function fitLogistic(
  examples: readonly FitExample[],
  xs: readonly number[][],
  { l2 = 0.01, steps = 2000, rate = 0.5 } = {},
): Omit<PresenceModel, "refuseBelow" | "doubtBelow" | "references" | "probe"> {
  const { mean, std } = meanAndStd(xs);
  const z = xs.map((x) => x.map((v, f) => (v - mean[f]!) / std[f]!));
  const d = NAIL_EVIDENCE.length;
  const positives = examples.filter((e) => e.truth).length;
  const share = examples.map((e) =>
    e.truth ? 0.5 / positives : 0.5 / (examples.length - positives),
  );
  const w = new Array<number>(d).fill(0);
  let b = 0;
  for (let step = 0; step < steps; step++) {
    const gradient = new Array<number>(d).fill(0);
    let gradientB = 0;
    examples.forEach((e, k) => {
      let t = b;
      for (let j = 0; j < d; j++) t += w[j]! * z[k]![j]!;
      const error = (1 / (1 + Math.exp(-t)) - (e.truth ? 1 : 0)) * share[k]!;
      for (let j = 0; j < d; j++) gradient[j]! += error * z[k]![j]!;
      gradientB += error;
    });
    for (let j = 0; j < d; j++) w[j]! -= rate * (gradient[j]! + l2 * w[j]!);
    b -= rate * gradientB;
  }
  const round = (v: number) => Number(v.toPrecision(5));
  return {
    features: NAIL_EVIDENCE,
    mean: mean.map(round),
    std: std.map(round),
    weights: w.map(round),
    bias: round(b),
  };
}

/** The shares of nail pictures the presence model's two lines are set to refuse and to doubt. */
export const PRESENCE_LINES = { refuse: 0.03, doubt: 0.1 } as const;

/**
 * The presence model. Its lines are set on pictures it was not fitted on: each generator in turn
 * is left out of an inner fit, and its nail pictures scored; the refusing line is where the worst
 * of them would refuse PRESENCE_LINES.refuse of its nail pictures, the doubting line where the
 * pooled pictures would be doubted PRESENCE_LINES.doubt of the time.
 */
export function fitPresence(examples: readonly FitExample[]): PresenceModel {
  const evidence = evidenceOf(examples);
  const generators = [...new Set(examples.map((e) => e.generator))];
  const heldOut: { generator: Generator; logOdds: number }[] = [];
  for (const held of generators) {
    // The held generator's pictures are not among the inner fit's references either; its own
    // rows are compared with the others' (their evidence below).
    const others = examples.filter((e) => e.generator !== held);
    const inner = fitLogistic(others, evidenceOf(others));
    const model = {
      ...inner,
      refuseBelow: -Infinity,
      doubtBelow: -Infinity,
      references: NONE,
      probe: NO_PROBE,
    };
    examples.forEach((e, k) => {
      if (e.generator === held && e.truth) {
        heldOut.push({ generator: held, logOdds: nailLogOdds(evidence[k]!, model) });
      }
    });
  }
  const quantile = (values: number[], q: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length * q)] ?? -Infinity;
  };
  const refuseBelow = Math.min(
    ...generators.map((g) =>
      quantile(
        heldOut.filter((h) => h.generator === g).map((h) => h.logOdds),
        PRESENCE_LINES.refuse,
      ),
    ),
  );
  const doubtBelow = Math.max(
    refuseBelow,
    quantile(
      heldOut.map((h) => h.logOdds),
      PRESENCE_LINES.doubt,
    ),
  );
  const round = (v: number) => Number(v.toPrecision(5));
  return {
    ...fitLogistic(examples, evidence),
    refuseBelow: round(refuseBelow),
    doubtBelow: round(doubtBelow),
    references: storeReferences(nonNailReferences(examples).map((r) => r.vector)),
    probe: fitProbe(examples),
  };
}

/** No references: an inner model is only asked for log-odds of evidence already complete. */
const NONE: StoredReferences = { dimensions: 0, scales: [], vectors: "" };
const NO_PROBE: DescriptorProbe = { weights: [], bias: 0 };

// --- Confidence ----------------------------------------------------------------------------------

/**
 * The map from the detectors' certainty to the share of the styles it names that a photo shows,
 * with `detectors` reading the examples (fitted on them too: the certainty it will have).
 */
export function fitConfidence(
  examples: readonly Example[],
  detectors: FittedDetectors,
): ConfidenceKnots {
  const points: { certainty: number; shown: number }[] = [];
  const identity: ConfidenceKnots = [
    [0, 0],
    [1, 1],
  ];
  // A picture's styles are read by probes fitted on the other generators' pictures: fitted on
  // its own, they would know it, and be surer than a user's photo will make them.
  const headsFor = new Map<Generator, Pick<MatchHeads, "detectors" | "confidence">>();
  for (const e of examples) {
    if (!e.truth || !nailsSeen(e)) continue;
    let heads = headsFor.get(e.generator);
    if (!heads) {
      const others = examples.filter((other) => other.generator !== e.generator);
      heads = {
        detectors: { ...detectors, probes: styleProbesOf(others) },
        confidence: identity,
      };
      headsFor.set(e.generator, heads);
    }
    const look = readLook(
      detectorFeaturesOf(e.reading),
      "nails",
      heads,
      NAMING.inspiration,
      e.reading.vector,
    );
    if (!look.styles.length) continue;
    const right = look.styles.filter((style) => e.truth!.styles.includes(style)).length;
    points.push({ certainty: certaintyOf(look.probabilities), shown: right / look.styles.length });
  }
  return isotonicKnots(points);
}

// --- All four ------------------------------------------------------------------------------------

/** Every head, fitted in the order they depend on one another, on these examples. */
export function fitHeads(examples: readonly FitExample[]): MatchHeads {
  const detectors = fitDetectors(examples);
  return {
    detectors,
    colors: fitColorHead(examples),
    presence: fitPresence(examples),
    confidence: fitConfidence(examples, detectors),
  };
}
