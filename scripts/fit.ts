// npm run fit:all (or fit:pixels, fit:detectors, fit:colors, fit:presence, fit:confidence): fits
// the learned pixel reading (server/match/pixel-reading.ts) on the labelled generators' pixels,
// then the style match's heads (server/match/heads.ts) on every generator's fitting pictures,
// clean and as phones deliver them, read as the match reads them (server/fit/readings.ts, cached), in the
// order they depend on one another, and writes each head's file with what it was fitted on: the
// commit, the seeds and its fingerprint (server/fit/fingerprint.ts). The pictures' labels are
// read here and in the fitting functions only (server/fit/fit-heads.ts).
//
// Usage: tsx scripts/fit.ts <all | pixels | detectors | colors | presence | confidence>
// Options: --pictures N nail pictures per generator, --non-nail N, --phones N phone-like
// deliveries of each (defaults: PICTURE_SETS.fitting).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { FITTED_HEADS, HEAD_FILES, type HeadName, type MatchHeads } from "~/server/match/heads";
import {
  currentCommit,
  fingerprintOf,
  fingerprintReadings,
  pixelFingerprint,
} from "~/server/fit/fingerprint";
import { SURFACE_GENERATORS } from "~/server/fit/labelled-surfaces";
import { PIXEL_SAMPLES } from "~/server/fit/labelled-pixels";
import { fitPixelReading } from "~/server/fit/pixel-surfaces";
import { PIXEL_HEAD_FILE } from "~/server/match/pixel-reading";
import {
  fitColorHead,
  fitConfidence,
  fitDetectors,
  fitPresence,
  type FitExample,
} from "~/server/fit/fit-heads";
import { openIndexedDemo } from "~/server/fit/indexed-demo";
import { GENERATORS, PICTURE_SETS } from "~/server/fit/labelled-pictures";
import { readAll, setSizeOptions, setSizesOf } from "~/server/fit/readings";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: setSizeOptions("fitting"),
});
const ORDER = Object.keys(HEAD_FILES) as HeadName[];
const asked = positionals[0] ?? "all";
if (asked !== "all" && asked !== "pixels" && !ORDER.includes(asked as HeadName)) {
  throw new Error(`Fit what? One of all, pixels, ${ORDER.join(", ")}`);
}
const heads = asked === "all" ? ORDER : ORDER.filter((head) => head === asked);

if (asked === "all" || asked === "pixels") {
  const started = performance.now();
  console.log(`Fitting the pixel reading on ${SURFACE_GENERATORS.join(", ")}…`);
  const model = await fitPixelReading(SURFACE_GENERATORS);
  const provenance = {
    by: "npm run fit:pixels",
    commit: currentCommit(),
    fittedOn: `${PIXEL_SAMPLES.perSurface} pixels of each surface in ${PIXEL_SAMPLES.pictures} fitting pictures of each of ${SURFACE_GENERATORS.join(", ")}`,
    seeds: Object.fromEntries(SURFACE_GENERATORS.map((g) => [g, PICTURE_SETS.fitting.firstSeed])),
    fingerprint: await pixelFingerprint(),
  };
  const file = new URL(`../server/match/${PIXEL_HEAD_FILE}`, import.meta.url);
  fs.writeFileSync(file, `${JSON.stringify({ fitted: provenance, ...model }, null, 1)}\n`);
  console.log(
    `Fitted pixels in ${Math.round(performance.now() - started)} ms: wrote ${file.pathname}`,
  );
  if (heads.length === 0) process.exit(0);
}
const options = {
  ...setSizesOf(values),
  progress: (message: string) => console.log(`  ${message}`),
};

console.log("Reading every generator's fitting pictures…");
const read = await readAll(GENERATORS, "fitting", options);
console.log("Creating and indexing the demo data…");
const demo = await openIndexedDemo();
const examples: FitExample[] = [];
for (const example of [...read.values()].flat()) {
  const [nearest] = await demo.services.match.index.nearest(example.reading.vector, 1);
  examples.push({ ...example, closeness: nearest?.similarity ?? 0 });
}
await demo.close();
console.log(`${examples.length} readings.`);

const fingerprints = await fingerprintReadings();
const fitted: Partial<MatchHeads> = {};
const fit: Record<HeadName, () => unknown> = {
  detectors: () => (fitted.detectors = fitDetectors(examples)),
  colors: () => (fitted.colors = fitColorHead(examples)),
  presence: () => (fitted.presence = fitPresence(examples)),
  confidence: () =>
    (fitted.confidence = fitConfidence(examples, fitted.detectors ?? FITTED_HEADS.detectors)),
};
const nails = examples.filter((e) => e.truth).length;
for (const head of heads) {
  const started = performance.now();
  const weights = fit[head]();
  const file = new URL(`../server/match/${HEAD_FILES[head]}`, import.meta.url);
  const body = head === "confidence" ? { knots: weights } : (weights as object);
  const provenance = {
    by: `npm run fit:${head}`,
    commit: currentCommit(),
    fittedOn: `${examples.length} readings (${nails} of nail pictures) of ${GENERATORS.join(", ")}: ${options.count} nail pictures and up to ${options.nonNails} with no nails each, clean and ${options.phones} phone-like`,
    seeds: Object.fromEntries(GENERATORS.map((g) => [g, PICTURE_SETS.fitting.firstSeed])),
    fingerprint: fingerprintOf(head, fingerprints),
  };
  fs.writeFileSync(file, `${JSON.stringify({ fitted: provenance, ...body }, null, 1)}\n`);
  console.log(
    `Fitted ${head} in ${Math.round(performance.now() - started)} ms: wrote ${file.pathname}`,
  );
}
