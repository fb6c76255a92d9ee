import { describe, expect, it } from "vitest";
import type { Color } from "~/core/catalogue";
import { hexToLab, type Lab } from "~/core/color";
import { FITTED_HEADS } from "./heads";

const colorHead = FITTED_HEADS.colors;
import type { FoundNails, NailMeasures } from "./nails";
import {
  choiceFeatures,
  chosenCandidate,
  COLOR_CANDIDATE_FEATURES,
  COLOR_CHOICE_FEATURES,
  colorCandidates,
  framedColors,
  nailColors,
} from "./nail-colors";

describe("nailColors", () => {
  /** Found nails whose free edges wear these colors, `size` pixels each. */
  function foundNails(
    nails: { hex: string | string[]; size: number; endsInView?: number; speckShare?: number }[],
  ): FoundNails {
    const total = nails.reduce((sum, nail) => sum + nail.size, 0);
    const lab = new Float32Array(total * 3);
    const freeEdges: number[][] = [];
    let next = 0;
    for (const { hex, size } of nails) {
      const edge = Array.from({ length: size }, (_, j) => next + j);
      // Several colors: each pixel in turn wears the next (flakes spread over a base).
      const colors = [hex].flat().map(hexToLab);
      for (const i of edge) lab.set(colors[(i - next) % colors.length]!, i * 3);
      freeEdges.push(edge);
      next += size;
    }
    return {
      // Only how each is seen to sit (`endsInView`) is read beside the free edges.
      nails: nails.map(
        ({ endsInView = 1, speckShare = 0 }) => ({ endsInView, speckShare }) as NailMeasures,
      ),
      width: total,
      height: 1,
      lab,
      polish: new Uint8Array(total).fill(1),
      region: new Uint8Array(total).fill(2),
      freeEdges,
      backdrop: null,
    };
  }
  const noMap = {
    size: 0,
    lab: new Float32Array(),
    polish: new Uint8Array(),
    coverage: 0,
    gain: 1,
  };

  it("names first the color most nails wear, not the largest patch (backdrop taken for a nail)", () => {
    const found = foundNails([
      { hex: "#d7263d", size: 40 },
      { hex: "#d7263d", size: 40 },
      { hex: "#d7263d", size: 40 },
      { hex: "#7a7d76", size: 400 }, // a patch of grey backdrop
    ]);
    const colors = nailColors(found, noMap);
    expect(colors[0]!.name).toBe("Red");
    expect(colors.map((c) => c.name)).toEqual(["Red", "Silver"]); // the patch is still reported
  });

  it("weighs each vote by how the nail sits: round patches of backdrop count less than nails", () => {
    const found = foundNails([
      { hex: "#f7f5f2", size: 40, endsInView: 0.95 },
      { hex: "#f7f5f2", size: 40, endsInView: 0.9 },
      { hex: "#9a9d93", size: 200, endsInView: 0.6 }, // bokeh taken for nails: barely "sitting"
      { hex: "#9a9d93", size: 200, endsInView: 0.6 },
    ]);
    expect(nailColors(found, noMap)[0]!.name).toBe("White");
  });

  it("counts a nail reading flat mid grey (a white in shade, a shadow) a third of a vote", () => {
    const found = foundNails([
      { hex: "#d81b60", size: 40 },
      { hex: "#8f918c", size: 40 },
      { hex: "#8f918c", size: 40 },
    ]);
    expect(nailColors(found, noMap).map((c) => c.name)).toEqual(["Pink", "Silver"]);
    // A grey that shines is a metal: its votes count whole.
    const shining = { hex: ["#5c5e61", "#8f918c", "#c4c6c9"], size: 40 };
    const metal = foundNails([{ hex: "#d81b60", size: 40 }, shining, shining]);
    expect(nailColors(metal, noMap)[0]!.name).toBe("Silver");
  });

  it("names a glitter nail by its flakes, not by the sheer base they sit in", () => {
    // A third of each free edge is blue flakes on a pale, sheer base.
    const glitter = { hex: ["#e9e4e6", "#e9e4e6", "#2f4fb0"], size: 60 };
    expect(nailColors(foundNails([glitter, glitter]), noMap)[0]!.name).toBe("White");
    const speckled = { ...glitter, speckShare: 0.2 };
    expect(nailColors(foundNails([speckled, speckled]), noMap)[0]!.name).toBe("Blue");
  });

  it("reads a dim photo's nails as its pale backdrop says a well-lit one would show them", () => {
    const white = { hex: "#8e8e8c", size: 60 }; // a white nail, 40 % underexposed
    const found = foundNails([white, white, white]);
    expect(nailColors(found, noMap)[0]!.name).toBe("Silver");
    expect(nailColors(found, { ...noMap, gain: 1.2 })[0]!.name).toBe("White");
  });

  describe("framedColors", () => {
    const red = { hex: "#d7263d", size: 40 };
    const shadow = { hex: "#2b2a2c", size: 400 }; // a shadow taken for a nail
    const whole = foundNails([red, red, shadow, shadow]);
    const closer = foundNails([red, red, red]);
    const blue = foundNails([
      { hex: "#2f6fdb", size: 40 },
      { hex: "#2f6fdb", size: 40 },
    ]);
    /** A head that weighs one feature only. */
    const weighing = (feature: (typeof COLOR_CHOICE_FEATURES)[number]) => ({
      features: COLOR_CHOICE_FEATURES,
      weights: COLOR_CHOICE_FEATURES.map((f) => (f === feature ? 1 : 0)),
    });
    const byRule = weighing("the rules' choice");

    it("by rule, names the main color most framings name, keeping the whole frame's others", () => {
      expect(nailColors(whole, noMap)[0]!.name).toBe("Black");
      const colors = framedColors([whole, closer, closer], noMap, byRule);
      expect(colors.map((c) => c.name)).toEqual(["Red", "Black"]);
    });

    it("by rule, keeps the whole frame's reading when the framings agree with it or split", () => {
      expect(framedColors([closer, closer, whole], noMap, byRule)).toEqual(
        nailColors(closer, noMap),
      );
      expect(framedColors([whole, closer, blue], noMap, byRule)).toEqual(nailColors(whole, noMap));
    });

    it("describes each candidate by the framings' and the nails' votes and its color", () => {
      const { ruled, candidates } = colorCandidates([closer, blue, blue], noMap);
      expect(ruled[0]!.name).toBe("Blue");
      const features = (name: Color) =>
        Object.fromEntries(
          candidates
            .find((c) => c.color.name === name)!
            .features.map((value, f) => [COLOR_CANDIDATE_FEATURES[f], value]),
        );
      expect(features("Blue")).toMatchObject({
        "framings naming it first": 2 / 3,
        "nail votes": 0, // the whole frame shows no blue nail
        "the rules' choice": 1,
        "is Blue": 1,
        "is Red": 0,
      });
      expect(features("Red")).toMatchObject({
        "framings naming it first": 1 / 3,
        "nail votes": 1,
        share: 1,
        first: 1,
        "the rules' choice": 0,
        "is Red": 1,
      });
    });

    it("describes each candidate's polish by its lightness and chroma", () => {
      const { candidates } = colorCandidates([blue, blue, blue], noMap);
      const [L, a, b] = hexToLab(candidates[0]!.color.hex);
      const C = Math.hypot(a, b) / 100;
      const features = Object.fromEntries(
        candidates[0]!.features.map((value, f) => [COLOR_CANDIDATE_FEATURES[f], value]),
      );
      expect(features).toMatchObject({ "is Blue": 1, "is Red": 0 });
      expect(features.lightness).toBeCloseTo(L / 100, 3);
      expect(features.chroma).toBeCloseTo(C, 3);
      expect(features["chroma squared"]).toBeCloseTo(C * C, 3);
      expect(features["a*"]).toBeCloseTo(a / 100, 3);
      expect(features["b*"]).toBeCloseTo(b / 100, 3);
    });

    it("names the first color as other light would, each name a candidate", () => {
      // A light green near the Neon boundary: a brighter exposure would make it Neon.
      const lime = foundNails([
        { hex: "#76c442", size: 40 },
        { hex: "#76c442", size: 40 },
      ]);
      const { candidates } = colorCandidates([lime, lime, lime], noMap);
      const underOtherLight = (name: Color) =>
        candidates.find((c) => c.color.name === name)?.features[
          COLOR_CANDIDATE_FEATURES.indexOf("the first color under other light")
        ];
      expect(underOtherLight("Green")).toBeGreaterThan(0.5);
      expect(underOtherLight("Neon")).toBeGreaterThan(0);
      expect(underOtherLight("Green")! + underOtherLight("Neon")!).toBeCloseTo(1, 5);
      // A deep red is red under any of them.
      const { candidates: reds } = colorCandidates([closer, closer, closer], noMap);
      expect(reds.map((c) => c.color.name)).toEqual(["Red"]);
      expect(
        reds[0]!.features[COLOR_CANDIDATE_FEATURES.indexOf("the first color under other light")],
      ).toBe(1);
    });

    it("chooses the main color among the candidates as its head weighs them", () => {
      const framings = [closer, blue, blue];
      expect(framedColors(framings, noMap, weighing("nail votes"))[0]!.name).toBe("Red");
      expect(framedColors(framings, noMap, weighing("framings naming it first"))[0]!.name).toBe(
        "Blue",
      );
    });

    it("weighs how far each candidate is from the backdrop's color", () => {
      // Two blue patches of the backdrop taken for nails outvote a red nail in every framing.
      const patch = { hex: "#2f6fdb", size: 40 };
      const onBlue = { ...foundNails([red, patch, patch]), backdrop: hexToLab("#3070d8") };
      const reading = colorCandidates([onBlue, onBlue, onBlue], noMap);
      const features = (name: Color, backdrop: Lab | null = onBlue.backdrop) => {
        const k = reading.candidates.findIndex((c) => c.color.name === name);
        const row = choiceFeatures(reading, [{ backdrop }])[k]!;
        return Object.fromEntries(row.map((value, f) => [COLOR_CHOICE_FEATURES[f], value]));
      };
      expect(features("Blue")).toMatchObject({ "on the backdrop's color": 1 });
      expect(features("Blue")["far from the backdrop"]).toBeLessThan(0.24);
      expect(features("Red")).toMatchObject({
        "far from the backdrop": 1,
        "on the backdrop's color": 0,
      });
      // Without a backdrop every candidate is apart from it.
      expect(features("Blue", null)).toMatchObject({
        "far from the backdrop": 1,
        "on the backdrop's color": 0,
      });
      expect(framedColors([onBlue, onBlue, onBlue], noMap, byRule)[0]!.name).toBe("Blue");
      const apart = weighing("far from the backdrop");
      expect(framedColors([onBlue, onBlue, onBlue], noMap, apart)[0]!.name).toBe("Red");
    });

    it("chooses the highest-scoring candidate, the earliest on a tie, none among none", () => {
      const weights = [1, -1];
      expect(
        chosenCandidate(
          [
            [0, 1],
            [2, 0],
            [1, 0],
          ],
          weights,
        ),
      ).toBe(1);
      expect(
        chosenCandidate(
          [
            [1, 0],
            [2, 1],
            [0, 0],
          ],
          weights,
        ),
      ).toBe(0);
      expect(chosenCandidate([], weights)).toBe(-1);
    });

    it("has a fitted head for today's features that keeps a reading every framing agrees on", () => {
      expect(colorHead.features).toEqual(COLOR_CHOICE_FEATURES);
      expect(framedColors([closer, closer, closer], noMap, colorHead)[0]!.name).toBe("Red");
      expect(framedColors([blue, blue, blue], noMap, colorHead)[0]!.name).toBe("Blue");
      // It weighs how plausible a polish color is, not where our generators' paints lie: a deep
      // pink (raspberry) stays Pink, though the fitting generators' pinks are all light.
      const raspberry = foundNails([
        { hex: "#b50051", size: 40 },
        { hex: "#b50051", size: 40 },
      ]);
      expect(framedColors([raspberry, raspberry, raspberry], noMap, colorHead)[0]!.name).toBe(
        "Pink",
      );
    });
  });

  it("breaks a tie of votes by the pixels: the larger color first", () => {
    const found = foundNails([
      { hex: "#2f6fdb", size: 30 },
      { hex: "#f06292", size: 90 },
    ]);
    expect(nailColors(found, noMap).map((c) => c.name)).toEqual(["Pink", "Blue"]);
  });
});
