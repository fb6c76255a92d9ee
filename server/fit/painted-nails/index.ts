// A third synthetic nail-photo source, used only to fit the style-match detectors beside the
// SVG generator. It shares no drawing code with the demo or the held-out evaluation generator.
export * from "./spec";
export { renderPaintedLabels, renderPaintedNails } from "./render";
