import { normalize } from "./descriptors";
import { LEARNED_DIMENSIONS } from "./embedder";
import head from "./presence-head.json" with { type: "json" };

// "Is this a photo of nails?", read by a logistic head on the learned embedding of the whole
// picture (decision 0045). The nail finder (./nails) looks for patches of polish that end like
// nails; lipsticks, windows, jelly beans or a face's lips and eyes end like that too, and on
// non-nail scenes it had never been tuned on it took 29 % for nails. The head sees the whole
// picture: a hand with painted nails against anything else. A photo shows nails when both agree.
// Fitted by scripts/fit-presence.ts on the fitting generators' nails and its own non-nail scenes;
// the evaluation's pictures (server/eval) are never seen by it.

export interface PresenceHead {
  /** Weights on the unit-length embedding, and the bias: the log-odds that it shows nails. */
  weights: number[];
  bias: number;
  /** Log-odds below this: not nails. */
  threshold: number;
}

const fitted = head as PresenceHead;

/** The log-odds that a picture, by its learned embedding, shows painted nails. */
export function nailLogOdds(embedding: Float32Array, model: PresenceHead = fitted): number {
  if (embedding.length !== LEARNED_DIMENSIONS || model.weights.length !== LEARNED_DIMENSIONS) {
    throw new RangeError(`the presence head reads ${LEARNED_DIMENSIONS} numbers`);
  }
  const unit = normalize(Float32Array.from(embedding));
  return unit.reduce((logOdds, value, i) => logOdds + model.weights[i]! * value, model.bias);
}

/** Whether the head takes the picture for a photo of nails. */
export const looksLikeNails = (embedding: Float32Array, model: PresenceHead = fitted) =>
  nailLogOdds(embedding, model) >= model.threshold;
