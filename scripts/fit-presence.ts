// npm run fit:presence: fits the nail-presence head (server/match/presence-head.json), a logistic
// regression on the learned embedding: painted nails from the three fitting generators (demo SVG,
// painted, lit) against non-nail scenes (server/fit/non-nail-scenes), each clean and as a phone
// would deliver it. It reports, before the final fit, how the head does on what it was not fitted
// on: each nail generator held out in turn, with half the scene kinds. The threshold refuses at
// most MAX_NAILS_REFUSED of those held-out nail pictures. The evaluation's pictures (server/eval)
// are never read here: npm run bench:match-eval judges the head on them.
//
// Options: --pictures N per nail generator (default 200), --scenes N (default 540), --cache FILE
// (embeddings kept between runs: rendering and embedding take most of the time).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { randomNailArtSpec, renderNailArt } from "~/server/demo/nail-art";
import { randomLitSpec, renderLitNails } from "~/server/fit/lit-nails";
import { SCENE_KINDS, sceneAt } from "~/server/fit/non-nail-scenes";
import { randomPaintedSpec, renderPaintedNails } from "~/server/fit/painted-nails";
import { asIfFromAPhone } from "~/server/fit/phone-like";
import { LearnedEmbedder } from "~/server/match/embedder";
import { normalize } from "~/server/match/descriptors";
import { nailLogOdds, type PresenceHead } from "~/server/match/presence";
import { rasterOf } from "~/server/match/raster";
import { seededRandom } from "~/core/seeded-random";

const { values } = parseArgs({
  options: {
    pictures: { type: "string", default: "200" },
    scenes: { type: "string", default: "540" },
    cache: { type: "string" },
  },
});
const HEAD_FILE = new URL("../server/match/presence-head.json", import.meta.url);
/** Seeds apart from the evaluation's (90,210; 500,000+; 700,000+) and the detectors' fitting. */
const SEED = 820_000;
const GENERATORS = ["demo", "painted", "lit"] as const;
/** The share of held-out nail pictures the threshold may refuse. */
const MAX_NAILS_REFUSED = 0.01;
const L2 = 100;
const STEPS = 400;
const RATE = 0.5;

interface Example {
  /** The nail generator, or "scene". */
  source: (typeof GENERATORS)[number] | "scene";
  kind: number;
  nails: boolean;
  x: Float32Array;
}

const embedder = new LearnedEmbedder();
const examples: Example[] = [];
const cached = new Map<string, number[]>();
if (values.cache && fs.existsSync(values.cache)) {
  for (const line of fs.readFileSync(values.cache, "utf8").split("\n").filter(Boolean)) {
    const { key, x } = JSON.parse(line) as { key: string; x: number[] };
    cached.set(key, x);
  }
}

/** Adds a picture, clean and as a phone delivers it, unit length. */
async function add(
  source: Example["source"],
  kind: number,
  seed: number,
  render: () => Promise<Buffer>,
) {
  const keys = [`${source}:${seed}:clean`, `${source}:${seed}:phone`];
  if (keys.some((key) => !cached.has(key))) {
    const clean = await render();
    const phone = await asIfFromAPhone(clean, seededRandom(seed * 7));
    for (const [k, picture] of [clean, phone].entries()) {
      const x = Array.from(await embedder.embed((await rasterOf(picture)).pixels));
      cached.set(keys[k]!, x);
      if (values.cache) fs.appendFileSync(values.cache, `${JSON.stringify({ key: keys[k], x })}\n`);
    }
  }
  for (const key of keys) {
    const x = normalize(Float32Array.from(cached.get(key)!));
    examples.push({ source, kind, nails: source !== "scene", x });
  }
}

const pictures = Number(values.pictures);
const demoRandom = seededRandom(SEED);
for (let i = 0; i < pictures; i++) {
  const seed = SEED + i;
  // The demo's specs come from one stream: drawn whether or not the picture is cached.
  const demoSpec = randomNailArtSpec(demoRandom);
  await add("demo", -1, seed, () => renderNailArt(demoSpec, 720));
  await add("painted", -1, seed, () => renderPaintedNails(randomPaintedSpec(seed)));
  await add("lit", -1, seed, () => renderLitNails(randomLitSpec(seed)));
  if (i % 50 === 49) console.log(`${i + 1} pictures of each generator embedded`);
}
for (let i = 0; i < Number(values.scenes); i++) {
  await add("scene", i % SCENE_KINDS.length, SEED + i, () => sceneAt(SEED, i));
}
await embedder.close();
console.log(`${examples.length} pictures embedded`);

