import { setTimeout as delay } from "node:timers/promises";
import { arrayOverlaps, desc, eq, and, inArray, sql } from "drizzle-orm";
import { STYLES, type Style } from "~/core/catalogue";
import {
  MATCH,
  matchScore,
  type MatchedArtist,
  type PhotoTags,
  type StyleAnalysis,
} from "~/core/match";
import { placeLabel } from "~/core/us-locations";
import type { DatabaseHandle } from "../db/client";
import { artist } from "../db/schema";
import type { Logger } from "../logger";
import type { MediaService } from "../media/media";
import { smallestWebp } from "../media/pipeline";
import { readInspiration } from "./analysis";
import {
  createDescriptor,
  DEFAULT_DESCRIPTOR,
  type Descriptor,
  type DescriptorName,
} from "./descriptors";
import { LearnedEmbedder } from "./embedder";
import { PhotoIndex, type Neighbour } from "./photo-index";
import { polishColors } from "./polish";

// The style match: an inspiration photo is read (./analysis), described like the portfolio
// photos of the index (./photo-index), its nearest portfolio photos found, and their artists'
// styles voted into the detected styles. The demo generator's labels (photo.generated_labels) are never read
// here: they are the evaluation's ground truth.

/** Portfolio photos that vote on the styles. */
const NEIGHBOURS = 24;
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

export class StyleMatch {
  readonly descriptor: Descriptor;
  readonly index: PhotoIndex;
  private readonly database: DatabaseHandle;
  private readonly media: MediaService;
  private readonly logger: Logger;
  private readonly embedder = new LearnedEmbedder();
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
    this.index = new PhotoIndex({ ...options, descriptor: this.descriptor });
  }

  /** Whether this database can search vectors (without pgvector the match is unavailable). */
  available(): Promise<boolean> {
    return this.index.available();
  }

  /** Analyses an inspiration photo (refused like an upload when it is not one good image). */
  async analyse(image: Buffer): Promise<StyleAnalysis> {
    const picture = await readInspiration(image);
    await Promise.race([this.startup, delay(STARTUP_WAIT_MS, undefined, { ref: false })]);
    const vector = await this.descriptor.describe(picture);
    const neighbours = await this.index.nearest(vector, NEIGHBOURS);
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

  /** The styles and colors to suggest for a portfolio photo; its artist confirms or edits them. */
  async suggestTags(image: Buffer): Promise<PhotoTags> {
    const analysis = await this.analyse(image);
    return {
      styles: analysis.similarFound ? analysis.detectedStyles : [],
      colors: analysis.colors.map((color) => color.name),
    };
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
    const columns = {
      id: artist.id,
      displayName: artist.displayName,
      city: artist.city,
      state: artist.state,
      location: artist.location,
      styles: artist.styles,
    };
    const { db } = this.database;
    const active = eq(artist.isActive, true);
    // The neighbours' artists, and others whose styles score.
    const [seen, others] = await Promise.all([
      db
        .select(columns)
        .from(artist)
        .where(and(active, inArray(artist.id, [...closest.keys()]))),
      db
        .select(columns)
        .from(artist)
        .where(and(active, arrayOverlaps(artist.styles, detected)))
        .orderBy(
          desc(artist.isFeatured),
          sql`${artist.rating} desc nulls last`,
          desc(artist.publishedAt),
        )
        .limit(MATCH.maxArtists * 4),
    ]);
    const rows = [...new Map([...seen, ...others].map((row) => [row.id, row])).values()];
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
        displayName: row.displayName,
        place: placeLabel(row),
        matchScore: round(score),
        matchingStyles: matching as Style[],
        thumbnail: near ? this.thumbnail(near, row.displayName) : null,
      }));
  }

  private thumbnail(neighbour: Neighbour, name: string) {
    const variant = neighbour.variants.find((v) => v.thumb) ?? smallestWebp(neighbour.variants);
    return variant ? { src: this.media.url(variant.key), alt: `Nail art by ${name}` } : null;
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
      const indexed = await this.index.indexMissing();
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
    this.index.indexSoon();
  }

  /** Loads the network now (about a second), so the first analysis is not the slow one. */
  warm(): Promise<void> {
    return this.descriptor.name === "hand-built" ? Promise.resolve() : this.embedder.warm();
  }

  /** Stops indexing (after the photo in hand) and the embedding thread. */
  async close(): Promise<void> {
    await this.index.close();
    await this.embedder.close();
  }
}

const round = (value: number) => Math.round(value * 100) / 100;
