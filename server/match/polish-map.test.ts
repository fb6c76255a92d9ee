import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { COLOR_SWATCHES, type Color } from "~/core/catalogue";
import { polishColors, polishMap } from "./polish-map";
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
