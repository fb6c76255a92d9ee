// npm run bench:match-eval: how well the style match works, per descriptor, on generated pictures.
//
// The demo data (64 artists drawing on 72 generated pictures) is created in an in-memory database
// and indexed; then held-out pictures from the same generator (different seeds, never indexed)
// are analysed, clean and perturbed as a phone would (crop, tilt, JPEG, exposure, white balance).
// The generator's labels are the ground truth here, and only here. Generated pictures are not
// real nail photos: these figures say the method works on its own kind of picture, no more.
//
// Options: --pictures N (held-out pictures, default 300), --descriptors a,b (default all three).
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { COLORS, STYLES, type Style } from "~/core/catalogue";
import { MATCH, matchScore, type StyleAnalysis } from "~/core/match";
import { loadConfig } from "~/server/config";
import { rowsOf, openDatabase } from "~/server/db/client";
import { applyMigrations } from "~/server/db/migrate";
import { seedDemoIfEmpty } from "~/server/demo/seed";
import {
  labelsOf,
  mulberry32,
  randomNailArtSpec,
  renderNailArt,
  type NailArtLabels,
} from "~/server/demo/nail-art";
import { createLogger } from "~/server/logger";
import { DESCRIPTORS, type DescriptorName } from "~/server/match/descriptors";
import { StyleMatch } from "~/server/match/style-match";
import { createServices } from "~/server/services";
import os from "node:os";
import fs from "node:fs";
import path from "node:path";

const { values } = parseArgs({
  options: {
    pictures: { type: "string", default: "300" },
    descriptors: { type: "string", default: DESCRIPTORS.join(",") },
  },
});
const heldOutCount = Number(values.pictures);
const descriptors = values.descriptors!.split(",") as DescriptorName[];

// --- The indexed demo data ---------------------------------------------------------------------

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-eval-"));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
const database = await openDatabase({ driver: "pglite", dataDir: null });
await applyMigrations(database);
const services = createServices(config, database, createLogger("warn"));
console.log("Creating the demo data…");
await seedDemoIfEmpty(services);

/** Each artist's styles (what the match scores) and the true labels of their photos. */
const artists = rowsOf<{ id: string; styles: Style[]; labels: NailArtLabels[] }>(
  await database.db.execute(sql`
    select artist.id, artist.styles,
      coalesce(json_agg(photo.generated_labels) filter (where photo.id is not null), '[]') as labels
    from artist left join photo on photo.artist_id = artist.id and photo.kind = 'portfolio'
    where artist.is_active group by artist.id`),
);
const labelsOfArtist = new Map(artists.map((a) => [a.id, a.labels]));
/** The pool pictures, by file, with the artists showing them (for the self-retrieval check). */
const pool = rowsOf<{ key: string; owners: string[] }>(
  await database.db.execute(sql`
    select variants->0->>'key' as key, array_agg(distinct artist_id) as owners
    from photo where kind = 'portfolio' group by 1`),
);

// --- Held-out pictures ---------------------------------------------------------------------------

interface Sample {
  labels: NailArtLabels;
  clean: Buffer;
  perturbed: Buffer;
}

/** What a phone does to a picture: a crop to 80 %, a tilt, exposure, white balance, JPEG 60. */
async function asIfFromAPhone(picture: Buffer, random: () => number): Promise<Buffer> {
  const size = 720;
  const angle = (random() * 2 - 1) * 10;
  const brightness = 1 + (random() * 2 - 1) * 0.15;
  const warm = (random() * 2 - 1) * 0.06;
  const rotated = await sharp(picture)
    .resize(size, size)
    .rotate(angle, { background: "#888888" })
    .toBuffer({ resolveWithObject: true });
  // Crop 80 % of the original frame from inside the rotated one, off-centre by up to 20 px (a
  // tilt of 10° leaves an upright square of 86 %: the fill of the corners never shows).
  const crop = Math.round(size * 0.8);
  const slack = rotated.info.width - crop;
  return sharp(rotated.data)
    .extract({
      left: Math.round(slack / 2 + (random() - 0.5) * 40),
      top: Math.round(slack / 2 + (random() - 0.5) * 40),
      width: crop,
      height: crop,
    })
    .modulate({ brightness })
    .recomb([
      [1 + warm, 0, 0],
      [0, 1, 0],
      [0, 0, 1 - warm],
    ])
    .jpeg({ quality: 60 })
    .toBuffer();
}

console.log(`Rendering ${heldOutCount} held-out pictures…`);
const heldOutRandom = mulberry32(90_210);
const perturbRandom = mulberry32(31_337);
const samples: Sample[] = [];
for (let i = 0; i < heldOutCount; i++) {
  const spec = randomNailArtSpec(heldOutRandom);
  const clean = await renderNailArt(spec, 640);
  samples.push({
    labels: labelsOf(spec),
    clean,
    perturbed: await asIfFromAPhone(clean, perturbRandom),
  });
}

