import { describe, expect, it } from "vitest";
import { FITTED_HEADS } from "./heads";
import type { FramingSummary } from "./analysis";
import type { NailMeasures } from "./nails";
import { storeReferences } from "./descriptor-references";
import {
  NAIL_EVIDENCE,
  NEAR_EXACT,
  nailEvidence,
  nailLogOdds,
  presenceOf,
  probeLogOdds,
  type PresenceModel,
} from "./presence";

/** A framing of `nails` nails, each pointing along `axes[k]`, of `areas[k]`. */
function found(axes: [number, number][], areas: number[] = axes.map(() => 0.01)): FramingSummary {
  const nails = axes.map(
    (axis, k) =>
      ({
        axis,
        area: areas[k]!,
        ends: 0.9,
        elongation: 1.5,
        finger: 0.9,
        fingerSides: 1,
      }) as unknown as NailMeasures,
  );
  // Half the frame is backdrop; of the hand, 60 % skin and 40 % polish.
  return { nails, nailColors: [], regions: [0.5, 0.3, 0.2], backdrop: null, skin: null };
}

describe("the evidence of nails", () => {
  it("says nothing of nails where the finder saw none", () => {
    const evidence = nailEvidence([found([]), found([]), found([])]);
    expect(evidence).toHaveLength(NAIL_EVIDENCE.length - 4);
    expect(evidence.slice(0, 7)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it("measures nails that point one way and are alike as one hand's, on skin", () => {
    const hand = found([
      [0, -1],
      [0.1, -0.99],
      [-0.1, -0.99],
      [0, -1],
    ]);
    const [shows, framings, count, ends, oneWay, alike, , skin] = nailEvidence([hand, hand]);
    expect([shows, framings, count]).toEqual([1, 1, 0.4]);
    expect(ends).toBeCloseTo(0.9);
    expect(oneWay).toBeGreaterThan(0.98);
    expect(alike).toBe(1);
    expect(skin).toBeCloseTo(0.6);
  });

  it("tells patches pointing every way and of every size from a hand's nails", () => {
    const scattered = found(
      [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ],
      [0.001, 0.02, 0.004, 0.05],
    );
    const [, , , , oneWay, alike] = nailEvidence([scattered]);
    expect(oneWay).toBeLessThan(0.05);
    expect(alike).toBeLessThan(0.2);
  });
});

describe("deciding on the evidence", () => {
  const model: PresenceModel = {
    features: NAIL_EVIDENCE,
    mean: NAIL_EVIDENCE.map(() => 0),
    std: NAIL_EVIDENCE.map(() => 1),
    // Only whether a framing shows nails, the three closenesses and the look count.
    weights: NAIL_EVIDENCE.map(
      (name, f) =>
        ({
          "closeness to indexed nail photos": 2,
          "closeness to pictures without nails": -3,
          "closeness to nail pictures": 2,
          "the descriptor's look of nails": 0.5,
        })[name as string] ?? (f === 0 ? 4 : 0),
    ),
    bias: -3,
    refuseBelow: -2,
    doubtBelow: 1.5,
    // One picture without nails, its descriptor pointing one way.
    references: storeReferences([Float32Array.of(1, 0, 0, 0)]),
    // The look of nails reads the descriptor's last number only.
    probe: { weights: [0, 0, 0, 4], bias: 0 },
  };
  // One fitting nail picture the detectors remember, pointing another way.
  const heads = {
    presence: model,
    detectors: {
      ...FITTED_HEADS.detectors,
      neighbours: {
        references: storeReferences([Float32Array.of(0, 1, 0, 0)]),
      },
    },
  };
  const evidence = (shows: number) => [shows, ...NAIL_EVIDENCE.slice(5).map(() => 0)];
  const unlike = Float32Array.of(0, 0, 1, 0);
  const likeNoNails = Float32Array.of(1, 0, 0, 0);
  const likeNails = Float32Array.of(0, 1, 0, 0);
  const looksLikeNails = Float32Array.of(0, 0, 0, 1);

  it("reads the standardized evidence against its weights", () => {
    expect(evidence(1)).toHaveLength(nailEvidence([found([])]).length);
    expect(nailLogOdds([...evidence(1), 0.5, 0, 0, 0], model)).toBeCloseTo(4 + 1 - 3);
    expect(() => nailLogOdds([1, 2], model)).toThrow(RangeError);
  });

  it("refuses below one line, doubts below the other, and takes the rest for nails", () => {
    const decide = (shows: number, closeness: number) =>
      presenceOf(evidence(shows), { closeness, vector: unlike }, heads);
    expect(decide(0, 0.2)).toBe("not nails"); // −2.6
    expect(decide(0, 0.8)).toBe("uncertain"); // −1.4
    expect(decide(1, 0.2)).toBe("uncertain"); // 1.4
    expect(decide(1, 0.5)).toBe("nails"); // 2
  });

  it("weighs closeness to pictures without nails against nails", () => {
    expect(presenceOf(evidence(1), { closeness: 0.5, vector: likeNoNails }, heads)).toBe(
      "uncertain", // 2 − 3
    );
    expect(presenceOf(evidence(0), { closeness: 0.5, vector: likeNoNails }, heads)).toBe(
      "not nails", // −2 − 3
    );
  });

  it("weighs closeness to the fitting nail pictures for nails", () => {
    expect(presenceOf(evidence(0), { closeness: 0.2, vector: unlike }, heads)).toBe(
      "not nails", // −2.6
    );
    expect(presenceOf(evidence(0), { closeness: 0.2, vector: likeNails }, heads)).toBe(
      "uncertain", // −2.6 + 2
    );
  });

  it("weighs the descriptor's look of nails under the probe", () => {
    expect(probeLogOdds(looksLikeNails, model.probe)).toBe(4);
    expect(probeLogOdds(looksLikeNails, { weights: [], bias: 3 })).toBe(0);
    expect(presenceOf(evidence(0), { closeness: 0.2, vector: looksLikeNails }, heads)).toBe(
      "uncertain", // −2.6 + 0.5 × 4
    );
  });

  it("takes a copy of an indexed photo for nails, whatever the rest says", () => {
    expect(presenceOf(evidence(0), { closeness: NEAR_EXACT, vector: likeNoNails }, heads)).toBe(
      "nails",
    );
  });
});

describe("the fitted presence model", () => {
  const fitted = FITTED_HEADS.presence;

  it("reads today's evidence, and refuses below where it doubts", () => {
    expect(fitted.features).toEqual(NAIL_EVIDENCE);
    expect(fitted.weights).toHaveLength(NAIL_EVIDENCE.length);
    expect(fitted.refuseBelow).toBeLessThanOrEqual(fitted.doubtBelow);
    expect(fitted.probe.weights).toHaveLength(fitted.references.dimensions);
  });

  it("counts a hand's nails, closeness to nail pictures and their look for nails, closeness to none against", () => {
    const weight = (name: (typeof NAIL_EVIDENCE)[number]) =>
      fitted.weights[NAIL_EVIDENCE.indexOf(name)]!;
    expect(weight("closeness to indexed nail photos")).toBeGreaterThan(0);
    expect(weight("closeness to pictures without nails")).toBeLessThan(0);
    expect(weight("closeness to nail pictures")).toBeGreaterThan(0);
    expect(weight("the descriptor's look of nails")).toBeGreaterThan(0);
    expect(weight("how cleanly they end")).toBeGreaterThan(0);
  });
});
