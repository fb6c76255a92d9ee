// npm run bench:match-logo: the style match's readings, leaving out one generator at a time, in
// seconds: the heads fitted on the other generators' fitting pictures and applied to the left-out
// generator's evaluation readings, without the artists (bench:match-eval decides those through
// the real path). For comparing a change to a head, its features or its fitting: every figure is
// on a generator left out, and the worst counts.
//
// The readings come from the cache bench:match-eval and fit:all fill (server/fit/readings.ts);
// each reading's closeness to the indexed demo photos is kept beside them once computed.
//
// Options: --pictures, --non-nail, --phones, --fitting-pictures, --fitting-non-nail, --fitting-phones as
// bench:match-eval; --screen measures on the left-out generator's fitting pictures instead, so a
// change can be screened without looking at any evaluation picture; --confusion lists the main
// colors most often read as another; --styles adds how often the likeliest shape and the
// likeliest technique are the picture's own; --kinds how often each kind of picture without nails
// is refused; --learned-pixels has the finder start from the learned pixel reading, each
// generator read with one fitted without it, its nail score moved by --nail-bias (and with
// --presence-from-rules, presence still decided on the rules' readings); --left-out
// canvas,painted leaves out only those (a quicker screen; the worst of all five still counts).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { MATCH } from "~/core/match";
import { fitHeads, techniqueAndShapeOf, type FitExample } from "~/server/fit/fit-heads";
import { openIndexedDemo } from "~/server/fit/indexed-demo";
import {
  drawsNonNails,
  GENERATORS,
  nonNailKindOf,
  type Generator,
} from "~/server/fit/labelled-pictures";
import {
  cachedSetName,
  readAll,
  setSizeOptions,
  setSizesOf,
  readingCodeHash,
  READINGS_CACHE,
  type Example,
  type PixelsFile,
} from "~/server/fit/readings";
import { pixelsWithout } from "~/server/fit/pixel-surfaces";
import { NAIL_BIAS } from "~/server/match/pixel-reading";
import { detectorFeaturesOf } from "~/server/match/analysis";
import { likeliestStyles, NAMING, readLook } from "~/server/match/look";
import { chooseColors } from "~/server/match/nail-colors";
import { nailEvidence, presenceOf } from "~/server/match/presence";

const { values } = parseArgs({
  options: {
    ...setSizeOptions("evaluation"),
    ...setSizeOptions("fitting", "fitting-"),
    screen: { type: "boolean", default: false },
    confusion: { type: "boolean", default: false },
    styles: { type: "boolean", default: false },
    kinds: { type: "boolean", default: false },
    "learned-pixels": { type: "boolean", default: false },
    "presence-from-rules": { type: "boolean", default: false },
    "left-out": { type: "string" },
    "nail-bias": { type: "string", default: String(NAIL_BIAS) },
  },
});
const evaluation = setSizesOf(values);
const fitting = setSizesOf(values, "fitting-");

/** Which picture a reading is of, whatever read it. */
const keyOf = (e: Example) =>
  `${e.generator}:${cachedSetName(e.set)}:${e.truth ? "nails" : "none"}:${e.n}:${e.variant}`;

/** Each reading's closeness to the indexed demo photos, kept beside the readings. */
async function withCloseness(all: Example[]): Promise<FitExample[]> {
  const files = new Map<Generator, string>(
    GENERATORS.map((g) => [g, path.join(READINGS_CACHE, readingCodeHash(g), "closeness.json")]),
  );
  const known = new Map<string, number>();
  for (const file of new Set(files.values())) {
    if (fs.existsSync(file)) {
      for (const [k, v] of Object.entries(
        JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, number>,
      ))
        known.set(k, v);
    }
  }
  const missing = all.filter((e) => !known.has(keyOf(e)));
  if (missing.length) {
    console.log(`Indexing the demo data for the closeness of ${missing.length} readings…`);
    const demo = await openIndexedDemo();
    for (const e of missing) {
      const [nearest] = await demo.services.match.index.nearest(e.reading.vector, 1);
      known.set(keyOf(e), nearest?.similarity ?? 0);
    }
    await demo.close();
    for (const [generator, file] of files) {
      const mine = Object.fromEntries([...known].filter(([k]) => k.startsWith(`${generator}:`)));
      fs.writeFileSync(file, JSON.stringify(mine));
    }
  }
  return all.map((e) => ({ ...e, closeness: known.get(keyOf(e))! }));
}

