import { describe, expect, it } from "vitest";
import { SURFACE_RGB, SURFACES, nailsAgainstChange, surfacesOf } from "./surface-labels";

describe("surfacesOf", () => {
  it("reads each surface's color back, and an edge by its more lit channel", () => {
    const pixels = [
      ...SURFACES.flatMap((surface) => [...SURFACE_RGB[surface], 255]),
      // A nail's edge scaled down over skin, and a skin edge fading into the backdrop.
      ...[110, 160, 0, 255],
      ...[100, 0, 0, 255],
    ];
    expect([...surfacesOf(pixels, 4)].map((i) => SURFACES[i])).toEqual([
      ...SURFACES,
      "nail",
      "backdrop",
    ]);
  });
});

describe("nailsAgainstChange", () => {
  it("counts the nail pixels, the changed pixels and those both", () => {
    const nail = SURFACES.indexOf("nail");
    const surfaces = Uint8Array.from([nail, nail, 0, 0]);
    const a = [0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 9, 9];
    const b = [90, 0, 0, 5, 5, 5, 90, 0, 0, 9, 9, 9];
    expect(nailsAgainstChange(a, b, 3, surfaces)).toEqual({ nails: 2, changed: 2, both: 1 });
  });
});
