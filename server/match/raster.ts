import sharp from "sharp";
import { UPLOAD } from "~/core/uploads";
import { EMBEDDER_INPUT } from "./embedder";
import { DETAIL_SIZE, type DetailRaster } from "./nails";

/** A picture as the analysis reads it: a small square of RGB pixels, row by row. */
export interface Raster {
  size: number;
  pixels: Uint8Array;
}

export const RASTER_SIZE = EMBEDDER_INPUT;

/**
 * Decodes an image to RASTER_SIZE × RASTER_SIZE RGB, upright (EXIF orientation applied), the
 * whole frame squeezed rather than cropped (a crop could cut off the nails). JPEG and WebP are
 * shrunk while decoding, so a 12-megapixel photo is never held at full size. `strict` refuses a
 * file with any decoding warning (a truncated JPEG), as uploads are refused; stored renditions
 * are read leniently.
 */
export async function rasterOf(image: Buffer, { strict = false } = {}): Promise<Raster> {
  const failOn = strict ? "warning" : "error";
  const pixels = await sharp(image, { limitInputPixels: UPLOAD.maxPixels, failOn })
    .rotate()
    .resize(RASTER_SIZE, RASTER_SIZE, { fit: "fill", fastShrinkOnLoad: true })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer();
  return { size: RASTER_SIZE, pixels: new Uint8Array(pixels) };
}

/**
 * Decodes an image for the nail detectors: the frame's own aspect ratio kept (a squeeze would
 * change the nails' shapes), DETAIL_SIZE pixels on its longer side. With `middle` below 1, only
 * the frame's centred middle share of its width and height, at the same DETAIL_SIZE: a closer
 * framing of the same photo.
 */
export async function detailOf(
  image: Buffer,
  { strict = false, middle = 1 } = {},
): Promise<DetailRaster> {
  const failOn = strict ? "warning" : "error";
  const whole = Math.round(DETAIL_SIZE / middle);
  const { data, info } = await sharp(image, { limitInputPixels: UPLOAD.maxPixels, failOn })
    .rotate()
    .resize(whole, whole, { fit: "inside", fastShrinkOnLoad: true })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8Array(data);
  if (middle >= 1) return { width: info.width, height: info.height, pixels };
  const width = Math.round(info.width * middle);
  const height = Math.round(info.height * middle);
  const left = Math.round((info.width - width) / 2);
  const top = Math.round((info.height - height) / 2);
  const framed = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * info.width + left) * 3;
    framed.set(pixels.subarray(from, from + width * 3), y * width * 3);
  }
  return { width, height, pixels: framed };
}

/**
 * The middle `share` of a raster's width and height, at the raster's size: the picture as
 * someone who cropped its edges sees it (the raster squeezes the whole frame, so its middle is
 * the frame's middle).
 */
export async function middleOf({ size, pixels }: Raster, share: number): Promise<Raster> {
  const side = Math.round(size * share);
  const margin = Math.round((size - side) / 2);
  const data = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .extract({ left: margin, top: margin, width: side, height: side })
    .resize(size, size, { fit: "fill" })
    .raw()
    .toBuffer();
  return { size, pixels: new Uint8Array(data) };
}
