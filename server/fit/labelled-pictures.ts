import type { Color, Style } from "~/core/catalogue";
import {
  labelsOf as demoLabelsOf,
  mulberry32,
  randomNailArtSpec,
  renderNailArt,
} from "../demo/nail-art";
import { labelsOf as rasterLabelsOf, randomSpec, renderRasterNails } from "../eval/raster-nails";
import { litLabelsOf, randomLitSpec, renderLitNails } from "./lit-nails";
import { paintedLabelsOf, randomPaintedSpec, renderPaintedNails } from "./painted-nails";
import { stylesShown, visible } from "./phone-like";

// The labelled pictures the evaluation scripts read, by generator, always the same ones for the
// same count. Read by scripts only, never by the analysis.

/**
 * - raster: server/eval/raster-nails, drawn pixel by pixel, never seen by any fitting (the judge);
 * - demo: server/demo/nail-art (SVG), and painted: server/fit/painted-nails, the generators the
 *   detectors' head was fitted on (other seeds than the fitting's);
 * - lit: server/fit/lit-nails, scenes lit in linear light and developed by a phone-like camera.
 */
export const GENERATORS = ["raster", "demo", "painted", "lit"] as const;
export type Generator = (typeof GENERATORS)[number];

/** What a picture shows: the styles a photo can show, and its colors, the main one first. */
export interface Truth {
  styles: Style[];
  colors: Color[];
}

/**
 * `count` pictures of a generator. The evaluations' seeds are the default; a fitting script
 * passes its own `firstSeed` (the detectors' fitting uses 0 on, the confidence's 300,000 on).
 */
export async function labelledPictures(
  generator: Generator,
  count: number,
  { firstSeed }: { firstSeed?: number } = {},
): Promise<{ truth: Truth; clean: Buffer }[]> {
  const pictures: { truth: Truth; clean: Buffer }[] = [];
  const random = mulberry32(firstSeed ?? 90_210);
  for (let i = 0; i < count; i++) {
    if (generator === "raster") {
      const spec = randomSpec((firstSeed ?? 500_000) + i);
      const labels = rasterLabelsOf(spec);
      pictures.push({
        truth: { styles: visible(labels.styles), colors: labels.colors },
        clean: await renderRasterNails(spec),
      });
    } else if (generator === "painted") {
      // The evaluation's seeds are far from the fittings' (0 to a few thousand, 300,000 on).
      const spec = randomPaintedSpec((firstSeed ?? 700_000) + i);
      const labels = paintedLabelsOf(spec);
      pictures.push({
        truth: { styles: stylesShown(labels), colors: labels.colors },
        clean: await renderPaintedNails(spec),
      });
    } else if (generator === "lit") {
      const spec = randomLitSpec((firstSeed ?? 700_000) + i);
      const labels = litLabelsOf(spec);
      pictures.push({
        truth: { styles: stylesShown(labels), colors: labels.colors },
        clean: await renderLitNails(spec),
      });
    } else {
      const spec = randomNailArtSpec(random);
      const labels = demoLabelsOf(spec);
      pictures.push({
        truth: { styles: visible(labels.styles), colors: labels.colors },
        clean: await renderNailArt(spec, 720),
      });
    }
  }
  return pictures;
}
