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
import { seededRandom } from "~/core/seeded-random";
import { PICTURE_SETS } from "~/server/fit/labelled-pictures";
import {
  LABELLED_SURFACES,
  SURFACE_GENERATORS,
  surfacesInView,
  type SurfaceGenerator,
} from "~/server/fit/labelled-surfaces";
import {
  fitPixelModel,
  PIXEL_FEATURES,
  pixelFeatures,
  surfaceScores,
} from "~/server/fit/pixel-surfaces";
import { findNails } from "~/server/match/nails";
import { detailOf } from "~/server/match/raster";

const { values } = parseArgs({
  options: {
    pictures: { type: "string", default: "60" },
    "first-seed": { type: "string", default: String(PICTURE_SETS.fitting.firstSeed) },
  },
});
const pictures = Number(values.pictures);
const firstSeed = Number(values["first-seed"]);
const PER_SURFACE = 400;
const READ = ["backdrop", "skin", "nail"] as const;

interface Sample {
  features: Float32Array;
  surface: number;
  /** What the finder's rules read the pixel as (Region: backdrop, hand, polish, in READ's order). */
  rules: number;
}

async function samplesOf(generator: SurfaceGenerator): Promise<Sample[]> {
  const random = seededRandom(firstSeed ^ 0x5a3);
  const samples: Sample[] = [];
  for (let n = 0; n < pictures; n++) {
    const { photo, labels } = await LABELLED_SURFACES[generator](firstSeed + n);
    const view = await detailOf(photo, { middle: 1 });
    const truth = await surfacesInView(photo, labels, 1);
    const { region } = findNails(view);
    const features = pixelFeatures(view);
    const d = PIXEL_FEATURES.length;
    for (const surface of READ.keys()) {
      const pixels = [...truth.keys()].filter((i) => truth[i] === surface);
      for (let k = 0; k < Math.min(PER_SURFACE, pixels.length); k++) {
        const i = pixels[Math.floor(random() * pixels.length)]!;
        samples.push({ features: features.slice(i * d, (i + 1) * d), surface, rules: region[i]! });
      }
    }
  }
  console.error(`${generator}: ${samples.length} pixels`);
  return samples;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : "–");
function rows(samples: Sample[], readAs: (s: Sample) => number): string[] {
  const counts = READ.map(() => READ.map(() => 0));
  for (const s of samples) counts[s.surface]![readAs(s)]!++;
  return counts.map((row) => {
    const total = row.reduce((sum, v) => sum + v, 0);
    return row.map((v) => pct(v, total)).join(" | ");
  });
}

const byGenerator = new Map<SurfaceGenerator, Sample[]>();
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
  rows(measured, (s) => s.rules).forEach((ruled, surface) =>
    console.log(`| ${left} | ${READ[surface]} | ${ruled} | ${learned[surface]} |`),
  );
}
