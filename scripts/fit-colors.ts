// npm run fit:colors: fits the head that picks a photo's main color among its candidates
// (server/match/color-head.json, decisions 0047, 0048 and 0050). Pictures from the three fitting
// generators (demo, painted, lit; seeds none of the other scripts use), each read clean and as
// three phones would deliver it (server/fit/phone-like), are read as the style match reads an
// inspiration; each candidate is described by COLOR_CANDIDATE_FEATURES, and a conditional logit
// (softmax over a picture's candidates, L2-regularised, full-batch Adam, each main color weighing
// the same) learns which candidate wears a labelled color. Only this script reads their labels.
// The head is judged on the raster generator's pictures, which it never sees
// (npm run bench:match-eval).
//
// Options: --pictures N per generator (default 150).
import fs from "node:fs";
import { parseArgs } from "node:util";

import { labelledPictures } from "~/server/fit/labelled-pictures";
import { asIfFromAPhone } from "~/server/fit/phone-like";
import { readInspiration } from "~/server/match/analysis";
import {
  candidateScore,
  chosenCandidate,
  COLOR_CANDIDATE_FEATURES,
  colorCandidates,
} from "~/server/match/nail-colors";
import { seededRandom } from "~/core/seeded-random";

const { values } = parseArgs({ options: { pictures: { type: "string", default: "150" } } });
const count = Number(values.pictures);
const HEAD_FILE = new URL("../server/match/color-head.json", import.meta.url);
/** Seeds none of the other scripts use (detectors 0 on, confidence 300,000 on, benches 500,000 on). */
const FIRST_SEED = 400_000;
const PHONES_PER_PICTURE = 3;
const ROUNDS = 2000;
const LEARNING_RATE = 0.05;
const L2 = 0.001;

/** Per picture: its candidates' features, which wear a labelled color, and its main color's. */
const samples: { features: number[][]; right: boolean[]; main: string }[] = [];
for (const generator of ["demo", "painted", "lit"] as const) {
  console.log(
    `Reading ${count} ${generator} pictures, clean and as ${PHONES_PER_PICTURE} phones deliver them…`,
  );
  const pictures = await labelledPictures(generator, count, { firstSeed: FIRST_SEED });
  const phone = seededRandom(FIRST_SEED + 1);
  for (const { truth, clean } of pictures) {
    const photos = [clean];
    for (let k = 0; k < PHONES_PER_PICTURE; k++) photos.push(await asIfFromAPhone(clean, phone));
    for (const photo of photos) {
      const inspiration = await readInspiration(photo);
      const { candidates } = colorCandidates(inspiration.framings, inspiration.map);
      const right = candidates.map(({ color }) => truth.colors.includes(color.name));
      // A picture none of whose candidates is right teaches nothing about choosing.
      if (right.some(Boolean)) {
        samples.push({
          features: candidates.map((c) => c.features),
          right,
          main: truth.colors[0]!,
        });
      }
    }
  }
}

// Each main color weighs the same in all: a photo's color is as likely to be any catalogue color,
// where the generators draw some more often (White 61 of 450 pictures, Gold 29). With one
// generator held out, the mean of its per-color accuracies rose on each (decision 0050).
const perColor = new Map<string, number>();
for (const { main } of samples) perColor.set(main, (perColor.get(main) ?? 0) + 1);
const sampleWeights = samples.map(
  ({ main }) => samples.length / perColor.size / perColor.get(main)!,
);

const width = COLOR_CANDIDATE_FEATURES.length;
const weights = new Array<number>(width).fill(0);
const scoreOf = (features: number[]) => candidateScore(features, weights);
// Adam (full batch): the features' scales differ, and it converges where plain descent crawls.
const moment = new Array<number>(width).fill(0);
const meanSquare = new Array<number>(width).fill(0);
for (let round = 1; round <= ROUNDS; round++) {
  const gradient = weights.map((w) => L2 * w);
  for (const [sample, { features, right }] of samples.entries()) {
    const weight = sampleWeights[sample]!;
    const scores = features.map(scoreOf);
    const top = Math.max(...scores);
    const p = scores.map((s) => Math.exp(s - top));
    const total = p.reduce((a, b) => a + b, 0);
    // The likelihood of choosing a right candidate: p over all, q over the right ones.
    const q = p.map((value, c) => (right[c] ? value : 0));
    const rightTotal = q.reduce((a, b) => a + b, 0);
    features.forEach((x, c) => {
      const pull = weight * (q[c]! / rightTotal - p[c]! / total);
      for (let f = 0; f < width; f++) gradient[f]! -= (pull * x[f]!) / samples.length;
    });
  }
  weights.forEach((_, f) => {
    moment[f] = 0.9 * moment[f]! + 0.1 * gradient[f]!;
    meanSquare[f] = 0.999 * meanSquare[f]! + 0.001 * gradient[f]! ** 2;
    const step = moment[f]! / (1 - 0.9 ** round);
    const scale = Math.sqrt(meanSquare[f]! / (1 - 0.999 ** round)) + 1e-8;
    weights[f]! -= (LEARNING_RATE * step) / scale;
  });
}

const chosenRight = samples.filter(
  ({ features, right }) => right[chosenCandidate(features, weights)],
).length;
console.log(`Fitted on ${samples.length} readings: the head's choice right on ${chosenRight}.`);
fs.writeFileSync(
  HEAD_FILE,
  JSON.stringify(
    {
      fittedOn: `${samples.length} readings with a right candidate, of ${count} pictures each from demo, painted and lit, clean and ${PHONES_PER_PICTURE} phone-like, each main color weighing the same (npm run fit:colors)`,
      features: COLOR_CANDIDATE_FEATURES,
      weights: weights.map((w) => Math.round(w * 1000) / 1000),
    },
    null,
    2,
  ) + "\n",
);
console.log(`Wrote ${HEAD_FILE.pathname}`);
