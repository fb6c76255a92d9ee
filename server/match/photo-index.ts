// Whole: the PhotoIndex class: building, refreshing and searching one vector index
import os from "node:os";
import { and, eq, getTableName, inArray, isNull, sql } from "drizzle-orm";
import pLimit from "p-limit";
import type { Style } from "~/core/catalogue";
import { rowsOf } from "../db/client";
import { artist, photo, type PhotoVariant } from "../db/schema";
import { photoEmbedding } from "../db/sql-only-tables";
import type { PhotoServices } from "../context";
import { CoalescingPass } from "../jobs/coalescing-pass";
import { smallestWebp } from "../media/pipeline";
import { INDEX_FRAMINGS } from "./analysis";
import {
  packFine,
  SAME_PICTURE,
  copyCorrelation,
  unpackFine,
  type CopyPrint,
  type StoredPrint,
} from "./copy-print";
import type { Descriptor } from "./descriptors";
import { IndexDescriber } from "./description-cache";

// The style match's index: every portfolio photo described once by the current descriptor and
// stored (pgvector, HNSW); searched for the published photos nearest to a vector. A photo's vector
// is the mean of its framings' (INDEX_FRAMINGS, decision 0037), so a cropped copy still finds it.

/**
 * What a stored vector was written by: the descriptor and the framings, e.g. "learned, framed
 * 1/0.85". Vectors written otherwise (another descriptor, other framings, or none) are indexed
 * again.
 */
export const indexKey = (descriptor: Descriptor) =>
  `${descriptor.name}, framed ${INDEX_FRAMINGS.join("/")}, copy-printed`;

export interface Neighbour {
  photoId: string;
  artistId: string;
  /** The photo's own styles, as its artist confirmed them (none while unconfirmed). */
  styles: Style[];
  variants: PhotoVariant[];
  similarity: number;
}

/** Photos each copy print confirms among (its nearest by the coarse grid). */
const COPY_CANDIDATES = 3;

const vectorLiteral = (vector: Float32Array) => `[${Array.from(vector).join(",")}]`;

/** A photo's styles when its artist confirmed them (a suggestion alone is no evidence). */
const CONFIRMED_STYLES = sql<
  Style[]
>`case when ${photo.tagsConfirmed} then ${photo.styles} else '{}' end`;

/** What a neighbour tells of its photo (a `Neighbour` without its id and similarity). */
const NEIGHBOUR_PHOTO = {
  artistId: photo.artistId,
  styles: CONFIRMED_STYLES,
  variants: photo.variants,
};

export class PhotoIndex {
  private availability: Promise<boolean> | null = null;
  private readonly indexing = new CoalescingPass({
    pass: () => this.indexPass(),
    // Statistics for the planner (PGlite runs no autovacuum).
    afterPasses: async (indexed) => {
      if (indexed > 0) await this.services.database.db.execute(sql`analyze ${photoEmbedding}`);
    },
  });
  /** The pass under way: photos (files) described so far, of how many. */
  private progress: { done: number; total: number } | null = null;

  private readonly services: PhotoServices;
  private readonly key: string;
  private readonly describer: IndexDescriber;

  /** `descriptionCache`: where descriptions are kept by photo bytes (null: nowhere). */
  constructor(
    options: PhotoServices & { descriptor: Descriptor; descriptionCache?: string | null },
  ) {
    this.services = options;
    this.key = indexKey(options.descriptor);
    this.describer = new IndexDescriber({
      descriptor: options.descriptor,
      key: this.key,
      cacheDir: options.descriptionCache ?? null,
      logger: options.logger,
    });
  }

  /** Whether this database can search vectors (pgvector installed, so the index table exists). */
  available(): Promise<boolean> {
    this.availability ??= this.services.database.db
      .execute(sql`select to_regclass(${getTableName(photoEmbedding)}) is not null as present`)
      .then((result) => Boolean(rowsOf<{ present: boolean }>(result)[0]?.present));
    return this.availability;
  }

  /**
   * The published portfolio photos most like `vector`, most similar first. One statement: the
   * search's settings are the connection's own (SESSION_SETTINGS), and the planner takes the
   * index from the statistics each indexing pass refreshes.
   */
  nearest(vector: Float32Array, limit: number): Promise<Neighbour[]> {
    return this.nearestQuery(vector, limit);
  }

