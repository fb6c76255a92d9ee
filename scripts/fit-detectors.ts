// npm run fit:detectors: fits the style detectors' head (server/match/detector-head.json) on two
// generators' pictures, half each: the demo's (server/demo/nail-art, SVG), each widely perturbed
// as photos are (turned, cropped, scaled, lit unevenly, tinted, blurred, noisy, JPEG), and the
// painted one (server/fit/painted-nails: fingers pointing any way, props, textured backdrops,
// its own camera). Two sources that share no drawing code keep the head from learning one
// generator's look. Only this script reads their labels. The head is judged on the raster
// generator's pictures, which it never sees (npm run bench:match-eval).
//
// Options: --pictures N (default 1200), --sources demo,painted.
import fs from "node:fs";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { randomNailArtSpec, renderNailArt, type NailArtSpec } from "~/server/demo/nail-art";
import { paintedLabelsOf, randomPaintedSpec, renderPaintedNails } from "~/server/fit/painted-nails";
import {
  FEATURES,
  featuresOf,
  SHAPES,
  TECHNIQUES,
  type DetectorHead,
  type Shape,
  type SoftmaxHead,
  type Technique,
} from "~/server/match/detectors";
import { findNails, showsNails } from "~/server/match/nails";
import { detailOf } from "~/server/match/raster";
import { seededRandom } from "~/core/seeded-random";

const { values } = parseArgs({
  options: {
    pictures: { type: "string", default: "1200" },
    sources: { type: "string", default: "demo,painted" },
  },
});
const count = Number(values.pictures);
const SOURCES = ["demo", "painted"];
const sources = values.sources!.split(",");
const unknown = sources.filter((source) => !SOURCES.includes(source));
if (unknown.length)
  throw new Error(`Unknown source ${unknown.join(", ")}: use ${SOURCES.join(", ")}`);
const HEAD_FILE = new URL("../server/match/detector-head.json", import.meta.url);

const techniqueOf = (spec: NailArtSpec): Technique =>
  spec.technique === "Solid" ? "Plain" : spec.technique;
const shapeOf = (spec: NailArtSpec): Shape =>
  spec.shape === "square"
    ? "Square"
    : ((spec.shape[0]!.toUpperCase() + spec.shape.slice(1)) as Shape);

/** A photo's worth of trouble: a turn, a crop, a size, light from one side, a tint, blur, noise, JPEG. */
async function augment(picture: Buffer, random: () => number): Promise<Buffer> {
  const between = (low: number, high: number) => low + (high - low) * random();
  const size = Math.round(between(560, 1400));
  // The turn's corners are filled with the backdrop's own color, as a wider shot would show it.
  const corner = await sharp(picture)
    .extract({ left: 2, top: 2, width: 1, height: 1 })
    .raw()
    .toBuffer();
  const turned = await sharp(picture)
    .resize(size, size)
    .rotate(between(-20, 20), { background: { r: corner[0]!, g: corner[1]!, b: corner[2]! } })
    .toBuffer({ resolveWithObject: true });
  const crop = Math.round(size * between(0.8, 0.95));
  const slack = turned.info.width - crop;
  const cropped = sharp(turned.data).extract({
    left: Math.round(slack * between(0.3, 0.7)),
    top: Math.round(slack * between(0.3, 0.7)),
    width: crop,
    height: Math.round(crop * between(0.85, 1)),
  });
  const tint = [between(0.94, 1.06), between(0.96, 1.04), between(0.92, 1.08)];
  const { data, info } = await cropped
    .modulate({ brightness: between(0.8, 1.15), saturation: between(0.85, 1.1) })
    .recomb([
      [tint[0]!, 0, 0],
      [0, tint[1]!, 0],
      [0, 0, tint[2]!],
    ])
    .blur(random() < 0.5 ? between(0.3, 1) : false)
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Uneven light and sensor noise, pixel by pixel.
  const angle = between(0, 2 * Math.PI);
  const strength = between(0, 0.25);
  const noise = between(0, 6);
  const { width, height, channels } = info;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const light =
        1 +
        strength *
          (((x / width - 0.5) * Math.cos(angle) + (y / height - 0.5) * Math.sin(angle)) * 2);
      for (let c = 0; c < channels; c++) {
        const i = (y * width + x) * channels + c;
        data[i] = Math.max(0, Math.min(255, data[i]! * light + (random() - 0.5) * 2 * noise));
      }
    }
  }
  return sharp(data, { raw: info })
    .jpeg({ quality: Math.round(between(60, 92)) })
    .toBuffer();
}

