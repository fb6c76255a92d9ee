// Whole: the StyleMatch class: one photo read, decided and matched to artists
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
import { textArray, WORK_COLORS, WORK_STYLES } from "../artists/search";
import { artist } from "../db/schema";
import type { PhotoServices } from "../context";
import { listThumbnail } from "../media/thumbnail";
import { detectorFeaturesOf, readNailFramings, readPicture } from "./analysis";
import type { Descriptor, DescriptorName } from "./descriptors";
import { featuresOf, VISIBLE_STYLES } from "./detectors";
import { FITTED_HEADS, type MatchHeads } from "./heads";
import { NAMING, readLook } from "./look";
import { chooseColors, framedColors } from "./nail-colors";
import { showsNails } from "./nails";
import { NEAR_EXACT, nailEvidence, presenceOf } from "./presence";
import { PhotoIndex, type Neighbour } from "./photo-index";
import { storeRanking } from "./rankings";
import { PhotoReader, type PhotoReading } from "./reader";

// The style match: an inspiration photo is read (./analysis); whether it shows nails, and in
// which visible styles, is decided from the photo itself (./look). Its nearest portfolio photos
// (./photo-index) then find the artists whose own work looks most like it, each scored on how
// close that work is and how well their styles and colors agree (decision 0028). The demo
// generator's labels (photo.generated_labels) are never read here: they are evaluation truth.

/** A candidate artist, scored for a look, with their own photo closest to it. */
export interface RankedArtist {
  row: {
    id: string;
    displayName: string;
    city: string | null;
    state: string | null;
    location: string;
    minPriceCents: number | null;
  };
  score: number;
  matching: string[];
  own: Neighbour | undefined;
}

/**
 * Below this cosine, the closest indexed photo is no look anyone here does: the result says so and
 * shows the nearest looks anyway. Nail photos from generators the index was not drawn from sit at
 * 0.6–0.8 from it (docs/STYLE-MATCH.md), pictures with no nails from 0.5.
 */
