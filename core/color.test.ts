import { describe, expect, it } from "vitest";
import {
  chroma,
  darken,
  deltaE,
  hexToLab,
  hexToRgb,
  hue,
  labToHex,
  lighten,
  luminance,
  mix,
  rgbDistance,
  rgbToHex,
} from "./color";

describe("hexToRgb and rgbToHex", () => {
  it.each<[string, [number, number, number]]>([
    ["#000000", [0, 0, 0]],
    ["#ffffff", [255, 255, 255]],
    ["#d6a07a", [214, 160, 122]],
  ])("%s is %j and back", (hex, rgb) => {
    expect(hexToRgb(hex)).toEqual(rgb);
    expect(rgbToHex(rgb)).toBe(hex);
  });

  it("rounds and clamps channels", () => {
    expect(rgbToHex([-20, 127.5, 300])).toBe("#0080ff");
  });
});

describe("mix", () => {
  it("gives the first colour at 0 and the second at 1", () => {
    expect(mix("#102030", "#f0e0d0", 0)).toBe("#102030");
    expect(mix("#102030", "#f0e0d0", 1)).toBe("#f0e0d0");
  });

  it("gives the midpoint at 0.5", () => {
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(mix("#204060", "#406080", 0.5)).toBe("#305070");
  });

  it("darkens towards black and lightens towards white", () => {
    expect(darken("#ff8040", 0.5)).toBe("#804020");
    expect(lighten("#000000", 1)).toBe("#ffffff");
  });
});

describe("luminance", () => {
  it("is 0 for black and 1 for white", () => {
    expect(luminance("#000000")).toBe(0);
    expect(luminance("#ffffff")).toBeCloseTo(1, 12);
  });

  it("weighs green most and blue least", () => {
    expect(luminance("#00ff00")).toBeCloseTo(0.7152, 12);
    expect(luminance("#0000ff")).toBeCloseTo(0.0722, 12);
  });
});

describe("rgbDistance", () => {
  it("is 0 between a colour and itself", () => {
    expect(rgbDistance("#d6a07a", "#d6a07a")).toBe(0);
  });

  it("is 441.67… between black and white, either way", () => {
    expect(rgbDistance("#000000", "#ffffff")).toBeCloseTo(441.673, 3);
    expect(rgbDistance("#ffffff", "#000000")).toBe(Math.sqrt(3) * 255);
  });
});

describe("CIELAB", () => {
  it("puts white, black and sRGB red where the standard does", () => {
    const close = (actual: number[], expected: number[]) =>
      actual.forEach((value, i) => expect(value).toBeCloseTo(expected[i]!, 1));
    close(hexToLab("#ffffff"), [100, 0, 0]);
    close(hexToLab("#000000"), [0, 0, 0]);
    close(hexToLab("#ff0000"), [53.24, 80.09, 67.2]);
  });

  it("converts back to the same hex", () => {
    for (const hex of ["#d7263d", "#2f6fdb", "#f7f5f2", "#1d1a1f", "#39ff14"]) {
      expect(labToHex(hexToLab(hex))).toBe(hex);
    }
  });

  it("measures chroma, hue and ΔE", () => {
    expect(chroma(hexToLab("#808080"))).toBeLessThan(0.01);
    expect(hue(hexToLab("#ffff00"))).toBeGreaterThan(90);
    expect(hue(hexToLab("#ffff00"))).toBeLessThan(110);
    expect(deltaE(hexToLab("#000000"), hexToLab("#ffffff"))).toBeCloseTo(100, 1);
  });
});
