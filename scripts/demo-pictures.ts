// npm run demo:pictures: draws every demo picture into this machine's cache (node_modules/.cache),
// and describes each for the style match's index into its own cache, so the next empty
// database's demo data needs no drawing and its index no network. `npm test` runs it beside the
// PostgreSQL integration suite, which leaves a core idle, instead of each end-to-end server
// drawing and describing the pictures while its tests run.
import pLimit from "p-limit";
import { DEMO_PICTURE_CACHE, DemoPictureCache } from "~/server/demo/picture-cache";
import { demoPictureSvgs, PICTURES_AT_ONCE } from "~/server/demo/seed";
import { createLogger } from "~/server/logger";
import { IndexDescriber, PHOTO_DESCRIPTION_CACHE } from "~/server/match/description-cache";
import { indexKey } from "~/server/match/photo-index";
import { PhotoReader } from "~/server/match/reader";
import { smallestWebp } from "~/server/media/pipeline";

const started = performance.now();
const logger = createLogger("warn");
const cache = new DemoPictureCache(DEMO_PICTURE_CACHE, logger);
const reader = new PhotoReader();
const describer = new IndexDescriber({
  descriptor: reader.descriptor,
  key: indexKey(reader.descriptor),
  cacheDir: PHOTO_DESCRIPTION_CACHE,
  logger,
});
const limit = pLimit(PICTURES_AT_ONCE);
const svgs = demoPictureSvgs();
try {
  await Promise.all(
    svgs.map((svg) =>
      limit(async () => {
        const source = smallestWebp((await cache.make(svg)).variants);
        if (source) await describer.describe(source.body);
      }),
    ),
  );
} finally {
  await reader.close();
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${svgs.length} demo pictures drawn and described in the caches (${DEMO_PICTURE_CACHE}, ${PHOTO_DESCRIPTION_CACHE}) after ${seconds} s`,
);
