import { randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { matchRanking, type MatchRankingEntry } from "../db/schema";

// A style match's ranked artists, kept a while under a short random id, so "View All Matches"
// opens the artists list in the match's own order (`/artists?match=<id>`), whatever filters are
// added to it. The ranking holds artist and photo ids and scores only: nothing of the photo,
// which is never stored. Any instance reads it (it is in the database).

/** How long a ranking can be opened from its link. */
export const RANKING_HOURS = 24;
/** Artists kept per ranking, best first (the list pages through them). */
export const RANKED_KEPT = 200;

export type RankedEntry = MatchRankingEntry;

/** Keeps a ranking (best first) and answers its id; rankings past their hours are dropped. */
export async function storeRanking(db: Database, ranked: readonly RankedEntry[]): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  await db
    .delete(matchRanking)
    .where(lt(matchRanking.createdAt, sql`now() - make_interval(hours => ${RANKING_HOURS})`));
  await db.insert(matchRanking).values({ id, ranked: ranked.slice(0, RANKED_KEPT) });
  return id;
}

/** A ranking kept within its hours, or null (unknown, or expired). */
export async function readRanking(db: Database, id: string): Promise<RankedEntry[] | null> {
  const [row] = await db
    .select({ ranked: matchRanking.ranked })
    .from(matchRanking)
    .where(
      sql`${eq(matchRanking.id, id)} and ${matchRanking.createdAt} >= now() - make_interval(hours => ${RANKING_HOURS})`,
    );
  return row?.ranked ?? null;
}
