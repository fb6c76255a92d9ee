import sharp from "sharp";

// What each pixel of a fitting picture truly shows, drawn by its generator beside the picture:
// an image with one lit channel per surface (the backdrop black). The fitting scripts score the
// nail finder against it; nothing the match reads comes from it.

export const SURFACES = ["backdrop", "skin", "nail", "other"] as const;
export type Surface = (typeof SURFACES)[number];

/** Each surface's color in a label image. */
export const SURFACE_RGB: Record<Surface, readonly [number, number, number]> = {
  backdrop: [0, 0, 0],
  skin: [255, 0, 0],
  nail: [0, 255, 0],
  other: [0, 0, 255],
};

export const surfaceCss = (surface: Surface) => `rgb(${SURFACE_RGB[surface].join(",")})`;

/** The fills a drawing's label image takes for the surfaces of a hand on a backdrop. */
export const HAND_LABEL_FILLS = {
  backdrop: surfaceCss("backdrop"),
  skin: surfaceCss("skin"),
  nail: surfaceCss("nail"),
} as const;

/**
 * Per pixel of a label image (`channels` bytes a pixel), its surface's index in SURFACES: the
 * lit channel's, where one is lit at least half way (an edge scaled down blends two).
 */
export function surfacesOf(pixels: ArrayLike<number>, channels: number): Uint8Array {
  const count = Math.floor(pixels.length / channels);
  const surfaces = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const [r, g, b] = [pixels[i * channels]!, pixels[i * channels + 1]!, pixels[i * channels + 2]!];
    const top = Math.max(r, g, b);
    if (top < 128) continue;
    surfaces[i] = SURFACES.indexOf(top === g ? "nail" : top === r ? "skin" : "other");
  }
  return surfaces;
}

/**
 * Two renderings of one picture that differ only in their polish, against its labels: how many
 * pixels are labelled nail, how many the polish changed (by more than 30 over R + G + B), and
 * how many both. Labels that are right make `both` most of each.
 */
export function nailsAgainstChange(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  channels: number,
  surfaces: Uint8Array,
) {
  const nail = SURFACES.indexOf("nail");
  let [nails, changed, both] = [0, 0, 0];
  surfaces.forEach((surface, i) => {
    const at = i * channels;
    const differs =
      Math.abs(a[at]! - b[at]!) +
        Math.abs(a[at + 1]! - b[at + 1]!) +
        Math.abs(a[at + 2]! - b[at + 2]!) >
      30;
    nails += +(surface === nail);
    changed += +differs;
    both += +(surface === nail && differs);
  });
  return { nails, changed, both };
}

/**
 * nailsAgainstChange for encoded pictures: two renderings that differ only in their polish and
 * their label image, all of one size.
 */
export async function nailsAgainstPolishChange(a: Buffer, b: Buffer, labels: Buffer) {
  const [first, second, surfaces] = await Promise.all(
    [a, b, labels].map((image) => sharp(image).removeAlpha().raw().toBuffer()),
  );
  if (first!.length !== second!.length || first!.length !== surfaces!.length) {
    throw new Error("the renderings and their labels differ in size");
  }
  return nailsAgainstChange(first!, second!, 3, surfacesOf(surfaces!, 3));
}
