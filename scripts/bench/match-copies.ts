// npm run bench:match-copies: how the copy print (server/match/copy-print.ts) tells a brightened
// copy for its picture, on pictures the demo data never indexed: 150 raster and 150 canvas nail
// pictures (seeds 7,000,000 on, drawn for this only). For each generator, how many brightened
// copies (by a fifth, as bench:match-eval's own photos are) fall below SAME_PICTURE compared
// whole and compared as the index does (`copyCorrelation`, leaving out what is blown out;
// decision 0062); and the highest any of these pictures, and 60 without nails, each as is and
// brightened, reach against the 350 demo pictures' prints (≥ SAME_PICTURE would be a false copy).
//
// Options: --pictures N per generator (default 150).
import { parseArgs } from "node:util";
import sharp from "sharp";
import { rasterise } from "~/server/demo/nail-art";
import { demoPictureSvgs } from "~/server/demo/seed";
import { randomSpec, renderRasterNails } from "~/server/eval/raster-nails";
import { randomCanvasSpec, renderCanvasNails } from "~/server/fit/canvas-nails";
import { sceneAt } from "~/server/fit/non-nail-scenes";
import {
  copyCorrelation,
  copyPrintsOf,
  printCorrelation,
  SAME_PICTURE,
  storedPrintOf,
} from "~/server/match/copy-print";

const { values } = parseArgs({ options: { pictures: { type: "string", default: "150" } } });
const count = Number(values.pictures);
const FIRST_SEED = 7_000_000;
const GENERATORS = {
  raster: (n: number) => renderRasterNails(randomSpec(FIRST_SEED + n)),
  canvas: (n: number) => renderCanvasNails(randomCanvasSpec(FIRST_SEED + n)),
};
const brightened = (image: Buffer) =>
  sharp(image).modulate({ brightness: 1.2 }).jpeg({ quality: 85 }).toBuffer();

const others: Buffer[] = [];
console.log(`Brightened copies below ${SAME_PICTURE} (of the pictures with a print):`);
for (const [name, draw] of Object.entries(GENERATORS)) {
  let printed = 0;
  let wholeBelow = 0;
  let below = 0;
  for (let n = 0; n < count; n++) {
    const picture = await draw(n);
    others.push(picture);
    const stored = await storedPrintOf(picture);
    if (!stored) continue; // flat: no print to be a copy by
    printed++;
    const copies = await copyPrintsOf(await brightened(picture));
    const best = (alike: (copy: (typeof copies)[number]) => number) =>
      Math.max(-1, ...copies.map(alike));
    if (best((copy) => printCorrelation(copy.fine, stored.fine)) < SAME_PICTURE) wholeBelow++;
    if (best((copy) => copyCorrelation(copy, stored.fine)) < SAME_PICTURE) below++;
  }
  console.log(`  ${name}: whole ${wholeBelow} of ${printed}, as the index compares ${below}`);
}

const demo = (
  await Promise.all(demoPictureSvgs().map(async (svg) => storedPrintOf(await rasterise(svg))))
).flatMap((print) => (print ? [print.fine] : []));
const scenes = await Promise.all(Array.from({ length: 60 }, (_, n) => sceneAt(FIRST_SEED, n)));
let highest = -1;
let views = 0;
for (const picture of [...others, ...scenes]) {
  for (const view of [picture, await brightened(picture)]) {
    views++;
    for (const copy of await copyPrintsOf(view)) {
      for (const stored of demo) highest = Math.max(highest, copyCorrelation(copy, stored));
    }
  }
}
console.log(
  `\nOther pictures against the ${demo.length} demo prints: ${views} views, highest ${highest.toFixed(3)} (a copy from ${SAME_PICTURE})`,
);
