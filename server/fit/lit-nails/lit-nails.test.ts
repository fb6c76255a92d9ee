import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COLORS } from "~/core/catalogue";
import { chroma, hue, rgbToLab } from "~/core/color";
import {
  lampColor,
  LIT_SHAPES,
  LIT_TECHNIQUES,
  litLabelsOf,
  randomLitSpec,
  renderLitLabels,
  renderLitNails,
  type LitNailSpec,
} from ".";
import { nailsAgainstPolishChange } from "../surface-labels";

const SPECS = Array.from({ length: 300 }, (_, seed) => randomLitSpec(seed));
const small = (spec: LitNailSpec, width = 240): LitNailSpec => ({ ...spec, width });

/** The decoded picture's pixels as Lab values. */
async function labPixels(spec: LitNailSpec) {
  const { data } = await sharp(await renderLitNails(spec))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const lab: [number, number, number][] = [];
  for (let i = 0; i < data.length; i += 3) lab.push(rgbToLab(data[i]!, data[i + 1]!, data[i + 2]!));
  return lab;
}

describe("lit nails", () => {
  it("specs and pictures are deterministic", async () => {
    expect(randomLitSpec(42)).toEqual(randomLitSpec(42));
    expect(randomLitSpec(42)).not.toEqual(randomLitSpec(43));
    const spec = small(randomLitSpec(7));
    const [a, b] = await Promise.all([renderLitNails(spec), renderLitNails(structuredClone(spec))]);
    expect(a.equals(b)).toBe(true);
  });

  it("labels follow the spec; a second color only where it is drawn", () => {
    for (const spec of SPECS) {
      const labels = litLabelsOf(spec);
      expect(labels.technique).toBe(spec.technique);
      expect(labels.shape).toBe(spec.shape);
      expect(labels.colors[0]).toBe(spec.color);
      if (spec.technique === "Nail Art")
        expect(labels.colors).toEqual([spec.color, spec.secondColor]);
      else if (spec.technique !== "Ombre") expect(labels.colors).toHaveLength(1);
      expect(new Set(labels.colors).size).toBe(labels.colors.length);
    }
    const ombres = SPECS.filter((s) => s.technique === "Ombre").map(
      (s) => litLabelsOf(s).colors.length,
    );
    expect(new Set(ombres)).toEqual(new Set([1, 2]));
  });

  it("covers every technique, shape and color, at photo sizes", () => {
    expect(new Set(SPECS.map((s) => s.technique))).toEqual(new Set(LIT_TECHNIQUES));
    expect(new Set(SPECS.map((s) => s.shape))).toEqual(new Set(LIT_SHAPES));
    expect(new Set(SPECS.map((s) => s.color))).toEqual(new Set(COLORS));
    for (const s of SPECS) {
      expect(s.width).toBeGreaterThanOrEqual(640);
      expect(s.width).toBeLessThanOrEqual(1500);
      expect(s.fingers.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("a lamp's color warms as its temperature falls, at the same luminance", () => {
    const [warm, cool] = [lampColor(3000), lampColor(6500)];
    expect(warm[0] / warm[2]).toBeGreaterThan(2 * (cool[0] / cool[2]));
    for (const [r, g, b] of [warm, cool])
      expect(0.2126 * r + 0.7152 * g + 0.0722 * b).toBeCloseTo(1);
  });

  it("renders a JPEG of the spec's size", async () => {
    const spec = small(randomLitSpec(3), 260);
    const meta = await sharp(await renderLitNails(spec)).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(260);
    expect(meta.height).toBe(Math.round(260 * spec.aspect));
  });

  it("shows the polish's hue on the nails, and nothing of it with another polish", async () => {
    const base = SPECS.find((s) => s.technique === "Plain" && s.backdrop.kind === "towel")!;
    const withPolish = (albedo: [number, number, number]) =>
      small(
        { ...base, polish: { albedo, metal: false }, camera: { ...base.camera, noise: 0 } },
        300,
      );
    const blueish = (lab: [number, number, number]) => {
      const h = hue(lab);
      return chroma(lab) > 25 && h > 250 && h < 310;
    };
    const share = async (spec: LitNailSpec) => (await labPixels(spec)).filter(blueish).length;
    const onBlue = await share(withPolish([0.02, 0.12, 0.6]));
    const onRed = await share(withPolish([0.6, 0.03, 0.03]));
    expect(onBlue).toBeGreaterThan(300 * 300 * 0.01);
    expect(onRed).toBeLessThan(onBlue / 20);
  });
});

describe("lit labels", () => {
  it("label as nails the pixels a change of polish changes, and little else", async () => {
    // The camera's metering off: a darker nail would otherwise brighten the whole frame.
    const plain = SPECS.filter((spec) => spec.technique === "Plain").slice(0, 4);
    for (const base of plain) {
      const spec = { ...small(base, 320), camera: { ...base.camera, metering: 0 } };
      const { nails, changed, both } = await nailsAgainstPolishChange(
        await renderLitNails({ ...spec, polish: { albedo: [0.02, 0.02, 0.02], metal: false } }),
        await renderLitNails({ ...spec, polish: { albedo: [0.2, 0.8, 0.2], metal: false } }),
        await renderLitLabels(spec),
      );
      expect(nails).toBeGreaterThan(0);
      expect(both / nails).toBeGreaterThan(0.9);
      expect(both / changed).toBeGreaterThan(0.75);
    }
  });
});