  /** `nearest`'s statement, unexecuted (`bench:match-speed` prints its plan). */
  nearestQuery(vector: Float32Array, limit: number) {
    const distance = sql<number>`${photoEmbedding.embedding} <=> ${vectorLiteral(vector)}::vector`;
    const db = this.services.database.db;
    // Published-ness is on the descriptor's row (migration 0017), so the index scan filters as it
    // goes and only the photos returned are joined. The filter reads the flag itself and the
    // vector is sent once (ordered by the alias): compared to a bound `true`, with the distance
    // written twice, the same search was slower side by side (docs/PERFORMANCE.md).
    const nearest = db
      .select({ photoId: photoEmbedding.photoId, distance: distance.as("distance") })
      .from(photoEmbedding)
      .where(and(eq(photoEmbedding.descriptor, this.key), sql`${photoEmbedding.published}`))
      .orderBy(sql`distance`)
      .limit(limit)
      .as("nearest");
    return db
      .select({
        photoId: nearest.photoId,
        ...NEIGHBOUR_PHOTO,
        similarity: sql<number>`1 - ${nearest.distance}`.mapWith(Number),
      })
      .from(nearest)
      .innerJoin(photo, eq(photo.id, nearest.photoId))
      .orderBy(nearest.distance);
  }

  /**
   * The published photo a photo is a copy of, by its copy prints (./copy-print): the nearest few
   * to each print by the coarse grid, and the descriptor's `nearest` (a brightened copy can lose
   * the coarse search but rarely both), confirmed by the fine grid; the most alike, with its
   * descriptor similarity to `vector`. Undefined when none is the same picture.
   */
  async copyOf(
    vector: Float32Array,
    prints: readonly CopyPrint[],
    nearest: readonly Neighbour[] = [],
  ): Promise<Neighbour | undefined> {
    if (prints.length === 0) return undefined;
    const [found, details] = await Promise.all([
      Promise.all(prints.map((print) => this.copyCandidates(vector, print))),
      this.copyDetails(nearest.map((neighbour) => neighbour.photoId)),
    ]);
    const candidates = new Map(found.flat().map(({ detail, ...n }) => [n.photoId, { n, detail }]));
    for (const n of nearest) {
      if (!candidates.has(n.photoId))
        candidates.set(n.photoId, { n, detail: details.get(n.photoId) ?? null });
    }
    let best: { n: Neighbour; alike: number } | undefined;
    for (const { n, detail } of candidates.values()) {
      if (!detail) continue;
      const stored = unpackFine(detail);
      const alike = Math.max(...prints.map((print) => copyCorrelation(print, stored)));
      if (alike >= SAME_PICTURE && alike > (best?.alike ?? -1)) best = { n, alike };
    }
    return best?.n;
  }

  /** The stored fine prints of these photos. */
  private async copyDetails(photoIds: readonly string[]): Promise<Map<string, Buffer>> {
    if (photoIds.length === 0) return new Map();
    const rows = await this.services.database.db
      .select({ photoId: photoEmbedding.photoId, detail: photoEmbedding.copyDetail })
      .from(photoEmbedding)
      .where(
        and(
          eq(photoEmbedding.descriptor, this.key),
          inArray(photoEmbedding.photoId, [...photoIds]),
        ),
      );
    return new Map(rows.flatMap(({ photoId, detail }) => (detail ? [[photoId, detail]] : [])));
  }

  private copyCandidates(vector: Float32Array, print: CopyPrint) {
    const db = this.services.database.db;
    const distance = sql<number>`${photoEmbedding.copyPrint} <=> ${vectorLiteral(print.coarse)}::vector`;
    const nearest = db
      .select({
        photoId: photoEmbedding.photoId,
        detail: photoEmbedding.copyDetail,
        similarity:
          sql<number>`1 - (${photoEmbedding.embedding} <=> ${vectorLiteral(vector)}::vector)`.as(
            "similarity",
          ),
        distance: distance.as("distance"),
      })
      .from(photoEmbedding)
      .where(and(eq(photoEmbedding.descriptor, this.key), sql`${photoEmbedding.published}`))
      .orderBy(sql`distance`)
      .limit(COPY_CANDIDATES)
      .as("nearest");
    return db
      .select({
        photoId: nearest.photoId,
        ...NEIGHBOUR_PHOTO,
        similarity: sql<number>`${nearest.similarity}`.mapWith(Number),
        detail: nearest.detail,
      })
      .from(nearest)
      .innerJoin(photo, eq(photo.id, nearest.photoId))
      .orderBy(nearest.distance);
  }

