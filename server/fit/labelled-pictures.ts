import type { Color, Style } from "~/core/catalogue";
import { seededRandom } from "~/core/seeded-random";
import { labelsOf as demoLabelsOf, randomNailArtSpec, renderNailArt } from "../demo/nail-art";
import {
  labelsOf as rasterLabelsOf,
  NON_NAIL_KINDS,
  randomSpec,
  renderNonNail,
  renderRasterNails,
} from "../eval/raster-nails";
import {
  CANVAS_NON_NAIL_KINDS,
  canvasLabelsOf,
  randomCanvasSpec,
  renderCanvasNails,
  renderCanvasNonNail,
} from "./canvas-nails";
import { litLabelsOf, randomLitSpec, renderLitNails } from "./lit-nails";
import { renderScene, SCENE_KINDS } from "./non-nail-scenes";
import { paintedLabelsOf, randomPaintedSpec, renderPaintedNails } from "./painted-nails";
import { stylesShown, visible } from "./phone-like";

// The labelled pictures that fitting and evaluation read, by generator: each generator's nail
// pictures and, where it draws some, its pictures with no nails. Every generator takes part in
// leave-one-generator-out: its heads are fitted on the others' fitting pictures and measured on
// its own evaluation pictures (none is a "judge" used to choose). The same seeds always give the
// same pictures. Read by scripts and tests only, never by the analysis (a lint rule holds it).

/**
 * - demo: server/demo/nail-art, SVG rasterised by librsvg (the demo portfolios' own generator);
 * - painted: server/fit/painted-nails, signed-distance shapes painted into pixel buffers;
 * - lit: server/fit/lit-nails, surfaces lit in linear light, developed by a phone-like camera;
 * - raster: server/eval/raster-nails, shapes filled pixel by pixel with its own palette;
 * - canvas: server/fit/canvas-nails, whole hands at any angle and scale drawn with Skia, textured
 *   backdrops, props, depth of field.
 */
/** The side of a demo fitting or evaluation picture, in pixels (its portfolio photos' size). */
export const DEMO_PICTURE_SIZE = 720;

export const GENERATORS = ["demo", "painted", "lit", "raster", "canvas"] as const;
export type Generator = (typeof GENERATORS)[number];

/** What a picture shows: the styles a photo can show, and its colors, the main one first. */
export interface Truth {
  styles: Style[];
  colors: Color[];
}

/** A labelled picture: what it shows, and how to draw it (drawing takes a while; labels don't). */
export interface Labelled {
  truth: Truth;
  draw: () => Promise<Buffer>;
}

/**
 * The two sets of each generator: heads are fitted on the fitting pictures, and measured on the
 * evaluation pictures of the generator left out. Seeds apart from every earlier set's: a set whose
 * figures were seen while choosing is a fitting set from then on (the evaluation pictures from
 * 3,000,000 on were, while decision 0069 was chosen).
 */
export const PICTURE_SETS = {
  fitting: { firstSeed: 1_000_000, count: 200, nonNails: 120, phones: 2 },
  evaluation: { firstSeed: 4_000_000, count: 150, nonNails: 60, phones: 2 },
} as const;
export type PictureSet = keyof typeof PICTURE_SETS;

/** A picture whose spec labels a technique and a shape: those are the styles it shows. */
function techniqueAndShape<Spec>(
  spec: Spec,
  labelsOf: (spec: Spec) => Parameters<typeof stylesShown>[0] & { colors: Color[] },
  render: (spec: Spec) => Promise<Buffer>,
): Labelled {
  const labels = labelsOf(spec);
  return {
    truth: { styles: stylesShown(labels), colors: labels.colors },
    draw: () => render(spec),
  };
}

/** `count` nail pictures of a generator, from `firstSeed` on. */
export function labelledPictures(
  generator: Generator,
  count: number,
  firstSeed: number,
): Labelled[] {
  // The demo's specs come from one stream, the others' one seed each.
  const stream = seededRandom(firstSeed);
  const labelled: Record<Generator, (seed: number) => Labelled> = {
    demo: () => {
      const spec = randomNailArtSpec(stream);
      const labels = demoLabelsOf(spec);
      const truth = { styles: visible(labels.styles), colors: labels.colors };
      return { truth, draw: () => renderNailArt(spec, DEMO_PICTURE_SIZE) };
    },
    painted: (seed) =>
      techniqueAndShape(randomPaintedSpec(seed), paintedLabelsOf, renderPaintedNails),
    lit: (seed) => techniqueAndShape(randomLitSpec(seed), litLabelsOf, renderLitNails),
    raster: (seed) => {
      const spec = randomSpec(seed);
      const labels = rasterLabelsOf(spec);
      const truth = { styles: visible(labels.styles), colors: labels.colors };
      return { truth, draw: () => renderRasterNails(spec) };
    },
    canvas: (seed) => techniqueAndShape(randomCanvasSpec(seed), canvasLabelsOf, renderCanvasNails),
  };
  return Array.from({ length: count }, (_, i) => labelled[generator](firstSeed + i));
}

/** The kinds each generator's pictures with no nails show, in turn. */
const NON_NAIL_KINDS_OF = {
  demo: SCENE_KINDS,
  raster: NON_NAIL_KINDS,
  canvas: CANVAS_NON_NAIL_KINDS,
} as const;

/** What the n-th picture with no nails of a generator shows: kind n (mod the count). */
export function nonNailKindOf<G extends keyof typeof NON_NAIL_KINDS_OF>(generator: G, n: number) {
  const kinds = NON_NAIL_KINDS_OF[generator];
  return kinds[n % kinds.length]! as (typeof NON_NAIL_KINDS_OF)[G][number];
}

/** Whether a generator draws pictures with no nails. */
export const drawsNonNails = (generator: Generator): generator is keyof typeof NON_NAIL_KINDS_OF =>
  generator in NON_NAIL_KINDS_OF;

/**
 * Each generator's pictures with no nails, where it draws some: the n-th from `firstSeed`.
 * The SVG scenes are drawn the demo's way (SVG through librsvg), so they leave with the demo.
 */
export const NON_NAIL_PICTURES: Partial<
  Record<Generator, (firstSeed: number, n: number) => Promise<Buffer>>
> = {
  demo: (firstSeed, n) => renderScene(nonNailKindOf("demo", n), firstSeed + n),
  raster: (firstSeed, n) => renderNonNail(nonNailKindOf("raster", n), firstSeed + n),
  canvas: (firstSeed, n) => renderCanvasNonNail(nonNailKindOf("canvas", n), firstSeed + n),
};
