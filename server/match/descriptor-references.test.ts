import { describe, expect, it } from "vitest";
import { seededRandom } from "~/core/seeded-random";
import { meanClosest, referencesOf, storeReferences } from "./descriptor-references";

/** `count` random unit vectors of `dimensions` numbers. */
function unitVectors(count: number, dimensions: number, seed: number): Float32Array[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const vector = Float32Array.from({ length: dimensions }, () => random() - 0.5);
    const norm = Math.hypot(...vector);
    return vector.map((v) => v / norm);
  });
}

const cosine = (a: Float32Array, b: Float32Array) => a.reduce((sum, v, d) => sum + v * b[d]!, 0);

describe("the labelled pictures the heads remember", () => {
  it("are stored in 8 bits and read back to within 0.005 of every cosine", () => {
    const vectors = unitVectors(20, 512, 7);
    const stored = storeReferences(vectors);
    expect(Buffer.from(stored.vectors, "base64")).toHaveLength(20 * 512);
    const read = referencesOf(stored);
    expect(read).toHaveLength(20);
    const query = unitVectors(1, 512, 8)[0]!;
    read.forEach((vector, r) => {
      expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
      expect(Math.abs(cosine(vector, query) - cosine(vectors[r]!, query))).toBeLessThan(0.005);
    });
    // Read once per stored file.
    expect(referencesOf(stored)).toBe(read);
  });

  it("give a photo's closeness as the mean cosine of the closest few", () => {
    const references = [
      Float32Array.of(1, 0, 0),
      Float32Array.of(0, 1, 0),
      Float32Array.of(0, 0, 1),
      Float32Array.of(-1, 0, 0),
    ];
    const photo = Float32Array.of(0.6, 0.8, 0);
    expect(meanClosest(photo, references, 1)).toBeCloseTo(0.8);
    expect(meanClosest(photo, references, 2)).toBeCloseTo(0.7);
    expect(meanClosest(photo, references, 10)).toBeCloseTo((0.6 + 0.8 + 0 - 0.6) / 4);
    expect(meanClosest(photo, [], 5)).toBe(0);
  });
});
