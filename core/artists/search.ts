import { z } from "zod";
import { COLORS, STYLES, type Color, type Style } from "../catalogue";
import type { StyleAnalysis } from "../match";
import { DEFAULT_RADIUS_MILES, NEAR_MAX_LENGTH, RADIUS_MILES, type RadiusMiles } from "../geo";
import { plainText } from "../text";
import { stateCode } from "../us-locations";
import { VIEW_PARAM } from "../site-nav";
import { formatPrice, PRICE_FILTERS, type PriceFilter } from "./services";

// The one contract of the artists list's filters: their URL parameters, their limits and how a
// bad value is read (ignored, never an error page). The home page's search, the list's sidebar and
// chips, the locations map's links and the server's query all go through `parseSearch` and
// `searchHref`, so a parameter is named and bounded once. The chips and counts' words are
// ./filter-chips, the sidebar's no-script forms ./search-forms.

import { ARTISTS_PATH } from "../site-nav";
export { ARTISTS_PATH };
export const ARTISTS_PAGE_SIZE = 24;

/** The URL parameters, by what they hold. Styles and colors repeat (`style=Ombre&style=Glitter`). */
export const PARAMS = {
  q: "q",
  name: "name",
  state: "state",
  city: "city",
  style: "style",
  color: "color",
  near: "near",
  radius: "radius",
  sort: "sort",
  /** A style match's ranked artists ("View All Matches"), by its short-lived id. */
  match: "match",
  /** "4 stars & up": the only minimum rating offered. */
  minRating: "rating",
  /** "Up to $60": artists with a service at or under it, in dollars (PRICE_FILTERS). */
  maxPrice: "maxPrice",
  page: "page",
  /** The list view (`view=list`); the grid is the default and has no parameter. */
  view: VIEW_PARAM,
} as const;
export const SEARCH_TEXT_MAX_LENGTH = 100;
/** Deep enough for any real browsing; bounded so a URL cannot ask for absurd offsets. */
export const MAX_PAGE = 1000;

export const SORTS = ["match", "newest", "distance", "rating", "price"] as const;
export type Sort = (typeof SORTS)[number];
/** What the sort links say. */
export const SORT_LABELS: Record<Sort, string> = {
  match: "Best match",
  newest: "Newest",
  distance: "Nearest",
  rating: "Top rated",
  price: "Price: low to high",
};
/** A style match's ranking id: 22 URL-safe characters (128 random bits). */
export const MATCH_RANKING_ID = /^[A-Za-z0-9_-]{22}$/;
/** The chip of a list ranked by a style match. */
export const MATCH_CHIP = "Best match for your photo";
/** The minimum rating the list filters on, and what it is called. */
export const MIN_RATING = 4;
export const MIN_RATING_LABEL = `${MIN_RATING} stars & up`;
/** What a price filter says: "Up to $60". */
export const maxPriceLabel = (dollars: number) => `Up to ${formatPrice(dollars * 100)}`;

/** The sidebar's search modes: each fills its own filter and clears the box. */
export const SEARCH_MODES = [
  { param: "name", label: "Artist Name", placeholder: "e.g. Luxe Nails" },
  { param: "state", label: "State", placeholder: "e.g. Texas or TX" },
  { param: "city", label: "City", placeholder: "e.g. Austin" },
] as const;
export type SearchMode = (typeof SEARCH_MODES)[number]["param"];

export interface ArtistFilters {
  /** Free text over name, city, state, styles, colors and bio (the home page's search). */
  q?: string;
  /** Partial display name. */
  name?: string;
  /** Two-letter code. */
  state?: string;
  /** Partial city name. */
  city?: string;
  styles: Style[];
  colors: Color[];
  /** A ZIP code, a city or coordinates, as typed; resolved by the server. */
  near?: string;
  radius: RadiusMiles;
  sort: Sort;
  /** The style match whose ranking orders the list ("Best match"), by its id. */
  match?: string;
  /** Only artists whose reviews average at least this (MIN_RATING), when set. */
  minRating?: typeof MIN_RATING;
  /** Only artists with a service at or under this many dollars (one of PRICE_FILTERS). */
  maxPrice?: PriceFilter;
  page: number;
  /**
   * "list" when the address asks for the list view. Not a filter: it only lays the page out, and
   * the links keep it so that a page without JavaScript stays in the list view.
   */
  view?: "list";
}

/**
 * The catalogue values that any of `values` partially matches, case-insensitively (§5: "partial
 * matches on any chosen value"). Artists' styles and colors are catalogue values, so matching
 * here, once, is the same as matching each artist's values, and lets the query use the index.
 */
function catalogueMatches<T extends string>(catalogue: readonly T[], values: string[]): T[] {
  const wanted = values
    .map((value) => plainText(value).toLowerCase())
    .filter((value) => value && value.length <= SEARCH_TEXT_MAX_LENGTH);
  return catalogue.filter((entry) => wanted.some((value) => entry.toLowerCase().includes(value)));
}

/**
 * The URL's schema, built on first use: only loaders parse a URL, so the browser's bundle (which
 * uses the rest of this module) leaves zod out.
 */
