/**
 * Procedural nail-art photos for the demo artists' portfolios: a close-up of a hand from above,
 * drawn as SVG and rasterised by sharp (librsvg). Each picture comes from a spec whose catalogue
 * labels (`labelsOf`) are known, so the set doubles as labelled data for the photo style match.
 * Everything is deterministic: the same spec always gives the same bytes.
 *
 * spec.ts holds the spec and label model, draw.ts the drawing, svg.ts the SVG text helpers.
 */
export {
  BACKDROPS,
  contrastingInk,
  fadesWell,
  labelsOf,
  NAIL_ART_SIZE,
  NAIL_SHAPES,
  NAIL_TECHNIQUES,
  randomNailArtSpec,
  showsOn,
  SKIN_TONES,
  type NailArtLabels,
  type NailArtSpec,
  type NailFinish,
  type NailLength,
  type NailShape,
  type NailTechnique,
} from "./spec";
export {
  NAIL_ART_JPEG,
  nailArtSvg,
  nailMaskSvg,
  rasterise,
  renderNailArt,
  surfacesSvg,
  type SurfaceFills,
} from "./draw";
