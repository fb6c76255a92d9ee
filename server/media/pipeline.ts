import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { rgbaToThumbHash, thumbHashToRGBA } from "thumbhash";
import { IMAGE_MESSAGES, UPLOAD, sniffImageType, type ImageType } from "~/core/uploads";
import type { PhotoVariant } from "../db/schema";

/** Every stored photo file's key starts so (public and private storage alike). */
export const PHOTO_KEY_PREFIX = "photos/";
/** Why an upload was refused; the message is shown to the user as is. */
export class ImageRejectedError extends Error {
  override name = "ImageRejectedError";
}

/** Responsive widths served with srcset; an image smaller than one is not enlarged. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
/**
 * The square thumbnail of lists (a card shows 5 to 7 at about 72 CSS pixels, and avatars at 64):
 * one small WebP at twice that, so a list needs no srcset and stays light.
 */
export const THUMBNAIL_SIZE = 160;

/**
 * How every rendition is encoded, in one place (the demo picture cache keys on it, so changing a
 * setting here makes the demo pictures again).
 */
export const ENCODING = {
  widths: VARIANT_WIDTHS,
  avif: { quality: 55, effort: 2 },
  webp: { quality: 78, effort: 4 },
  thumbnail: { size: THUMBNAIL_SIZE, quality: 72, effort: 4 },
  placeholder: { within: 100, quality: 60 },
} as const;

/** An animated PNG announces itself with an acTL chunk before its image data. */
function isAnimatedPng(bytes: Buffer): boolean {
  for (let offset = 8; offset + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    if (type === "acTL") return true;
    if (type === "IDAT" || type === "IEND") return false;
    offset += 12 + length;
  }
  return false;
}

export interface ProcessedImage {
  /** Size of the largest variant, after auto-orientation. */
  width: number;
  height: number;
  placeholder: string;
  variants: Array<PhotoVariant & { body: Buffer; contentType: string }>;
}

const decode = (input: Buffer) =>
  // failOn "warning": truncated or otherwise damaged files are refused, not half-decoded.
  sharp(input, { limitInputPixels: UPLOAD.maxPixels, failOn: "warning", sequentialRead: true });

/**
 * A photo's smallest responsive WebP (never the square list crop): where images derived later
 * (the list thumbnail of an older photo, the style match's description) start from.
 */
export const smallestWebp = <Variant extends PhotoVariant>(variants: readonly Variant[]) =>
  variants
    .filter((variant) => variant.format === "webp" && !variant.thumb)
    .sort((a, b) => a.width - b.width)[0];

/** Checks an upload and refuses anything but one well-formed JPEG, PNG or WebP picture. */
export async function inspectImage(
  input: Buffer,
): Promise<{ type: ImageType; width: number; height: number }> {
  if (input.length === 0) throw new ImageRejectedError(IMAGE_MESSAGES.empty);
  if (input.length > UPLOAD.maxBytes) throw new ImageRejectedError(IMAGE_MESSAGES.tooLarge);
  const type = sniffImageType(input);
  if (!type) throw new ImageRejectedError(IMAGE_MESSAGES.notAnImage);
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: UPLOAD.maxPixels }).metadata();
  } catch (error) {
    const overLimit = /pixel limit/i.test(String(error));
    throw new ImageRejectedError(overLimit ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.damaged);
  }
  if (metadata.format !== type || !metadata.width || !metadata.height) {
    throw new ImageRejectedError(IMAGE_MESSAGES.damaged);
  }
  if ((metadata.pages ?? 1) > 1 || (type === "png" && isAnimatedPng(input))) {
    throw new ImageRejectedError(IMAGE_MESSAGES.animated);
  }
  if (metadata.width * metadata.height > UPLOAD.maxPixels) {
    throw new ImageRejectedError(IMAGE_MESSAGES.tooManyPixels);
  }
  return { type, width: metadata.width, height: metadata.height };
}

