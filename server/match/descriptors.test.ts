import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readFramings } from "./analysis";
import { cosine, createDescriptor, INDEX_DIMENSIONS, meanDirection, project } from "./descriptors";
import { LearnedEmbedder } from "./embedder";
import { handBuiltDescriptor, HAND_BUILT_DIMENSIONS } from "./hand-built";
import { polishMap } from "./polish-map";
import { rasterOf } from "./raster";

const picture = async (fill: string, stripe: string) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">
    <rect width="300" height="300" fill="#eeeae4"/>
    <rect x="90" y="60" width="120" height="180" rx="50" fill="${fill}"/>
    <rect x="90" y="120" width="120" height="20" fill="${stripe}"/></svg>`;
  const raster = await rasterOf(await sharp(Buffer.from(svg)).png().toBuffer());
  return { raster, map: polishMap(raster) };
};

const norm = (v: Float32Array) => Math.sqrt(cosine(v, v));

describe("the hand-built descriptor", () => {
  it("has unit length and the same numbers every time", async () => {
    const a = handBuiltDescriptor((await picture("#d7263d", "#1d1a1f")).map);
    const b = handBuiltDescriptor((await picture("#d7263d", "#1d1a1f")).map);
    expect(a).toHaveLength(HAND_BUILT_DIMENSIONS);
    expect(norm(a)).toBeCloseTo(1, 5);
    expect(Array.from(b)).toEqual(Array.from(a));
  });

  it("finds the same look closer than another color", async () => {
    const red = handBuiltDescriptor((await picture("#d7263d", "#1d1a1f")).map);
    const redAgain = handBuiltDescriptor((await picture("#c92236", "#1d1a1f")).map);
    const blue = handBuiltDescriptor((await picture("#2f6fdb", "#1d1a1f")).map);
    expect(cosine(red, redAgain)).toBeGreaterThan(cosine(red, blue));
  });
});

describe("the projection to 512 numbers", () => {
  it("is fixed, and keeps cosines close", () => {
    const random = (seed: number) =>
      Float32Array.from(
        { length: 1792 },
        (_, i) => (Math.sin(seed * 1000 + i * 12.9898) * 43758.5453) % 1,
      );
    const a = random(1);
    const b = Float32Array.from(a, (x, i) => x + (i % 7 === 0 ? 0.5 : 0));
    const unit = (v: Float32Array) => Float32Array.from(v, (x) => x / norm(v));
    const before = cosine(unit(a), unit(b));
    const after = cosine(unit(project(a, 512)), unit(project(b, 512)));
    expect(Math.abs(after - before)).toBeLessThan(0.1);
    expect(Array.from(project(a, 512))).toEqual(Array.from(project(a, 512)));
  });
});

describe("descriptors behind one interface", () => {
  it("give 512 numbers of unit length, the same for the same picture", async () => {
    const embedder = new LearnedEmbedder();
    try {
      for (const name of ["hand-built", "learned", "blend"] as const) {
        const descriptor = createDescriptor(name, embedder);
        const first = await descriptor.describe(await picture("#8e44ad", "#f7f5f2"));
        const again = await descriptor.describe(await picture("#8e44ad", "#f7f5f2"));
        expect(first, name).toHaveLength(INDEX_DIMENSIONS);
        expect(norm(first), name).toBeCloseTo(1, 4);
        expect(Array.from(again), name).toEqual(Array.from(first));
      }
    } finally {
      await embedder.close();
    }
  }, 60_000);
});

describe("an indexed photo's framings", () => {
  it("are the whole picture and its middle, whose edges are cut off", async () => {
    // A 20 px red frame around blue: the middle 85 % leaves the frame out (7.5 % a side).
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
      <rect width="400" height="400" fill="#d7263d"/>
      <rect x="20" y="20" width="360" height="360" fill="#2f6fdb"/></svg>`;
    const [whole, middle] = await readFramings(await sharp(Buffer.from(svg)).png().toBuffer());
    const redShare = ({ pixels }: { pixels: Uint8Array }) => {
      let red = 0;
      for (let i = 0; i < pixels.length; i += 3) if (pixels[i]! > 150) red++;
      return red / (pixels.length / 3);
    };
    expect(redShare(whole!.raster)).toBeGreaterThan(0.15);
    expect(redShare(middle!.raster)).toBe(0);
    expect(middle!.raster.size).toBe(whole!.raster.size);
  });

  it("are stored as one unit vector as close to each as to the other", () => {
    const a = Float32Array.from([1, 0, 0]);
    const b = Float32Array.from([0, 1, 0]);
    const mean = meanDirection([a, b]);
    expect(norm(mean)).toBeCloseTo(1, 6);
    expect(cosine(mean, a)).toBeCloseTo(cosine(mean, b), 6);
    expect(cosine(mean, a)).toBeGreaterThan(cosine(b, a));
  });
});
