// A fourth synthetic nail-photo source, used only to fit and check the style match beside the SVG
// and painted generators: scenes lit in linear light and developed by a phone-like camera. It
// shares no drawing code with the demo, painted or held-out evaluation generators.
export * from "./spec";
export { lampColor, renderLitLabels, renderLitNails } from "./render";