function buildSchema() {
  /** Trimmed, single-spaced text without control characters, or undefined when empty or too long. */
  const text = (max: number) =>
    z.string().transform(plainText).pipe(z.string().min(1).max(max)).optional().catch(undefined);
  const searchText = text(SEARCH_TEXT_MAX_LENGTH);
  return z.object({
    q: searchText,
    name: searchText,
    city: searchText,
    state: z
      .string()
      .transform((value) => stateCode(value))
      .optional()
      .catch(undefined),
    styles: z.array(z.string()).transform((values) => catalogueMatches(STYLES, values)),
    colors: z.array(z.string()).transform((values) => catalogueMatches(COLORS, values)),
    near: text(NEAR_MAX_LENGTH),
    radius: z.coerce
      .number()
      .refine((miles): miles is RadiusMiles => RADIUS_MILES.includes(miles as RadiusMiles))
      .catch(DEFAULT_RADIUS_MILES),
    sort: z.enum(SORTS).optional().catch(undefined),
    match: z.string().regex(MATCH_RANKING_ID).optional().catch(undefined),
    minRating: z.literal(String(MIN_RATING)).optional().catch(undefined),
    maxPrice: z
      .string()
      .regex(/^\d+$/)
      .transform(Number)
      .refine((dollars): dollars is PriceFilter => PRICE_FILTERS.includes(dollars as PriceFilter))
      .optional()
      .catch(undefined),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  });
}
let schema: ReturnType<typeof buildSchema> | undefined;

/** The filters a URL's query asks for; anything unknown or malformed is left out. */
export function parseSearch(params: URLSearchParams): ArtistFilters {
  const one = (name: string) => params.get(name) ?? undefined;
  schema ??= buildSchema();
  const parsed = schema.parse({
    q: one(PARAMS.q),
    name: one(PARAMS.name),
    city: one(PARAMS.city),
    state: one(PARAMS.state),
    styles: params.getAll(PARAMS.style),
    colors: params.getAll(PARAMS.color),
    near: one(PARAMS.near),
    radius: one(PARAMS.radius) ?? DEFAULT_RADIUS_MILES,
    sort: one(PARAMS.sort),
    match: one(PARAMS.match),
    minRating: one(PARAMS.minRating),
    maxPrice: one(PARAMS.maxPrice),
    page: one(PARAMS.page) ?? 1,
  });
  return {
    ...parsed,
    minRating: parsed.minRating ? MIN_RATING : undefined,
    sort: sortOf(parsed),
    // Any other value is the grid.
    view: params.get(PARAMS.view) === "list" ? "list" : undefined,
  };
}

/**
 * A list's natural order: a style match's ranking when it has one, nearest near a place, else
 * newest. Each order is offered only where it means something (no distance without a place).
 */
const naturalSort = (filters: { match?: string; near?: string }): Sort =>
  filters.match ? "match" : filters.near ? "distance" : "newest";

function sortOf(parsed: { sort?: Sort; match?: string; near?: string }): Sort {
  const wanted = parsed.sort ?? naturalSort(parsed);
  if (wanted === "match" && !parsed.match) return naturalSort(parsed);
  if (wanted === "distance" && !parsed.near) return naturalSort(parsed);
  return wanted;
}

export type FilterChange = Partial<Omit<ArtistFilters, "styles" | "colors">> & {
  styles?: readonly Style[];
  colors?: readonly Color[];
};

/**
 * The artists list's URL for `filters` (with `change` applied): parameters in a fixed order,
 * defaults left out, and back to page 1 unless the change is the page itself.
 */
export function searchHref(
  filters: Partial<ArtistFilters> = {},
  change: FilterChange = {},
): string {
  const next = { ...filters, page: undefined, ...change };
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== "") params.append(name, String(value));
  };
  set(PARAMS.q, next.q);
  set(PARAMS.name, next.name);
  set(PARAMS.state, next.state);
  set(PARAMS.city, next.city);
  for (const style of next.styles ?? []) set(PARAMS.style, style);
  for (const color of next.colors ?? []) set(PARAMS.color, color);
  set(PARAMS.near, next.near);
  if (next.near && next.radius && next.radius !== DEFAULT_RADIUS_MILES)
    set(PARAMS.radius, next.radius);
  if (next.minRating) set(PARAMS.minRating, next.minRating);
  set(PARAMS.maxPrice, next.maxPrice);
  set(PARAMS.match, next.match);
  // Each list's natural order is left out.
  if (next.sort && next.sort !== naturalSort(next)) set(PARAMS.sort, next.sort);
  if (next.page && next.page > 1) set(PARAMS.page, next.page);
  set(PARAMS.view, next.view);
  const query = params.toString();
  return query ? `${ARTISTS_PATH}?${query}` : ARTISTS_PATH;
}

/** The list without any filter, in the view it is in. */
export const clearedHref = (filters: Pick<ArtistFilters, "view">) =>
  searchHref({ view: filters.view });

/**
 * The artists list for a style match's result ("View All Matches"): every artist it scored, best
 * match first (the dialog's order), by its ranking's id; any other filter can then be added. A
 * result without a ranking lists the artists doing its styles and colors.
 */
export function matchesHref(
  analysis: Pick<StyleAnalysis, "ranking" | "detectedStyles" | "colors">,
): string {
  if (analysis.ranking) return searchHref({ match: analysis.ranking });
  return searchHref({
    styles: analysis.detectedStyles,
    colors: analysis.colors.map((color) => color.name),
  });
}