/** Class-balanced, L2-regularised logistic regression on standardised numbers. */
function fit(training: Example[]): PresenceHead {
  const d = training[0]!.x.length;
  const mean = new Float64Array(d);
  const std = new Float64Array(d);
  for (const { x } of training) for (let j = 0; j < d; j++) mean[j]! += x[j]! / training.length;
  for (const { x } of training)
    for (let j = 0; j < d; j++) std[j]! += (x[j]! - mean[j]!) ** 2 / training.length;
  for (let j = 0; j < d; j++) std[j] = Math.sqrt(std[j]!) + 1e-3;
  const z = training.map(({ x }) => Float64Array.from(x, (v, j) => (v - mean[j]!) / std[j]!));
  const positives = training.filter((e) => e.nails).length;
  const share = training.map((e) =>
    e.nails ? 0.5 / positives : 0.5 / (training.length - positives),
  );
  const w = new Float64Array(d);
  let b = 0;
  for (let step = 0; step < STEPS; step++) {
    const gradient = new Float64Array(d);
    let gradientB = 0;
    training.forEach((e, k) => {
      let t = b;
      for (let j = 0; j < d; j++) t += w[j]! * z[k]![j]!;
      const error = (1 / (1 + Math.exp(-t)) - (e.nails ? 1 : 0)) * share[k]!;
      for (let j = 0; j < d; j++) gradient[j]! += error * z[k]![j]!;
      gradientB += error;
    });
    for (let j = 0; j < d; j++) w[j]! -= RATE * (gradient[j]! + (L2 * w[j]!) / d);
    b -= RATE * gradientB;
  }
  // The standardisation folded into the weights: the head reads the unit-length embedding.
  let bias = b;
  const weights = Array.from(w, (wj, j) => {
    bias -= (wj * mean[j]!) / std[j]!;
    return wj / std[j]!;
  });
  return { weights, bias, threshold: 0 };
}

// Held out: one nail generator and half the scene kinds at a time.
const heldOut: { nails: boolean; score: number; source: string }[] = [];
for (const held of GENERATORS) {
  for (const half of [0, 1]) {
    const isHeld = (e: Example) =>
      e.source === held || (e.source === "scene" && e.kind % 2 === half);
    const head = fit(examples.filter((e) => !isHeld(e)));
    for (const e of examples.filter(isHeld)) {
      // Each held-out nail picture is scored twice (once per half); scenes once.
      if (e.nails && half === 1) continue;
      heldOut.push({ nails: e.nails, score: nailLogOdds(e.x, head), source: e.source });
    }
  }
}
const nailScores = heldOut
  .filter((h) => h.nails)
  .map((h) => h.score)
  .sort((a, b) => a - b);
const thresholdAt = (share: number) => nailScores[Math.floor(nailScores.length * share)]!;
const threshold = thresholdAt(MAX_NAILS_REFUSED);
for (const share of [0.005, MAX_NAILS_REFUSED, 0.02, 0.05]) {
  const at = thresholdAt(share);
  const refused = [...GENERATORS, "scene"].map((source) => {
    const of = heldOut.filter((h) => h.source === source);
    const share = of.filter((h) => h.score < at).length / of.length;
    return `${source} ${(100 * share).toFixed(1)} %`;
  });
  console.log(`Held out, threshold ${at.toFixed(2)}, refused: ${refused.join(", ")}`);
}

const final = fit(examples);
const round = (v: number) => Number(v.toPrecision(5));
fs.writeFileSync(
  HEAD_FILE,
  `${JSON.stringify({ weights: final.weights.map(round), bias: round(final.bias), threshold: round(threshold) })}\n`,
);
console.log(`Wrote ${HEAD_FILE.pathname}`);
