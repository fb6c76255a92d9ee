import { setTimeout as delay } from "node:timers/promises";
import { desc, eq, and, inArray, sql } from "drizzle-orm";
import { STYLES, type Color, type Style } from "~/core/catalogue";
import {
  artistMatchScore,
  MATCH,
  type MatchedArtist,
  type PhotoTags,
  type StyleAnalysis,
} from "~/core/match";
import { placeLabel } from "~/core/us-locations";
import type { DatabaseHandle } from "../db/client";
import { textArray, WORK_COLORS, WORK_STYLES } from "../artists/search";
import { artist } from "../db/schema";
import type { Logger } from "../logger";
import type { MediaService } from "../media/media";
import { smallestWebp } from "../media/pipeline";
import { readInspiration, readNailFramings, readPicture } from "./analysis";
import {
  createDescriptor,
  DEFAULT_DESCRIPTOR,
  type Descriptor,
  type DescriptorName,
} from "./descriptors";
import { LearnedEmbedder } from "./embedder";
import { VISIBLE_STYLES } from "./detectors";
import { NAMING, readLook } from "./look";
import { looksLikeNails } from "./presence";
import { PhotoIndex, type Neighbour } from "./photo-index";
import { framedColors } from "./nail-colors";

// The style match: an inspiration photo is read (./analysis); whether it shows nails, and in
// which visible styles, is decided from the photo itself (./look). Its nearest portfolio photos
// (./photo-index) then find the artists whose own work looks most like it, each scored on how
// close that work is and how well their styles and colors agree (decision 0028). The demo
// generator's labels (photo.generated_labels) are never read here: they are evaluation truth.

/** Portfolio photos searched for the artists whose work is closest. */
const NEIGHBOURS = 40;
/** Styles only an artist's tags can tell, never the photo. */
const BUILT_STYLES: readonly Style[] = STYLES.filter((style) => !VISIBLE_STYLES.includes(style));
/** Portfolio photos this close to the closest one (cosine) vote on them. */
const BUILT_NEAR = 0.05;
/**
 * How long an analysis waits for the indexing pass begun at start before it answers from the
 * photos indexed so far. A fresh demo database indexes its 350 distinct pictures in 20–50 s (each
 * described in two framings, decision 0037), and a new descriptor re-indexes every photo (minutes
 * at 100,000): nobody should wait for that.
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
    const inspiration = await readInspiration(image);
    const embedding = await this.embedder.embed(inspiration.raster.pixels);
    const look = readLook(inspiration.found, NAMING.inspiration, looksLikeNails(embedding));
    const colors = framedColors(inspiration.framings, inspiration.map);
    await Promise.race([this.startup, delay(STARTUP_WAIT_MS, undefined, { ref: false })]);
    const vector = await this.descriptor.describe(inspiration);
    const neighbours = look.nailsFound ? await this.index.nearest(vector, NEIGHBOURS) : [];
    // A style known only from the neighbours' confirmed tags keeps a place beside the two
    // likeliest that the photo shows.
    const built = builtStyles(neighbours);
    const styles = [
      ...look.styles.slice(0, MATCH.maxStyles - Math.min(1, built.length)),
      ...built,
    ].slice(0, MATCH.maxStyles);
    const artists = look.nailsFound
      ? await this.matchingArtists(
          styles,
          colors.map((color) => color.name),
          neighbours,
        )
      : [];
    return {
      confidence: look.confidence,
      detectedStyles: styles,
      colors: look.nailsFound ? colors : [],
      artists,
      similarFound: look.nailsFound,
      features: Array.from(vector, (x) => Math.round(x * 1e4) / 1e4),
      timestamp: new Date().toISOString(),
    };
  }

  /** The styles and colors to suggest for a portfolio photo; its artist confirms or edits them. */
  async suggestTags(image: Buffer): Promise<PhotoTags> {
    const [{ found, framings }, picture] = await Promise.all([
      readNailFramings(image),
      readPicture(image),
    ]);
    const look = readLook(found, NAMING.suggestion);
    return {
      styles: look.styles,
      colors: look.nailsFound ? framedColors(framings, picture.map).map((color) => color.name) : [],
    };
  }

  /**
   * Up to five artists for the look, each scored (SCORE_WEIGHTS) on how close their closest
   * portfolio photo is to the inspiration, how many detected styles they do (the spec's score)
   * and how many detected colors they wear. Candidates: the artists of the nearest photos, and
   * others whose styles score. Each thumbnail is the artist's own closest photo.
   */
  async matchingArtists(
    detected: Style[],
    detectedColors: Color[],
    neighbours: Neighbour[],
  ): Promise<MatchedArtist[]> {
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
      // What their confirmed work shows (their declared lists until a photo is confirmed).
      styles: WORK_STYLES,
      colors: WORK_COLORS,
    };
    const { db } = this.database;
    const active = eq(artist.isActive, true);
    const [seen, others] = await Promise.all([
      closest.size
        ? db
            .select(columns)
            .from(artist)
            .where(and(active, inArray(artist.id, [...closest.keys()])))
        : [],
      detected.length
        ? db
            .select(columns)
            .from(artist)
            .where(and(active, sql`${WORK_STYLES} && ${textArray(detected)}`))
            // The best-scored first: those wearing the main detected color, then any detected one.
            .orderBy(
              desc(sql`${WORK_COLORS} && ${textArray(detectedColors.slice(0, 1))}`),
              desc(sql`${WORK_COLORS} && ${textArray(detectedColors)}`),
              desc(artist.isFeatured),
              sql`${artist.rating} desc nulls last`,
              desc(artist.publishedAt),
            )
            .limit(MATCH.maxArtists * 4)
        : [],
    ]);
    const rows = [...new Map([...seen, ...others].map((row) => [row.id, row])).values()];
    return rows
      .map((row) => {
        const near = closest.get(row.id);
        const { score, matching } = artistMatchScore({
          similarity: near?.similarity,
          best: neighbours[0]?.similarity ?? 0,
          detectedStyles: detected,
          artistStyles: row.styles,
          detectedColors,
          artistColors: row.colors,
        });
        return { row, score, matching, near };
      })
      .filter(({ score }) => score > MATCH.minScore)
      .sort((a, b) => b.score - a.score || (b.near?.similarity ?? -1) - (a.near?.similarity ?? -1))
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

/**
 * Styles a photo cannot show (how the nails were built: gel, acrylic, dip) from the confirmed
 * tags of the portfolio photos closest to it: named when the photos within BUILT_NEAR of the
 * closest one agree on it by at least half their similarity-weighted votes.
 */
function builtStyles(neighbours: readonly Neighbour[]): Style[] {
  const best = neighbours[0]?.similarity ?? 0;
  const near = neighbours.filter((n) => n.similarity >= best - BUILT_NEAR && n.styles.length);
  const total = near.reduce((sum, n) => sum + n.similarity, 0);
  if (near.length < 2 || total === 0) return [];
  return BUILT_STYLES.filter(
    (style) =>
      near.filter((n) => n.styles.includes(style)).reduce((sum, n) => sum + n.similarity, 0) /
        total >=
      0.5,
  );
}
