/**
 * Raster nails: an independent generator for evaluating the style match. It shares no drawing
 * code with server/demo/nail-art (it fills its own pixel buffers; sharp only rotates, blurs,
 * resizes and encodes), so a model fitted on pictures from one generator can be measured on
 * the other. Its labels (`labelsOf`) are ground truth for evaluation only and must never be
 * read by the analysis. `renderNonNail` draws pictures with no nails, to check they are refused.
 */
export { labelsOf, NAIL_SHAPES, randomSpec, secondColorDrawn, TECHNIQUES } from "./spec";
export type { NailShape, RasterNailLabels, RasterNailSpec, Technique } from "./spec";
export { renderRasterLabels, renderRasterNails } from "./render";
export { NON_NAIL_KINDS, renderNonNail } from "./non-nail";
export type { NonNailKind } from "./non-nail";
