// What each pixel shows, read by the finder's rules and by a learned reading fitted on the other
// labelled generators (server/fit/pixel-surfaces.ts), against what the generator drew. Up to 400
// pixels of each true surface (backdrop, skin, nail) per picture, whole frame; each row is one
// true surface, split by what it was read as.
//
//   npm run bench:match-pixels -- [--pictures 60] [--first-seed 1000000]
//
// Fitting pictures (seeds from 1,000,000): a diagnostic, leaving each labelled generator out in
// turn; the worst left-out generator's row is the one to judge a change on.
import { parseArgs } from "node:util";
import { PICTURE_SETS } from "~/server/fit/labelled-pictures";
import { SURFACE_GENERATORS, type SurfaceGenerator } from "~/server/fit/labelled-surfaces";
import { labelledPixels, PIXEL_SAMPLES, type PixelSample } from "~/server/fit/labelled-pixels";
import { fitPixelModel } from "~/server/fit/pixel-surfaces";
import { surfaceScores } from "~/server/match/pixel-reading";
import { findNails } from "~/server/match/nails";

const { values } = parseArgs({
  options: {
    pictures: { type: "string", default: String(PIXEL_SAMPLES.pictures) },
    "first-seed": { type: "string", default: String(PICTURE_SETS.fitting.firstSeed) },
  },
});
const pictures = Number(values.pictures);
const firstSeed = Number(values["first-seed"]);
const READ = ["backdrop", "skin", "nail"] as const;

async function samplesOf(generator: SurfaceGenerator): Promise<PixelSample[]> {
  const samples = await labelledPixels(generator, firstSeed, {
    pictures,
    also: (view) => findNails(view).region,
  });
  console.error(`${generator}: ${samples.length} pixels`);
  return samples;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : "–");
function rows(samples: PixelSample[], readAs: (s: PixelSample) => number): string[] {
  const counts = READ.map(() => READ.map(() => 0));
  for (const s of samples) counts[s.surface]![readAs(s)]!++;
  return counts.map((row) => {
    const total = row.reduce((sum, v) => sum + v, 0);
    return row.map((v) => pct(v, total)).join(" | ");
  });
}

const byGenerator = new Map<SurfaceGenerator, PixelSample[]>();
for (const generator of SURFACE_GENERATORS) byGenerator.set(generator, await samplesOf(generator));

console.log(
  `# What each pixel shows: the rules, and a reading learned leaving the generator out (${pictures} fitting pictures each)`,
);
console.log(
  "\n| left out | truth | rules: backdrop | hand | polish | learned: backdrop | skin | nail |",
);
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const left of SURFACE_GENERATORS) {
  const fitting = SURFACE_GENERATORS.filter((g) => g !== left).flatMap((g) => byGenerator.get(g)!);
  const model = fitPixelModel(fitting);
  const measured = byGenerator.get(left)!;
  const learned = rows(measured, (s) => {
    const scores = surfaceScores(model, s.features);
    return scores.indexOf(Math.max(...scores));
  });
  rows(measured, (s) => s.also).forEach((ruled, surface) =>
    console.log(`| ${left} | ${READ[surface]} | ${ruled} | ${learned[surface]} |`),
  );
}
