// npm run fit:all (or fit:detectors, fit:colors, fit:presence, fit:confidence): fits the style
// match's heads (server/match/heads.ts) on every generator's fitting pictures, clean and as
// phones deliver them, read as the match reads them (server/fit/readings.ts, cached), in the
// order they depend on one another, and writes each head's file with what it was fitted on: the
// commit, the seeds and its fingerprint (server/fit/fingerprint.ts). The pictures' labels are
// read here and in the fitting functions only (server/fit/fit-heads.ts).
//
// Usage: tsx scripts/fit.ts <all | detectors | colors | presence | confidence>
// Options: --pictures N nail pictures per generator, --non-nail N, --phones N phone-like
// deliveries of each (defaults: PICTURE_SETS.fitting).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { FITTED_HEADS, HEAD_FILES, type HeadName, type MatchHeads } from "~/server/match/heads";
import { currentCommit, fingerprintOf, fingerprintReadings } from "~/server/fit/fingerprint";
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
if (asked !== "all" && !ORDER.includes(asked as HeadName)) {
  throw new Error(`Fit what? One of all, ${ORDER.join(", ")}`);
}
const heads = asked === "all" ? ORDER : [asked as HeadName];
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
