import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { seededRandom } from "~/core/seeded-random";
import { randomNailArtSpec, renderNailArt, surfacesSvg, type NailArtSpec } from "../demo/nail-art";
import { LABELLED_SURFACES } from "./labelled-surfaces";
import { HAND_LABEL_FILLS, nailsAgainstChange, SURFACES, surfacesOf } from "./surface-labels";

async function rgb(image: Buffer) {
  return sharp(image).removeAlpha().raw().toBuffer();
}

describe("the demo's surface labels", () => {
  it("label as nail what a change of polish changes", async () => {
    const totals = { nails: 0, changed: 0, both: 0 };
    for (const seed of [1, 2, 3, 4]) {
      // Solid polish, so that a change of color changes every nail all over.
      const spec: NailArtSpec = { ...randomNailArtSpec(seededRandom(seed)), technique: "Solid" };
      const size = 360;
      const surfaces = surfacesOf(
        await rgb(
          await sharp(Buffer.from(surfacesSvg(spec, HAND_LABEL_FILLS, size)))
            .png()
            .toBuffer(),
        ),
        3,
      );
      const counts = nailsAgainstChange(
        await rgb(await renderNailArt({ ...spec, colors: ["Black"] }, size)),
        await rgb(await renderNailArt({ ...spec, colors: ["White"] }, size)),
        3,
        surfaces,
      );
      for (const key of ["nails", "changed", "both"] as const) totals[key] += counts[key];
    }
    const { nails, changed, both } = totals;
    expect(nails).toBeGreaterThan(0);
    expect(both / nails).toBeGreaterThan(0.9);
    expect(both / changed).toBeGreaterThan(0.9);
  });

  it("come with the picture, at its size, showing skin and nails", async () => {
    const { photo, labels } = await LABELLED_SURFACES.demo(5_000_000);
    const [picture, label] = await Promise.all([sharp(photo).metadata(), sharp(labels).metadata()]);
    expect([label.width, label.height]).toEqual([picture.width, picture.height]);
    const surfaces = surfacesOf(await rgb(labels), 3);
    for (const surface of ["backdrop", "skin", "nail"] as const) {
      expect(surfaces.filter((s) => s === SURFACES.indexOf(surface)).length).toBeGreaterThan(1000);
    }
  });
});
