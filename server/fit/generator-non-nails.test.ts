import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { GENERATORS, NON_NAIL_PICTURES } from "./labelled-pictures";
import { LIT_NON_NAIL_KINDS, randomLitNonNail } from "./lit-nails/non-nail";
import { PAINTED_NON_NAIL_KINDS, randomPaintedNonNail } from "./painted-nails/non-nail";

const SEEDS = Array.from({ length: 40 }, (_, k) => 7_000 + k);

describe("pictures without nails, for every generator", () => {
  it("every generator draws some: JPEGs, the same for the same seed", async () => {
    for (const generator of GENERATORS) {
      const draw = NON_NAIL_PICTURES[generator];
      const [a, b, c] = await Promise.all([draw(11, 0), draw(11, 0), draw(11, 1)]);
      expect((await sharp(a).metadata()).format, generator).toBe("jpeg");
      expect(a.equals(b), generator).toBe(true);
      expect(a.equals(c), generator).toBe(false);
    }
  });

  it("painted bare hands wear no polish: their nails are the skin's own pink, lighter", () => {
    for (const seed of SEEDS) {
      const { nude, skin, fingers, sticks } = randomPaintedNonNail("bare-hand", seed);
      const paleNail = [248, 222, 218];
      nude.forEach((value, k) => {
        expect(value).toBeGreaterThanOrEqual(Math.min(skin[k]!, paleNail[k]!));
        expect(value).toBeLessThanOrEqual(Math.max(skin[k]!, paleNail[k]!));
      });
      expect(fingers.length).toBeGreaterThan(0);
      expect(sticks).toBeUndefined();
    }
  });

  it("painted sticks and bottles have no hand; each stick its own body and tip", () => {
    for (const seed of SEEDS) {
      for (const kind of ["crayons", "lipsticks"] as const) {
        const sticks = randomPaintedNonNail(kind, seed);
        expect(sticks.sticks!.bodies).toHaveLength(sticks.fingers.length);
        expect(sticks.sticks!.tips).toHaveLength(sticks.fingers.length);
        expect(Math.hypot(sticks.palm.x, sticks.palm.y)).toBeGreaterThan(10);
      }
      expect(randomPaintedNonNail("bottles", seed).fingers).toEqual([]);
      expect(randomPaintedNonNail("bottles", seed).prop.kind).toBe("bottle");
    }
    expect(new Set(PAINTED_NON_NAIL_KINDS)).toEqual(
      new Set(["bare-hand", "crayons", "lipsticks", "bottles"]),
    );
  });

  it("lit bare hands wear no polish: plain, short nails that are not metal", () => {
    for (const seed of SEEDS) {
      const hand = randomLitNonNail("bare-hand", seed);
      expect(hand.technique).toBe("Plain");
      expect(hand.polish.metal).toBe(false);
      expect(hand.extension).toBeLessThanOrEqual(0.25);
      expect(hand.sticks).toBeUndefined();
    }
  });

  it("lit sticks: one body and one tip per stick; crayons tipped with their own color", () => {
    for (const seed of SEEDS) {
      for (const kind of LIT_NON_NAIL_KINDS.filter((k) => k !== "bare-hand")) {
        const { sticks, fingers } = randomLitNonNail(kind, seed);
        expect(sticks!.bodies).toHaveLength(fingers.length);
        expect(sticks!.tips).toHaveLength(fingers.length);
        if (kind === "crayons") {
          sticks!.tips.forEach((tip, k) =>
            expect(tip.albedo).toEqual(sticks!.bodies[k]!.map((c) => c * 0.85)),
          );
        }
      }
    }
  });
});
