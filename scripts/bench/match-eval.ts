// npm run bench:match-eval: how well the style match reads pictures from a generator it was not
// fitted on, leaving out one generator at a time.
//
// Every generator (server/fit/labelled-pictures.ts) takes part: for each, the match's heads are
// fitted on the other generators' fitting pictures (server/fit/fit-heads.ts, as `npm run fit:all`
// fits the shipped ones on all of them), then its own evaluation pictures are decided through
// StyleMatch.decide, clean and as phones deliver them (server/fit/phone-like.ts). The figure that
// counts is the worst generator's; none is a judge. The demo data is created and indexed as a
// first start does, so artists, scores and "nothing similar" are the product's own.
//
// Also measured with the shipped heads: every indexed portfolio photo sent back as its artist
// might (as uploaded, re-encoded, cropped to 90 %, mirrored, brightened, or a phone screenshot
// of it) must find its artist first.
//
// Options: --pictures N evaluation nail pictures per generator (default 150), --non-nail N
// (default 60), --phones N phone-like deliveries of each (default 2), --fitting-pictures N,
// --fitting-non-nail N, --fitting-phones N (defaults 200, 120, 2: what fit:all reads),
// --generators a,b (the ones to leave out in turn; default all), --own-photos N (default all).
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { COLORS, STYLES, type Style } from "~/core/catalogue";
import { seededRandom } from "~/core/seeded-random";
import { MATCH, type StyleAnalysis } from "~/core/match";
import { WORK_COLORS } from "~/server/artists/search";
import { rowsOf } from "~/server/db/client";
import { artist } from "~/server/db/schema";
import { fitHeads, type FitExample } from "~/server/fit/fit-heads";
import { openIndexedDemo } from "~/server/fit/indexed-demo";
import { GENERATORS, type Generator, type Truth } from "~/server/fit/labelled-pictures";
import { readAll, setSizeOptions, setSizesOf, type Example } from "~/server/fit/readings";
import { VISIBLE_STYLES } from "~/server/match/detectors";
import { FITTED_HEADS } from "~/server/match/heads";

const { values } = parseArgs({
  options: {
    ...setSizeOptions("evaluation"),
    ...setSizeOptions("fitting", "fitting-"),
    generators: { type: "string", default: GENERATORS.join(",") },
    "own-photos": { type: "string" },
  },
});
const evaluation = setSizesOf(values);
const fitting = setSizesOf(values, "fitting-");
// `--generators ""` measures the own photos only.
const leftOut = values.generators!.split(",").filter(Boolean) as Generator[];
for (const g of leftOut) if (!GENERATORS.includes(g)) throw new Error(`Unknown generator ${g}`);

console.log("Reading every generator's fitting and evaluation pictures…");
const fittingRead = await readAll(leftOut.length ? GENERATORS : [], "fitting", fitting);
const evaluationRead = await readAll(leftOut, "evaluation", evaluation);
console.log("Creating and indexing the demo data…");
const demo = await openIndexedDemo();
const { match } = demo.services;
const withCloseness = async (examples: Example[]): Promise<FitExample[]> =>
  Promise.all(
    examples.map(async (e) => {
      const [nearest] = await match.index.nearest(e.reading.vector, 1);
      return { ...e, closeness: nearest?.similarity ?? 0 };
    }),
  );
const fittingExamples = await withCloseness([...fittingRead.values()].flat());
/** The colors each artist's confirmed work shows (what a client sees on the card and filters by). */
const workColors = new Map(
  (await demo.services.database.db.select({ id: artist.id, colors: WORK_COLORS }).from(artist)).map(
    ({ id, colors }) => [id, colors],
  ),
);

// --- Scoring -------------------------------------------------------------------------------------

class Tally {
  pictures = 0;
  colorTop1 = 0;
  colorTop3 = 0;
  recall = 0;
  recallCount = 0;
  precision = 0;
  precisionCount = 0;
  refused = 0;
  uncertain = 0;
  noArtist = 0;
  scored = 0;
  unequalScores = 0;
  matched = 0;
  firstWearsColor = 0;
  nonNails = 0;
  nonNailsRefused = 0;
  perStyle = new Map<Style, { truth: number; found: number; claimed: number }>();
  colorMisses = new Map<string, number>();