/**
 * Every generator's fitting readings and the readings measured (screening measures each left-out
 * generator on its fitting pictures, never on its evaluation ones), the finder starting from
 * `pixels` where given.
 */
async function readSets(pixels?: PixelsFile) {
  const read = async (set: "fitting" | "evaluation") =>
    withCloseness(
      [
        ...(
          await readAll(GENERATORS, set, { ...(set === "fitting" ? fitting : evaluation), pixels })
        ).values(),
      ].flat(),
    );
  const fittingExamples = await read("fitting");
  return {
    fittingExamples,
    measuredExamples: values.screen ? fittingExamples : await read("evaluation"),
  };
}
const learnedPixels = values["learned-pixels"];
const shared = learnedPixels ? null : await readSets();
/** The rules' readings, by picture, where presence is decided on them. */
const rulesReadings = learnedPixels && values["presence-from-rules"] ? await readSets() : undefined;
const rulesTwin = new Map(
  [...(rulesReadings?.fittingExamples ?? []), ...(rulesReadings?.measuredExamples ?? [])].map(
    (e) => [keyOf(e), e],
  ),
);
if (learnedPixels) {
  // The match's own readings first: a reading with another pixel reading takes their descriptors.
  await readAll(GENERATORS, "fitting", fitting);
  if (!values.screen) await readAll(GENERATORS, "evaluation", evaluation);
}

