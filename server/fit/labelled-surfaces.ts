import sharp from "sharp";
import { seededRandom } from "~/core/seeded-random";
import { randomNailArtSpec, renderNailArt, surfacesSvg } from "../demo/nail-art";
import { decodedSizeFor, middleCrop } from "../match/raster";
import { randomSpec, renderRasterLabels, renderRasterNails } from "../eval/raster-nails";
import { canvasLabelsOf, paintLabels, randomCanvasSpec, renderCanvasNails } from "./canvas-nails";
import { randomLitSpec, renderLitLabels, renderLitNails } from "./lit-nails";
import { randomPaintedSpec, renderPaintedLabels, renderPaintedNails } from "./painted-nails";
import { DEMO_PICTURE_SIZE } from "./labelled-pictures";
import { HAND_LABEL_FILLS, surfacesOf } from "./surface-labels";

// The fitting pictures whose generators draw what each pixel shows (decision 0077), and their
// labels read at the views the match reads. For scripts that score or fit the finder's surfaces.

/** A picture, its label image, and the factors its figures are broken down by. */
export interface DrawnWithSurfaces {
  photo: Buffer;
  labels: Buffer;
  factors: string[];
}

/** The generators that draw their pictures' labels, each picture by its seed. */
export const LABELLED_SURFACES = {
  demo: async (seed: number): Promise<DrawnWithSurfaces> => {
    const spec = randomNailArtSpec(seededRandom(seed));
    return {
      photo: await renderNailArt(spec, DEMO_PICTURE_SIZE),
      labels: await sharp(Buffer.from(surfacesSvg(spec, HAND_LABEL_FILLS, DEMO_PICTURE_SIZE)))
        .png()
        .toBuffer(),
      factors: [
        `skin ${spec.skinTone}`,
        `technique ${spec.technique}`,
        `backdrop ${spec.background}`,
      ],
    };
  },
  canvas: async (seed: number): Promise<DrawnWithSurfaces> => {
    const spec = randomCanvasSpec(seed);
    return {
      photo: await renderCanvasNails(spec),
      labels: await paintLabels(spec).encode("png"),
      factors: [
        `skin ${spec.skin.tone}`,
        `technique ${canvasLabelsOf(spec).technique}`,
        `backdrop ${spec.backdrop.kind}`,
        `framing ${spec.framing}`,
      ],
    };
  },
  painted: async (seed: number): Promise<DrawnWithSurfaces> => {
    const spec = randomPaintedSpec(seed);
    return {
      photo: await renderPaintedNails(spec),
      labels: await renderPaintedLabels(spec),
      factors: [
        `technique ${spec.technique}`,
        `backdrop ${spec.backdrop.kind}`,
        `fingers ${spec.fingers.length}`,
      ],
    };
  },
  lit: async (seed: number): Promise<DrawnWithSurfaces> => {
    const spec = randomLitSpec(seed);
    return {
      photo: await renderLitNails(spec),
      labels: await renderLitLabels(spec),
      factors: [
        `technique ${spec.technique}`,
        `backdrop ${spec.backdrop.kind}`,
        `fingers ${spec.fingers.length}`,
      ],
    };
  },
  raster: async (seed: number): Promise<DrawnWithSurfaces> => {
    const spec = randomSpec(seed);
    return {
      photo: await renderRasterNails(spec),
      labels: await renderRasterLabels(spec),
      factors: [`skin ${spec.skinTone}`, `technique ${spec.technique}`, `fingers ${spec.fingers}`],
    };
  },
} as const;
export type SurfaceGenerator = keyof typeof LABELLED_SURFACES;
export const SURFACE_GENERATORS = Object.keys(LABELLED_SURFACES) as SurfaceGenerator[];

/**
 * Each pixel's surface (its index in SURFACES) as `detailOf` frames the photo: the labels scaled
 * (nearest, so no label blends into another) to the size the photo is decoded at, which
 * shrinking a JPEG on load may round otherwise than resizing a PNG, then the same middle taken.
 */
export async function surfacesInView(
  photo: Buffer,
  labels: Buffer,
  middle: number,
): Promise<Uint8Array> {
  const whole = decodedSizeFor(middle);
  const { info } = await sharp(photo)
    .resize(whole, whole, { fit: "inside", fastShrinkOnLoad: true })
    .toBuffer({ resolveWithObject: true });
  const scaled = await sharp(labels)
    .resize(info.width, info.height, { fit: "fill", kernel: "nearest" })
    .removeAlpha()
    .raw()
    .toBuffer();
  const view = { width: info.width, height: info.height, pixels: scaled };
  return surfacesOf((middle >= 1 ? view : middleCrop(view, middle)).pixels, 3);
}
