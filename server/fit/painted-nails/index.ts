// A third synthetic nail-photo source, used only to fit the style-match detectors beside the
// SVG generator. It shares no drawing code with the demo or the held-out evaluation generator.
import { paintedLabelsOf, randomPaintedSpec } from "./spec";
import { renderPaintedNails } from "./render";

export * from "./spec";
export { renderPaintedNails } from "./render";

/** One labelled fitting sample: the spec, its labels and the JPEG. */
export async function paintedNailSample(seed: number) {
  const spec = randomPaintedSpec(seed);
  return { spec, labels: paintedLabelsOf(spec), jpeg: await renderPaintedNails(spec) };
}
