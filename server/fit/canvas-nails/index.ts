// The canvas-nails generator: whole hands with painted nails on textured backdrops, drawn with Skia.
export {
  ASPECTS,
  BACKDROPS,
  CANVAS_SHAPES,
  CANVAS_TECHNIQUES,
  NAIL_ART_PATTERNS,
  SKIN_TONES,
  canvasLabelsOf,
  randomCanvasSpec,
  sampleShade,
  type CanvasLabels,
  type CanvasNailSpec,
  type CanvasShape,
  type CanvasTechnique,
  type SkinTone,
} from "./spec";
export { paintLabels, renderCanvasNails } from "./render";
export { CANVAS_NON_NAIL_KINDS, renderCanvasNonNail, type CanvasNonNailKind } from "./non-nail";
