// Which photos may be uploaded (portfolio, profile photo, style-match inspiration), and what a
// refused file is told. The browser's picker, the drop zones and the server's image pipeline all
// read these, so a limit and the words describing it never disagree.

/** One photo per upload: JPEG, PNG or WebP (told by the file's bytes on the server), at most 10 MB. */
export const UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  /** Above this many pixels an image is refused before it is decoded (decompression bombs). */
  maxPixels: 60_000_000,
  types: [
    { mime: "image/jpeg", name: "JPEG", extensions: [".jpg", ".jpeg"] },
    { mime: "image/png", name: "PNG", extensions: [".png"] },
    { mime: "image/webp", name: "WebP", extensions: [".webp"] },
  ],
} as const;

/** The types as a file picker or react-dropzone wants them: MIME type → extensions. */
export const UPLOAD_ACCEPT: Record<string, string[]> = Object.fromEntries(
  UPLOAD.types.map((type) => [type.mime, [...type.extensions]]),
);

const maxSize = `${UPLOAD.maxBytes / 1024 / 1024} MB`;
const typeNames = (conjunction: "and" | "or") => {
  const names = UPLOAD.types.map((type) => type.name);
  return `${names.slice(0, -1).join(", ")} ${conjunction} ${names.at(-1)}`;
};

/** "JPEG, PNG or WebP, up to 10 MB": the hint under every photo picker. */
export const UPLOAD_HINT = `${typeNames("or")}, up to ${maxSize}`;

/** Why a photo was refused, shown to the user as is. */
export const IMAGE_MESSAGES = {
  tooLarge: `This file is larger than ${maxSize}. Please choose a smaller photo.`,
  empty: "This file is empty.",
  /** A form sent without its photo. */
  missing: "Please choose a photo.",
  notAnImage: `Only ${typeNames("and")} photos are accepted.`,
  damaged: "This file is damaged or is not a real image.",
  animated: "Animated or multi-page images are not accepted. Please choose a single photo.",
  tooManyPixels: `This image has too many pixels (over ${UPLOAD.maxPixels / 1_000_000} megapixels). Please choose a smaller one.`,
  storageFailed: "We couldn't save this photo just now. Please try again in a moment.",
} as const;

/** The accepted image types, as told by a file's first bytes. */
export type ImageType = "jpeg" | "png" | "webp";

/** How many leading bytes `sniffImageType` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * The image type told by a file's first bytes (its magic number), never by its name or declared
 * type: JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP ("RIFF" … "WEBP"); null for anything
 * else. The server's pipeline and the browser's pickers read the same signatures.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "jpeg";
  }
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    return "png";
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return "webp";
  }
  return null;
}

/** `sniffImageType` of a file chosen in the browser, reading only its first bytes. */
export async function sniffFile(file: Blob): Promise<ImageType | null> {
  return sniffImageType(new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer()));
}

/**
 * Why a photo chosen in the browser would be refused, told before it is sent (its size, then its
 * first bytes), or null when it may go. The server checks it again, whole.
 */
export async function photoFileRefusal(file: Blob | null): Promise<string | null> {
  const unnamed = file instanceof File && file.name === "";
  if (!file || (unnamed && file.size === 0)) return IMAGE_MESSAGES.missing;
  if (file.size === 0) return IMAGE_MESSAGES.empty;
  if (file.size > UPLOAD.maxBytes) return IMAGE_MESSAGES.tooLarge;
  return (await sniffFile(file)) ? null : IMAGE_MESSAGES.notAnImage;
}

/** What a picker of several photos says about the chosen ones (app/components/ui/photo-picker.tsx). */
export const UPLOAD_COPY = {
  chosenPhotos: "Chosen photos",
  removePhoto: (name: string) => `Remove ${name}`,
} as const;
