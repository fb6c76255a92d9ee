// npm run bench:match-speed: how fast the style match is.
// 1. One 12-megapixel phone-sized JPEG, analysed whole and by phase: its reading (decoded once
//    with shrink-on-load, its nails in three framings, the network's pass) and the decision's
//    searches (nearest photos, copies, the artists ranked): median and p95 over --runs analyses;
//    the nails are timed with the fitted pixel reading too;
//    then a 12-megapixel picture of something else (a page of text), whose closer framings are read too.
// 2. Nearest-neighbour search over --photos indexed photos (default 100,000) on the embedded
//    database (PGlite, in memory): p50/p95 of the match's own query, and the HNSW index's
//    recall@10 against an exact search of the same table.
// Vectors (descriptors and copy prints) for the large index are real ones of generated pictures
// with noise added, so they spread like photos of similar looks do.
import { parseArgs } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { loadConfig } from "~/server/config";
import { openDatabase, rowsOf } from "~/server/db/client";
import { applyMigrations } from "~/server/db/migrate";
import { bulkSeedArtists } from "~/server/demo/bulk";
import { randomNailArtSpec, renderNailArt } from "~/server/demo/nail-art";
import { sceneAt } from "~/server/fit/non-nail-scenes";
import { createLogger } from "~/server/logger";
import { INDEX_DIMENSIONS } from "~/server/match/descriptors";
import { readNailFramings, readPicture } from "~/server/match/analysis";
import { FITTED_PIXELS, NAIL_BIAS } from "~/server/match/pixel-reading";
import { decodeOnce } from "~/server/match/raster";
import { createServices } from "~/server/services";
import { seededRandom } from "~/core/seeded-random";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "20" },
    photos: { type: "string", default: "100000" },
    queries: { type: "string", default: "200" },
  },
});
const runs = Number(values.runs);
const photoCount = Number(values.photos);
const queryCount = Number(values.queries);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const time = async <T>(run: () => Promise<T> | T): Promise<[T, number]> => {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-match-speed-"));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
const database = await openDatabase({ driver: "pglite", dataDir: null });
await applyMigrations(database);
const services = createServices(config, database, createLogger("warn"));
const { match } = services;

// --- The index: bulk artists, every photo with its own vector -----------------------------------

const artistsNeeded = Math.ceil(photoCount / 5);
console.log(`Loading ${artistsNeeded.toLocaleString("en-US")} artists (5 photos each)…`);
await bulkSeedArtists(services, artistsNeeded);
// Rows first, the HNSW index after: inserting 100,000 vectors into an existing HNSW index one by
// one is far slower than building it once.
await database.db.execute(sql`drop index photo_embedding_hnsw_idx`);
await database.db.execute(sql`drop index photo_embedding_copy_print_idx`);
await match.index.indexMissing(); // the bulk pictures' real descriptors (shared files)
const basesOf = async (column: "embedding" | "copy_print") =>
  rowsOf<{ v: string }>(
    await database.db.execute(
      sql`select distinct ${sql.raw(column)}::text as v from photo_embedding where ${sql.raw(column)} is not null`,
    ),
  ).map((row) => Float32Array.from(JSON.parse(row.v) as number[]));
const bases = await basesOf("embedding");
const printBases = await basesOf("copy_print");

const random = seededRandom(12);
const gaussian = () =>
  Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
/** A base vector with noise: cosine to its base about 0.8. */
function noisy(from = bases): Float32Array {
  const base = from[Math.floor(random() * from.length)]!;
  const out = Float32Array.from(base, (x) => x + gaussian() * (0.74 / Math.sqrt(base.length)));
  const norm = Math.hypot(...out);
  return out.map((x) => x / norm);
}
const literal = (v: Float32Array) => `[${Array.from(v, (x) => x.toFixed(6)).join(",")}]`;

console.log(`Giving ${photoCount.toLocaleString("en-US")} photos their own vectors…`);
const photoIds = rowsOf<{ id: string }>(
  await database.db.execute(sql`select id from photo where kind = 'portfolio' limit ${photoCount}`),
).map((row) => row.id);
for (let start = 0; start < photoIds.length; start += 500) {
  const batch = photoIds.slice(start, start + 500);
  await database.db.execute(sql`
    update photo_embedding set embedding = v.embedding::vector, copy_print = v.print::vector
    from (values ${sql.join(
      batch.map((id) => sql`(${id}, ${literal(noisy())}, ${literal(noisy(printBases))})`),
      sql`, `,
    )}) as v(photo_id, embedding, print)
    where photo_embedding.photo_id = v.photo_id`);
}
console.log("Building the HNSW index…");
// The graph must fit in maintenance memory to be built fast (100,000 × 512 floats ≈ 200 MB).
await database.db.execute(sql`set maintenance_work_mem = '512MB'`);
const [, buildMs] = await time(() =>
  database.db.execute(
    sql`create index photo_embedding_hnsw_idx on photo_embedding using hnsw (embedding vector_cosine_ops)`,
  ),
);
console.log(`HNSW index built in ${(buildMs / 1000).toFixed(1)} s`);
// Each photo's copy print its own too (real photos' differ): the copy search reads this index.
await database.db.execute(
  sql`create index photo_embedding_copy_print_idx on photo_embedding using hnsw (copy_print vector_cosine_ops)`,
);
await database.db.execute(sql`analyze photo_embedding`);

// --- Search: p50/p95 and recall@10 --------------------------------------------------------------

const queries = Array.from({ length: queryCount }, noisy);
// Warm-up: a running server's index pages are in memory; the first queries after the build read
// them in (which put the first runs' p95 at 23–28 ms for a p50 of 13–17 ms).
for (const query of queries.slice(0, 20)) await match.index.nearest(query, 10);
// The plan the timed searches get (the planner reads the statistics; a full scan is ~1 s here).
const plan = rowsOf<{ "QUERY PLAN": string }>(
  await database.db.execute(sql`explain ${match.index.nearestQuery(queries[0]!, 10)}`),
).map((row) => row["QUERY PLAN"]);
const scan = plan.find((line) => /Scan on photo_embedding|Scan using/.test(line)) ?? "none";
console.log(`Search plan: ${scan.trim().replace(/\s+\(cost.*$/, "")}`);
// The searches one after another, as a server runs them; the exact searches for recall come
// after, since each reads the whole table and would push the index's pages out of memory
// between timed searches (docs/PERFORMANCE.md).
const searchTimes: number[] = [];
const results: string[][] = [];
for (const query of queries) {
  const [found, took] = await time(() => match.index.nearest(query, 10));
  searchTimes.push(took);
  results.push(found.map((n) => n.photoId));
}
let recalled = 0;
for (const [i, query] of queries.entries()) {
  const exact = rowsOf<{ photo_id: string }>(
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_indexscan = off`);
      return tx.execute(sql`
        select photo_id from photo_embedding
        order by embedding <=> ${literal(query)}::vector limit 10`);
    }),
  ).map((row) => row.photo_id);
  const got = new Set(results[i]);
  recalled += exact.filter((id) => got.has(id)).length / exact.length;
}

// --- One 12-megapixel photo ------------------------------------------------------------------------

const picture = await renderNailArt(randomNailArtSpec(seededRandom(5)), 960);
const photo = await sharp(picture)
  .resize(4000, 3000, { fit: "fill" })
  // Sensor noise, so that the JPEG is as heavy as a phone's (about 3–5 MB).
  .composite([
    {
      input: await sharp({
        create: {
          width: 4000,
          height: 3000,
          channels: 3,
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma: 12 },
        },
      })
        .png()
        .toBuffer(),
      blend: "overlay",
    },
  ])
  .jpeg({ quality: 90 })
  .toBuffer();
await match.warm();
const phases = {
  decode: [] as number[],
  nails: [] as number[],
  "nails, learned pixels": [] as number[],
  describe: [] as number[],
  read: [] as number[],
  neighbours: [] as number[],
  copy: [] as number[],
  rank: [] as number[],
  whole: [] as number[],
};
for (let i = 0; i < runs; i++) {
  // Parts of the reading, one at a time (match.read runs them side by side): the one decode,
  // the nails in their three framings, and one of the network's two passes.
  const [source, decode] = await time(() => decodeOnce(photo, { width: 4000, height: 3000 }));
  const [, nails] = await time(() => readNailFramings(source));
  // The same, the finder starting from the fitted pixel reading (decision 0078; not in use yet).
  const [, learnedNails] = await time(() =>
    readNailFramings(source, { learned: { model: FITTED_PIXELS, nailBias: NAIL_BIAS } }),
  );
  const [, describe] = await time(async () => match.descriptor.describe(await readPicture(source)));
  // The path analyse takes: the reading, then the decision's searches one by one.
  const [reading, read] = await time(() => match.read(photo));
  const [neighbours, nearestTook] = await time(() =>
    Promise.all([
      match.index.nearest(reading.vector, 40),
      match.index.nearest(reading.mirrored, 1),
    ]),
  );
  const [, copy] = await time(() =>
    match.index.copyOf(reading.vector, reading.prints, neighbours[0].slice(0, 10)),
  );
  const [, rank] = await time(() =>
    match.rankArtists(reading.vector, ["Nail Art"], ["Red"], neighbours[0]),
  );
  const [, whole] = await time(() => match.analyse(photo));
  for (const [phase, took] of Object.entries({
    decode,
    nails,
    "nails, learned pixels": learnedNails,
    describe,
    read,
    neighbours: nearestTook,
    copy,
    rank,
    whole,
  })) {
    phases[phase as keyof typeof phases].push(took);
  }
}

console.log(
  `\n12-megapixel JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB), descriptor ${match.descriptor.name}, ${runs} runs:`,
);
for (const [phase, times] of Object.entries(phases)) {
  console.log(
    `  ${phase.padEnd(21)} median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
  );
}
// A photo of something else takes the longest path: its whole frame shows no nails, so the
// closer framings are read too (CLOSER_FRAMINGS), before the presence head refuses it.
const scene = await sharp(await sceneAt(5, 3))
  .resize(4000, 3000, { fit: "fill" })
  .jpeg({ quality: 92 })
  .toBuffer();
const sceneTimes: number[] = [];
for (let i = 0; i < runs; i++) sceneTimes.push((await time(() => match.analyse(scene)))[1]);
console.log(
  `  not nails median ${ms(percentile(sceneTimes, 50))}, p95 ${ms(percentile(sceneTimes, 95))} (a 12-megapixel page of text, every framing read)`,
);
console.log(
  `\nNearest 10 of ${photoIds.length.toLocaleString("en-US")} photos (${INDEX_DIMENSIONS} numbers, HNSW, PGlite), ${queryCount} queries:` +
    `\n  p50 ${ms(percentile(searchTimes, 50))}, p95 ${ms(percentile(searchTimes, 95))}, recall@10 ${((100 * recalled) / queryCount).toFixed(1)} %`,
);
await match.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
