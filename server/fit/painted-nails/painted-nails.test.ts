import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COLORS } from "~/core/catalogue";
import {
  PAINTED_SHADES,
  PAINTED_SHAPES,
  PAINTED_TECHNIQUES,
  paintedLabelsOf,
  randomPaintedSpec,
  renderPaintedLabels,
  renderPaintedNails,
  type PaintedNailSpec,
  type RGB,
} from ".";
import { nailsAgainstPolishChange } from "../surface-labels";

const SPECS = Array.from({ length: 300 }, (_, seed) => randomPaintedSpec(seed));
const small = (spec: PaintedNailSpec, width = 240): PaintedNailSpec => ({ ...spec, width });
const dist = (p: RGB, q: RGB) => Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);

/** Share of pixels within `tolerance` of a shade in the decoded picture. */
async function shareNear(spec: PaintedNailSpec, shade: RGB, tolerance = 40): Promise<number> {
  const { data } = await sharp(await renderPaintedNails(spec))
    .raw()
    .toBuffer({ resolveWithObject: true });
  let near = 0;
  for (let i = 0; i < data.length; i += 3)
    if (dist([data[i]!, data[i + 1]!, data[i + 2]!], shade) < tolerance) near++;
  return near / (data.length / 3);
}

describe("painted nails", () => {
  it("specs and pictures are deterministic", async () => {
    expect(randomPaintedSpec(42)).toEqual(randomPaintedSpec(42));
    expect(randomPaintedSpec(42)).not.toEqual(randomPaintedSpec(43));
    const spec = small(randomPaintedSpec(7));
    const [a, b] = await Promise.all([
      renderPaintedNails(spec),
      renderPaintedNails(structuredClone(spec)),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  it("labels follow the spec; a second colour only where it is drawn", () => {
    for (const spec of SPECS) {
      const labels = paintedLabelsOf(spec);
      expect(labels.technique).toBe(spec.technique);
      expect(labels.shape).toBe(spec.shape);
      expect(labels.colors[0]).toBe(spec.color);
      expect(PAINTED_SHADES[spec.color]).toContainEqual(spec.shade);
      if (spec.technique === "Nail Art") expect(labels.colors).toHaveLength(2);
      else if (spec.technique !== "Ombre") expect(labels.colors).toHaveLength(1);
      if (labels.colors.length === 2) {
        expect(labels.colors[1]).toBe(spec.secondColor);
        expect(labels.colors[1]).not.toBe(spec.color);
        expect(PAINTED_SHADES[spec.secondColor!]).toContainEqual(spec.secondShade);
      }
    }
    expect(
      SPECS.some((s) => s.technique === "Ombre" && paintedLabelsOf(s).colors.length === 1),
    ).toBe(true);
    expect(
      SPECS.some((s) => s.technique === "Ombre" && paintedLabelsOf(s).colors.length === 2),
    ).toBe(true);
  });

  it("covers every technique, shape and colour, at photo sizes", () => {
    expect(new Set(SPECS.map((s) => s.technique))).toEqual(new Set(PAINTED_TECHNIQUES));
    expect(new Set(SPECS.map((s) => s.shape))).toEqual(new Set(PAINTED_SHAPES));
    expect(new Set(SPECS.map((s) => s.color))).toEqual(new Set(COLORS));
    for (const s of SPECS) {
      expect(s.width).toBeGreaterThanOrEqual(560);
      expect(s.width).toBeLessThanOrEqual(1400);
      expect(s.aspect).toBeGreaterThanOrEqual(0.75);
      expect(s.aspect).toBeLessThanOrEqual(4 / 3);
      expect(s.fingers.filter((f) => !f.thumb).length).toBeGreaterThanOrEqual(2);
    }
  });

  it("renders a JPEG of the spec's size", async () => {
    const spec = small(randomPaintedSpec(3), 260);
    const meta = await sharp(await renderPaintedNails(spec)).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(260);
    expect(meta.height).toBe(Math.round(260 * spec.aspect));
  });

  it("paints the main polish shade on the nails", async () => {
    const plain = SPECS.filter(
      (s) => s.technique === "Plain" && s.color !== "Gold" && s.color !== "Silver",
    ).slice(0, 3);
    for (const spec of plain) {
      // Against the same picture with the farthest shade of the palette as the polish.
      const far = Object.values(PAINTED_SHADES)
        .flat()
        .reduce((best, c) => (dist(c, spec.shade) > dist(best, spec.shade) ? c : best));
      const share = await shareNear(small(spec, 280), spec.shade);
      expect(share).toBeGreaterThan(0.01);
      expect(share).toBeGreaterThan(
        3 * (await shareNear(small({ ...spec, shade: far }, 280), spec.shade)),
      );
    }
  });
});

describe("painted labels", () => {
  it("label as nails the pixels a change of polish changes, and little else", async () => {
    const plain = SPECS.filter((spec) => spec.technique === "Plain").slice(0, 4);
    for (const base of plain) {
      const spec = small(base, 320);
      const { nails, changed, both } = await nailsAgainstPolishChange(
        await renderPaintedNails({ ...spec, shade: [5, 5, 5] }),
        await renderPaintedNails({ ...spec, shade: [50, 200, 50] }),
        await renderPaintedLabels(spec),
      );
      expect(nails).toBeGreaterThan(0);
      expect(both / nails).toBeGreaterThan(0.9);
      expect(both / changed).toBeGreaterThan(0.75);
    }
  });
});
