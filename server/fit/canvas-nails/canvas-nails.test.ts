import type { Canvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COLORS } from "~/core/catalogue";
import { seededRandom } from "~/core/seeded-random";
import {
  CANVAS_NON_NAIL_KINDS,
  CANVAS_SHAPES,
  CANVAS_TECHNIQUES,
  SKIN_TONES,
  canvasLabelsOf,
  paintLabels,
  randomCanvasSpec,
  renderCanvasNails,
  renderCanvasNonNail,
  sampleShade,
  type CanvasNailSpec,
} from "./index";
import { nailsAgainstChange, surfacesOf } from "../surface-labels";
import { paintScene } from "./render";
import { rgbToOklab, type Rgb } from "./spec";

const SEEDS = Array.from({ length: 300 }, (_, i) => i + 1);
const specs = SEEDS.map((seed) => randomCanvasSpec(seed));

/** The spec with the camera's color-changing steps turned off, small. */
function neutral(spec: CanvasNailSpec): CanvasNailSpec {
  return {
    ...spec,
    light: { ...spec.light, falloff: 0 },
    camera: { ...spec.camera, exposure: 1, cast: [1, 1, 1], noise: 0, vignette: 0, quality: 95 },
  };
}

async function pixels(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  return { data, channels: info.channels };
}

function countNear(data: Buffer, channels: number, rgb: Rgb, tolerance: number): number {
  let count = 0;
  for (let i = 0; i < data.length; i += channels) {
    const d = Math.hypot(data[i]! - rgb[0], data[i + 1]! - rgb[1], data[i + 2]! - rgb[2]);
    if (d <= tolerance) count++;
  }
  return count;
}

describe("randomCanvasSpec", () => {
  it("is deterministic, plain data, and differs between seeds", () => {
    expect(randomCanvasSpec(7)).toEqual(randomCanvasSpec(7));
    expect(JSON.parse(JSON.stringify(randomCanvasSpec(7)))).toEqual(randomCanvasSpec(7));
    expect(randomCanvasSpec(8)).not.toEqual(randomCanvasSpec(7));
  });

  it("covers every technique, shape, color and skin tone over 300 seeds", () => {
    const labels = specs.map(canvasLabelsOf);
    expect(new Set(labels.map((l) => l.technique))).toEqual(new Set(CANVAS_TECHNIQUES));
    expect(new Set(labels.map((l) => l.shape))).toEqual(new Set(CANVAS_SHAPES));
    expect(new Set(labels.map((l) => l.colors[0]))).toEqual(new Set(COLORS));
    expect(new Set(specs.map((s) => s.skin.tone))).toEqual(new Set(SKIN_TONES));
    // Roughly uniform: no technique or shape under half its fair share.
    for (const t of CANVAS_TECHNIQUES) {
      expect(labels.filter((l) => l.technique === t).length).toBeGreaterThan(300 / 5 / 2);
    }
    for (const s of CANVAS_SHAPES) {
      expect(labels.filter((l) => l.shape === s).length).toBeGreaterThan(300 / 4 / 2);
    }
    const french = labels.filter((l) => l.technique === "French Tips");
    const white = french.filter((l) => l.colors[0] === "White").length / french.length;
    expect(white).toBeGreaterThan(0.25);
    expect(white).toBeLessThan(0.6);
  });

  it("labels follow the spec: main color first, no duplicates, a second only where drawn", () => {
    for (const spec of specs) {
      const { technique, shape, colors } = canvasLabelsOf(spec);
      expect(technique).toBe(spec.polish.detail.technique);
      expect(shape).toBe(spec.polish.shape);
      expect(colors[0]).toBe(spec.polish.main.color);
      expect(new Set(colors).size).toBe(colors.length);
      const second =
        technique === "Nail Art" ||
        (spec.polish.detail.technique === "Ombre" && !spec.polish.detail.toNude);
      expect(colors.length).toBe(second ? 2 : 1);
      if (second) expect(colors[1]).toBe(spec.polish.second?.color);
    }
  });

  it("keeps sizes, aspects and JPEG quality in range", () => {
    for (const spec of specs) {
      const long = Math.max(spec.width, spec.height);
      expect(long).toBeGreaterThanOrEqual(480);
      expect(long).toBeLessThanOrEqual(2000);
      const [w, h] = spec.aspect.split(":").map(Number) as [number, number];
      expect(Math.abs(spec.width / spec.height - w / h)).toBeLessThan(0.01);
      expect(spec.camera.quality).toBeGreaterThanOrEqual(55);
      expect(spec.camera.quality).toBeLessThanOrEqual(95);
      expect(spec.hands.length).toBeGreaterThanOrEqual(1);
    }
    const small = randomCanvasSpec(3, { longSide: 300 });
    expect(Math.max(small.width, small.height)).toBe(300);
  });
});

