// npm run demo:pictures: draws every demo picture into this machine's cache (node_modules/.cache),
// so the next empty database's demo data needs no drawing. `npm test` runs it beside the
// PostgreSQL integration suite, which leaves a core idle, instead of the end-to-end suite's server
// drawing the pictures while every test waits for it.
import pLimit from "p-limit";
import { DEMO_PICTURE_CACHE, DemoPictureCache } from "~/server/demo/picture-cache";
import { demoPictureSvgs, PICTURES_AT_ONCE } from "~/server/demo/seed";
import { createLogger } from "~/server/logger";

const started = performance.now();
const cache = new DemoPictureCache(DEMO_PICTURE_CACHE, createLogger("warn"));
const limit = pLimit(PICTURES_AT_ONCE);
const svgs = demoPictureSvgs();
await Promise.all(svgs.map((svg) => limit(() => cache.make(svg))));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`${svgs.length} demo pictures in the cache (${DEMO_PICTURE_CACHE}) after ${seconds} s`);
