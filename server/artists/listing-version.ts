import type { DatabaseHandle } from "../db/client";
import { listingVersion } from "../db/sql-only-tables";

/**
 * The listing version (migration 0005): changes with any write to artists or photos, on whichever
 * instance. What is kept per version (rendered public pages, search results) is dropped when it
 * changes (decision 0012). A request reads it once (`RequestInfo.listingVersion`).
 */
export async function readListingVersion({ db }: DatabaseHandle): Promise<string> {
  const [row] = await db.select({ version: listingVersion.version }).from(listingVersion);
  return String(row?.version ?? 0);
}
