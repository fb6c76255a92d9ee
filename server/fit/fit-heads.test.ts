import { describe, expect, it } from "vitest";
import { probeLogOdds } from "../match/presence";
import { seededRandom } from "~/core/seeded-random";
import { probeShares } from "../match/style-neighbours";
import { fitDescriptorSoftmax, fitProbe } from "./fit-heads";
import type { Example } from "./readings";

/** Examples that are only a descriptor and whether they show nails. */
function examples(count: number, nails: boolean, seed: number): Example[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const vector = Float32Array.from({ length: 8 }, () => random() - 0.5);
    vector[nails ? 0 : 1]! += 2;
    return {
      truth: nails ? { styles: [], colors: [] } : null,
      reading: { vector },
    } as unknown as Example;
  });
}

describe("the descriptor probe", () => {
  it("learns the direction nail pictures lie in, and says so of pictures it has not seen", () => {
    const probe = fitProbe([...examples(40, true, 1), ...examples(60, false, 2)]);
    expect(probe.weights).toHaveLength(8);
    for (const e of examples(20, true, 3))
      expect(probeLogOdds(e.reading.vector, probe)).toBeGreaterThan(0);
    for (const e of examples(20, false, 4))
      expect(probeLogOdds(e.reading.vector, probe)).toBeLessThan(0);
  });

  it("is empty, and says nothing, without pictures of both kinds", () => {
    const probe = fitProbe(examples(10, true, 5));
    expect(probe.weights).toEqual([]);
    expect(probeLogOdds(Float32Array.of(1, 0), probe)).toBe(0);
  });
});

describe("softmax regression on descriptors", () => {
  it("learns one row per class that reads the class back", () => {
    const random = seededRandom(6);
    const vectors = Array.from({ length: 90 }, (_, k) => {
      const vector = Float32Array.from({ length: 6 }, () => random() - 0.5);
      vector[k % 3]! += 2;
      return vector;
    });
    const rows = fitDescriptorSoftmax(
      vectors,
      vectors.map((_, k) => k % 3),
      3,
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toHaveLength(7);
    for (let c = 0; c < 3; c++) {
      const shares = probeShares(
        Float32Array.from({ length: 6 }, (_, d) => (d === c ? 2 : 0)),
        rows,
      );
      expect(shares.indexOf(Math.max(...shares))).toBe(c);
    }
  });
});
