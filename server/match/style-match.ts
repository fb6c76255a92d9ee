import { setTimeout as delay } from "node:timers/promises";
import { arrayOverlaps, inArray, sql } from "drizzle-orm";
import { STYLES, type Style } from "~/core/catalogue";
import { IMAGE_MESSAGES } from "~/core/uploads";
import { MATCH, matchScore, type MatchedArtist, type StyleAnalysis } from "~/core/match";
import { placeLabel } from "~/core/us-locations";
import { rowsOf, type DatabaseHandle } from "../db/client";
import { artist, photo, type PhotoVariant } from "../db/schema";
import type { Logger } from "../logger";
import type { MediaService } from "../media/media";
import { ImageRejectedError, inspectImage, smallestWebp } from "../media/pipeline";
import {
  createDescriptor,
  DEFAULT_DESCRIPTOR,
  type Descriptor,
  type DescriptorName,
  type Picture,
} from "./descriptors";
import { LearnedEmbedder } from "./embedder";
import { polishColors, polishMap } from "./polish";
import { rasterOf } from "./raster";

// The style match: portfolio photos are described once and indexed (pgvector, HNSW); an
// inspiration photo is described the same way, its nearest portfolio photos found, and their
// artists' styles voted into the detected styles. The inspiration photo is analysed in memory
// and never stored or logged. The demo generator's labels (photo.generated_labels) are never read
// here: they are the evaluation's ground truth.

/** Portfolio photos that vote on the styles. */
const NEIGHBOURS = 24;
/** Photos the HNSW search returns before filtering to published portfolios. */
const CANDIDATES = 100;
/** A style is detected when this share of the neighbours' weight agrees on it. */
const STYLE_AGREEMENT = 0.5;
/** Cosine similarity scale of the votes: a neighbour this much less similar weighs 1/e as much. */
const VOTE_TEMPERATURE = 0.04;
/**
 * Similarity of the closest photo below which nothing indexed is like the photo, per descriptor:
 * between the lowest best match of held-out nail pictures and the highest of non-nail images
 * (a text page, noise, a landscape: 0.71, 0.63 and 0.74 at most for learned, blend and
 * hand-built; held-out pictures 0.75, 0.65 and 0.73 at least). Above SIMILARITY_CERTAIN the
 * match is as close as a copy.
 */
export const SIMILARITY_FLOOR = { "hand-built": 0.74, learned: 0.72, blend: 0.64 } as const;
const SIMILARITY_CERTAIN = 0.95;
/**
 * How long an analysis waits for the indexing pass begun at start before it answers from the
 * photos indexed so far. A fresh demo database indexes its ~460 photos in about 10 s (30 s under
 * load), and a new descriptor re-indexes every photo (minutes at 100,000): nobody should wait
 * for that.
 */
const STARTUP_WAIT_MS = 3000;

export interface Neighbour {
  photoId: string;
  artistId: string;
  /** The artist's styles, which the neighbour votes for. */
  styles: Style[];
  variants: PhotoVariant[];
  similarity: number;
}

const vectorLiteral = (vector: Float32Array) => `[${Array.from(vector).join(",")}]`;

export class StyleMatch {
  readonly descriptor: Descriptor;
  private readonly database: DatabaseHandle;
  private readonly media: MediaService;
  private readonly logger: Logger;
  private readonly embedder = new LearnedEmbedder();
  private availability: Promise<boolean> | null = null;
  private indexing: Promise<number> | null = null;
  private indexAgain = false;
  private closed = false;
  /** The first indexing pass after start; analyses wait for it a moment (STARTUP_WAIT_MS). */
  private startup: Promise<unknown> = Promise.resolve();

  constructor(options: {
    database: DatabaseHandle;
    media: MediaService;
    logger: Logger;
    descriptor?: DescriptorName;
  }) {
    this.database = options.database;
    this.media = options.media;
    this.logger = options.logger;
    this.descriptor = createDescriptor(options.descriptor ?? DEFAULT_DESCRIPTOR, this.embedder);
  }

  /** Whether this database can search vectors (pgvector installed, so the index table exists). */
  available(): Promise<boolean> {
    this.availability ??= this.database.db
      .execute(sql`select to_regclass('photo_embedding') is not null as present`)
      .then((result) => Boolean(rowsOf<{ present: boolean }>(result)[0]?.present));
    return this.availability;
  }

  /** Decodes a photo and reads its polish: what both the colors and the descriptor use. */
  async picture(image: Buffer, options?: { strict?: boolean }): Promise<Picture> {
    const raster = await rasterOf(image, options);
    return { raster, map: polishMap(raster) };
  }