console.log(`Rendering and measuring ${count} pictures from ${sources.join(" and ")}…`);
const random = seededRandom(20_261_125);
const rows: { x: number[]; technique: number; shape: number }[] = [];
for (let i = 0; i < count; i++) {
  const source = sources[i % sources.length];
  let picture: Buffer;
  let technique: Technique;
  let shape: Shape;
  if (source === "painted") {
    const spec = randomPaintedSpec(i);
    ({ technique, shape } = paintedLabelsOf(spec));
    picture = await renderPaintedNails(spec);
  } else {
    const spec = randomNailArtSpec(random);
    technique = techniqueOf(spec);
    shape = shapeOf(spec);
    picture = await augment(await renderNailArt(spec, 720), random);
  }
  const found = findNails(await detailOf(picture));
  // A picture whose nails were not found is refused as no nails: nothing to learn from.
  if (!showsNails(found)) continue;
  rows.push({
    x: featuresOf(found.nails),
    technique: TECHNIQUES.indexOf(technique),
    shape: SHAPES.indexOf(shape),
  });
  if ((i + 1) % 100 === 0) console.log(`  ${i + 1}`);
}
console.log(`Nails found in ${rows.length} of ${count} pictures.`);

const dimensions = FEATURES.length;
const mean = Array.from(
  { length: dimensions },
  (_, f) => rows.reduce((s, r) => s + r.x[f]!, 0) / rows.length,
);
const std = Array.from(
  { length: dimensions },
  (_, f) => Math.sqrt(rows.reduce((s, r) => s + (r.x[f]! - mean[f]!) ** 2, 0) / rows.length) || 1,
);
const xs = rows.map((r) => r.x.map((v, f) => (v - mean[f]!) / std[f]!));

/** Softmax regression by full-batch gradient descent with an L2 penalty; classes weighed equally. */
function fit(classes: readonly string[], target: (row: number) => number): SoftmaxHead {
  const k = classes.length;
  const weights = Array.from({ length: k }, () => new Array<number>(dimensions + 1).fill(0));
  const counts = new Array<number>(k).fill(0);
  rows.forEach((_, r) => counts[target(r)]!++);
  const balance = counts.map((c) => (c ? rows.length / (k * c) : 0));
  const lambda = 0.01;
  for (let step = 0; step < 3000; step++) {
    const gradient = weights.map((row) => row.map(() => 0));
    xs.forEach((x, r) => {
      const logits = weights.map((row) => row.reduce((s, w, f) => s + w * (f ? x[f - 1]! : 1), 0));
      const top = Math.max(...logits);
      const exps = logits.map((l) => Math.exp(l - top));
      const sum = exps.reduce((a, b) => a + b, 0);
      const y = target(r);
      exps.forEach((e, c) => {
        const error = (e / sum - (c === y ? 1 : 0)) * balance[y]!;
        gradient[c]![0]! += error;
        for (let f = 0; f < dimensions; f++) gradient[c]![f + 1]! += error * x[f]!;
      });
    });
    weights.forEach((row, c) =>
      row.forEach((w, f) => {
        row[f] = w - 0.5 * (gradient[c]![f]! / rows.length + (f ? lambda * w : 0));
      }),
    );
  }
  const accuracy =
    xs.filter((x, r) => {
      const logits = weights.map((row) => row.reduce((s, w, f) => s + w * (f ? x[f - 1]! : 1), 0));
      return logits.indexOf(Math.max(...logits)) === target(r);
    }).length / rows.length;
  console.log(
    `${classes.join("/")}: ${(100 * accuracy).toFixed(1)} % on the pictures it was fitted on`,
  );
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  return { classes, weights: weights.map((row) => row.map(round)) };
}

const head: DetectorHead = {
  features: FEATURES,
  mean: mean.map((v) => Math.round(v * 1e5) / 1e5),
  std: std.map((v) => Math.round(v * 1e5) / 1e5),
  technique: fit(TECHNIQUES, (r) => rows[r]!.technique),
  shape: fit(SHAPES, (r) => rows[r]!.shape),
};
fs.writeFileSync(HEAD_FILE, `${JSON.stringify(head, null, 1)}\n`);
console.log(`Wrote ${HEAD_FILE.pathname}`);
