import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COLORS } from "~/core/catalogue";
import type { Color } from "~/core/catalogue";
import {
  labelsOf,
  NAIL_SHAPES,
  NON_NAIL_KINDS,
  randomSpec,
  renderNonNail,
  renderRasterLabels,
  renderRasterNails,
  TECHNIQUES,
} from "./index";
import { nailsAgainstPolishChange } from "../../fit/surface-labels";
import type { RasterNailSpec } from "./index";

// Small widths keep the file fast; the drawing is the same at any size.
function smallSpec(seed: number, overrides: Partial<RasterNailSpec> = {}): RasterNailSpec {
  return { ...randomSpec(seed), width: 640, ...overrides };
}

async function shareOfPixels(jpeg: Buffer, test: (r: number, g: number, b: number) => boolean) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (test(data[i] as number, data[i + 1] as number, data[i + 2] as number)) count++;
  }
  return count / (info.width * info.height);
}

const isRed = (r: number, g: number, b: number) => r > 130 && r - g > 80 && r - b > 60;

describe("randomSpec", () => {
  const specs = Array.from({ length: 200 }, (_, seed) => randomSpec(seed));

  it("is deterministic", () => {
    expect(randomSpec(42)).toEqual(randomSpec(42));
    expect(randomSpec(42)).not.toEqual(randomSpec(43));
  });

  it("covers every shape, technique, colour, backdrop and skin tone over 200 seeds", () => {
    expect(new Set(specs.map((s) => s.shape))).toEqual(new Set(NAIL_SHAPES));
    expect(new Set(specs.map((s) => s.technique))).toEqual(new Set(TECHNIQUES));
    expect(new Set(specs.map((s) => s.color))).toEqual(new Set(COLORS));
    expect(new Set(specs.map((s) => s.backdrop))).toEqual(new Set(["plain", "wood"]));
    expect(new Set(specs.map((s) => s.skinTone))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    expect(new Set(specs.map((s) => s.fingers))).toEqual(new Set([3, 4, 5]));
  });

  it("keeps every parameter in range", () => {
    for (const spec of specs) {
      expect(Math.abs(spec.rotationDeg)).toBeLessThanOrEqual(12);
      expect(spec.blur).toBeGreaterThanOrEqual(0);
      expect(spec.blur).toBeLessThanOrEqual(1.2);
      expect(spec.jpegQuality).toBeGreaterThanOrEqual(70);
      expect(spec.jpegQuality).toBeLessThanOrEqual(90);
      expect(spec.width).toBeGreaterThanOrEqual(640);
      expect(spec.width).toBeLessThanOrEqual(1600);
      expect(spec.noise).toBeGreaterThanOrEqual(0);
      expect(spec.noise).toBeLessThanOrEqual(0.04);
      if (spec.secondColor) expect(spec.secondColor).not.toBe(spec.color);
      if (spec.technique === "Nail Art") expect(spec.secondColor).toBeDefined();
      if (spec.technique !== "Nail Art" && spec.technique !== "Ombre") {
        expect(spec.secondColor).toBeUndefined();
      }
    }
  });
});

describe("labelsOf", () => {
  const base = smallSpec(1, { secondColor: undefined });

  it("names the technique and the shape, never how the nail was built", () => {
    expect(labelsOf({ ...base, technique: "French Tips", shape: "almond" }).styles).toEqual([
      "French Tips",
      "Almond",
    ]);
    expect(labelsOf({ ...base, technique: "Glitter", shape: "stiletto" }).styles).toEqual([
      "Glitter",
      "Stiletto",
    ]);
    expect(labelsOf({ ...base, technique: "Nail Art", shape: "coffin" }).styles).toEqual([
      "Nail Art",
      "Coffin",
    ]);
    expect(labelsOf({ ...base, technique: "Plain", shape: "short-square" }).styles).toEqual([]);
    expect(labelsOf({ ...base, technique: "Ombre", shape: "short-square" })).toMatchObject({
      styles: ["Ombre"],
      shape: "short-square",
    });
    for (let seed = 0; seed < 200; seed++) {
      const styles: string[] = labelsOf(randomSpec(seed)).styles;
      for (const hidden of ["Gel Extensions", "Acrylic", "Dip Powder"]) {
        expect(styles).not.toContain(hidden);
      }
    }
  });

  it("lists the second colour only where it is drawn", () => {
    const second: Color = "Gold";
    const red = { ...base, color: "Red" as const };
    expect(labelsOf({ ...red, technique: "Ombre", secondColor: second }).colors).toEqual([
      "Red",
      "Gold",
    ]);
    expect(labelsOf({ ...red, technique: "Nail Art", secondColor: second }).colors).toEqual([
      "Red",
      "Gold",
    ]);
    expect(labelsOf({ ...red, technique: "Ombre" }).colors).toEqual(["Red"]);
    expect(labelsOf({ ...red, technique: "Plain", secondColor: second }).colors).toEqual(["Red"]);
  });
});

describe("renderRasterNails", () => {
  it("is deterministic and depends on the seed", async () => {
    const spec = smallSpec(7);
    const [first, again, other] = await Promise.all([
      renderRasterNails(spec),
      renderRasterNails(spec),
      renderRasterNails({ ...spec, seed: spec.seed + 1 }),
    ]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it("writes a JPEG of the spec's width, three quarters as tall", async () => {
    const spec = smallSpec(11, { width: 701, rotationDeg: 9.5, blur: 1 });
    const metadata = await sharp(await renderRasterNails(spec)).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.width).toBe(701);
    expect(metadata.height).toBe(Math.round(701 * 0.75));
  });

  it("shows the nail colour: red nails leave many red pixels, blue nails none", async () => {
    const plain = {
      technique: "Plain" as const,
      backdrop: "plain" as const,
      secondColor: undefined,
    };
    const [red, blue] = await Promise.all([
      renderRasterNails(smallSpec(3, { ...plain, color: "Red" })),
      renderRasterNails(smallSpec(3, { ...plain, color: "Blue" })),
    ]);
    expect(await shareOfPixels(red, isRed)).toBeGreaterThan(0.015);
    expect(await shareOfPixels(blue, isRed)).toBeLessThan(0.002);
  });

  it("draws the French tip band in the colour on a nude base", async () => {
    const jpeg = await renderRasterNails(
      smallSpec(5, { technique: "French Tips", color: "Red", backdrop: "plain", shape: "coffin" }),
    );
    const share = await shareOfPixels(jpeg, isRed);
    expect(share).toBeGreaterThan(0.003);
  });
});

describe("renderNonNail", () => {
  it("renders every kind deterministically, each different from the others", async () => {
    const pictures = await Promise.all(NON_NAIL_KINDS.map((kind) => renderNonNail(kind, 1)));
    const again = await renderNonNail("food", 1);
    expect(again.equals(pictures[NON_NAIL_KINDS.indexOf("food")] as Buffer)).toBe(true);
    expect(new Set(pictures.map((picture) => picture.toString("base64"))).size).toBe(
      NON_NAIL_KINDS.length,
    );
    for (const picture of pictures) {
      const metadata = await sharp(picture).metadata();
      expect(metadata.format).toBe("jpeg");
      expect(metadata.width).toBeGreaterThanOrEqual(640);
      expect(metadata.width).toBeLessThanOrEqual(1200);
    }
    expect((await renderNonNail("landscape", 2)).equals(pictures[0] as Buffer)).toBe(false);
  });
});

describe("renderRasterLabels", () => {
  it("labels as nails the pixels a change of polish changes, and little else", async () => {
    const plain = Array.from({ length: 60 }, (_, seed) => smallSpec(seed, { width: 320 }))
      .filter((spec) => spec.technique === "Plain")
      .slice(0, 4);
    expect(plain.length).toBe(4);
    for (const spec of plain) {
      const { nails, changed, both } = await nailsAgainstPolishChange(
        await renderRasterNails({ ...spec, color: "Black" }),
        await renderRasterNails({ ...spec, color: "Yellow" }),
        await renderRasterLabels(spec),
      );
      expect(nails).toBeGreaterThan(0);
      expect(both / nails).toBeGreaterThan(0.9);
      expect(both / changed).toBeGreaterThan(0.75);
    }
  });
});
