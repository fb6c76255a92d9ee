// One generator's labelled pictures read into the readings cache (server/fit/readings.ts), in a
// process of its own: `readAll` runs one per core. Usage:
// tsx scripts/read-pictures.ts <generator> <fitting | evaluation> <count> <non-nail> <phones>
//   [pixel reading file]
import { readExamples } from "~/server/fit/readings";
import type { Generator, PictureSet } from "~/server/fit/labelled-pictures";
import { pixelsFile, readPixelsFile } from "~/server/fit/pixel-surfaces";
import { PhotoReader } from "~/server/match/reader";

const [generator, set, count, nonNails, phones, pixels] = process.argv.slice(2);
// One network thread: readAll runs a process like this one per core.
const reader = new PhotoReader(undefined, 1, pixels ? readPixelsFile(pixels) : undefined);
const started = performance.now();
const examples = await readExamples(reader, generator as Generator, set as PictureSet, {
  count: Number(count),
  nonNails: Number(nonNails),
  phones: Number(phones),
  pixels: pixels ? pixelsFile(pixels) : undefined,
  progress: (message) => console.log(`  ${message}`),
});
await reader.close();
console.log(
  `  ${generator} ${set}: ${examples.length} readings ready in ${Math.round((performance.now() - started) / 1000)} s`,
);
