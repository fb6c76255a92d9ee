import { sql, type SQL } from "drizzle-orm";
import type { PhotoVariant } from "../db/schema";
import { VARIANT_WIDTHS } from "./pipeline";

// Which of a photo's files a list shows (artist cards, style matches, requests), in one place for
// the server's code and the database's queries alike.

/**
 * What stands in for the square crop on a photo stored without one: a WebP of the smallest
 * responsive width or less (every photo has one: processImage always makes its smallest width).
 */
const FALLBACK = { format: "webp", maxWidth: VARIANT_WIDTHS[0] } as const satisfies {
  format: PhotoVariant["format"];
  maxWidth: number;
};

/**
 * A photo's list thumbnail: its square crop (`thumb`), else the first WebP no wider than the
 * smallest responsive width (variants are stored smallest first, so its smallest), else none.
 */
export function listThumbnail(variants: readonly PhotoVariant[]): PhotoVariant | undefined {
  return (
    variants.find((variant) => variant.thumb === true) ??
    variants.find(
      (variant) => variant.format === FALLBACK.format && variant.width <= FALLBACK.maxWidth,
    )
  );
}

/** `listThumbnail` in SQL: the thumbnail's key (text, or null) of a jsonb variants column. */
export function listThumbnailKey(variants: SQL): SQL<string | null> {
  // Constants of this module, not input: written into the statement as the literal paths were.
  const thumb = sql.raw(`'$[*] ? (@.thumb == true).key'`);
  const fallback = sql.raw(
    `'$[*] ? (@.format == "${FALLBACK.format}" && @.width <= ${FALLBACK.maxWidth}).key'`,
  );
  return sql<string | null>`coalesce(
    jsonb_path_query_first(${variants}, ${thumb}),
    jsonb_path_query_first(${variants}, ${fallback})
  ) #>> '{}'`;
}
