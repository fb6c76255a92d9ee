import { and, eq, gte, ilike, lte, sql, type SQL } from "drizzle-orm";
import { ARTISTS_PAGE_SIZE, searchHref, type ArtistFilters } from "~/core/artists/search";
import type { ArtistCardView } from "~/core/artists/types";
import { EARTH_RADIUS_MILES, boundingBox, type Point } from "~/core/geo";
import type { AppServices } from "../context";
import type { Database } from "../db/client";
import { containing } from "../db/like";
import { artist } from "../db/schema";
import { artistFacetCount } from "../db/sql-only-tables";
import { VersionedCache } from "../cache/versioned-cache";
import { readRanking } from "../match/rankings";
import { readListingVersion } from "./listing-version";
import { artistCards } from "./views";

// The artists list's query: which published artists match the filters (in SQL, on the indexes
// of server/db/schema.ts), how many, and one page of them as cards.

/** Miles from `point` to each artist's city (haversine, as core/geo's distanceMiles). */
export function milesFrom({ lat, lng }: Point): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(
    power(sin(radians(${artist.lat} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${artist.lat})) *
    power(sin(radians(${artist.lng} - ${lng}) / 2), 2)))))`;
}

/**
 * What an artist's work shows (decision 0026): their confirmed photos' tags, kept by triggers, or
 * while none is confirmed the declared lists. The style and color filters read these, the
 * expressions of the GIN indexes artist_work_styles_idx and artist_work_colors_idx.
 */
export const WORK_STYLES = sql<string[]>`coalesce(${artist.workStyles}, ${artist.styles})`;
export const WORK_COLORS = sql<string[]>`coalesce(${artist.workColors}, ${artist.colors})`;

/** The filters as one condition on `artist`: AND across filters, OR within styles and colors. */
export function matchingArtists(filters: ArtistFilters, near: Point | null): SQL {
  const words = filters.q?.toLowerCase().split(" ") ?? [];
  const box = near && boundingBox(near, filters.radius);
  return and(
    eq(artist.isActive, true),
    // Free text: every word somewhere in the name, place, styles, colors (declared or shown) or bio.
    ...words.map((word) => ilike(artist.searchText, containing(word))),
    filters.name ? ilike(artist.displayName, containing(filters.name)) : undefined,
    filters.city ? ilike(artist.city, containing(filters.city)) : undefined,
    filters.state ? eq(artist.state, filters.state) : undefined,
    filters.styles.length ? sql`${WORK_STYLES} && ${textArray(filters.styles)}` : undefined,
    filters.colors.length ? sql`${WORK_COLORS} && ${textArray(filters.colors)}` : undefined,
    // The average of the artist's reviews (null without any: never counted as 4 and up).
    filters.minRating ? gte(artist.rating, filters.minRating) : undefined,
    // A service at or under the price: the lowest of the menu, kept on the row (decision 0063).
    filters.maxPrice ? lte(artist.minPriceCents, filters.maxPrice * 100) : undefined,
    // The box narrows on the position index; the exact distance decides.
    ...(box
      ? [
          gte(artist.lat, box.minLat),
          lte(artist.lat, box.maxLat),
          gte(artist.lng, box.minLng),
          lte(artist.lng, box.maxLng),
          lte(milesFrom(near), filters.radius),
        ]
      : []),
  )!;
}

/** Newest published first (the listing index's order), then by id so pages never overlap. */
const NEWEST = [sql`${artist.publishedAt} desc nulls last`, sql`${artist.id}`];
/** Top rated: the Bayesian score (decision 0032), artists without reviews last; its index's order. */
const TOP_RATED = [sql`${artist.ratingScore} desc nulls last`, sql`${artist.id}`];

/** Price: low to high, by the lowest price; artists without prices last; its index's order. */
const LOWEST_PRICE = [sql`${artist.minPriceCents} nulls last`, sql`${artist.id}`];

/** The order of the list's rows for its sort. */
function orderOf(filters: ArtistFilters, distance: SQL | undefined): SQL[] {
  if (filters.sort === "rating") return TOP_RATED;
  if (filters.sort === "price") return LOWEST_PRICE;
  if (distance && filters.sort === "distance") return [sql`${distance}`, ...NEWEST];
  return NEWEST;
}

export interface SearchResult {
  total: number;
  artists: ArtistCardView[];
  /** For a list ranked by a style match: whether its ranking could still be read (a day). */
  ranking?: "found" | "expired";
}

/** Results kept per instance, for the lists visitors ask for most (the first pages, the map's). */
const CACHED_RESULTS = 500;
/** Per database (tests open several in one process). */
const caches = new WeakMap<object, VersionedCache<Promise<SearchResult>>>();

/**
 * One page of matching published artists, with the exact number of them. A list is read from
 * the database once per listing version (any write to artists or photos changes it, on whichever
 * instance), so popular lists cost one tiny read. `version`: the request's, when already read.
 */
export async function searchArtists(
  services: AppServices,
  filters: ArtistFilters,
  near: Point | null,
  version?: string,
): Promise<SearchResult> {
  const current = version ?? (await readListingVersion(services.database));
  let cache = caches.get(services.database);
  if (!cache) {
    cache = new VersionedCache(CACHED_RESULTS);
    caches.set(services.database, cache);
  }
  // Both views show the same results.
  const key = `${searchHref(filters, { page: filters.page, view: undefined })}|${near ? `${near.lat},${near.lng}` : ""}`;
  const kept = cache.get(current, key);
  if (kept) return kept;
  const result = readSearchResults(services, filters, near);
  const results = cache;
  result.catch(() => results.delete(key)); // a failure is not remembered
  cache.set(current, key, result);
  return result;
}

/** The same, always read from the database (the benchmark measures this). */
export async function readSearchResults(
  services: AppServices,
  filters: ArtistFilters,
  near: Point | null,
): Promise<SearchResult> {
  const where = matchingArtists(filters, near);
  const distance = near ? milesFrom(near) : undefined;
  const ranked = filters.match ? await readRanking(services.database.db, filters.match) : null;
  // Ranked by a style match: its artists in its order (the dialog's first five first), then the
  // rest as newest; each card leads with the artist's photo closest to the inspiration.
  const byMatch = ranked && filters.sort === "match";
  const orderBy = byMatch
    ? [
        sql`array_position(${textArray(ranked.map((r) => r.a))}, ${artist.id}) nulls last`,
        ...NEWEST,
      ]
    : orderOf(filters, distance);
  const [total, cards] = await Promise.all([
    countMatching(services, filters, near),
    artistCards(services, {
      where,
      orderBy,
      limit: ARTISTS_PAGE_SIZE,
      offset: (filters.page - 1) * ARTISTS_PAGE_SIZE,
      distance,
      leadingPhotos: ranked?.flatMap((r) => (r.p ? [r.p] : [])),
    }),
  ]);
  const scores = new Map(ranked?.map((r) => [r.a, r.s]));
  const artists = cards.map((card) =>
    scores.has(card.id) ? { ...card, matchScore: scores.get(card.id)! } : card,
  );
  if (!filters.match) return { total, artists };
  return { total, artists, ranking: ranked ? "found" : "expired" };
}

/**
 * The query counting the artists that match: by styles, colors and price alone, a sum over the
 * per-combination counts (migration 0008, of the work lists since 0010, by price band since 0029:
 * tens of thousands of small rows at most, however many artists); otherwise by counting the
 * matching rows, which the other filters keep few (the rating filter on its own index: 0016).
 */
export function countQuery(db: Database, filters: ArtistFilters, near: Point | null) {
  const facetsOnly =
    !filters.q && !filters.name && !filters.city && !filters.state && !near && !filters.minRating;
  if (!facetsOnly) {
    return db
      .select({ total: sql<number>`count(*)::int` })
      .from(artist)
      .where(matchingArtists(filters, near));
  }
  const { stylesMask, colorsMask, priceBand, published } = artistFacetCount;
  return db
    .select({ total: sql<number>`coalesce(sum(${published}), 0)::int` })
    .from(artistFacetCount)
    .where(
      and(
        filters.styles.length
          ? sql`${stylesMask} & style_mask(${textArray(filters.styles)}) <> 0`
          : undefined,
        filters.colors.length
          ? sql`${colorsMask} & color_mask(${textArray(filters.colors)}) <> 0`
          : undefined,
        filters.maxPrice
          ? sql`${priceBand} <= price_band(${filters.maxPrice * 100}::int)`
          : undefined,
      ),
    );
}

async function countMatching(
  { database }: AppServices,
  filters: ArtistFilters,
  near: Point | null,
): Promise<number> {
  const [row] = await countQuery(database.db, filters, near);
  return row?.total ?? 0;
}

/** A text[] literal of these values, as bound parameters. */
export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
