// The nail finder scored against what a generator drew: each pixel's truth (backdrop, skin, nail,
// other) from the label image the generator draws beside its picture (`server/fit/surface-labels.ts`),
// read at the views the match reads (whole frame, middle 90 % and 80 %), beside what `findNails`
// made of it. Prints, per framing, how the finder's regions split each true surface, how many
// true nails it finds by their size, and what its found nails lie on; then the whole frame's
// figures by the picture's factors.
//
//   npm run bench:match-finder -- [--generator canvas|painted|lit|raster] [--pictures 200]
//     [--first-seed 1000000] [--learned-pixels [--nail-bias=-2]]
//
// With --learned-pixels the finder starts from the learned pixel reading fitted without the
// generator (server/fit/pixel-surfaces.ts `pixelsWithout`), its nail score moved by --nail-bias.
//
// The pictures are fitting pictures (seeds from 1,000,000), clean (a phone's tilt and crop would
// move the pixels off their labels): a diagnostic of where the finder goes wrong, for choosing
// what to change; it measures nothing held out.
import { parseArgs } from "node:util";
import { PICTURE_SETS } from "~/server/fit/labelled-pictures";
import {
  LABELLED_SURFACES,
  SURFACE_GENERATORS,
  surfacesInView,
  type SurfaceGenerator,
} from "~/server/fit/labelled-surfaces";
import { SURFACES } from "~/server/fit/surface-labels";
import { pixelsWithout, readPixelsFile } from "~/server/fit/pixel-surfaces";
import { findNails, Region } from "~/server/match/nails";
import { NAIL_BIAS } from "~/server/match/pixel-reading";
import { CLOSER_FRAMINGS, detailOf } from "~/server/match/raster";

const { values } = parseArgs({
  options: {
    generator: { type: "string", default: "canvas" },
    pictures: { type: "string", default: "200" },
    "first-seed": { type: "string", default: String(PICTURE_SETS.fitting.firstSeed) },
    "learned-pixels": { type: "boolean", default: false },
    "nail-bias": { type: "string", default: String(NAIL_BIAS) },
  },
});
const pictures = Number(values.pictures);
const firstSeed = Number(values["first-seed"]);

const TRUTH = SURFACES;
/** The finder's regions by their values (Region), as the tables name them. */
const FOUND = Object.keys(Region).map((name) => name.toLowerCase());
const NAIL = SURFACES.indexOf("nail");

const generator = values.generator as SurfaceGenerator;
if (!SURFACE_GENERATORS.includes(generator)) {
  throw new Error(`--generator: one of ${SURFACE_GENERATORS.join(", ")}`);
}
const learned = values["learned-pixels"]
  ? readPixelsFile((await pixelsWithout(generator, Number(values["nail-bias"]))).file)
  : null;

/** A true nail's size, as a share of the view (the finder's smallest nail is 0.12 %). */
const SIZE_BINS = [0.0006, 0.0012, 0.003, 0.01, Infinity] as const;
const sizeBin = (share: number) => SIZE_BINS.findIndex((top) => share < top);
const binName = (b: number) =>
  SIZE_BINS[b] === Infinity
    ? `≥ ${(SIZE_BINS[b - 1]! * 100).toFixed(2)} %`
    : `< ${(SIZE_BINS[b]! * 100).toFixed(2)} %`;

/** The 4-connected pieces of the pixels labelled `label`. */
function piecesOf(labels: Uint8Array, width: number, label: number): Int32Array {
  const piece = new Int32Array(labels.length).fill(-1);
  let next = 0;
  const stack: number[] = [];
  for (let start = 0; start < labels.length; start++) {
    if (labels[start] !== label || piece[start] !== -1) continue;
    piece[start] = next;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      for (const j of [i - width, i + width, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1]) {
        if (j >= 0 && j < labels.length && labels[j] === label && piece[j] === -1) {
          piece[j] = next;
          stack.push(j);
        }
      }
    }
    next++;
  }
  return piece;
}

interface Tally {
  /** Pixels: [truth][found region]. */
  regions: number[][];
  /** True nails by size bin: how many, and how many the finder found. */
  nails: number[];
  nailsFound: number[];
  /** True nails' pixels by size bin, and those the finder calls polish. */
  nailPixels: number[];
  nailPixelsPolish: number[];
  /** Found nails by what most of their free edge lies on. */
  foundOn: number[];
  pictures: number;
  /** Pictures showing 2–12 found nails, and those with at least two true ones among them. */
  showing: number;
  showingTrue: number;
}

const newTally = (): Tally => ({
  regions: TRUTH.map(() => FOUND.map(() => 0)),
  nails: SIZE_BINS.map(() => 0),
  nailsFound: SIZE_BINS.map(() => 0),
  nailPixels: SIZE_BINS.map(() => 0),
  nailPixelsPolish: SIZE_BINS.map(() => 0),
  foundOn: TRUTH.map(() => 0),
  pictures: 0,
  showing: 0,
  showingTrue: 0,
});

