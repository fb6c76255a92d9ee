import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Logger } from "../logger";
import { readFramings } from "./analysis";
import { storedPrintOf, type StoredPrint } from "./copy-print";
import { meanDirection, type Descriptor } from "./descriptors";
import { base64Of, vectorOf } from "./vector-base64";

// What the index keeps of a photo (its vector and copy print), cached on this machine by the
// photo's bytes, so that a new database of known photos (a test server's, a second demo start) is
// indexed without running the network: about a quarter of a second of CPU per photo. Each entry
// sits under the fingerprint of the code that described it: a fixed picture described now, so
// any change to the descriptor, its framings or the copy print reads everything afresh.

/** Where descriptions are kept between databases on this machine. */
export const PHOTO_DESCRIPTION_CACHE = path.resolve(
  "node_modules/.cache/nailmatch/photo-descriptions",
);

/** What the index keeps of a photo: its framings' mean vector, and its copy print. */
export interface IndexedDescription {
  vector: Float32Array;
  print: StoredPrint | null;
}

/**
 * What the index keeps of a photo, worked out. Stored whole only: a portfolio photo is not looked
 * for inside a screenshot.
 */
export async function describeForIndex(
  descriptor: Descriptor,
  image: Buffer,
): Promise<IndexedDescription> {
  const [framings, print] = await Promise.all([readFramings(image), storedPrintOf(image)]);
  const vector = meanDirection(
    await Promise.all(framings.map((picture) => descriptor.describe(picture))),
  );
  return { vector, print };
}

interface StoredDescription {
  vector: string;
  print: { coarse: string; fine: string } | null;
}

const hashOf = (...parts: (string | Buffer)[]) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest("hex").slice(0, 32);
};

/** The fixed picture whose description fingerprints the code: bands of color and a bright oval. */
export async function fingerprintPicture(): Promise<Buffer> {
  const width = 96;
  const height = 72;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inOval = ((x - 48) / 18) ** 2 + ((y - 36) / 26) ** 2 < 1;
      const i = (y * width + x) * 3;
      pixels[i] = inOval ? 214 : 40 + ((x * 2) % 160);
      pixels[i + 1] = inOval ? 58 : 90 + ((y * 3) % 120);
      pixels[i + 2] = inOval ? 112 : 160 - ((x + y) % 90);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** `describeForIndex`, through the cache when there is one. */
export class IndexDescriber {
  private readonly descriptor: Descriptor;
  private readonly key: string;
  private readonly logger: Logger;
  private readonly cache: DescriptionCache | null;
  /** The cache's name for today's describing code, once worked out (null in it: no cache). */
  private fingerprint: Promise<string | null> | null = null;

  /** `key`: the index's name for the descriptor and framings; `cacheDir` null: no cache. */
  constructor(options: {
    descriptor: Descriptor;
    key: string;
    cacheDir: string | null;
    logger: Logger;
  }) {
    this.descriptor = options.descriptor;
    this.key = options.key;
    this.logger = options.logger;
    this.cache = options.cacheDir ? new DescriptionCache(options.cacheDir, options.logger) : null;
  }

  async describe(image: Buffer): Promise<IndexedDescription> {
    if (!this.cache) return describeForIndex(this.descriptor, image);
    this.fingerprint ??= fingerprintPicture()
      .then((picture) => describeForIndex(this.descriptor, picture))
      .then((described) => DescriptionCache.fingerprintOf(this.key, described))
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, "photo descriptions not cached");
        return null;
      });
    const fingerprint = await this.fingerprint;
    if (!fingerprint) return describeForIndex(this.descriptor, image);
    const cached = await this.cache.get(fingerprint, image);
    if (cached) return cached;
    const described = await describeForIndex(this.descriptor, image);
    await this.cache.put(fingerprint, image, described);
    return described;
  }
}

export class DescriptionCache {
  private readonly dir: string;
  private readonly logger: Logger;

  constructor(dir: string, logger: Logger) {
    this.dir = dir;
    this.logger = logger;
  }

  /**
   * The name of the code that describes `fingerprintPicture()` as `described` (under `key`, the
   * index's name for its descriptor and framings): its descriptions' folder.
   */
  static fingerprintOf(key: string, described: IndexedDescription): string {
    return hashOf(
      key,
      base64Of(described.vector),
      described.print ? base64Of(described.print.coarse) : "",
      described.print ? base64Of(described.print.fine) : "",
    );
  }

  /** The description of a photo with these bytes, or null when none is kept (or it is damaged). */
  async get(fingerprint: string, image: Buffer): Promise<IndexedDescription | null> {
    const file = path.join(this.dir, fingerprint, `${hashOf(image)}.json`);
    let stored: StoredDescription;
    try {
      stored = JSON.parse(await fs.readFile(file, "utf8")) as StoredDescription;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
        this.logger.warn({ err: error, file }, "photo description cache damaged; describing again");
        await fs.rm(file, { force: true });
      }
      return null;
    }
    return {
      vector: vectorOf(stored.vector),
      print: stored.print && {
        coarse: vectorOf(stored.print.coarse),
        fine: vectorOf(stored.print.fine),
      },
    };
  }

  /** Keeps a description; written aside and renamed, so a reader never sees half of one. */
  async put(fingerprint: string, image: Buffer, described: IndexedDescription): Promise<void> {
    const file = path.join(this.dir, fingerprint, `${hashOf(image)}.json`);
    const draft = `${file}.${randomUUID()}.tmp`;
    const stored: StoredDescription = {
      vector: base64Of(described.vector),
      print: described.print && {
        coarse: base64Of(described.print.coarse),
        fine: base64Of(described.print.fine),
      },
    };
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(draft, JSON.stringify(stored));
      await fs.rename(draft, file);
    } catch (error) {
      this.logger.warn({ err: error }, "photo description not cached");
      await fs.rm(draft, { force: true });
    }
  }
}
