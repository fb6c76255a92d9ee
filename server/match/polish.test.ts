import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COLOR_SWATCHES, COLORS, type Color } from "~/core/catalogue";
import { hexToLab, rgbToLab, type Lab } from "~/core/color";
import colorHead from "./color-head.json" with { type: "json" };
import type { FoundNails, NailMeasures } from "./nails";
import {
  chosenCandidate,
  COLOR_CANDIDATE_FEATURES,
  colorCandidates,
  colorsOf,
  framedColors,
  isSkin,
  METALLIC_SHINE,
  nailColors,
  nameColor,
  polishColors,
  polishMap,
} from "./polish";
import { rasterOf } from "./raster";

/** A hand-ish picture: a backdrop, a skin-colored finger, and a nail of `polish` on it. */
async function nailPicture(polish: string, { skin = "#d6a07a", backdrop = "#ece8e2" } = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" fill="${backdrop}"/>
    <rect x="130" y="90" width="140" height="320" rx="70" fill="${skin}"/>
    <rect x="150" y="110" width="100" height="130" rx="46" fill="${polish}"/>
  </svg>`;
  return rasterOf(await sharp(Buffer.from(svg)).png().toBuffer());
}

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

describe("isSkin", () => {
  it.each(["#f6dac7", "#d6a07a", "#8a5738", "#5d3b27"])("takes %s for skin", (hex) => {
    const n = Number.parseInt(hex.slice(1), 16);
    expect(isSkin(n >> 16, (n >> 8) & 255, n & 255)).toBe(true);
  });

  it.each(["#d7263d", "#2f6fdb", "#2e9e5b", "#f7f5f2", "#1d1a1f"])(
    "does not take the polish %s for skin",
    (hex) => {
      const n = Number.parseInt(hex.slice(1), 16);
      expect(isSkin(n >> 16, (n >> 8) & 255, n & 255)).toBe(false);
    },
  );
});

describe("polishColors", () => {
  it.each<Color>(["Red", "Blue", "Green", "Purple", "Black", "Neon", "Gold"])(
    "finds %s polish on a finger over a pale backdrop, ignoring skin and backdrop",
    async (color) => {
      const colors = polishColors(polishMap(await nailPicture(COLOR_SWATCHES[color])));
      expect(colors[0]?.name).toBe(color);
      expect(colors.map((c) => c.name)).not.toContain("White");
    },
  );

  it("reports shares of the polish that add up to at most 1, largest first", async () => {
    const colors = polishColors(polishMap(await nailPicture("#2f6fdb", { skin: "#8a5738" })));
    const shares = colors.map((c) => c.share);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(shares.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1.0001);
    expect(colors[0]!.hex).toMatch(/^#[0-9a-f]{6}$/);
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

describe("nailColors", () => {
  /** Found nails whose free edges wear these colors, `size` pixels each. */
  function foundNails(
    nails: { hex: string | string[]; size: number; ends?: number; speckShare?: number }[],
  ): FoundNails {
    const total = nails.reduce((sum, nail) => sum + nail.size, 0);
    const lab = new Float32Array(total * 3);
    const freeEdges: number[][] = [];
    let next = 0;
    for (const { hex, size } of nails) {
      const edge = Array.from({ length: size }, (_, j) => next + j);
      // Several colors: each pixel in turn wears the next (flakes spread over a base).
      const colors = [hex].flat().map(hexToLab);
      for (const i of edge) lab.set(colors[(i - next) % colors.length]!, i * 3);
      freeEdges.push(edge);
      next += size;
    }
    return {
      // Only how each sits (`ends`) is read beside the free edges.
      nails: nails.map(({ ends = 1, speckShare = 0 }) => ({ ends, speckShare }) as NailMeasures),
      width: total,
      height: 1,
      lab,
      polish: new Uint8Array(total).fill(1),
      region: new Uint8Array(total).fill(2),
      freeEdges,
    };
  }
  const noMap = {
    size: 0,
    lab: new Float32Array(),
    polish: new Uint8Array(),
    coverage: 0,
    gain: 1,
  };

  it("names first the color most nails wear, not the largest patch (backdrop taken for a nail)", () => {
    const found = foundNails([
      { hex: "#d7263d", size: 40 },
      { hex: "#d7263d", size: 40 },
      { hex: "#d7263d", size: 40 },
      { hex: "#7a7d76", size: 400 }, // a patch of grey backdrop
    ]);
    const colors = nailColors(found, noMap);
    expect(colors[0]!.name).toBe("Red");
    expect(colors.map((c) => c.name)).toEqual(["Red", "Silver"]); // the patch is still reported
  });

  it("weighs each vote by how the nail sits: round patches of backdrop count less than nails", () => {
    const found = foundNails([
      { hex: "#f7f5f2", size: 40, ends: 0.95 },
      { hex: "#f7f5f2", size: 40, ends: 0.9 },
      { hex: "#9a9d93", size: 200, ends: 0.6 }, // bokeh taken for nails: barely "sitting"
      { hex: "#9a9d93", size: 200, ends: 0.6 },
    ]);
    expect(nailColors(found, noMap)[0]!.name).toBe("White");
  });

  it("counts a nail reading flat mid grey (a white in shade, a shadow) a third of a vote", () => {
    const found = foundNails([
      { hex: "#d81b60", size: 40 },
      { hex: "#8f918c", size: 40 },
      { hex: "#8f918c", size: 40 },
    ]);
    expect(nailColors(found, noMap).map((c) => c.name)).toEqual(["Pink", "Silver"]);
    // A grey that shines is a metal: its votes count whole.
    const shining = { hex: ["#5c5e61", "#8f918c", "#c4c6c9"], size: 40 };
    const metal = foundNails([{ hex: "#d81b60", size: 40 }, shining, shining]);
    expect(nailColors(metal, noMap)[0]!.name).toBe("Silver");
  });

  it("names a glitter nail by its flakes, not by the sheer base they sit in", () => {
    // A third of each free edge is blue flakes on a pale, sheer base.
    const glitter = { hex: ["#e9e4e6", "#e9e4e6", "#2f4fb0"], size: 60 };
    expect(nailColors(foundNails([glitter, glitter]), noMap)[0]!.name).toBe("White");
    const speckled = { ...glitter, speckShare: 0.2 };
    expect(nailColors(foundNails([speckled, speckled]), noMap)[0]!.name).toBe("Blue");
  });

  it("reads a dim photo's nails as its pale backdrop says a well-lit one would show them", () => {
    const white = { hex: "#8e8e8c", size: 60 }; // a white nail, 40 % underexposed
    const found = foundNails([white, white, white]);
    expect(nailColors(found, noMap)[0]!.name).toBe("Silver");
    expect(nailColors(found, { ...noMap, gain: 1.2 })[0]!.name).toBe("White");
  });

  describe("framedColors", () => {
    const red = { hex: "#d7263d", size: 40 };
    const shadow = { hex: "#2b2a2c", size: 400 }; // a shadow taken for a nail
    const whole = foundNails([red, red, shadow, shadow]);
    const closer = foundNails([red, red, red]);
    const blue = foundNails([
      { hex: "#2f6fdb", size: 40 },
      { hex: "#2f6fdb", size: 40 },
    ]);
    /** A head that weighs one feature only. */
    const weighing = (feature: (typeof COLOR_CANDIDATE_FEATURES)[number]) => ({
      features: COLOR_CANDIDATE_FEATURES,
      weights: COLOR_CANDIDATE_FEATURES.map((f) => (f === feature ? 1 : 0)),
    });
    const byRule = weighing("the rules' choice");

    it("by rule, names the main color most framings name, keeping the whole frame's others", () => {
      expect(nailColors(whole, noMap)[0]!.name).toBe("Black");
      const colors = framedColors([whole, closer, closer], noMap, byRule);
      expect(colors.map((c) => c.name)).toEqual(["Red", "Black"]);
    });

    it("by rule, keeps the whole frame's reading when the framings agree with it or split", () => {
      expect(framedColors([closer, closer, whole], noMap, byRule)).toEqual(
        nailColors(closer, noMap),
      );
      expect(framedColors([whole, closer, blue], noMap, byRule)).toEqual(nailColors(whole, noMap));
    });

    it("describes each candidate by the framings' and the nails' votes and its color", () => {
      const { ruled, candidates } = colorCandidates([closer, blue, blue], noMap);
      expect(ruled[0]!.name).toBe("Blue");
      const features = (name: Color) =>
        Object.fromEntries(
          candidates
            .find((c) => c.color.name === name)!
            .features.map((value, f) => [COLOR_CANDIDATE_FEATURES[f], value]),
        );
      expect(features("Blue")).toMatchObject({
        "framings naming it first": 2 / 3,
        "nail votes": 0, // the whole frame shows no blue nail
        "the rules' choice": 1,
        "is Blue": 1,
        "is Red": 0,
      });
      expect(features("Red")).toMatchObject({
        "framings naming it first": 1 / 3,
        "nail votes": 1,
        share: 1,
        first: 1,
        "the rules' choice": 0,
        "is Red": 1,
      });
    });

    it("describes each candidate's polish by its lightness and chroma", () => {
      const { candidates } = colorCandidates([blue, blue, blue], noMap);
      const [L, a, b] = hexToLab(candidates[0]!.color.hex);
      const C = Math.hypot(a, b) / 100;
      const features = Object.fromEntries(
        candidates[0]!.features.map((value, f) => [COLOR_CANDIDATE_FEATURES[f], value]),
      );
      expect(features).toMatchObject({ "is Blue": 1, "is Red": 0 });
      expect(features.lightness).toBeCloseTo(L / 100, 3);
      expect(features.chroma).toBeCloseTo(C, 3);
      expect(features["chroma squared"]).toBeCloseTo(C * C, 3);
      expect(features["a*"]).toBeCloseTo(a / 100, 3);
      expect(features["b*"]).toBeCloseTo(b / 100, 3);
    });

    it("names the first color as other light would, each name a candidate", () => {
      // A light green near the Neon boundary: a brighter exposure would make it Neon.
      const lime = foundNails([
        { hex: "#76c442", size: 40 },
        { hex: "#76c442", size: 40 },
      ]);
      const { candidates } = colorCandidates([lime, lime, lime], noMap);
      const underOtherLight = (name: Color) =>
        candidates.find((c) => c.color.name === name)?.features[
          COLOR_CANDIDATE_FEATURES.indexOf("the first color under other light")
        ];
      expect(underOtherLight("Green")).toBeGreaterThan(0.5);
      expect(underOtherLight("Neon")).toBeGreaterThan(0);
      expect(underOtherLight("Green")! + underOtherLight("Neon")!).toBeCloseTo(1, 5);
      // A deep red is red under any of them.
      const { candidates: reds } = colorCandidates([closer, closer, closer], noMap);
      expect(reds.map((c) => c.color.name)).toEqual(["Red"]);
      expect(
        reds[0]!.features[COLOR_CANDIDATE_FEATURES.indexOf("the first color under other light")],
      ).toBe(1);
    });

    it("chooses the main color among the candidates as its head weighs them", () => {
      const framings = [closer, blue, blue];
      expect(framedColors(framings, noMap, weighing("nail votes"))[0]!.name).toBe("Red");
      expect(framedColors(framings, noMap, weighing("framings naming it first"))[0]!.name).toBe(
        "Blue",
      );
    });

    it("chooses the highest-scoring candidate, the earliest on a tie, none among none", () => {
      const weights = [1, -1];
      expect(
        chosenCandidate(
          [
            [0, 1],
            [2, 0],
            [1, 0],
          ],
          weights,
        ),
      ).toBe(1);
      expect(
        chosenCandidate(
          [
            [1, 0],
            [2, 1],
            [0, 0],
          ],
          weights,
        ),
      ).toBe(0);
      expect(chosenCandidate([], weights)).toBe(-1);
    });

    it("has a fitted head for today's features that keeps a reading every framing agrees on", () => {
      expect(colorHead.features).toEqual(COLOR_CANDIDATE_FEATURES);
      expect(framedColors([closer, closer, closer], noMap)[0]!.name).toBe("Red");
      expect(framedColors([blue, blue, blue], noMap)[0]!.name).toBe("Blue");
      // It weighs how plausible a polish color is, not where our generators' paints lie: a deep
      // pink (raspberry) stays Pink, though the fitting generators' pinks are all light.
      const raspberry = foundNails([
        { hex: "#b50051", size: 40 },
        { hex: "#b50051", size: 40 },
      ]);
      expect(framedColors([raspberry, raspberry, raspberry], noMap)[0]!.name).toBe("Pink");
    });
  });

  it("breaks a tie of votes by the pixels: the larger color first", () => {
    const found = foundNails([
      { hex: "#2f6fdb", size: 30 },
      { hex: "#f06292", size: 90 },
    ]);
    expect(nailColors(found, noMap).map((c) => c.name)).toEqual(["Pink", "Blue"]);
  });
});