function score(tally: Tally, truth: Uint8Array, found: ReturnType<typeof findNails>) {
  const { width, region, freeEdges } = found;
  for (let i = 0; i < truth.length; i++) tally.regions[truth[i]!]![region[i]!]!++;
  const piece = piecesOf(truth, width, NAIL);
  const pieces = Math.max(-1, ...piece) + 1;
  const area = new Array<number>(pieces).fill(0);
  const polish = new Array<number>(pieces).fill(0);
  for (let i = 0; i < truth.length; i++) {
    if (piece[i]! < 0) continue;
    area[piece[i]!]!++;
    if (region[i] === Region.Polish) polish[piece[i]!]!++;
  }
  const hit = new Set<number>();
  let trueFound = 0;
  for (const edge of freeEdges) {
    const on = TRUTH.map(() => 0);
    const votes = new Map<number, number>();
    for (const i of edge) {
      on[truth[i]!]!++;
      if (piece[i]! >= 0) votes.set(piece[i]!, (votes.get(piece[i]!) ?? 0) + 1);
    }
    const most = on.indexOf(Math.max(...on));
    tally.foundOn[most]!++;
    if (most === NAIL) {
      trueFound++;
      const best = [...votes].sort((a, b) => b[1] - a[1])[0];
      if (best) hit.add(best[0]);
    }
  }
  for (let p = 0; p < pieces; p++) {
    const b = sizeBin(area[p]! / truth.length);
    tally.nails[b]!++;
    tally.nailPixels[b]! += area[p]!;
    tally.nailPixelsPolish[b]! += polish[p]!;
    if (hit.has(p)) tally.nailsFound[b]!++;
  }
  tally.pictures++;
  const shows = freeEdges.length >= 2 && freeEdges.length <= 12;
  if (shows) tally.showing++;
  if (shows && trueFound >= 2) tally.showingTrue++;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : "–");

function printTally(name: string, t: Tally) {
  console.log(`\n## ${name} (${t.pictures} pictures)`);
  console.log(
    `shows nails (2–12 found): ${pct(t.showing, t.pictures)}; with ≥ 2 true nails among them: ${pct(t.showingTrue, t.pictures)}`,
  );
  console.log("\ntrue surface → the finder's region (share of the surface's pixels)");
  console.log(`| truth | pixels | ${FOUND.join(" | ")} |`);
  console.log(`| --- | ---: | ${FOUND.map(() => "---:").join(" | ")} |`);
  TRUTH.forEach((label, l) => {
    const row = t.regions[l]!;
    const total = row.reduce((s, v) => s + v, 0);
    console.log(`| ${label} | ${total} | ${row.map((v) => pct(v, total)).join(" | ")} |`);
  });
  console.log("\ntrue nails by their size in the view");
  console.log("| size | nails | found | pixels called polish |");
  console.log("| --- | ---: | ---: | ---: |");
  SIZE_BINS.forEach((_, b) => {
    console.log(
      `| ${binName(b)} | ${t.nails[b]} | ${pct(t.nailsFound[b]!, t.nails[b]!)} | ${pct(t.nailPixelsPolish[b]!, t.nailPixels[b]!)} |`,
    );
  });
  const foundTotal = t.foundOn.reduce((s, v) => s + v, 0);
  console.log(
    `\nfound nails: ${foundTotal}; their free edge mostly on ${TRUTH.map((label, l) => `${label} ${pct(t.foundOn[l]!, foundTotal)}`).join(", ")}`,
  );
}

const framings = [1, ...CLOSER_FRAMINGS];
const byFraming = framings.map(newTally);
const byFactor = new Map<string, Tally>();
const factorTally = (key: string) => {
  if (!byFactor.has(key)) byFactor.set(key, newTally());
  return byFactor.get(key)!;
};

for (let n = 0; n < pictures; n++) {
  const seed = firstSeed + n;
  const { photo, labels, factors } = await LABELLED_SURFACES[generator](seed);
  for (const [f, middle] of framings.entries()) {
    const view = await detailOf(photo, { middle });
    const truth = await surfacesInView(photo, labels, middle);
    if (truth.length !== view.width * view.height) {
      throw new Error(`picture ${seed}: the labels' view differs from the photo's`);
    }
    const found = findNails(view, { learned });
    score(byFraming[f]!, truth, found);
    if (middle === 1) for (const key of ["all", ...factors]) score(factorTally(key), truth, found);
  }
  if ((n + 1) % 25 === 0) console.error(`${n + 1} of ${pictures} pictures`);
}

console.log(
  `# The finder against ${generator}'s labels: ${pictures} fitting pictures from seed ${firstSeed}, clean`,
);
framings.forEach((middle, f) => printTally(`framing ${middle}`, byFraming[f]!));

console.log("\n## The whole frame by factor");
console.log(
  "| factor | pictures | shows nails | ≥ 2 true | true nails found | nail pixels called polish | skin called polish | backdrop called polish | found nails on a nail |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
// "all" first, then the factors by name.
const ordered = [...byFactor].sort(([a], [b]) =>
  a === "all" ? -1 : b === "all" ? 1 : a.localeCompare(b),
);
for (const [key, t] of ordered) {
  const sum = (xs: number[]) => xs.reduce((s, v) => s + v, 0);
  const row = (l: number) => t.regions[l]!;
  console.log(
    `| ${key} | ${t.pictures} | ${pct(t.showing, t.pictures)} | ${pct(t.showingTrue, t.pictures)} | ${pct(sum(t.nailsFound), sum(t.nails))} | ${pct(row(2)[2]!, sum(row(2)))} | ${pct(row(1)[2]!, sum(row(1)))} | ${pct(row(0)[2]!, sum(row(0)))} | ${pct(t.foundOn[2]!, sum(t.foundOn))} |`,
  );
}
