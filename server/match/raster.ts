import sharp, { type Sharp } from "sharp";
import { UPLOAD } from "~/core/uploads";
import { EMBEDDER_INPUT } from "./embedder";
import type { DetailRaster } from "./nails";

/** A picture as the analysis reads it: a small square of RGB pixels, row by row. */
export interface Raster {
  size: number;
  pixels: Uint8Array;
}

export const RASTER_SIZE = EMBEDDER_INPUT;

/** The nails' view of a framing: this many pixels on its longer side. */
export const DETAIL_SIZE = 320;

/**
 * The square a photo is shrunk to fit for a framing of its middle `share` (1: the whole frame),
 * so that the middle taken from it is DETAIL_SIZE pixels on its longer side.
 */
export const decodedSizeFor = (middle: number) => Math.round(DETAIL_SIZE / middle);

/**
 * A photo as the readers take it: its file, or a large photo's pixels decoded once (`decodeOnce`).
 * Each reader makes its own view of it (the network's square, the nails' framings, the copy print).
 */
export type PhotoSource = Buffer | DetailRaster;

/**
 * Closer framings of a photo, tried in turn when its whole frame shows no nails: the hand
 * fills a close crop, so the nails are measured at more pixels and a busy surround (a sleeve,
 * a second object) leaves the border. What the closer framing finds is only a candidate: the
 * presence model (./presence) weighs how many framings show nails.
 */
export const CLOSER_FRAMINGS = [0.9, 0.8] as const;

/** The largest view a reader makes: the closest framing, DETAIL_SIZE pixels of its middle. */
const LARGEST_VIEW = Math.ceil(DETAIL_SIZE / Math.min(...CLOSER_FRAMINGS));
/**
 * A photo larger than this (longer side) is decoded once, shrunk to LARGEST_VIEW, and each view
 * made from those pixels: a 12-megapixel JPEG was decoded five times, once per view, for a
 * quarter more CPU. A smaller photo (every portfolio rendition, every fitting picture) is read
 * from its file, as before.
 */
const DECODE_ONCE_ABOVE = 4 * LARGEST_VIEW;

/**
 * The photo to read views of: a large one decoded once (upright, shrunk while decoding), else the
 * file itself. `strict` refuses a file with any decoding warning (a truncated JPEG).
 */
export async function decodeOnce(
  image: Buffer,
  { width, height }: { width: number; height: number },
  { strict = false } = {},
): Promise<PhotoSource> {
  const [longer, shorter] = [Math.max(width, height), Math.min(width, height)];
  if (longer <= DECODE_ONCE_ABOVE) return image;
  // The network's square squeezes the whole frame: a long panorama keeps RASTER_SIZE across.
  const side = Math.max(LARGEST_VIEW, Math.ceil((RASTER_SIZE * longer) / shorter));
  return rgbOf(
    decoder(image, strict).resize(side, side, { fit: "inside", fastShrinkOnLoad: true }),
  );
}

/** A pipeline's result as RGB pixels, row by row. */
export async function rgbOf(pipeline: Sharp): Promise<DetailRaster> {
  const { data, info } = await pipeline
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, pixels: new Uint8Array(data) };
}

/** A pipeline reading a source upright: a file with the upload's limits, or decoded pixels. */
export function decoder(source: PhotoSource, strict = false): Sharp {
  if (!Buffer.isBuffer(source)) {
    const { width, height, pixels } = source;
    return sharp(pixels, { raw: { width, height, channels: 3 } });
  }
  const failOn = strict ? "warning" : "error";
  return sharp(source, { limitInputPixels: UPLOAD.maxPixels, failOn }).rotate();
}

/**
 * Decodes an image to RASTER_SIZE × RASTER_SIZE RGB, upright (EXIF orientation applied), the
 * whole frame squeezed rather than cropped (a crop could cut off the nails). JPEG and WebP are
 * shrunk while decoding, so a 12-megapixel photo is never held at full size. `strict` refuses a
 * file with any decoding warning (a truncated JPEG), as uploads are refused; stored renditions
 * are read leniently.
 */
export async function rasterOf(image: PhotoSource, { strict = false } = {}): Promise<Raster> {
  const pixels = await decoder(image, strict)
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
  image: PhotoSource,
  { strict = false, middle = 1 } = {},
): Promise<DetailRaster> {
  const whole = decodedSizeFor(middle);
  const decoded = await rgbOf(
    decoder(image, strict).resize(whole, whole, { fit: "inside", fastShrinkOnLoad: true }),
  );
  return middle >= 1 ? decoded : middleCrop(decoded, middle);
}

/** The middle `share` of a view's width and height, its pixels as they are (a close crop). */
export function middleCrop({ pixels, ...info }: DetailRaster, share: number): DetailRaster {
  const width = Math.round(info.width * share);
  const height = Math.round(info.height * share);
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