  /** Analyses an inspiration photo (refused like an upload when it is not one good image). */
  async analyse(image: Buffer): Promise<StyleAnalysis> {
    await inspectImage(image);
    // The header can be sound and the rest damaged (a truncated JPEG): only decoding tells.
    const picture = await this.picture(image, { strict: true }).catch((error: unknown) => {
      throw new ImageRejectedError(
        /pixel limit/i.test(String(error)) ? IMAGE_MESSAGES.tooManyPixels : IMAGE_MESSAGES.damaged,
      );
    });
    await Promise.race([this.startup, delay(STARTUP_WAIT_MS, undefined, { ref: false })]);
    const vector = await this.descriptor.describe(picture);
    const neighbours = await this.nearest(vector, NEIGHBOURS);
    const detection = this.detect(neighbours);
    const artists = detection.similarFound
      ? await this.matchingArtists(detection.styles, neighbours)
      : [];
    return {
      confidence: detection.confidence,
      detectedStyles: detection.styles,
      colors: polishColors(picture.map),
      artists,
      similarFound: detection.similarFound,
      features: Array.from(vector, (x) => Math.round(x * 1e4) / 1e4),
      timestamp: new Date().toISOString(),
    };
  }

  /** The published portfolio photos most like `vector`, most similar first. */
  async nearest(vector: Float32Array, limit: number): Promise<Neighbour[]> {
    const query = vectorLiteral(vector);
    const rows = await this.database.db.transaction(async (tx) => {
      // The HNSW search returns its candidates before the published-portfolio filter applies.
      // The embedded database has no autovacuum to keep statistics, and a planner that believes
      // the table tiny scans it whole (1 s at 100,000 photos): the index is always the way.
      // Both settings in one statement: on the embedded database every statement queues.
      await tx.execute(sql`
        select set_config('hnsw.ef_search', ${String(CANDIDATES)}, true),
          set_config('enable_seqscan', 'off', true)`);
      return rowsOf<{
        photo_id: string;
        artist_id: string;
        styles: Style[];
        variants: PhotoVariant[];
        similarity: number;
      }>(
        await tx.execute(sql`
          select nearest.photo_id, photo.artist_id, artist.styles, photo.variants,
            1 - nearest.distance as similarity
          from (select photo_id, embedding <=> ${query}::vector as distance
                from photo_embedding
                where descriptor = ${this.descriptor.name}
                order by embedding <=> ${query}::vector
                limit ${CANDIDATES}) as nearest
          join photo on photo.id = nearest.photo_id
          join artist on artist.id = photo.artist_id
          where artist.is_active and photo.kind = 'portfolio' and photo.position is not null
          order by nearest.distance
          limit ${limit}`),
      );
    });
    return rows.map((row) => ({
      photoId: row.photo_id,
      artistId: row.artist_id,
      styles: row.styles,
      variants: row.variants,
      similarity: Number(row.similarity),
    }));
  }

  /** Styles voted by the neighbours' artists, weighted by similarity; and how sure that is. */
  detect(neighbours: Neighbour[]) {
    const best = neighbours[0]?.similarity ?? 0;
    const floor = SIMILARITY_FLOOR[this.descriptor.name];
    if (best < floor)
      return { styles: [] as Style[], confidence: round(best * 0.3), similarFound: false };

    const votes = new Map<Style, number>();
    let total = 0;
    for (const neighbour of neighbours) {
      const weight = Math.exp((neighbour.similarity - best) / VOTE_TEMPERATURE);
      total += weight;
      for (const style of neighbour.styles) {
        votes.set(style, (votes.get(style) ?? 0) + weight);
      }
    }
    const ranked = [...votes.entries()]
      .map(([style, weight]) => ({ style, share: weight / total }))
      .sort((a, b) => b.share - a.share || STYLES.indexOf(a.style) - STYLES.indexOf(b.style));
    const agreed = ranked.filter((vote) => vote.share >= STYLE_AGREEMENT).slice(0, MATCH.maxStyles);
    const detected = agreed.length > 0 ? agreed : ranked.slice(0, 1);
    const agreement = detected.reduce((sum, vote) => sum + vote.share, 0) / (detected.length || 1);
    const closeness = Math.min(1, Math.max(0, (best - floor) / (SIMILARITY_CERTAIN - floor)));
    return {
      styles: detected.map((vote) => vote.style),
      confidence: round(0.3 + 0.7 * closeness * agreement),
      similarFound: true,
    };
  }

  /**
   * The spec's matching artists: scored on their styles, ties broken by how like the photo their
   * closest portfolio photo is; artists seen among the neighbours first, then others whose styles
   * score, so the list fills up even when few artists are visually close.
   */
  async matchingArtists(detected: Style[], neighbours: Neighbour[]): Promise<MatchedArtist[]> {
    if (detected.length === 0) return [];
    const closest = new Map<string, Neighbour>();
    for (const neighbour of neighbours) {
      if (!closest.has(neighbour.artistId)) closest.set(neighbour.artistId, neighbour);
    }
    const rows = rowsOf<ArtistRow>(
      await this.database.db.execute(sql`
        (select id, display_name, city, state, location, styles, rating
         from artist where is_active and ${inArray(artist.id, [...closest.keys()])})
        union
        (select id, display_name, city, state, location, styles, rating
         from artist where is_active and ${arrayOverlaps(artist.styles, detected)}
         order by is_featured desc, rating desc nulls last, published_at desc
         limit ${MATCH.maxArtists * 4})`),
    );
    return rows
      .map((row) => ({ row, ...matchScore(detected, row.styles) }))
      .filter(({ score }) => score > MATCH.minScore)
      .map(({ row, score, matching }) => {
        const near = closest.get(row.id);
        return { row, score, matching, near, similarity: near?.similarity ?? -1 };
      })
      .sort((a, b) => b.score - a.score || b.similarity - a.similarity)
      .slice(0, MATCH.maxArtists)
      .map(({ row, score, matching, near }) => ({
        id: row.id,
        displayName: row.display_name,
        place: placeLabel(row),
        matchScore: round(score),
        matchingStyles: matching as Style[],
        thumbnail: near ? this.thumbnail(near, row.display_name) : null,
      }));
  }

