import { describe, expect, it } from "vitest";
import { seededRandom } from "~/core/seeded-random";
import { PIXEL_FEATURES } from "../match/pixel-features";
import { surfaceScores } from "../match/pixel-reading";
import { fitPixelModel } from "./pixel-surfaces";

const D = PIXEL_FEATURES.length;

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