describe("sampleShade", () => {
  const random = seededRandom(11);
  const lab = (rgb: Rgb) => {
    const [l, a, b] = rgbToOklab(rgb);
    return { l, c: Math.hypot(a, b) };
  };
  it("keeps each name's shades on its own side", () => {
    for (let i = 0; i < 60; i++) {
      expect(lab(sampleShade(random, "Black")).l).toBeLessThan(0.3);
      expect(lab(sampleShade(random, "White")).l).toBeGreaterThan(0.94);
      expect(lab(sampleShade(random, "White")).c).toBeLessThan(0.02);
      expect(lab(sampleShade(random, "Silver")).c).toBeLessThan(0.02);
      expect(lab(sampleShade(random, "Neon")).c).toBeGreaterThan(0.2);
      const pastel = lab(sampleShade(random, "Pastel"));
      expect(pastel.l).toBeGreaterThan(0.84);
      expect(pastel.c).toBeLessThan(0.1);
      for (const color of ["Red", "Pink", "Purple", "Blue", "Green", "Orange"] as const) {
        expect(lab(sampleShade(random, color)).c).toBeGreaterThan(0.09);
      }
    }
  });
});

describe("renderCanvasNails", () => {
  it("renders the same bytes for the same spec, and a decodable JPEG of the spec's size", async () => {
    const spec = randomCanvasSpec(21, { longSide: 320 });
    const [a, b] = [await renderCanvasNails(spec), await renderCanvasNails(spec)];
    expect(a.equals(b)).toBe(true);
    const meta = await sharp(a).metadata();
    expect(meta.format).toBe("jpeg");
    expect([meta.width, meta.height]).toEqual([spec.width, spec.height]);
    const other = await renderCanvasNails(randomCanvasSpec(22, { longSide: 320 }));
    expect(other.equals(a)).toBe(false);
  });

  it("really paints the polish's own color", async () => {
    const plain = SEEDS.map((seed) => randomCanvasSpec(seed, { longSide: 360 }))
      .filter((s) => s.polish.detail.technique === "Plain")
      .slice(0, 4);
    expect(plain.length).toBe(4);
    for (const spec of plain) {
      const { data, channels } = await pixels(await renderCanvasNails(neutral(spec)));
      expect(countNear(data, channels, spec.polish.main.rgb, 20)).toBeGreaterThan(15);
    }
    // With the camera's exposure, cast and noise too, the color is still there, a little looser.
    const spec = get(plain, 0);
    const { data, channels } = await pixels(await renderCanvasNails(spec));
    expect(countNear(data, channels, spec.polish.main.rgb, 50)).toBeGreaterThan(15);
  });
});

describe("paintLabels", () => {
  it("labels as nails where the polish is painted, and little else", () => {
    // Where a polished hand and the same hand bare differ, the polish is painted (and the longer
    // nails' shadows fall): the nails labelled must lie there and take up most of it.
    const totals = { nails: 0, changed: 0, both: 0 };
    for (const seed of SEEDS.slice(0, 6)) {
      const spec = randomCanvasSpec(seed, { longSide: 360 });
      const rgba = (canvas: Canvas) =>
        canvas.getContext("2d").getImageData(0, 0, spec.width, spec.height).data;
      const surfaces = surfacesOf(rgba(paintLabels(spec)), 4);
      const counts = nailsAgainstChange(
        rgba(paintScene(spec, false)),
        rgba(paintScene(spec, true)),
        4,
        surfaces,
      );
      for (const key of ["nails", "changed", "both"] as const) totals[key] += counts[key];
    }
    const { nails, changed, both } = totals;
    expect(nails).toBeGreaterThan(0);
    expect(both / nails).toBeGreaterThan(0.9);
    expect(both / changed).toBeGreaterThan(0.5);
  });
});

describe("renderCanvasNonNail", () => {
  it("renders every kind, deterministically", async () => {
    for (const kind of CANVAS_NON_NAIL_KINDS) {
      const jpeg = await renderCanvasNonNail(kind, 5, { longSide: 240 });
      const meta = await sharp(jpeg).metadata();
      expect(meta.format).toBe("jpeg");
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(240);
    }
    const [a, b] = [
      await renderCanvasNonNail("crayons", 9, { longSide: 240 }),
      await renderCanvasNonNail("crayons", 9, { longSide: 240 }),
    ];
    expect(a.equals(b)).toBe(true);
    expect((await renderCanvasNonNail("crayons", 10, { longSide: 240 })).equals(a)).toBe(false);
  });
});

function get<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
}
