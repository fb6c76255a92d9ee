import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seededRandom } from "~/core/seeded-random";
import type { PhotoReader, PhotoReading } from "../match/reader";
import {
  labelledPictures,
  NON_NAIL_PICTURES,
  PICTURE_SETS,
  type Generator,
  type PictureSet,
  type Truth,
} from "./labelled-pictures";
import { codeHash } from "./code-hash";
import { asIfFromAPhone } from "./phone-like";
import { base64Of, vectorOf } from "../match/vector-base64";

// Labelled pictures read as the style match reads them (`StyleMatch.read`), kept on disk: reading
// thousands of pictures takes tens of minutes, and fitting or evaluating a head on them seconds.
// A reading depends on the code that draws and reads pictures, never on a fitted head, so the
// cache is keyed by that code's hash: any change to it reads everything again.

/** One picture as read: where it comes from, what it shows (null: no nails), and the reading. */
export interface Example {
  generator: Generator;
  set: PictureSet;
  /** Its place in the set. */
  n: number;
  /** "clean", or "phone k": the k-th phone's delivery of it (server/fit/phone-like). */
  variant: string;
  truth: Truth | null;
  reading: PhotoReading;
}

/** Where the code a reading depends on starts: the reader and the phone, then each generator's. */
const READING_CODE = ["server/match/reader.ts", "server/fit/phone-like.ts"];
const GENERATOR_CODE: Record<Generator, string[]> = {
  demo: ["server/demo/nail-art/index.ts", "server/fit/non-nail-scenes.ts"],
  painted: ["server/fit/painted-nails/index.ts"],
  lit: ["server/fit/lit-nails/index.ts"],
  raster: ["server/eval/raster-nails/index.ts"],
  canvas: ["server/fit/canvas-nails/index.ts"],
};
const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The hash of the code a generator's readings depend on: every file the reader, the phone and the
 * generator import, transitively (the fitted pixel reading the finder starts from is among them;
 * no head is, nor the labels, which are read afresh), and the image and network libraries'
 * versions.
 */
export const readingCodeHash = (generator: Generator) =>
  codeHash([...READING_CODE, ...GENERATOR_CODE[generator]]);

export const READINGS_CACHE = path.join(ROOT, "node_modules/.cache/nailmatch/readings");

/**
 * How the caches name a set: by its first seed too, so a set drawn afresh never reads another
 * set's cached readings or closenesses.
 */
export const cachedSetName = (set: PictureSet) => `${set}-${PICTURE_SETS[set].firstSeed}`;

interface Stored extends Omit<Example, "reading"> {
  reading: Omit<PhotoReading, "vector" | "mirrored" | "prints"> & {
    vector: string;
    mirrored: string;
    prints: { coarse: string; fine: string; blownOut: StoredBlownOut | null }[];
  };
}

type StoredBlownOut = { lightness: string; color: string; planes: [boolean, boolean, boolean] };

const store = (example: Example): Stored => ({
  ...example,
  reading: {
    ...example.reading,
    vector: base64Of(example.reading.vector),
    mirrored: base64Of(example.reading.mirrored),
    prints: example.reading.prints.map((print) => ({
      coarse: base64Of(print.coarse),
      fine: base64Of(print.fine),
      blownOut: print.blownOut && {
        lightness: Buffer.from(print.blownOut.lightness).toString("base64"),
        color: Buffer.from(print.blownOut.color).toString("base64"),
        planes: [...print.blownOut.planes],
      },
    })),
  },
});

const load = (stored: Stored): Example => ({
  ...stored,
  reading: {
    ...stored.reading,
    vector: vectorOf(stored.reading.vector),
    mirrored: vectorOf(stored.reading.mirrored),
    prints: stored.reading.prints.map((print) => ({
      coarse: vectorOf(print.coarse),
      fine: vectorOf(print.fine),
      blownOut: print.blownOut && {
        lightness: Uint8Array.from(Buffer.from(print.blownOut.lightness, "base64")),
        color: Uint8Array.from(Buffer.from(print.blownOut.color, "base64")),
        planes: print.blownOut.planes,
      },
    })),
  },
});

/** The k-th phone's random stream for the n-th picture of a set (the same whatever the count). */
const phoneStream = (firstSeed: number, n: number, k: number) =>
  seededRandom((firstSeed + n) * 16 + k + 1);

export interface ReadOptions {
  /** Nail pictures, and pictures with no nails (where the generator draws them). */
  count: number;
  nonNails: number;
  /** Phone-like deliveries read beside each clean picture. */
  phones: number;
  /** Told each time another 50 pictures are read. */
  progress?: (message: string) => void;
  /**
   * The pixel reading the finder starts from, when not the match's: one fitted without the
   * generator being measured (./pixel-surfaces `pixelsWithout`).
   */
  pixels?: PixelsFile;
}

/** A learned pixel reading kept in a file, and the hash of what it holds. */
export interface PixelsFile {
  file: string;
  hash: string;
}

/** A script's options for a set's sizes (`--pictures`, `--non-nail`, `--phones`), its defaults. */
export function setSizeOptions(set: PictureSet, prefix = "") {
  const { count, nonNails, phones } = PICTURE_SETS[set];
  return {
    [`${prefix}pictures`]: { type: "string", default: String(count) },
    [`${prefix}non-nail`]: { type: "string", default: String(nonNails) },
    [`${prefix}phones`]: { type: "string", default: String(phones) },
  } as const;
}