  private thumbnail(neighbour: Neighbour, name: string) {
    const variant = neighbour.variants.find((v) => v.thumb) ?? smallestWebp(neighbour.variants);
    return variant ? { src: this.media.url(variant.key), alt: `Nail art by ${name}` } : null;
  }

  /**
   * Describes every portfolio photo not yet indexed by the current descriptor (photos sharing a
   * file are described once) and stores the vectors. Returns how many photos it indexed. Runs
   * one pass at a time; a call during a pass schedules one more.
   */
  indexMissing(): Promise<number> {
    if (this.indexing) {
      this.indexAgain = true;
      return this.indexing;
    }
    this.indexing = (async () => {
      let indexed = 0;
      do {
        this.indexAgain = false;
        indexed += await this.indexPass();
      } while (this.indexAgain && !this.closed);
      // Statistics for the planner (PGlite runs no autovacuum).
      if (indexed > 0) await this.database.db.execute(sql`analyze photo_embedding`);
      return indexed;
    })().finally(() => (this.indexing = null));
    return this.indexing;
  }

  /** At start: says once when the match cannot run here, else indexes what is missing. */
  indexAtStart(): void {
    this.startup = (async () => {
      if (!(await this.available())) {
        this.logger.warn(
          "this PostgreSQL server has no pgvector extension: the style match is unavailable (everything else works)",
        );
        return;
      }
      const started = performance.now();
      const indexed = await this.indexMissing();
      await this.warm(); // the first visitor's analysis should not wait for the network to load
      if (indexed > 0) {
        this.logger.info(
          {
            photos: indexed,
            descriptor: this.descriptor.name,
            ms: Math.round(performance.now() - started),
          },
          "portfolio photos indexed for the style match",
        );
      }
    })().catch((error: unknown) =>
      this.logger.warn({ err: error }, "indexing photos for the style match failed"),
    );
  }

  /** Indexes new photos in the background (after an upload); failures are logged. */
  indexSoon(): void {
    void this.available().then((yes) => {
      if (!yes) return;
      this.indexMissing().catch((error: unknown) =>
        this.logger.warn({ err: error }, "indexing photos for the style match failed"),
      );
    });
  }

  private async indexPass(): Promise<number> {
    if (!(await this.available())) return 0;
    const missing = rowsOf<{ id: string; variants: PhotoVariant[] }>(
      await this.database.db.execute(sql`
        select photo.id, photo.variants from photo
        left join photo_embedding on photo_embedding.photo_id = photo.id
          and photo_embedding.descriptor = ${this.descriptor.name}
        where photo.kind = 'portfolio' and photo_embedding.photo_id is null`),
    );
    const bySource = new Map<string, string[]>();
    for (const photo of missing) {
      const source = smallestWebp(photo.variants);
      if (source) bySource.set(source.key, [...(bySource.get(source.key) ?? []), photo.id]);
    }
    let indexed = 0;
    for (const [key, photoIds] of bySource) {
      if (this.closed) break;
      try {
        const vector = await this.descriptor.describe(
          await this.picture(await this.media.read(key)),
        );
        await this.store(photoIds, vector);
        indexed += photoIds.length;
      } catch (error) {
        this.logger.warn({ err: error, key }, "could not describe a portfolio photo");
      }
    }
    return indexed;
  }

  /** Stores one vector for these photos; photos deleted meanwhile are skipped. */
  private async store(photoIds: string[], vector: Float32Array) {
    await this.database.db.execute(sql`
      insert into photo_embedding (photo_id, descriptor, embedding)
      select id, ${this.descriptor.name}, ${vectorLiteral(vector)}::vector
      from photo where ${inArray(photo.id, photoIds)}
      on conflict (photo_id) do update
        set descriptor = excluded.descriptor, embedding = excluded.embedding`);
  }

  /** Loads the network now (about a second), so the first analysis is not the slow one. */
  warm(): Promise<void> {
    return this.descriptor.name === "hand-built" ? Promise.resolve() : this.embedder.warm();
  }

  /** Stops indexing (after the photo in hand) and the embedding thread. */
  async close(): Promise<void> {
    this.closed = true;
    await this.indexing?.catch(() => undefined);
    await this.embedder.close();
  }
}

interface ArtistRow {
  id: string;
  display_name: string;
  city: string | null;
  state: string | null;
  location: string;
  styles: string[];
}

const round = (value: number) => Math.round(value * 100) / 100;
