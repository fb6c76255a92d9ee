import {
  bigint,
  boolean,
  customType,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  vector,
} from "drizzle-orm/pg-core";

// Tables that hand-written migrations make and keep, declared here so queries name typed columns
// instead of strings. drizzle-kit does not see this file (drizzle.config.ts reads schema.ts only)
// and must not: it would try to own what triggers and an optional extension maintain.

/**
 * One row whose version changes with any write to artists or photos (migration 0005's triggers):
 * what is kept per version is dropped when it changes (decision 0012).
 */
export const listingVersion = pgTable("listing_version", {
  id: boolean("id").primaryKey().default(true),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * Published artists per combination of styles and colors, as bit masks, and band of lowest price
 * (migrations 0008 and 0029, kept by triggers on artist): the /artists count by styles, colors
 * and price is a sum over these rows.
 */
export const artistFacetCount = pgTable(
  "artist_facet_count",
  {
    stylesMask: integer("styles_mask").notNull(),
    colorsMask: integer("colors_mask").notNull(),
    /** `price_band(min_price_cents)`: the first of PRICE_FILTERS the price is within, 4 above, 5 none. */
    priceBand: smallint("price_band").notNull(),
    published: integer("published").notNull(),
  },
  (table) => [primaryKey({ columns: [table.stylesMask, table.colorsMask, table.priceBand] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/** Numbers in a coarse copy print (`COPY_PRINT_DIMENSIONS`, which a unit test ties to this). */
export const COPY_PRINT_COLUMN = 384;

/** Dimensions of a photo descriptor's vector (every descriptor writes this many). */
export const EMBEDDING_DIMENSIONS = 512;

/**
 * Each portfolio photo's descriptor vector for the style match (migration 0007). Exists only where
 * the database has pgvector: the match is unavailable without it.
 */
export const photoEmbedding = pgTable("photo_embedding", {
  photoId: text("photo_id").primaryKey(),
  /** Which descriptor wrote it: a change of descriptor re-indexes every photo. */
  descriptor: text("descriptor").notNull(),
  embedding: vector("embedding", { dimensions: EMBEDDING_DIMENSIONS }).notNull(),
  /**
   * Whether the photo is in an active artist's saved portfolio, kept by triggers (migration
   * 0017): the search filters on it without joining each candidate.
   */
  published: boolean("published").notNull().default(false),
  /** The photo's coarse copy print (server/match/copy-print.ts, migration 0024); null when flat. */
  copyPrint: vector("copy_print", { dimensions: COPY_PRINT_COLUMN }),
  /** Its fine copy print, packed (`packFine`). */
  copyDetail: bytea("copy_detail"),
});