  add(truth: Truth | null, analysis: StyleAnalysis) {
    if (!truth) {
      this.nonNails++;
      if (analysis.presence === "not nails") this.nonNailsRefused++;
      return;
    }
    this.pictures++;
    if (analysis.presence === "not nails") this.refused++;
    if (analysis.presence === "uncertain") this.uncertain++;
    if (analysis.presence !== "not nails" && !analysis.lookFound) this.noArtist++;
    const colors = analysis.colors.map((c) => c.name);
    if (colors[0] && truth.colors.includes(colors[0])) this.colorTop1++;
    else {
      const miss = `${truth.colors.join(" or ")} → ${colors[0] ?? "none"}`;
      this.colorMisses.set(miss, (this.colorMisses.get(miss) ?? 0) + 1);
    }
    if (colors.slice(0, 3).some((c) => truth.colors.includes(c))) this.colorTop3++;
    const detected = analysis.detectedStyles.slice(0, MATCH.maxStyles);
    if (detected.length) {
      this.precisionCount++;
      this.precision += detected.filter((s) => truth.styles.includes(s)).length / detected.length;
    }
    if (truth.styles.length) {
      this.recallCount++;
      this.recall += truth.styles.filter((s) => detected.includes(s)).length / truth.styles.length;
    }
    for (const style of VISIBLE_STYLES) {
      const entry = this.perStyle.get(style) ?? { truth: 0, found: 0, claimed: 0 };
      if (truth.styles.includes(style)) entry.truth++;
      if (truth.styles.includes(style) && detected.includes(style)) entry.found++;
      if (detected.includes(style)) entry.claimed++;
      this.perStyle.set(style, entry);
    }
    const first = analysis.artists[0];
    if (first && analysis.lookFound) {
      this.matched++;
      if (truth.colors.some((color) => (workColors.get(first.id) ?? []).includes(color))) {
        this.firstWearsColor++;
      }
    }
    if (analysis.artists.length > 1) {
      this.scored++;
      if (new Set(analysis.artists.map((a) => a.matchScore)).size > 1) this.unequalScores++;
    }
  }
}

const share = (n: number, of: number) => (of ? (100 * n) / of : NaN);
const pct = (value: number) => (Number.isNaN(value) ? "–" : `${value.toFixed(1)} %`);

/** The figures the targets speak of, as percentages, in the table's order. */
const figures = (t: Tally) => ({
  "color top-1": share(t.colorTop1, t.pictures),
  "color top-3": share(t.colorTop3, t.pictures),
  "style recall@3": share(t.recall, t.recallCount),
  "style precision@3": share(t.precision, t.precisionCount),
  '"nothing similar" on nails': share(t.refused, t.pictures),
  "said uncertain": share(t.uncertain, t.pictures),
  "no artist does the look": share(t.noArtist, t.pictures),
  "non-nail refused": share(t.nonNailsRefused, t.nonNails),
  "scores differ": share(t.unequalScores, t.scored),
  "first artist wears its color": share(t.firstWearsColor, t.matched),
});
type Figures = ReturnType<typeof figures>;
/** Whether a higher figure is better (the worst of a column is its lowest, or its highest). */
const HIGHER_IS_BETTER: Record<keyof Figures, boolean> = {
  "color top-1": true,
  "color top-3": true,
  "style recall@3": true,
  "style precision@3": true,
  '"nothing similar" on nails': false,
  "said uncertain": false,
  "no artist does the look": false,
  "non-nail refused": true,
  "scores differ": true,
  "first artist wears its color": true,
};
const COLUMNS = Object.keys(HIGHER_IS_BETTER) as (keyof Figures)[];

/** The prototype's method on the same pictures: 1–3 random styles, a random color. */
function randomGuess(examples: readonly Example[]): Figures {
  const random = seededRandom(7);
  const tally = new Tally();
  for (const { truth } of examples) {
    if (!truth) continue;
    const styles = [...STYLES].sort(() => random() - 0.5).slice(0, 1 + Math.floor(random() * 3));
    const color = COLORS[Math.floor(random() * COLORS.length)]!;
    tally.add(truth, {
      presence: "nails",
      confidence: 0,
      detectedStyles: styles,
      colors: [{ name: color, hex: "#000000", share: 1 }],
      artists: [],
      lookFound: false,
      ranking: null,
      indexing: null,
      features: [],
      timestamp: "",
    });
  }
  return figures(tally);
}

const rows: { name: string; figures: Figures; variant: string }[] = [];
const details: string[] = [];
for (const generator of leftOut) {
  const started = performance.now();
  const heads = fitHeads(fittingExamples.filter((e) => e.generator !== generator));
  const examples = await withCloseness(evaluationRead.get(generator)!);
  const tallies = { clean: new Tally(), "phone-like": new Tally() };
  for (const e of examples) {
    const { analysis } = await match.decide(e.reading, heads);
    tallies[e.variant === "clean" ? "clean" : "phone-like"].add(e.truth, analysis);
  }
  const random = randomGuess(examples.filter((e) => e.variant === "clean"));
  rows.push({ name: `${generator}: random guess`, figures: random, variant: "random" });
  for (const [variant, tally] of Object.entries(tallies)) {
    rows.push({ name: `${generator} (${variant})`, figures: figures(tally), variant });
    const misses = [...tally.colorMisses].sort((a, b) => b[1] - a[1]).slice(0, 8);
    details.push(
      `${generator} (${variant}), ${tally.pictures} nail pictures, ${tally.nonNails} with none: ` +
        [...tally.perStyle]
          .map(([style, e]) => `${style} ${pct(share(e.found, e.truth))} of ${e.truth}`)
          .join(", ") +
        `\n  main color missed (labelled → named): ${misses.map(([m, n]) => `${m} ${n}`).join(", ")}`,
    );
  }
  console.log(`  ${generator} left out: ${Math.round((performance.now() - started) / 1000)} s`);
}

