import { describe, expect, it } from "vitest";
import { labelsOf } from "./nail-art";
import { photoTagsOf, portfolioSpecs, profileTagsOf, SIGNATURES } from "./signatures";
import { seededRandom } from "~/core/seeded-random";

describe("demo signatures", () => {
  it("are a dozen or so distinct looks", () => {
    expect(SIGNATURES.length).toBeGreaterThanOrEqual(10);
    expect(SIGNATURES.length).toBeLessThanOrEqual(16);
    expect(new Set(SIGNATURES.map((s) => s.name)).size).toBe(SIGNATURES.length);
  });

  it("give portfolios in the look, with at most one picture a step outside it", () => {
    for (const [n, signature] of SIGNATURES.entries()) {
      for (let artist = 0; artist < 8; artist++) {
        const specs = portfolioSpecs(signature, seededRandom(n * 100 + artist), 6);
        expect(specs).toHaveLength(6);
        const outside = specs.filter(
          (spec) =>
            !signature.shapes.includes(spec.shape) ||
            !signature.techniques.includes(spec.technique) ||
            !signature.colors.includes(spec.colors[0]!),
        );
        expect(outside.length, signature.name).toBeLessThanOrEqual(1);
        // The artist works in three of the palette's colours.
        const mains = new Set(specs.slice(0, 5).map((spec) => spec.colors[0]));
        expect(mains.size, signature.name).toBeLessThanOrEqual(3);
        // No two pictures alike.
        expect(new Set(specs.map((spec) => spec.seed)).size).toBe(6);
      }
    }
  });

  it("are the same for the same random sequence", () => {
    const [signature] = SIGNATURES;
    expect(portfolioSpecs(signature!, seededRandom(7), 5)).toEqual(
      portfolioSpecs(signature!, seededRandom(7), 5),
    );
  });

  it("tag each photo with what it shows, and a profile with all its photos show", () => {
    const specs = portfolioSpecs(SIGNATURES[0]!, seededRandom(1), 5);
    const tags = specs.map((spec) => photoTagsOf(labelsOf(spec)));
    for (const [i, spec] of specs.entries()) {
      expect(new Set(tags[i]!.styles)).toEqual(new Set(labelsOf(spec).styles));
      expect(new Set(tags[i]!.colors)).toEqual(new Set(labelsOf(spec).colors));
    }
    const profile = profileTagsOf(tags);
    expect(new Set(profile.styles)).toEqual(new Set(tags.flatMap((t) => t.styles)));
    expect(new Set(profile.colors)).toEqual(new Set(tags.flatMap((t) => t.colors)));
  });
});