  /**
   * Each of these artists' own published photo closest to a vector (one row per artist who has
   * one): how an artist found by their styles alone is scored and shown by their closest work.
   */
  async closestOf(vector: Float32Array, artistIds: readonly string[]): Promise<Neighbour[]> {
    if (artistIds.length === 0) return [];
    const { db } = this.services.database;
    const distance = sql<number>`${photoEmbedding.embedding} <=> ${vectorLiteral(vector)}::vector`;
    // Per artist, their few photos by the artist's index: joined as one set, the planner read
    // every indexed vector (194 ms at 100,000 photos against a few here).
    const closest = db
      .select({
        photoId: sql<string>`${photo.id}`.as("closest_photo_id"),
        artistId: photo.artistId,
        styles: CONFIRMED_STYLES.as("closest_styles"),
        variants: photo.variants,
        similarity: sql<number>`1 - (${distance})`.as("closest_similarity"),
      })
      .from(photo)
      .innerJoin(photoEmbedding, eq(photoEmbedding.photoId, photo.id))
      .where(
        and(
          eq(photo.artistId, artist.id),
          eq(photo.kind, "portfolio"),
          eq(photoEmbedding.descriptor, this.key),
          sql`${photoEmbedding.published}`,
        ),
      )
      .orderBy(distance)
      .limit(1)
      .as("closest");
    const rows = await db
      .select({
        photoId: closest.photoId,
        artistId: closest.artistId,
        styles: closest.styles,
        variants: closest.variants,
        similarity: closest.similarity,
      })
      .from(artist)
      .innerJoinLateral(closest, sql`true`)
      .where(inArray(artist.id, [...artistIds]));
    return rows.map((row) => ({ ...row, similarity: Number(row.similarity) }));
  }

  /**
   * Describes every portfolio photo not yet indexed by the current descriptor (photos sharing a
   * file are described once) and stores the vectors. Returns how many photos it indexed. Runs
   * one pass at a time; a call during a pass schedules one more.
   */
  indexMissing(): Promise<number> {
    return this.indexing.run();
  }

  /**
   * How far the pass under way has got, in files (photos sharing one count once), or null when
   * none is running: the match says it is still indexing meanwhile.
   */
  indexingProgress(): { done: number; total: number } | null {
    return this.progress && { ...this.progress };
  }

  /** Indexes new photos in the background (after an upload); failures are logged. */
  indexSoon(): void {
    void this.available().then((yes) => {
      if (!yes) return;
      this.indexMissing().catch((error: unknown) =>
        this.services.logger.warn({ err: error }, "indexing photos for the style match failed"),
      );
    });
  }

  private async indexPass(): Promise<number> {
    if (!(await this.available())) return 0;
    const missing = await this.services.database.db
      .select({ id: photo.id, variants: photo.variants })
      .from(photo)
      .leftJoin(
        photoEmbedding,
        and(eq(photoEmbedding.photoId, photo.id), eq(photoEmbedding.descriptor, this.key)),
      )
      .where(and(eq(photo.kind, "portfolio"), isNull(photoEmbedding.photoId)));
    const bySource = new Map<string, string[]>();
    for (const { id, variants } of missing) {
      const source = smallestWebp(variants);
      if (source) bySource.set(source.key, [...(bySource.get(source.key) ?? []), id]);
    }
    let indexed = 0;
    const progress = { done: 0, total: bySource.size };
    this.progress = progress;
    // A photo at a time per core: decoding on this thread while the network reads another.
    const limit = pLimit(os.availableParallelism());
    await Promise.all(
      [...bySource].map(([key, photoIds]) =>
        limit(async () => {
          if (this.indexing.closed) return;
          try {
            const { vector, print } = await this.describer.describe(
              await this.services.media.read(key),
            );
            await this.store(photoIds, vector, print);
            indexed += photoIds.length;
          } catch (error) {
            this.services.logger.warn({ err: error, key }, "could not describe a portfolio photo");
          } finally {
            progress.done++;
          }
        }),
      ),
    );
    this.progress = null;
    return indexed;
  }

  /** Stores one vector and copy print for these photos; photos deleted meanwhile are skipped. */
  private async store(photoIds: string[], vector: Float32Array, print: StoredPrint | null) {
    const { db } = this.services.database;
    await db
      .insert(photoEmbedding)
      .select(
        db
          .select({
            photoId: photo.id,
            descriptor: sql<string>`${this.key}`.as("descriptor"),
            embedding: sql<number[]>`${vectorLiteral(vector)}::vector`.as("embedding"),
            // Decided by the table's trigger from the photo and its artist (migration 0017).
            published: sql<boolean>`false`.as("published"),
            copyPrint: sql<
              number[] | null
            >`${print ? vectorLiteral(print.coarse) : null}::vector`.as("copy_print"),
            copyDetail: sql<Buffer | null>`${print ? packFine(print.fine) : null}::bytea`.as(
              "copy_detail",
            ),
          })
          .from(photo)
          .where(inArray(photo.id, photoIds)),
      )
      .onConflictDoUpdate({
        target: photoEmbedding.photoId,
        set: {
          descriptor: sql`excluded.descriptor`,
          embedding: sql`excluded.embedding`,
          copyPrint: sql`excluded.copy_print`,
          copyDetail: sql`excluded.copy_detail`,
        },
      });
  }

  /** Stops indexing after the photo in hand. */
  async close(): Promise<void> {
    await this.indexing.close();
  }
}
