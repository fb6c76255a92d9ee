import { describe, expect, it } from "vitest";
import { COLOR_SWATCHES, COLORS, type Color } from "~/core/catalogue";
import { hexToLab, rgbToLab, type Lab } from "~/core/color";
import { colorsOf, METALLIC_SHINE, nameColor } from "./color-names";

describe("nameColor", () => {
  it.each(COLORS)("names the catalogue's %s swatch %s", (color) => {
    // Silver is known by its shine: its swatch, flat, is a light grey.
    const shine = color === "Silver" ? METALLIC_SHINE + 5 : 0;
    expect(nameColor(hexToLab(COLOR_SWATCHES[color]), { shine })).toBe(color);
  });

  it.each<[string, Color]>([
    ["#ff1493", "Pink"], // deep pink
    ["#b00020", "Red"],
    ["#0d47a1", "Blue"],
    ["#f5f5f5", "White"],
    ["#8a8d93", "Silver"],
    ["#050505", "Black"],
    ["#342216", "Black"], // a dark brown shadow
    ["#1a245c", "Blue"], // navy: very dark, clearly hued
    ["#ffd1dc", "Pastel"], // pastel pink
    ["#baa9ec", "Pastel"], // the catalogue's lilac pastel in a dim photo (12 % darker)
    ["#b4e4c6", "Pastel"], // mint
    ["#a67c00", "Gold"], // dark gold
    ["#c8802a", "Orange"], // an orange in shade: redder than any gold
    ["#b87a20", "Gold"], // an antique gold
    ["#ccff00", "Neon"], // electric lime
  ])("names %s as %s", (hex, color) => {
    expect(nameColor(hexToLab(hex))).toBe(color);
  });

  it("tells a metal by its shine: the same light grey is White flat and Silver shining", () => {
    const grey = hexToLab("#d4d4d6");
    expect(nameColor(grey)).toBe("White");
    expect(nameColor(grey, { shine: METALLIC_SHINE + 5 })).toBe("Silver");
  });

  it("keeps a near-white with a lightness spread White: a glossy or speckled white, not a metal", () => {
    const white = hexToLab("#f4f4f2");
    expect(nameColor(white, { shine: METALLIC_SHINE + 5 })).toBe("White");
    expect(nameColor(hexToLab("#b9bec7"), { shine: METALLIC_SHINE + 5 })).toBe("Silver");
  });

  it("calls a flat light grey White (a white nail in shade) and a shining one Silver", () => {
    const dimWhite = hexToLab("#a3a4a6");
    expect(nameColor(dimWhite)).toBe("White");
    expect(nameColor(dimWhite, { shine: METALLIC_SHINE + 5 })).toBe("Silver");
    expect(nameColor(hexToLab("#7d7f82"))).toBe("Silver"); // a darker grey stays Silver
  });

  it("tells Gold from Yellow by its shine, a gold needing less than a grey", () => {
    const yellow = hexToLab("#f2cc3a");
    expect(nameColor(yellow)).toBe("Yellow");
    expect(nameColor(yellow, { shine: METALLIC_SHINE + 5 })).toBe("Gold");
    expect(nameColor(yellow, { shine: METALLIC_SHINE - 3 })).toBe("Gold");
    expect(nameColor(hexToLab("#7d7f82"), { shine: METALLIC_SHINE - 3 })).toBe("Silver");
    expect(nameColor(hexToLab("#a3a4a6"), { shine: METALLIC_SHINE - 3 })).toBe("White");
  });

  it("keeps a bright yellow-green or mint neon Neon when light lowers its chroma", () => {
    expect(nameColor(hexToLab("#00e862"))).toBe("Neon");
    expect(nameColor(hexToLab("#2e9e5b"))).toBe("Green"); // the catalogue's green stays green
  });

  it("keeps a neon Neon after a phone's exposure and JPEG soften its saturation", () => {
    expect(nameColor(hexToLab("#7bda5f"))).toBe("Neon"); // a neon green, brightened
    expect(nameColor(hexToLab("#daf45f"))).toBe("Neon"); // a neon yellow, brightened
    expect(nameColor(hexToLab("#fae128"))).toBe("Yellow"); // lemon yellow is no neon
    expect(nameColor(hexToLab("#3cb48c"))).toBe("Green"); // a deep mint neither
  });

  it("keeps a yellow Yellow under a cooler white balance, which turns it toward green", () => {
    expect(nameColor(hexToLab("#fff44f"))).toBe("Yellow"); // a lemon yellow at 101°
    // The Yellow swatch (#f7c948) with red 6 % weaker and blue 6 % stronger.
    expect(nameColor(rgbToLab(232, 201, 76))).toBe("Yellow");
    // A lemon yellow under a cooler light: 102°.
    expect(nameColor(rgbToLab(245, 240, 80))).toBe("Yellow");
  });
});

describe("colorsOf", () => {
  /** Lab pixels: `grey` of them neutral at the given lightnesses (cycled), the rest red polish. */
  function pixels(grey: number, lightness: readonly number[]) {
    const red = hexToLab(COLOR_SWATCHES.Red);
    const lab = new Float32Array(1000 * 3);
    for (let i = 0; i < 1000; i++) {
      lab.set(i < grey ? [lightness[i % lightness.length]!, 0, 0] : red, i * 3);
    }
    return { lab, indices: Array.from({ length: 1000 }, (_, i) => i) };
  }

  it("names the polish first beside a larger flat grey (a white in shadow, a grey surface)", () => {
    const { lab, indices } = pixels(600, [60]);
    const colors = colorsOf(lab, indices);
    expect(colors[0]!.name).toBe("Red");
    expect(colors.find((c) => c.name === "Silver")?.share).toBeCloseTo(0.6, 1);
  });

  it("keeps a grey that shines (a metal's highlights and shadows) first as Silver", () => {
    const { lab, indices } = pixels(600, [35, 50, 65, 80, 95]);
    expect(colorsOf(lab, indices)[0]!.name).toBe("Silver");
  });

  it("takes a gold's dark, weakly hued shade for the gold, not for a green or a black", () => {
    // A gold nail: its highlights (L* 80–88, a strong yellow) and its shadow side (a dark olive).
    const tones: Lab[] = [
      [88, -4, 64],
      [80, -4, 60],
      [46, -3, 13],
      [36, -2, 12],
    ];
    const lab = new Float32Array(1000 * 3);
    for (let i = 0; i < 1000; i++) lab.set(tones[i % tones.length]!, i * 3);
    const colors = colorsOf(
      lab,
      Array.from({ length: 1000 }, (_, i) => i),
    );
    expect(colors.map((c) => c.name)).toEqual(["Gold"]);
    // The same olive with no gold beside it is no gold.
    const olive = new Float32Array(1000 * 3);
    for (let i = 0; i < 1000; i++) olive.set(tones[2 + (i % 2)]!, i * 3);
    expect(
      colorsOf(
        olive,
        Array.from({ length: 1000 }, (_, i) => i),
      )[0]!.name,
    ).not.toBe("Gold");
  });
});