/** The sizes a script was given by `setSizeOptions`. */
export function setSizesOf(
  values: Record<string, unknown>,
  prefix = "",
): Pick<ReadOptions, "count" | "nonNails" | "phones"> {
  return {
    count: Number(values[`${prefix}pictures`]),
    nonNails: Number(values[`${prefix}non-nail`]),
    phones: Number(values[`${prefix}phones`]),
  };
}

/**
 * A generator's set read by `match`, from the cache where it has them: `count` nail pictures and
 * `nonNails` pictures with no nails, each clean and as `phones` phones deliver it.
 */
export async function readExamples(
  reader: Pick<PhotoReader, "read" | "readNails">,
  generator: Generator,
  set: PictureSet,
  { count, nonNails, phones, progress, pixels }: ReadOptions,
): Promise<Example[]> {
  const fileOf = (read: PixelsFile | undefined) => {
    const dir = path.join(
      READINGS_CACHE,
      readingCodeHash(generator) + (read ? `-pixels-${read.hash}` : ""),
    );
    fs.mkdirSync(dir, { recursive: true });
    return path.join(dir, `${generator}-${cachedSetName(set)}.jsonl`);
  };
  const file = fileOf(pixels);
  const cached = cachedIn(file);
  // Another pixel reading changes only the nails: the network's readings are taken from the
  // match's own where it has read the picture.
  const described = pixels ? cachedIn(fileOf(undefined)) : new Map<string, Example>();
  const { firstSeed } = PICTURE_SETS[set];
  const variants = ["clean", ...Array.from({ length: phones }, (_, k) => `phone ${k + 1}`)];
  const examples: Example[] = [];
  let read = 0;
  const take = async (n: number, truth: Truth | null, picture: () => Promise<Buffer>) => {
    const wanted = variants.map((variant) => ({ generator, set, n, variant, truth }));
    const missing = wanted.filter((w) => !cached.has(keyOf(w)));
    if (missing.length) {
      const clean = await picture();
      for (const w of missing) {
        const k = w.variant === "clean" ? 0 : Number(w.variant.split(" ")[1]);
        const image = k === 0 ? clean : await asIfFromAPhone(clean, phoneStream(firstSeed, n, k));
        const base = described.get(keyOf(w))?.reading;
        const reading = base
          ? { ...base, ...(await reader.readNails(image)) }
          : await reader.read(image);
        const example = { ...w, reading };
        cached.set(keyOf(example), example);
        fs.appendFileSync(file, `${JSON.stringify(store(example))}\n`);
      }
      if (++read % 50 === 0) progress?.(`${generator} ${set}: ${read} pictures read`);
    }
    // The labels are today's: a cached reading is of the same picture, labelled maybe otherwise.
    for (const w of wanted) examples.push({ ...cached.get(keyOf(w))!, truth });
  };
  const pictures = labelledPictures(generator, count, firstSeed);
  for (const [n, { truth, draw }] of pictures.entries()) await take(n, truth, draw);
  const noNails = NON_NAIL_PICTURES[generator];
  if (noNails) {
    for (let n = 0; n < nonNails; n++) await take(n, null, () => noNails(firstSeed, n));
  }
  return examples;
}

/** The readings a cache file holds, by `keyOf`. */
function cachedIn(file: string): Map<string, Example> {
  const cached = new Map<string, Example>();
  if (!fs.existsSync(file)) return cached;
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line) continue;
    const example = load(JSON.parse(line) as Stored);
    cached.set(keyOf(example), example);
  }
  return cached;
}

const keyOf = (e: Pick<Example, "n" | "variant" | "truth">) =>
  `${e.truth ? "nails" : "none"}:${e.n}:${e.variant}`;

/**
 * `readExamples` for several generators at once, each generator's missing pictures read in a
 * process of its own, as many at a time as there are cores (reading is most of the time).
 */
export async function readAll(
  generators: readonly Generator[],
  set: PictureSet,
  options: ReadOptions,
): Promise<Map<Generator, Example[]>> {
  const queue = [...generators];
  const run = async () => {
    for (let generator = queue.shift(); generator; generator = queue.shift()) {
      const args = [
        path.join(ROOT, "scripts/read-pictures.ts"),
        generator,
        set,
        String(options.count),
        String(options.nonNails),
        String(options.phones),
        ...(options.pixels ? [options.pixels.file] : []),
      ];
      const child = spawn(path.join(ROOT, "node_modules/.bin/tsx"), args, {
        cwd: ROOT,
        stdio: ["ignore", "inherit", "inherit"],
      });
      const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
      if (code !== 0) throw new Error(`reading ${generator}'s ${set} pictures failed (${code})`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), queue.length) }, run));
  const unread: Pick<PhotoReader, "read" | "readNails"> = {
    read: () => Promise.reject(new Error("a picture was not read")),
    readNails: () => Promise.reject(new Error("a picture was not read")),
  };
  const all = new Map<Generator, Example[]>();
  for (const generator of generators) {
    all.set(
      generator,
      await readExamples(unread, generator, set, { ...options, progress: undefined }),
    );
  }
  return all;
}