const LOOK_FOUND_CLOSENESS = 0.55;
/** Artists found by their styles alone that are scored beside those of the nearest photos. */
const RANKED_BY_STYLES = 40;
/** The score shown for the artist whose own photo the inspiration is a copy of (at least). */
const SAME_PHOTO_SCORE = 0.95;
/** Portfolio photos searched for the artists whose work is closest. */
const NEIGHBOURS = 40;
/** The nearest photos by descriptor also checked for being the same picture by their copy prints. */
const COPY_AMONG_NEAREST = 10;
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
  readonly reader: PhotoReader;
  readonly index: PhotoIndex;
  private readonly services: PhotoServices;
  /** The first indexing pass after start; analyses wait for it a moment (STARTUP_WAIT_MS). */
  private startup: Promise<unknown> = Promise.resolve();

  /** `descriptionCache`: where the index keeps photos' descriptions by their bytes (./description-cache). */
  constructor(
    options: PhotoServices & { descriptor?: DescriptorName; descriptionCache?: string | null },
  ) {
    this.services = options;
    this.reader = new PhotoReader(options.descriptor);
    this.descriptor = this.reader.descriptor;
    this.index = new PhotoIndex({ ...options, descriptor: this.descriptor });
  }

  /** Whether this database can search vectors (without pgvector the match is unavailable). */
  available(): Promise<boolean> {
    return this.index.available();
  }

  /**
   * Analyses an inspiration photo (refused like an upload when it is not one good image). With
   * `keepRanking`, every scored artist is kept a while for "View All Matches" (`ranking`).
   */
  async analyse(
    image: Buffer,
    {
      heads = FITTED_HEADS,
      keepRanking = false,
    }: { heads?: MatchHeads; keepRanking?: boolean } = {},
  ): Promise<StyleAnalysis> {
    const { analysis, ranked } = await this.decide(await this.read(image), heads);
    if (!keepRanking || ranked.length === 0) return analysis;
    const ranking = await storeRanking(
      this.services.database.db,
      ranked.map(({ row, score, own }) => ({
        a: row.id,
        s: Math.round(score * 1e4) / 1e4,
        p: own?.photoId ?? null,
      })),
    );
    return { ...analysis, ranking };
  }

  /**
   * Reads a photo as every decision needs it: the descriptor's vector and what the heads read of
   * its nails. Nothing fitted is asked here: the fitting scripts read their pictures with it.
   */
  read(image: Buffer): Promise<PhotoReading> {
    return this.reader.read(image);
  }

  /**
   * Decides what a read photo shows and who does that look: whether it shows nails (the
   * evidence, and how close the nearest indexed photos are), its styles and colors, and every
   * candidate artist scored, best first (`ranked`; the analysis lists the first five).
   */
  async decide(
    reading: PhotoReading,
    heads: MatchHeads = FITTED_HEADS,
  ): Promise<{ analysis: StyleAnalysis; ranked: RankedArtist[] }> {
    await Promise.race([this.startup, delay(STARTUP_WAIT_MS, undefined, { ref: false })]);
    const [neighbours, [mirroredClosest]] = await Promise.all([
      this.index.nearest(reading.vector, NEIGHBOURS),
      this.index.nearest(reading.mirrored, 1),
    ]);
    const printed = await this.index.copyOf(
      reading.vector,
      reading.prints,
      neighbours.slice(0, COPY_AMONG_NEAREST),
    );
    const closest = neighbours[0];
    // The same picture as an indexed photo (re-encoded, resized, cropped, mirrored, brightened,
    // in a screenshot): evidence of nails in itself, and its artist's confirmed styles are the
    // look's. Its copy print tells first; else a descriptor nearly the same.
    const described = [closest, mirroredClosest].sort(
      (a, b) => (b?.similarity ?? 0) - (a?.similarity ?? 0),
    )[0];
    const sameAs =
      printed ?? (described && described.similarity >= NEAR_EXACT ? described : undefined);
    const evidence = nailEvidence(reading.framings);
    const presence = sameAs
      ? "nails"
      : presenceOf(
          evidence,
          { closeness: closest?.similarity ?? 0, vector: reading.vector },
          heads,
        );
    const nails = presence !== "not nails";
    const look = readLook(
      detectorFeaturesOf(reading),
      presence,
      heads,
      NAMING.inspiration,
      reading.vector,
    );
    const built = builtStyles(neighbours);
    const read = sameAs?.styles.length
      ? sameAs.styles
      : [...look.styles.slice(0, MATCH.maxStyles - Math.min(1, built.length)), ...built];
    const styles = nails ? read.slice(0, MATCH.maxStyles) : [];
    const colors = nails ? chooseColors(reading.colors, reading.framings, heads.colors) : [];
    const ranked = nails
      ? await this.rankArtists(
          reading.vector,
          styles,
          colors.map((color) => color.name),
          neighbours,
          sameAs,
        )
      : [];
    // A look someone does: an artist scoring above the spec's cut, and some indexed work close to
    // it at all (scores are relative to the closest work, however far that is).
    const near = (closest?.similarity ?? 0) >= LOOK_FOUND_CLOSENESS;
    const matching = near ? ranked.filter(({ score }) => score > MATCH.minScore) : [];
    const shown = (matching.length ? matching : ranked).slice(0, MATCH.maxArtists);
    return {
      analysis: {
        presence,
        confidence: look.confidence,
        detectedStyles: styles,
        colors,
        artists: shown.map((artist) => this.matchedArtist(artist)),
        lookFound: matching.length > 0,
        ranking: null,
        indexing: this.index.indexingProgress(),
        features: Array.from(reading.vector, (x) => Math.round(x * 1e4) / 1e4),
        timestamp: new Date().toISOString(),
      },
      ranked,
    };
  }

  /** The styles and colors to suggest for a portfolio photo; its artist confirms or edits them. */
  async suggestTags(image: Buffer, heads: MatchHeads = FITTED_HEADS): Promise<PhotoTags> {
    const [{ found, framings }, picture] = await Promise.all([
      readNailFramings(image),
      readPicture(image),
    ]);
    // A portfolio photo is meant to show nails: it is read whenever the finder sees some.
    const presence = framings.some(showsNails) ? "nails" : "not nails";
    const look = readLook(featuresOf(found.nails), presence, heads, NAMING.suggestion);
    return {
      styles: look.styles,
      colors:
        presence === "nails"
          ? framedColors(framings, picture.map, heads.colors).map((color) => color.name)
          : [],
    };
  }

  /**
   * Every candidate artist for the look, scored (SCORE_WEIGHTS) on how close their own closest
   * portfolio photo is to the inspiration, how many detected styles they do (the spec's score)
   * and how many detected colors they wear, best first. Candidates: the artists of the nearest
   * photos, and others whose styles overlap (those wearing the main color first). The owner of a
   * photo the inspiration is a copy of (`sameAs`) comes first, whatever the others score.
   */
  async rankArtists(
    vector: Float32Array,
    detected: Style[],
    detectedColors: Color[],
    neighbours: Neighbour[],
    sameAs?: Neighbour,
  ): Promise<RankedArtist[]> {
    const columns = {
      id: artist.id,
      displayName: artist.displayName,
      city: artist.city,
      state: artist.state,
      location: artist.location,
      minPriceCents: artist.minPriceCents,
      // What their confirmed work shows (their declared lists until a photo is confirmed).
      styles: WORK_STYLES,
      colors: WORK_COLORS,
    };
    const { db } = this.services.database;
    const active = eq(artist.isActive, true);
    const near = [...new Set(neighbours.map((neighbour) => neighbour.artistId))];
    const [seen, others] = await Promise.all([
      near.length
        ? db
            .select(columns)
            .from(artist)
            .where(and(active, inArray(artist.id, near)))
        : [],
      detected.length
        ? db
            .select(columns)
            .from(artist)
            .where(and(active, sql`${WORK_STYLES} && ${textArray(detected)}`))
            .orderBy(
              desc(sql`${WORK_COLORS} && ${textArray(detectedColors.slice(0, 1))}`),
              desc(sql`${WORK_COLORS} && ${textArray(detectedColors)}`),
              desc(artist.isFeatured),
              sql`${artist.rating} desc nulls last`,
              desc(artist.publishedAt),
            )
            .limit(RANKED_BY_STYLES)
        : [],
    ]);
    const rows = [...new Map([...seen, ...others].map((row) => [row.id, row])).values()];
    // Each candidate's own closest photo: the nearest photos name some, the index the rest.
    const closest = new Map<string, Neighbour>();
    // The copied photo is its artist's own closest, whatever the descriptor ranks first.
    for (const neighbour of sameAs ? [sameAs, ...neighbours] : neighbours) {
      if (!closest.has(neighbour.artistId)) closest.set(neighbour.artistId, neighbour);
    }
    const missing = rows.map((row) => row.id).filter((id) => !closest.has(id));
    for (const neighbour of await this.index.closestOf(vector, missing)) {
      closest.set(neighbour.artistId, neighbour);
    }
    const best = neighbours[0]?.similarity ?? 0;
    return rows
      .map((row) => {
        const own = closest.get(row.id);
        const { score, matching } = artistMatchScore({
          similarity: own?.similarity,
          best,
          detectedStyles: detected,
          artistStyles: row.styles,
          detectedColors,
          artistColors: row.colors,
        });
        const first = sameAs?.artistId === row.id;
        return { row, score: first ? Math.max(score, SAME_PHOTO_SCORE) : score, matching, own };
      })
      .sort(
        (a, b) =>
          Number(b.row.id === sameAs?.artistId) - Number(a.row.id === sameAs?.artistId) ||
          b.score - a.score ||
          (b.own?.similarity ?? -1) - (a.own?.similarity ?? -1),
      );
  }

  private matchedArtist({ row, score, matching, own }: RankedArtist): MatchedArtist {
    return {
      id: row.id,
      displayName: row.displayName,
      place: placeLabel(row),
      matchScore: round(score),
      matchingStyles: matching as Style[],
      thumbnail: own ? this.thumbnail(own, row.displayName) : null,
      fromPriceCents: row.minPriceCents,
    };
  }

  private thumbnail(neighbour: Neighbour, name: string) {
    const variant = listThumbnail(neighbour.variants);
    return variant
      ? { src: this.services.media.url(variant.key), alt: `Nail art by ${name}` }
      : null;
  }

  /** At start: says once when the match cannot run here, else indexes what is missing. */
  indexAtStart(): void {
    this.startup = (async () => {
      if (!(await this.available())) {
        this.services.logger.warn(
          "this PostgreSQL server has no pgvector extension: the style match is unavailable (everything else works)",
        );
        return;
      }
      const started = performance.now();
      const indexed = await this.index.indexMissing();
      await this.warm(); // the first visitor's analysis should not wait for the network to load
      if (indexed > 0) {
        this.services.logger.info(
          {
            photos: indexed,
            descriptor: this.descriptor.name,
            ms: Math.round(performance.now() - started),
          },
          "portfolio photos indexed for the style match",
        );
      }
    })().catch((error: unknown) =>
      this.services.logger.warn({ err: error }, "indexing photos for the style match failed"),
    );
  }

  /** Indexes new photos in the background (after an upload); failures are logged. */
  indexSoon(): void {
    this.index.indexSoon();
  }

  /** Loads the network now (about a second), so the first analysis is not the slow one. */
  warm(): Promise<void> {
    return this.reader.warm();
  }

  /** Stops indexing (after the photo in hand) and the embedding thread. */
  async close(): Promise<void> {
    await this.index.close();
    await this.reader.close();
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
