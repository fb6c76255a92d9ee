import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderScene, SCENE_KINDS, sceneAt } from "./non-nail-scenes";

describe("non-nail scenes", () => {
  it("are deterministic by seed, and differ between seeds", async () => {
    const [a, b, c] = await Promise.all([
      renderScene("portrait", 5),
      renderScene("portrait", 5),
      renderScene("portrait", 6),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it("draws every kind in turn, as a JPEG of a phone-like size with more than one color", async () => {
    for (const [n, kind] of SCENE_KINDS.entries()) {
      const picture = await sceneAt(100, n);
      const { format, width = 0, height = 0 } = await sharp(picture).metadata();
      expect(format, kind).toBe("jpeg");
      expect(Math.max(width, height), kind).toBeGreaterThanOrEqual(800);
      const { channels } = await sharp(picture).stats();
      const spread = Math.max(...channels.map(({ stdev }) => stdev));
      expect(spread, kind).toBeGreaterThan(8);
    }
  });
});
