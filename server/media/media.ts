// Whole: the MediaService class, from an upload's check to its files' deletion
import { sql } from "drizzle-orm";
import type { PhotoView } from "~/core/artists/types";
import { IMAGE_MESSAGES } from "~/core/uploads";
import pLimit from "p-limit";
import type { Config } from "../config";
import { rowsOf, type Database } from "../db/client";
import type { PhotoVariant } from "../db/schema";
import type { Logger } from "../logger";
import { createLocalStorage } from "./local-storage";
import {
  PHOTO_KEY_PREFIX,
  processImage,
  smallestWebp,
  thumbnailFromRendition,
  type ProcessedImage,
} from "./pipeline";
import { createS3Storage } from "./s3-storage";
import type { MediaStorage } from "./storage";

/** A processed image whose files are stored: what a photo row records. */
export interface StoredImage {
  width: number;
  height: number;
  placeholder: string;
  variants: PhotoVariant[];
}

/**
 * A stored image as pages render it: its responsive renditions (not the list thumbnail),
 * smallest first, each at the address `urlOf` gives it.
 */
export function photoViewOf(
  row: { id: string } & Omit<StoredImage, "variants"> & { variants: readonly PhotoVariant[] },
  urlOf: (variant: PhotoVariant) => string,
): PhotoView {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    sources: row.variants
      .filter((variant) => !variant.thumb)
      .sort((a, b) => a.width - b.width)
      .map((variant) => ({
        url: urlOf(variant),
        width: variant.width,
        height: variant.height,
        format: variant.format,
      })),
  };
}

/** Tables whose rows name stored files (each has a GIN-indexed `variants`). */
export type MediaTable = "photo" | "review_photo" | "request_photo";

/** Images processed at once per app process: encoding is CPU-bound (libvips uses the cores). */
const PROCESSING_CONCURRENCY = 2;
/** One budget per process, whichever storage the images go to. */
const processing = pLimit(PROCESSING_CONCURRENCY);
/**
 * Files younger than this are never collected: their photo row may be about to be written, or
 * (a partial file) their write is still under way. Both take seconds; an hour is far beyond any
 * upload, so an older partial was left by a process that stopped mid-write.
 */
export const GC_GRACE_MS = 60 * 60 * 1000;

/**
 * Private objects are kept by no cache, not even the browser's, like every answer to a signed-in
 * person (server/auth/session.ts): a shared computer keeps nothing of them after sign-out.
 */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export function createStorage(
  config: Config,
  visibility: "public" | "private" = "public",
): MediaStorage {
  const media = visibility === "public" ? config.media : config.privateMedia;
  if (media.driver === "local") return createLocalStorage(media.dir);
  return createS3Storage(
    visibility === "public" ? media : { ...media, cacheControl: PRIVATE_CACHE_CONTROL },
  );
}

/** Storage refused a write: the upload was fine, saving it was not (503, try again). */
export class StorageFailedError extends Error {
  constructor(cause: unknown) {
    super(IMAGE_MESSAGES.storageFailed, { cause });
    this.name = "StorageFailedError";
  }
}

/**
 * Images from upload to storage, and back out. Order of writes keeps storage and database
 * consistent without a distributed transaction: files are stored before the row that uses them,
 * and rows are deleted before their files. A crash in between leaves only unreferenced files,
 * which `collectGarbage` (npm run media:gc) finds and removes.
 */
export class MediaService {
  readonly storage: MediaStorage;
  private readonly db: Database;
  private readonly publicUrl: string;
  private readonly logger: Logger;
  private readonly processing = processing;
  /** The tables whose rows reference this storage's files: a file no row names is garbage. */
  private readonly tables: readonly MediaTable[];

  constructor(options: {
    storage: MediaStorage;
    db: Database;
    publicUrl: string;
    logger: Logger;
    tables?: readonly MediaTable[];
  }) {
    this.storage = options.storage;
    this.db = options.db;
    this.publicUrl = options.publicUrl;
    this.logger = options.logger;
    this.tables = options.tables ?? ["photo", "review_photo"];
  }

  /** Where browsers fetch a stored file. */
  url(key: string): string {
    return `${this.publicUrl}/${key}`;
  }

  /**
   * Checks, re-encodes and stores an upload (throws ImageRejectedError with the user's message).
   * When storage fails (a full disk, the bucket unreachable) the files already written are
   * removed again and StorageFailedError says so: nothing is left half-saved. `owner` is the
   * account whose upload it is (see `deletePartialsOf`).
   */
  async ingest(upload: Buffer, owner?: string): Promise<StoredImage> {
    return this.store(await this.processing(() => processImage(upload)), owner);
  }

  /**
   * Ingests several uploads, all or none: when one is refused (or storage fails), whatever was
   * stored of the others is removed again and the first failure is thrown.
   */
  async ingestAll(uploads: readonly Buffer[], owner?: string): Promise<StoredImage[]> {
    const results = await Promise.allSettled(uploads.map((upload) => this.ingest(upload, owner)));
    const stored = results.flatMap((result) =>
      result.status === "fulfilled" ? [result.value] : [],
    );
    const failed = results.find((result) => result.status === "rejected");
    if (!failed) return stored;
    await this.deleteFiles(stored.flatMap((image) => image.variants));
    throw failed.reason;
  }

