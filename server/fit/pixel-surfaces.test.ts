import { describe, expect, it } from "vitest";
import { seededRandom } from "~/core/seeded-random";
import { fitPixelModel, PIXEL_FEATURES, pixelFeatures, surfaceScores } from "./pixel-surfaces";

const D = PIXEL_FEATURES.length;

/** A beige backdrop with a skin-colored finger across it, a red nail at its end. */
function picture(width = 60, height = 40) {
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const finger = y >= 15 && y < 25 && x < 40;
      const nail = finger && x >= 32;
      const rgb = nail ? [200, 20, 40] : finger ? [224, 172, 140] : [90, 120, 160];
      pixels.set(rgb, (y * width + x) * 3);
    }
  }
  return { width, height, pixels };
}

describe("pixelFeatures", () => {
  it("measures every pixel, and a nail unlike the border's colors", () => {
    const view = picture();
    const features = pixelFeatures(view);
    expect(features.length).toBe(view.width * view.height * D);
    expect(features.every(Number.isFinite)).toBe(true);
    const at = (x: number, y: number, name: (typeof PIXEL_FEATURES)[number]) =>
      features[(y * view.width + x) * D + PIXEL_FEATURES.indexOf(name)]!;
    const toBorder = "ΔE to the nearest border color (to 60)";
    expect(at(35, 20, toBorder)).toBeGreaterThan(at(50, 5, toBorder) + 0.3);
    expect(at(20, 20, "skin model")).toBe(1);
    expect(at(50, 5, "skin model")).toBe(0);
  });
});

describe("fitPixelModel", () => {
  it("learns surfaces that part, the same way for the same seed", () => {
    const random = seededRandom(3);
    const samples = Array.from({ length: 900 }, (_, i) => {
      const surface = i % 3;
      const features = Array.from({ length: D }, (_, k) =>
        k === surface ? 1 + random() * 0.5 : random() * 0.5,
      );
      return { features, surface };
    });
    const model = fitPixelModel(samples, { epochs: 4 });
    const right = samples.filter(({ features, surface }) => {
      const scores = surfaceScores(model, features);
      return scores.indexOf(Math.max(...scores)) === surface;
    }).length;
    expect(right / samples.length).toBeGreaterThan(0.95);
    expect(fitPixelModel(samples, { epochs: 4 })).toEqual(model);
  });
});
