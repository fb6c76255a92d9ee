import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COLOR_SWATCHES, COLORS, type Color } from "~/core/catalogue";
import {
  labelsOf,
  NAIL_SHAPES,
  NAIL_TECHNIQUES,
  nailMaskSvg,
  randomNailArtSpec,
  renderNailArt,
  type NailArtLabels,
  type NailArtSpec,
} from "./index";
import { seededRandom } from "~/core/seeded-random";

const BASE: NailArtSpec = {
  shape: "almond",
  technique: "Solid",
  colors: ["Red"],
  finish: "glossy",
  length: "long",
  skinTone: 2,
  background: 0,
  seed: 7,
};

function spec(overrides: Partial<NailArtSpec>): NailArtSpec {
  return { ...BASE, ...overrides };
}

/** The mean RGB of a rendered picture where its nail mask is white. */
async function meanNailColor(nailArt: NailArtSpec, size: number): Promise<number[]> {
  const image = await sharp(await renderNailArt(nailArt, size))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = await sharp(Buffer.from(nailMaskSvg(nailArt, size)))
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(image.info.channels).toBe(3);
  expect(mask.info.channels).toBe(1);
  const sum = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < size * size; i++) {
    // Edge pixels blend nail and skin: only count the inside.
    if ((mask.data[i] ?? 0) < 250) continue;
    for (let c = 0; c < 3; c++) sum[c]! += image.data[i * 3 + c] ?? 0;
    count++;
  }
  // Four or five nails cover a good part of the close-up.
  expect(count).toBeGreaterThan(size * size * 0.03);
  return sum.map((total) => total / count);
}

function rgb(hex: string): number[] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

describe("renderNailArt", () => {
  it("renders a JPEG of the requested size", async () => {
    const metadata = await sharp(await renderNailArt(BASE, 256)).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 256, height: 256 });
  });

  it("renders 960 pixels square by default", async () => {
    const metadata = await sharp(await renderNailArt(BASE)).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 960, height: 960 });
  });

  it("is deterministic: the same spec gives the same bytes, another seed others", async () => {
    const first = await renderNailArt(BASE, 256);
    expect((await renderNailArt(BASE, 256)).equals(first)).toBe(true);
    expect((await renderNailArt({ ...BASE, seed: 8 }, 256)).equals(first)).toBe(false);
  });

  it("renders every shape and technique", async () => {
    for (const shape of NAIL_SHAPES) {
      for (const technique of NAIL_TECHNIQUES) {
        const colors: Color[] = technique === "Solid" ? ["Gold"] : ["Silver", "Purple"];
        const jpeg = await renderNailArt(spec({ shape, technique, colors, seed: 3 }), 96);
        expect((await sharp(jpeg).metadata()).width).toBe(96);
      }
    }
  });

  it.each<Color>(["Red", "Blue", "Green", "Yellow", "Black"])(
    "paints %s nails visibly in that colour",
    async (color) => {
      const mean = await meanNailColor(spec({ colors: [color], finish: "matte", seed: 11 }), 256);
      const swatch = rgb(COLOR_SWATCHES[color]);
      const distance = Math.hypot(...mean.map((value, i) => value - (swatch[i] ?? 0)));
      expect(distance).toBeLessThan(70);
    },
  );
});

describe("labelsOf", () => {
  it.each<[string, Partial<NailArtSpec>, NailArtLabels]>([
    [
      "coffin French tips: the shape, the technique, the tip colour",
      { shape: "coffin", technique: "French Tips", colors: ["White"], length: "short" },
      { styles: ["Coffin", "French Tips"], colors: ["White"], shape: "coffin" },
    ],
    [
      "French tips on a coloured base: both colours",
      { shape: "square", technique: "French Tips", colors: ["White", "Pink"], length: "short" },
      { styles: ["French Tips"], colors: ["White", "Pink"], shape: "square" },
    ],
    [
      "short matte square solid: Dip Powder",
      { shape: "square", colors: ["Red"], finish: "matte", length: "short" },
      { styles: ["Dip Powder"], colors: ["Red"], shape: "square" },
    ],
    [
      "long glossy stiletto solid: Gel Extensions",
      { shape: "stiletto", colors: ["Black"] },
      { styles: ["Stiletto", "Gel Extensions"], colors: ["Black"], shape: "stiletto" },
    ],
    [
      "long coffin: Acrylic, not Gel Extensions",
      { shape: "coffin", colors: ["Pink"] },
      { styles: ["Coffin", "Acrylic"], colors: ["Pink"], shape: "coffin" },
    ],
    [
      "long glossy with a technique: no Gel Extensions",
      { shape: "almond", technique: "Glitter", colors: ["Gold", "Silver"] },
      { styles: ["Almond", "Glitter"], colors: ["Gold", "Silver"], shape: "almond" },
    ],
    [
      "ombre: both colours",
      { technique: "Ombre", colors: ["Pink", "Purple"], finish: "matte" },
      { styles: ["Almond", "Ombre"], colors: ["Pink", "Purple"], shape: "almond" },
    ],
    [
      "nail art without an ink: the contrasting ink painted",
      { shape: "square", technique: "Nail Art", colors: ["Blue"], length: "short" },
      { styles: ["Nail Art"], colors: ["Blue", "White"], shape: "square" },
    ],
    [
      "short glossy square solid: no style",
      { shape: "square", colors: ["Orange"], length: "short" },
      { styles: [], colors: ["Orange"], shape: "square" },
    ],
  ])("%s", (_name, overrides, labels) => {
    expect(labelsOf(spec(overrides))).toEqual(labels);
  });

  it("refuses a spec without colours", () => {
    expect(() => labelsOf(spec({ colors: [] }))).toThrow(RangeError);
  });
});

describe("randomNailArtSpec", () => {
  it("gives varied specs with catalogue colours", () => {
    const random = seededRandom(1);
    const specs = Array.from({ length: 200 }, () => randomNailArtSpec(random));
    expect(new Set(specs.map((s) => s.shape)).size).toBe(NAIL_SHAPES.length);
    expect(new Set(specs.map((s) => s.technique)).size).toBe(NAIL_TECHNIQUES.length);
    expect(new Set(specs.flatMap((s) => s.colors)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(specs.map((s) => s.finish))).toEqual(new Set(["glossy", "matte"]));
    expect(new Set(specs.map((s) => s.length))).toEqual(new Set(["short", "long"]));
    for (const s of specs) {
      expect(s.colors.length).toBeGreaterThanOrEqual(1);
      expect(s.colors.length).toBeLessThanOrEqual(2);
      for (const color of s.colors) expect(COLORS).toContain(color);
      if (s.technique === "Ombre") expect(s.colors).toHaveLength(2);
    }
  });
});
