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
  notAnImage: `Only ${typeNames("and")} photos are accepted.`,
  damaged: "This file is damaged or is not a real image.",
  animated: "Animated or multi-page images are not accepted. Please choose a single photo.",
  tooManyPixels: `This image has too many pixels (over ${UPLOAD.maxPixels / 1_000_000} megapixels). Please choose a smaller one.`,
  storageFailed: "We couldn't save this photo just now. Please try again in a moment.",
} as const;
