import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readBorder } from "./backdrop";
import { findNails, type DetailRaster } from "./nails";
import { PIXEL_FEATURES, pixelFeatures } from "./pixel-features";
import { readSurfaces, surfaceScores, type PixelModel } from "./pixel-reading";
import { labAndSkin } from "./pixels";
import { detailOf } from "./raster";

const D = PIXEL_FEATURES.length;

function featuresOf({ width, height, pixels }: DetailRaster) {
  const { lab, skin } = labAndSkin(pixels, width * height);
  return pixelFeatures({ width, height, lab, skin }, readBorder(lab, width, height));
}

/** A beige backdrop with a skin-colored finger across it, a red nail at its end. */
function picture(width = 60, height = 40) {
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const finger = y >= 15 && y < 25 && x < 40;
      const nail = finger && x >= 32;
      const rgb = nail ? [200, 20, 40] : finger ? [224, 172, 140] : [90, 120, 160];
      pixels.set(rgb, (y * width + x) * 3);
    }
  }
  return { width, height, pixels };
}

describe("pixelFeatures", () => {
  it("measures every pixel, and a nail unlike the border's colors", () => {
    const view = picture();
    const features = featuresOf(view);
    expect(features.length).toBe(view.width * view.height * D);
    expect(features.every(Number.isFinite)).toBe(true);
    const at = (x: number, y: number, name: (typeof PIXEL_FEATURES)[number]) =>
      features[(y * view.width + x) * D + PIXEL_FEATURES.indexOf(name)]!;
    const toBorder = "ΔE to the nearest border color (to 60)";
    expect(at(35, 20, toBorder)).toBeGreaterThan(at(50, 5, toBorder) + 0.3);
    expect(at(20, 20, "skin model")).toBe(1);
    expect(at(50, 5, "skin model")).toBe(0);
  });
});

/** Four fingers on a light backdrop, each with a red almond nail. */
async function hand(): Promise<Buffer> {
  const fingers = [150, 250, 350, 450].map((x) => {
    const nail = `M${x - 28} 300 L${x - 28} 200 Q${x - 28} 150 ${x} 145 Q${x + 28} 150 ${x + 28} 200 L${x + 28} 300 Z`;
    return `<rect x="${x - 38}" y="260" width="76" height="400" rx="36" fill="#c68e6b"/><path d="${nail}" fill="#c2185b"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#e9e4dc"/>${fingers.join("")}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A reading built by hand: backdrop within a backdrop's reach, else skin where the skin model
 * says so, else nail (the finder's rules, as a network).
 */
const RULES_AS_A_NETWORK: PixelModel = {
  hidden: 2,
  inner: [
    [5, ...PIXEL_FEATURES.map((f) => (f.startsWith("ΔE to the nearest backdrop") ? -20 : 0))],
    [-5, ...PIXEL_FEATURES.map((f) => (f === "skin model" ? 10 : 0))],
  ],
  outer: [
    [0, 4, 0],
    [0, -2, 2],
    [0, -2, -2],
  ],
};

describe("readSurfaces", () => {
  it("reads the pixels as surfaceScores would, the nail's score moved, coarse to fine", async () => {
    const model = RULES_AS_A_NETWORK;
    const { width, height, pixels } = await detailOf(await hand());
    const { lab, skin } = labAndSkin(pixels, width * height);
    const surfaces = { width, height, lab, skin };
    const border = readBorder(lab, width, height);
    const features = pixelFeatures(surfaces, border);
    for (const bias of [0, -3]) {
      const read = readSurfaces(model, surfaces, border, bias);
      const whole = Array.from({ length: width * height }, (_, i) => {
        const scores = surfaceScores(model, features, i * D);
        scores[2]! += bias;
        return scores.indexOf(Math.max(...scores));
      });
      const grid = [...read.keys()].filter(
        (i) => (i % width) % 2 === 0 && Math.floor(i / width) % 2 === 0,
      );
      expect(grid.map((i) => read[i])).toEqual(grid.map((i) => whole[i]));
      expect(new Set(read).size).toBeGreaterThan(1);
      const same = whole.filter((surface, i) => read[i] === surface).length;
      expect(same / whole.length).toBeGreaterThan(0.99);
    }
  });
});

describe("findNails with a learned reading", () => {
  it("starts from the learned reading: the nails it reads are found, and none when it reads none", async () => {
    const view = await detailOf(await hand());
    expect(findNails(view).nails).toHaveLength(4);
    const learned = (nailBias: number) =>
      findNails(view, { learned: { model: RULES_AS_A_NETWORK, nailBias } });
    expect(learned(0).nails).toHaveLength(4);
    expect(learned(-10).nails).toHaveLength(0);
  });
});
