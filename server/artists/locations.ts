import { and, count, eq, isNotNull } from "drizzle-orm";
import type { AppServices } from "../context";
import { artist } from "../db/schema";

/** How many published artists work in each state (two-letter code); states with none are absent. */
export async function stateCounts({ database }: AppServices): Promise<Record<string, number>> {
  const rows = await database.db
    .select({ state: artist.state, artists: count() })
    .from(artist)
    .where(and(eq(artist.isActive, true), isNotNull(artist.state)))
    .groupBy(artist.state);
  return Object.fromEntries(rows.map((row) => [row.state, row.artists]));
}
