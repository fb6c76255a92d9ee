import type { Color, Style } from "~/core/catalogue";
import { labelsOf as demoLabelsOf, randomNailArtSpec, renderNailArt } from "../demo/nail-art";
import { labelsOf as rasterLabelsOf, randomSpec, renderRasterNails } from "../eval/raster-nails";
import { litLabelsOf, randomLitSpec, renderLitNails } from "./lit-nails";
import { paintedLabelsOf, randomPaintedSpec, renderPaintedNails } from "./painted-nails";
import { stylesShown, visible } from "./phone-like";
import { seededRandom } from "~/core/seeded-random";

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

/** A labelled picture: what it shows, and the picture as its generator drew it. */
export interface Labelled {
  truth: Truth;
  clean: Buffer;
}

/** A picture of a fitting generator (painted, lit): its technique and shape are the styles shown. */
async function fitting<Spec>(
  spec: Spec,
  labelsOf: (spec: Spec) => Parameters<typeof stylesShown>[0] & { colors: Color[] },
  render: (spec: Spec) => Promise<Buffer>,
): Promise<Labelled> {
  const labels = labelsOf(spec);
  return {
    truth: { styles: stylesShown(labels), colors: labels.colors },
    clean: await render(spec),
  };
}

/**
 * `count` pictures of a generator. The evaluations' seeds are the default; a fitting script
 * passes its own `firstSeed` (the detectors' fitting uses 0 on, the confidence's 300,000 on).
 * The painted and lit evaluation seeds are far from the fittings'.
 */
export async function labelledPictures(
  generator: Generator,
  count: number,
  { firstSeed }: { firstSeed?: number } = {},
): Promise<Labelled[]> {
  const random = seededRandom(firstSeed ?? 90_210);
  const draw: Record<Generator, (i: number) => Promise<Labelled>> = {
    raster: async (i) => {
      const spec = randomSpec((firstSeed ?? 500_000) + i);
      const labels = rasterLabelsOf(spec);
      const truth = { styles: visible(labels.styles), colors: labels.colors };
      return { truth, clean: await renderRasterNails(spec) };
    },
    demo: async () => {
      const spec = randomNailArtSpec(random);
      const labels = demoLabelsOf(spec);
      const truth = { styles: visible(labels.styles), colors: labels.colors };
      return { truth, clean: await renderNailArt(spec, 720) };
    },
    painted: (i) =>
      fitting(randomPaintedSpec((firstSeed ?? 700_000) + i), paintedLabelsOf, renderPaintedNails),
    lit: (i) => fitting(randomLitSpec((firstSeed ?? 700_000) + i), litLabelsOf, renderLitNails),
  };
  const pictures: Labelled[] = [];
  for (let i = 0; i < count; i++) pictures.push(await draw[generator](i));
  return pictures;
}