const contentHash = (bytes: Buffer) =>
  createHash("sha256").update(bytes).digest("hex").slice(0, 32);

/**
 * Re-encodes an accepted image: applies its EXIF orientation, drops ALL metadata (GPS positions,
 * camera serials: sharp writes none unless asked), and renders each responsive width as AVIF and
 * WebP, named by the hash of their bytes so they can be cached forever. Adds a thumbhash preview.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  await inspectImage(input);
  let oriented: { data: Buffer; info: OutputInfo };
  try {
    // One decode, capped at the largest width; the smaller widths are made from it.
    oriented = await decode(input)
      .rotate()
      .resize({
        width: VARIANT_WIDTHS.at(-1),
        height: VARIANT_WIDTHS.at(-1)! * 2,
        fit: "inside",
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejectedError(IMAGE_MESSAGES.damaged);
  }
  const { width, height, channels } = oriented.info;
  const source = () => sharp(oriented.data, { raw: { width, height, channels } });

  const widths = [...VARIANT_WIDTHS.filter((w) => w < width), width].filter(
    (w, i, all) => all.indexOf(w) === i && w <= VARIANT_WIDTHS.at(-1)!,
  );
  // Every rendition at once: sharp runs each on its own libuv thread, so one upload uses every
  // core (libvips itself is single-threaded per image on glibc builds).
  const renditions = widths.flatMap((variantWidth) => {
    const resized = source().resize({ width: variantWidth });
    return [
      { format: "avif" as const, image: resized.clone().avif(ENCODING.avif) },
      { format: "webp" as const, image: resized.clone().webp(ENCODING.webp) },
    ];
  });
  const [placeholder, thumbnail, variants] = await Promise.all([
    placeholderOf(source()),
    thumbnailOf(source()),
    Promise.all(renditions.map(({ format, image }) => rendition(image, format))),
  ]);

  return { width, height, placeholder, variants: [...variants, thumbnail] };
}

type Rendition = ProcessedImage["variants"][number];

async function rendition(image: Sharp, format: "avif" | "webp", suffix = ""): Promise<Rendition> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  const hash = contentHash(data);
  return {
    key: `${PHOTO_KEY_PREFIX}${hash.slice(0, 2)}/${hash}-${info.width}${suffix}.${format}`,
    width: info.width,
    height: info.height,
    format,
    bytes: data.length,
    body: data,
    contentType: `image/${format}`,
  };
}

/** The square list thumbnail of a decoded, oriented picture (its centre, cropped to fill). */
async function thumbnailOf(image: Sharp): Promise<Rendition> {
  const { size, ...encoding } = ENCODING.thumbnail;
  const square = image.resize(size, size, { fit: "cover" }).webp(encoding);
  return { ...(await rendition(square, "webp", "sq")), thumb: true };
}

/**
 * The list thumbnail of a photo stored before thumbnails existed, made from one of its stored
 * renditions (which are already oriented and stripped).
 */
export async function thumbnailFromRendition(stored: Buffer): Promise<Rendition> {
  return thumbnailOf(sharp(stored, { limitInputPixels: UPLOAD.maxPixels }));
}

/**
 * A blurred preview shown while the photo loads: its thumbhash (a smooth ~32 px approximation),
 * encoded as a WebP data URL of a couple of hundred bytes, small enough to inline in the page.
 */
async function placeholderOf(image: Sharp): Promise<string> {
  const tiny = await image
    .resize({
      width: ENCODING.placeholder.within,
      height: ENCODING.placeholder.within,
      fit: "inside",
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const preview = thumbHashToRGBA(rgbaToThumbHash(tiny.info.width, tiny.info.height, tiny.data));
  const webp = await sharp(Buffer.from(preview.rgba), {
    raw: { width: preview.w, height: preview.h, channels: 4 },
  })
    .webp({ quality: ENCODING.placeholder.quality })
    .toBuffer();
  return `data:image/webp;base64,${webp.toString("base64")}`;
}