  /** Stores renditions the pipeline made (now or earlier: the demo picture cache). */
  async store(image: ProcessedImage, owner?: string): Promise<StoredImage> {
    const writes = await Promise.allSettled(
      image.variants.map((variant) =>
        this.storage.put(variant.key, variant.body, variant.contentType, owner),
      ),
    );
    const failed = writes.find((write) => write.status === "rejected");
    if (failed) {
      this.logger.error({ err: failed.reason }, "storing a photo failed");
      const written = image.variants.filter((_, i) => writes[i]!.status === "fulfilled");
      // Best effort: media:gc removes whatever this cannot.
      await this.deleteFiles(written);
      throw new StorageFailedError(failed.reason);
    }
    return {
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
      variants: image.variants.map(({ body: _body, contentType: _type, ...variant }) => variant),
    };
  }

  /** A stored file's bytes. */
  async read(key: string): Promise<Buffer> {
    const stored = await this.storage.get(key);
    if (!stored) throw new Error(`stored file ${key} is missing`);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * Deletes the files of photos whose rows are gone, except files another photo still uses
   * (seeded photos may share files). Failures are logged: the garbage collector retries them.
   */
  async deleteFiles(variants: readonly PhotoVariant[]): Promise<void> {
    const keys = [...new Set(variants.map((variant) => variant.key))];
    if (keys.length === 0) return;
    try {
      const stillUsed = await this.referencedKeys(keys);
      await this.storage.delete(keys.filter((key) => !stillUsed.has(key)));
    } catch (error) {
      this.logger.warn(
        { err: error, keys: keys.length },
        "deleting media files failed; media:gc will retry",
      );
    }
  }

  /**
   * Deletes what a crash mid-upload left of an account's photos (partial files, which no row
   * names): with the account, so its photos do not outlive it until media:gc.
   */
  async deletePartialsOf(owner: string): Promise<void> {
    try {
      await this.storage.deletePartials(owner);
    } catch (error) {
      this.logger.warn({ err: error }, "deleting partial media files failed; media:gc will");
    }
  }

  /** Which of these keys some row of this storage's table still references. */
  async referencedKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    // One containment test per key, OR-ed: each is a scan of a GIN index on the variants.
    const contains = sql.join(
      keys.map((key) => sql`variants @> ${JSON.stringify([{ key }])}::jsonb`),
      sql` or `,
    );
    const rows = sql.join(
      this.tables.map(
        (table) => sql`select variants from ${sql.identifier(table)} where (${contains})`,
      ),
      sql` union all `,
    );
    const result = await this.db.execute(sql`
      select distinct variant->>'key' as key
      from (${rows}) as referencing, jsonb_array_elements(referencing.variants) as variant`);
    const wanted = new Set(keys);
    return new Set(
      rowsOf<{ key: string }>(result)
        .map((row) => row.key)
        .filter((key) => wanted.has(key)),
    );
  }

  /**
   * Gives every photo stored before list thumbnails existed its thumbnail, made from its
   * smallest WebP rendition (photos sharing files share the thumbnail). Returns how many photos
   * it updated; cheap when there is nothing to do.
   */
  async addMissingThumbnails(): Promise<number> {
    const photos = rowsOf<{ id: string; variants: PhotoVariant[] }>(
      await this.db.execute(
        sql`select id, variants from photo where not variants @> '[{"thumb": true}]'::jsonb`,
      ),
    );
    const made = new Map<string, Promise<PhotoVariant>>();
    const thumbnailOf = (source: PhotoVariant) => {
      const existing = made.get(source.key);
      if (existing) return existing;
      const making = this.processing(async () => {
        const { body, contentType, ...variant } = await thumbnailFromRendition(
          await this.read(source.key),
        );
        await this.storage.put(variant.key, body, contentType);
        return variant;
      });
      made.set(source.key, making);
      return making;
    };
    let updated = 0;
    await Promise.all(
      photos.map(async (photo) => {
        const source = smallestWebp(photo.variants);
        if (!source) return;
        try {
          const thumbnail = await thumbnailOf(source);
          await this.db.execute(
            sql`update photo set variants = variants || ${JSON.stringify([thumbnail])}::jsonb where id = ${photo.id}`,
          );
          updated++;
        } catch (error) {
          this.logger.warn({ err: error, photo: photo.id }, "could not add a list thumbnail");
        }
      }),
    );
    return updated;
  }

  /**
   * Removes stored photo files that no row references, and partial files (writes a crash cut
   * short), that are older than the grace period.
   */
  async collectGarbage(
    now = Date.now(),
  ): Promise<{ scanned: number; deleted: number; partials: number }> {
    let scanned = 0;
    let deleted = 0;
    let batch: string[] = [];
    const flush = async () => {
      const used = await this.referencedKeys(batch);
      const orphans = batch.filter((key) => !used.has(key));
      await this.storage.delete(orphans);
      deleted += orphans.length;
      batch = [];
    };
    for await (const { key, lastModified } of this.storage.list(PHOTO_KEY_PREFIX)) {
      scanned++;
      if (now - lastModified.getTime() < GC_GRACE_MS) continue;
      batch.push(key);
      if (batch.length >= 500) await flush();
    }
    if (batch.length) await flush();
    const partials = await this.storage.collectPartials(new Date(now - GC_GRACE_MS));
    return { scanned, deleted, partials };
  }
}
