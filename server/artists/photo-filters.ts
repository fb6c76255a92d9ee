import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { photo } from "../db/schema";

/**
 * A portfolio photo is either attached (in the portfolio, at a position) or pending (uploaded into
 * an unsaved dashboard draft: no position yet). The one definition of each, in SQL for queries and
 * as a test on loaded rows.
 */
export type PortfolioPhotoState = "attached" | "pending";

/** Portfolio photos in `state` (both when omitted), optionally of one artist. */
export function portfolioPhotos(state?: PortfolioPhotoState, artistId?: string): SQL {
  return and(
    artistId === undefined ? undefined : eq(photo.artistId, artistId),
    eq(photo.kind, "portfolio"),
    state === "attached" ? isNotNull(photo.position) : undefined,
    state === "pending" ? isNull(photo.position) : undefined,
  )!;
}

export function isPortfolioPhoto(
  row: { kind: string; position: number | null },
  state: PortfolioPhotoState,
): boolean {
  return row.kind === "portfolio" && (state === "attached") === (row.position !== null);
}
