import { describe, expect, it } from "vitest";
import { pick, seededRandom } from "./seeded-random";

describe("seededRandom", () => {
  it("gives the same stream for the same seed, another for another seed, in [0, 1)", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(Array.from({ length: 1000 }, () => c())).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it("keeps Mulberry32's stream, which the demo pictures are drawn from", () => {
    const random = seededRandom(1);
    expect([random(), random(), random()].map((x) => x.toFixed(6))).toEqual([
      "0.627074",
      "0.002736",
      "0.527447",
    ]);
  });

  it("picks every item of a list, and refuses an empty one", () => {
    const random = seededRandom(7);
    const seen = new Set(Array.from({ length: 200 }, () => pick(random, ["a", "b", "c"])));
    expect(seen).toEqual(new Set(["a", "b", "c"]));
    expect(() => pick(random, [])).toThrow(/empty/);
  });
});
