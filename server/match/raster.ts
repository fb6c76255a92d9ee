import sharp from "sharp";
import { UPLOAD } from "~/core/uploads";
import { EMBEDDER_INPUT } from "./embedder";

/** A picture as the analysis reads it: a small square of RGB pixels, row by row. */
export interface Raster {
  size: number;
  pixels: Uint8Array;
}

export const RASTER_SIZE = EMBEDDER_INPUT;

/**
 * Decodes an image to RASTER_SIZE × RASTER_SIZE RGB, upright (EXIF orientation applied), the
 * whole frame squeezed rather than cropped (a crop could cut off the nails). JPEG and WebP are
 * shrunk while decoding, so a 12-megapixel photo is never held at full size.
 */
export async function rasterOf(image: Buffer): Promise<Raster> {
  const pixels = await sharp(image, { limitInputPixels: UPLOAD.maxPixels, failOn: "error" })
    .rotate()
    .resize(RASTER_SIZE, RASTER_SIZE, { fit: "fill", fastShrinkOnLoad: true })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer();
  return { size: RASTER_SIZE, pixels: new Uint8Array(pixels) };
}
