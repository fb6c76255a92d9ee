import { afterAll, describe, expect, it } from "vitest";
import { randomNailArtSpec, renderNailArt } from "../demo/nail-art";
import { SCENE_KINDS, renderScene } from "../fit/non-nail-scenes";
import { LEARNED_DIMENSIONS, LearnedEmbedder } from "./embedder";
import { looksLikeNails, nailLogOdds, type PresenceHead } from "./presence";
import { rasterOf } from "./raster";
import { seededRandom } from "~/core/seeded-random";

describe("the presence head's arithmetic", () => {
  const model: PresenceHead = {
    weights: Array.from({ length: LEARNED_DIMENSIONS }, (_, i) => (i === 0 ? 2 : 0)),
    bias: -1,
    threshold: 0,
  };
  const embedding = (first: number, scale = 1) =>
    Float32Array.from({ length: LEARNED_DIMENSIONS }, (_, i) => (i === 0 ? first : 1) * scale);

  it("reads the embedding's direction, not its length", () => {
    expect(nailLogOdds(embedding(3, 10), model)).toBeCloseTo(nailLogOdds(embedding(3), model), 6);
  });

  it("says nails at or above its threshold only", () => {
    expect(looksLikeNails(embedding(100), model)).toBe(true); // 2 · (about 0.93) − 1 > 0
    expect(looksLikeNails(embedding(0), model)).toBe(false); // −1
  });

  it("refuses an embedding of another size", () => {
    expect(() => nailLogOdds(new Float32Array(10), model)).toThrow(RangeError);
  });
});

// The fitted head on pictures it was not fitted on (other seeds than scripts/fit-presence.ts).
describe("the fitted presence head", () => {
  const embedder = new LearnedEmbedder();
  afterAll(() => embedder.close());
  const embed = async (picture: Buffer) => embedder.embed((await rasterOf(picture)).pixels);

  it("takes pictures of painted nails for nails", async () => {
    const random = seededRandom(31_337);
    for (let i = 0; i < 6; i++) {
      const picture = await renderNailArt(randomNailArtSpec(random), 720);
      expect(looksLikeNails(await embed(picture)), `picture ${i}`).toBe(true);
    }
  });

  it("refuses scenes of every kind that are not nails", async () => {
    const refused = [];
    for (const [n, kind] of SCENE_KINDS.entries()) {
      if (!looksLikeNails(await embed(await renderScene(kind, 31_337 + n)))) refused.push(kind);
    }
    expect(refused.length).toBeGreaterThanOrEqual(SCENE_KINDS.length - 1);
  });
});