const rows: string[][] = [];
const worst: number[][] = [];
/** Per left-out generator: "truth → read" of each missed main color, and how often. */
const confusions = new Map<Generator, Map<string, number>>();
/** Per left-out generator and variant: each kind of picture without nails, refused and shown. */
const kinds = new Map<string, Map<string, { refused: number; shown: number }>>();
const leftOut = (values["left-out"]?.split(",") ?? GENERATORS) as Generator[];
for (const generator of leftOut) {
  if (!GENERATORS.includes(generator)) throw new Error(`--left-out: ${generator}?`);
  // With --learned-pixels, every picture is read with a pixel reading fitted without this one's
  // generator (the others' too: the heads are fitted on what that reading makes of them).
  const { fittingExamples, measuredExamples } =
    shared ?? (await readSets(await pixelsWithout(generator, Number(values["nail-bias"]))));
  const heads = fitHeads(fittingExamples.filter((e) => e.generator !== generator));
  const presenceHeads = rulesReadings
    ? fitHeads(rulesReadings.fittingExamples.filter((e) => e.generator !== generator))
    : heads;
  for (const variant of ["clean", "phone-like"]) {
    const examples = measuredExamples.filter(
      (e) => e.generator === generator && (e.variant === "clean") === (variant === "clean"),
    );
    let pictures = 0;
    let top1 = 0;
    let recall = 0;
    let recallCount = 0;
    let refused = 0;
    let uncertain = 0;
    let nonNails = 0;
    let nonNailsRefused = 0;
    let shapeRight = 0;
    let techniqueRight = 0;
    for (const e of examples) {
      const presenceReading = rulesReadings ? rulesTwin.get(keyOf(e))!.reading : e.reading;
      const presence = presenceOf(
        nailEvidence(presenceReading.framings),
        { closeness: e.closeness, vector: e.reading.vector },
        presenceHeads,
      );
      if (!e.truth) {
        nonNails++;
        if (presence === "not nails") nonNailsRefused++;
        if (!drawsNonNails(generator)) continue;
        const kind = nonNailKindOf(generator, e.n);
        const row = `${generator} (${variant})`;
        const byKind = kinds.get(row) ?? kinds.set(row, new Map()).get(row)!;
        const tally = byKind.get(kind) ?? byKind.set(kind, { refused: 0, shown: 0 }).get(kind)!;
        tally.shown++;
        if (presence === "not nails") tally.refused++;
        continue;
      }
      pictures++;
      if (presence === "not nails") refused++;
      if (presence === "uncertain") uncertain++;
      if (presence === "not nails") {
        if (e.truth.styles.length) recallCount++;
        continue;
      }
      const [main] = chooseColors(e.reading.colors, e.reading.framings, heads.colors);
      if (main && e.truth.colors.includes(main.name)) top1++;
      else {
        const missed = confusions.get(generator) ?? new Map<string, number>();
        const among = e.reading.colors.candidates.some((c) =>
          e.truth!.colors.includes(c.color.name),
        );
        const key = `${e.truth.colors[0]} → ${main?.name ?? "none"}${among ? "" : " (not a candidate)"}`;
        missed.set(key, (missed.get(key) ?? 0) + 1);
        confusions.set(generator, missed);
      }
      const look = readLook(
        detectorFeaturesOf(e.reading),
        presence,
        heads,
        NAMING.inspiration,
        e.reading.vector,
      );
      const named = look.styles.slice(0, MATCH.maxStyles);
      const likeliest = likeliestStyles(look.probabilities);
      const own = techniqueAndShapeOf(e.truth.styles);
      if (likeliest.shape === own.shape) shapeRight++;
      if (likeliest.technique === own.technique) techniqueRight++;
      if (e.truth.styles.length) {
        recallCount++;
        recall += e.truth.styles.filter((s) => named.includes(s)).length / e.truth.styles.length;
      }
    }
    const figures = [
      (100 * top1) / pictures,
      (100 * recall) / recallCount,
      (100 * refused) / pictures,
      (100 * uncertain) / pictures,
      nonNails ? (100 * nonNailsRefused) / nonNails : NaN,
      ...(values.styles
        ? [(100 * shapeRight) / (pictures - refused), (100 * techniqueRight) / (pictures - refused)]
        : []),
    ];
    worst.push(figures);
    rows.push([
      `${generator} (${variant})`,
      ...figures.map((f) => (Number.isNaN(f) ? "–" : f.toFixed(1))),
    ]);
  }
}
const columns = [
  "color top-1",
  "style recall@3",
  "nails refused",
  "said uncertain",
  "non-nail refused",
  ...(values.styles ? ["likeliest shape", "likeliest technique"] : []),
];
const lowIsBad = [true, true, false, false, true, true, true];
console.log(
  `\nMeasured on each left-out generator's ${values.screen ? "fitting" : "evaluation"} pictures.`,
);
console.log(
  `\n| left out | ${columns.join(" | ")} |\n|---|${columns.map(() => "---:").join("|")}|`,
);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
console.log(
  `| worst | ${columns
    .map((_, c) => {
      const of = worst.map((f) => f[c]!).filter((v) => !Number.isNaN(v));
      return (lowIsBad[c] ? Math.min(...of) : Math.max(...of)).toFixed(1);
    })
    .join(" | ")} |`,
);
if (values.confusion) {
  for (const [generator, missed] of confusions) {
    const top = [...missed].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`\n${generator}: ${top.map(([k, n]) => `${k} ${n}`).join(", ")}`);
  }
}
if (values.kinds) {
  console.log("\nPictures without nails refused, by kind:");
  for (const [row, byKind] of kinds) {
    const listed = [...byKind].map(([kind, { refused, shown }]) => `${kind} ${refused}/${shown}`);
    console.log(`${row}: ${listed.join(", ")}`);
  }
}