// --- Own photos ----------------------------------------------------------------------------------

/** What an artist's own photo may look like when someone sends it back. */
const COPIES: Record<string, (image: Buffer) => Promise<Buffer>> = {
  "as uploaded": async (image) => image,
  "re-encoded (JPEG 60)": (image) => sharp(image).jpeg({ quality: 60 }).toBuffer(),
  "cropped to 90 %": async (image) => {
    const { width = 0, height = 0 } = await sharp(image).metadata();
    const w = Math.round(width * 0.9);
    const h = Math.round(height * 0.9);
    return sharp(image)
      .extract({
        left: Math.round((width - w) / 2),
        top: Math.round((height - h) / 2),
        width: w,
        height: h,
      })
      .jpeg({ quality: 85 })
      .toBuffer();
  },
  mirrored: (image) => sharp(image).flop().jpeg({ quality: 85 }).toBuffer(),
  "brightened 20 %": (image) =>
    sharp(image).modulate({ brightness: 1.2 }).jpeg({ quality: 85 }).toBuffer(),
  "a phone screenshot": async (image) => {
    // The photo shown in an app on a 390 × 844 screen: status bar, white margins, text below.
    const photo = await sharp(image).resize(390, 390, { fit: "cover" }).png().toBuffer();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844">
      <rect width="390" height="844" fill="#ffffff"/><rect width="390" height="44" fill="#f2f2f2"/>
      <text x="16" y="30" font-size="16" font-family="sans-serif">9:41</text>
      <text x="16" y="500" font-size="18" font-family="sans-serif">Nail inspo 💅 saved</text>
      <rect x="16" y="520" width="300" height="12" fill="#dddddd"/></svg>`;
    return sharp(Buffer.from(svg))
      .composite([{ input: photo, left: 0, top: 80 }])
      .png()
      .toBuffer();
  },
};
/** Each indexed picture's largest WebP (what the profile shows), and the artists showing it. */
const pool = rowsOf<{ key: string; owners: string[] }>(
  await demo.services.database.db.execute(sql`
    select (select v->>'key' from jsonb_array_elements(variants) v
            where v->>'format' = 'webp' and v->>'thumb' is null
            order by (v->>'width')::int desc limit 1) as key,
           array_agg(distinct artist_id) as owners
    from photo where kind = 'portfolio' group by 1`),
).slice(0, values["own-photos"] ? Number(values["own-photos"]) : undefined);
const ownPhoto = new Map(Object.keys(COPIES).map((name) => [name, 0]));
for (const picture of pool) {
  const original = await demo.services.media.read(picture.key);
  for (const [name, copy] of Object.entries(COPIES)) {
    const analysis = await match.analyse(await copy(original), { heads: FITTED_HEADS });
    if (picture.owners.includes(analysis.artists[0]?.id ?? "")) {
      ownPhoto.set(name, ownPhoto.get(name)! + 1);
    }
  }
}

// --- The report ----------------------------------------------------------------------------------

console.log(
  `\nStyle match, descriptor ${match.descriptor.name}, each generator left out in turn\n`,
);
console.log(`| left out | ${COLUMNS.join(" | ")} |`);
console.log(`|---|${COLUMNS.map(() => "---:").join("|")}|`);
for (const { name, figures: f } of rows) {
  console.log(`| ${name} | ${COLUMNS.map((c) => pct(f[c])).join(" | ")} |`);
}
for (const variant of ["clean", "phone-like"]) {
  const of = rows.filter((r) => r.variant === variant);
  const worst = COLUMNS.map((c) => {
    const values = of.map((r) => r.figures[c]).filter((v) => !Number.isNaN(v));
    if (!values.length) return "–";
    const value = HIGHER_IS_BETTER[c] ? Math.min(...values) : Math.max(...values);
    const at = of.find((r) => r.figures[c] === value)!.name.split(" ")[0];
    return `**${pct(value)}** (${at})`;
  });
  console.log(`| worst left out (${variant}) | ${worst.join(" | ")} |`);
}
console.log(`\n${details.join("\n")}`);
console.log(`\nOwn photos (${pool.length} indexed pictures, shipped heads), artist first:`);
for (const [name, found] of ownPhoto)
  console.log(`  ${name}: ${pct(share(found, pool.length))} (${found}/${pool.length})`);
await demo.close();