// --- Scoring -------------------------------------------------------------------------------------

interface Tally {
  colorTop1: number;
  colorCount: number;
  precision: number;
  precisionCount: number;
  recall: number;
  recallCount: number;
  hits: number;
  hitCount: number;
}

const emptyTally = (): Tally => ({
  colorTop1: 0,
  colorCount: 0,
  precision: 0,
  precisionCount: 0,
  recall: 0,
  recallCount: 0,
  hits: 0,
  hitCount: 0,
});

/** A top-5 artist whose own portfolio shows the picture's first true style. */
const isHit = (artistIds: string[], truth: NailArtLabels) =>
  artistIds.some((id) =>
    (labelsOfArtist.get(id) ?? []).some((labels) => labels.styles.includes(truth.styles[0]!)),
  );

function score(
  tally: Tally,
  truth: NailArtLabels,
  colors: string[],
  styles: string[],
  top: string[],
) {
  tally.colorCount++;
  if (colors[0] && truth.colors.includes(colors[0] as never)) tally.colorTop1++;
  const detected = styles.slice(0, 3);
  if (detected.length) {
    tally.precisionCount++;
    tally.precision +=
      detected.filter((s) => truth.styles.includes(s as Style)).length / detected.length;
  }
  if (truth.styles.length) {
    tally.recallCount++;
    tally.recall += truth.styles.filter((s) => detected.includes(s)).length / truth.styles.length;
    tally.hitCount++;
    if (isHit(top, truth)) tally.hits++;
  }
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : "–");
const row = (name: string, t: Tally) =>
  `| ${name} | ${pct(t.colorTop1, t.colorCount)} | ${pct(t.precision, t.precisionCount)} | ${pct(t.recall, t.recallCount)} | ${pct(t.hits, t.hitCount)} |`;

/** The prototype's method: 1–3 random styles, artists by the spec's score, random colors. */
function randomGuess(random: () => number) {
  const count = 1 + Math.floor(random() * 3);
  const styles = [...STYLES].sort(() => random() - 0.5).slice(0, count);
  const top = artists
    .map((a) => ({ id: a.id, ...matchScore(styles, a.styles), tie: random() }))
    .filter((a) => a.score > MATCH.minScore)
    .sort((a, b) => b.score - a.score || a.tie - b.tie)
    .slice(0, MATCH.maxArtists)
    .map((a) => a.id);
  return { styles, top, colors: [COLORS[Math.floor(random() * COLORS.length)]!] };
}

const header = [
  "| method | color top-1 | style precision@3 | style recall@3 | top-5 artist hit |",
  "|---|---|---|---|---|",
];
const lines: string[] = [];
for (const set of ["clean", "perturbed"] as const) {
  const random = mulberry32(7);
  const tally = emptyTally();
  for (const sample of samples) {
    const guess = randomGuess(random);
    score(tally, sample.labels, guess.colors, guess.styles, guess.top);
  }
  lines.push(row(`random guess (${set})`, tally));
}

const speeds: string[] = [];
for (const name of descriptors) {
  const match = new StyleMatch({
    database,
    media: services.media,
    logger: services.logger,
    descriptor: name,
  });
  let started = performance.now();
  const indexed = await match.index.indexMissing();
  const indexMs = performance.now() - started;
  for (const set of ["clean", "perturbed"] as const) {
    const tally = emptyTally();
    const times: number[] = [];
    for (const sample of samples) {
      started = performance.now();
      const analysis: StyleAnalysis = await match.analyse(sample[set]);
      times.push(performance.now() - started);
      score(
        tally,
        sample.labels,
        analysis.colors.map((c) => c.name),
        analysis.detectedStyles,
        analysis.artists.map((a) => a.id),
      );
    }
    times.sort((a, b) => a - b);
    lines.push(row(`${name} (${set})`, tally));
    speeds.push(`${name} ${set}: median ${times[times.length >> 1]!.toFixed(0)} ms per analysis`);
  }
  // An artist's own portfolio picture, re-encoded and cropped, finds that artist first.
  let found = 0;
  for (const picture of pool) {
    const copy = await sharp(await services.media.read(picture.key))
      .extract({ left: 16, top: 16, width: 288, height: 288 })
      .jpeg({ quality: 60 })
      .toBuffer();
    const analysis = await match.analyse(copy);
    if (picture.owners.includes(analysis.artists[0]?.id ?? "")) found++;
  }
  speeds.push(
    `${name}: indexed ${indexed} photos in ${(indexMs / 1000).toFixed(1)} s; own photo re-encoded and cropped finds its artist first ${pct(found, pool.length)} (${found}/${pool.length})`,
  );
  await match.close();
}

console.log(
  `\n${heldOutCount} held-out generated pictures, ${artists.length} artists, ${pool.length} indexed pictures\n`,
);
console.log([...header, ...lines].join("\n"));
console.log(`\n${speeds.join("\n")}`);
await services.match.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
