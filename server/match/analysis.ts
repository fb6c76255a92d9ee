import type { Lab } from "~/core/color";
import { IMAGE_MESSAGES } from "~/core/uploads";
import { ImageRejectedError, inspectImage } from "../media/pipeline";
import type { Picture } from "./descriptors";
import { featuresOf } from "./detectors";
import { colorCandidates, nailColorsOf, type ColorReading, type NailColor } from "./nail-colors";
import { findNails, showsNailCount, showsNails, type FoundNails, type NailMeasures } from "./nails";
import type { LearnedPixels } from "./pixel-reading";
import { polishMap, type PolishMap } from "./polish-map";
import {
  CLOSER_FRAMINGS,
  decodeOnce,
  detailOf,
  middleOf,
  rasterOf,
  type PhotoSource,
} from "./raster";

// Reading a photo for the style match: decoded once, its polish separated from skin and backdrop.
// What the colors and every descriptor start from, for portfolio photos and inspirations alike.

/** Decodes a photo and reads its polish. */
export async function readPicture(
  image: PhotoSource,
  options?: { strict?: boolean },
): Promise<Picture> {
  const raster = await rasterOf(image, options);
  return { raster, map: polishMap(raster) };
}

/**
 * How a portfolio photo is framed for the index: whole, and its middle 85 %, as someone who saved
 * or screenshotted it and cropped the edges would send it back (decision 0037).
 */
export const INDEX_FRAMINGS = [1, 0.85] as const;

/** Decodes a portfolio photo once and reads it in each of INDEX_FRAMINGS. */
export async function readFramings(image: Buffer): Promise<Picture[]> {
  const raster = await rasterOf(image);
  return Promise.all(
    INDEX_FRAMINGS.map(async (share) => {
      const framed = share === 1 ? raster : await middleOf(raster, share);
      return { raster: framed, map: polishMap(framed) };
    }),
  );
}

/** A photo's nails as the look reads them, and as each framing finds them. */
export interface NailReadings {
  /** The first framing that shows nails (whole, then closer), else the whole frame's. */
  found: FoundNails;
  /** The whole frame's nails, then each closer framing's: each names the photo's main color. */
  framings: FoundNails[];
}

/**
 * Reads a photo's nails in the whole frame and every closer framing. The nails found shift with
 * the framing (a shadow or a patch of backdrop taken for a nail in one is left out in another):
 * the framings vote for the main color (`framedColors`).
 */
export async function readNailFramings(
  image: PhotoSource,
  { learned, ...options }: { strict?: boolean; learned?: LearnedPixels | null } = {},
): Promise<NailReadings> {
  const framings = await Promise.all(
    [1, ...CLOSER_FRAMINGS].map(async (middle) =>
      findNails(await detailOf(image, { ...options, middle }), { learned }),
    ),
  );
  return { found: framings.find(showsNails) ?? framings[0]!, framings };
}

/** A photo's nails as the look reads them: closer up if the whole frame shows none. */
export async function readNails(
  image: Buffer,
  options?: { strict?: boolean },
): Promise<FoundNails> {
  return (await readNailFramings(image, options)).found;
}

/** An inspiration photo as the network sees it, and what its nails are read from. */
export interface OpenedInspiration extends Picture {
  source: PhotoSource;
}

/** A step of reading an inspiration, its failure refused as a damaged upload's would be. */
async function refusedLikeAnUpload<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new ImageRejectedError(
      /pixel limit/i.test(String(error)) ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.damaged,
    );
  }
}

/**
 * Opens an inspiration photo for the network: checked like an upload, decoded once (the header
 * can be sound and the rest damaged: a truncated JPEG; only decoding tells), and its picture read.
 * Analysed in memory, never stored or logged.
 */
export async function openInspiration(image: Buffer): Promise<OpenedInspiration> {
  const size = await inspectImage(image);
  return refusedLikeAnUpload(async () => {
    const source = await decodeOnce(image, size, { strict: true });
    return { ...(await readPicture(source, { strict: true })), source };
  });
}

/** An opened inspiration's nails, in every framing (read while the network describes it). */
export const readInspirationNails = (source: PhotoSource, learned?: LearnedPixels | null) =>
  refusedLikeAnUpload(() => readNailFramings(source, { strict: true, learned }));

/**
 * One framing's nails as the heads read them, without its pixels: each nail's measures and free
 * edge's color, how much of the frame is backdrop, hand and polish, and the backdrop's and the
 * skin's colors. Kept by the fitting scripts' cache, so the measures the heads read can be
 * changed and refitted without reading thousands of pictures again.
 */
export interface FramingSummary {
  nails: NailMeasures[];
  nailColors: NailColor[];
  /** Shares of the frame: backdrop, hand (skin), polish. */
  regions: [number, number, number];
  backdrop: Lab | null;
  /** The hand's median color (its skin pixels), if it has any. */
  skin: Lab | null;
}

/**
 * What the heads read of a photo (everything but the descriptor's vector): each framing's summary,
 * the color candidates. No fitted head is asked here, so the fitting scripts read pictures exactly
 * as the match does.
 */
export interface NailReading {
  /** The whole frame's, then each closer framing's. */
  framings: FramingSummary[];
  colors: ColorReading;
}

export function summaryOf(found: FoundNails, map: PolishMap): FramingSummary {
  const counts = [0, 0, 0];
  const skin: [number[], number[], number[]] = [[], [], []];
  found.region.forEach((region, i) => {
    counts[region]!++;
    if (region === 1 && i % 3 === 0) {
      for (let c = 0; c < 3; c++) skin[c]!.push(found.lab[i * 3 + c]!);
    }
  });
  const total = found.region.length || 1;
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  return {
    nails: found.nails,
    nailColors: nailColorsOf(found, map),
    regions: [counts[0]! / total, counts[1]! / total, counts[2]! / total],
    backdrop: found.backdrop,
    skin: skin[0].length ? [median(skin[0]), median(skin[1]), median(skin[2])] : null,
  };
}

export const nailReadingOf = ({ framings, map }: NailReadings & Picture): NailReading => ({
  framings: framings.map((found) => summaryOf(found, map)),
  colors: colorCandidates(framings, map),
});

/**
 * The first framing that shows nails (whole, then closer), else the first showing one nail (a
 * close-up), else the whole frame.
 */
export const shownFraming = ({ framings }: Pick<NailReading, "framings">) =>
  framings.find((framing) => showsNailCount(framing.nails.length)) ??
  framings.find((framing) => framing.nails.length === 1) ??
  framings[0]!;

/** What the detectors read: the measures of the first framing showing nails. */
export const detectorFeaturesOf = (reading: Pick<NailReading, "framings">) =>
  featuresOf(shownFraming(reading).nails);

/** A photo's nails read as `nailReadingOf` reads them, from its bytes. */
export async function readNailsOf(image: Buffer): Promise<NailReading> {
  const [nails, picture] = await Promise.all([readNailFramings(image), readPicture(image)]);
  return nailReadingOf({ ...nails, ...picture });
}
