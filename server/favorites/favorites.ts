import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { ArtistCardView } from "~/core/artists/types";
import { VIEWS_KEPT, VIEW_DEDUP_MINUTES } from "~/core/favorites";
import type { RequestState } from "~/core/requests";
import { plainText } from "~/core/text";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { containing } from "../db/like";
import { artist, artistView, bookingRequest, favorite, user } from "../db/schema";
import { artistCards } from "../artists/views";

// A client's favorites and recent activity. Who may call these (signed-in non-artists) is the
// routes' to check; these functions trust the user id they are given.

/**
 * Saves or forgets an artist, idempotently (a double click or two tabs never duplicate or fail).
 * Saving an artist who is not published finds nothing: false.
 */
export async function setFavorite(
  { database }: AppServices,
  userId: string,
  artistId: string,
  saved: boolean,
): Promise<boolean> {
  if (!saved) {
    await database.db
      .delete(favorite)
      .where(and(eq(favorite.userId, userId), eq(favorite.artistId, artistId)));
    return true;
  }
  const published = await database.db
    .select({ id: artist.id })
    .from(artist)
    .where(and(eq(artist.id, artistId), eq(artist.isActive, true)));
  if (published.length === 0) return false;
  await database.db.insert(favorite).values({ userId, artistId }).onConflictDoNothing();
  return true;
}

/** Which of these artists the client saved (one query). */
export async function savedAmong(
  { database }: AppServices,
  userId: string,
  artistIds: readonly string[],
): Promise<Set<string>> {
  if (artistIds.length === 0) return new Set();
  const saved = await database.db
    .select({ artistId: favorite.artistId })
    .from(favorite)
    .where(and(eq(favorite.userId, userId), inArray(favorite.artistId, [...artistIds])));
  return new Set(saved.map((row) => row.artistId));
}

/** The cards, each marked with whether this client saved it (one query for the whole page). */
export async function withFavoriteFlags(
  services: AppServices,
  userId: string,
  cards: ArtistCardView[],
): Promise<ArtistCardView[]> {
  const ids = await savedAmong(
    services,
    userId,
    cards.map((card) => card.id),
  );
  return cards.map((card) => ({ ...card, isFavorite: ids.has(card.id) }));
}

/**
 * The client's published favorites, newest saved first, optionally only those whose display name,
 * account name, city, state (code or name) or bio contains `search` (any case): one query for the
 * list, one for the cards and their photos.
 */
export async function favoriteCards(
  services: AppServices,
  userId: string,
  search?: string,
): Promise<{ saved: number; artists: ArtistCardView[] }> {
  const term = search ? plainText(search) : "";
  const pattern = containing(term);
  const rows = rowsOf<{ id: string; matches: boolean }>(
    await services.database.db.execute(sql`
      select ${artist.id} as id, ${
        term
          ? or(
              ilike(artist.displayName, pattern),
              ilike(user.name, pattern),
              ilike(artist.city, pattern),
              ilike(artist.state, pattern),
              sql`us_state_name(${artist.state}) ilike ${pattern}`,
              ilike(artist.bio, pattern),
            )
          : sql`true`
      } as matches
      from ${favorite}
      join ${artist} on ${artist.id} = ${favorite.artistId} and ${artist.isActive}
      join ${user} on ${user.id} = ${artist.id}
      where ${favorite.userId} = ${userId}
      order by ${favorite.createdAt} desc, ${artist.id}`),
  );
  const ids = rows.filter((row) => row.matches).map((row) => row.id);
  const cards = await artistCards(services, { ids });
  return { saved: rows.length, artists: cards.map((card) => ({ ...card, isFavorite: true })) };
}

/**
 * Remembers that a client opened an artist's profile: once per pair within a few minutes (a
 * reload is not a new visit), and only the client's latest views are kept.
 */
export async function recordView(
  { database }: AppServices,
  userId: string,
  artistId: string,
): Promise<void> {
  const recorded = await database.db
    .insert(artistView)
    .values({ userId, artistId })
    .onConflictDoUpdate({
      target: [artistView.userId, artistView.artistId],
      set: { viewedAt: sql`now()` },
      setWhere: sql`${artistView.viewedAt} < now() - make_interval(mins => ${VIEW_DEDUP_MINUTES})`,
    })
    .returning({ artistId: artistView.artistId });
  if (recorded.length === 0) return;
  await database.db.execute(sql`
    delete from ${artistView} where ${artistView.userId} = ${userId}
      and ${artistView.artistId} not in (
        select ${artistView.artistId} from ${artistView} where ${artistView.userId} = ${userId}
        order by ${artistView.viewedAt} desc limit ${VIEWS_KEPT})`);
}

export interface Activity {
  artist: ArtistCardView;
  /** What the client last did about the artist: viewed, saved, or where a request to them stands. */
  kind: "viewed" | "saved" | { request: RequestState };
  /** ISO time. */
  at: string;
}

/** Artists the client viewed, saved or wrote to, newest first, each once (its latest event). */
export async function recentActivity(
  services: AppServices,
  userId: string,
  limit: number,
): Promise<Activity[]> {
  const events = rowsOf<{ artist_id: string; kind: string; at: Date | string }>(
    await services.database.db.execute(sql`
      select artist_id, kind, at from (
        select distinct on (artist_id) artist_id, kind, at from (
          select ${artistView.artistId} as artist_id, 'viewed' as kind, ${artistView.viewedAt} as at
            from ${artistView} where ${artistView.userId} = ${userId}
          union all
          select ${favorite.artistId}, 'saved', ${favorite.createdAt}
            from ${favorite} where ${favorite.userId} = ${userId}
          union all
          select ${bookingRequest.artistId}, 'request:' || ${bookingRequest.state},
              ${bookingRequest.lastActivityAt}
            from ${bookingRequest}
            where ${bookingRequest.clientId} = ${userId} and ${bookingRequest.artistId} is not null
        ) as event
        order by artist_id, at desc
      ) as latest
      order by at desc
      limit ${limit * 2}`),
  );
  // Unpublished artists have no card: ask for a few more than shown, then keep those found.
  const cards = await artistCards(services, { ids: events.map((event) => event.artist_id) });
  const byId = new Map(cards.map((card) => [card.id, card]));
  return events
    .filter((event) => byId.has(event.artist_id))
    .slice(0, limit)
    .map((event) => ({
      artist: byId.get(event.artist_id)!,
      kind: event.kind.startsWith("request:")
        ? { request: event.kind.slice("request:".length) as RequestState }
        : (event.kind as "viewed" | "saved"),
      at: new Date(event.at).toISOString(),
    }));
}

/** The client's latest favorites (for the dashboard), newest first. */
export async function latestFavorites(
  services: AppServices,
  userId: string,
  limit: number,
): Promise<ArtistCardView[]> {
  const rows = await services.database.db
    .select({ id: favorite.artistId })
    .from(favorite)
    .innerJoin(artist, and(eq(artist.id, favorite.artistId), eq(artist.isActive, true)))
    .where(eq(favorite.userId, userId))
    .orderBy(desc(favorite.createdAt))
    .limit(limit);
  const cards = await artistCards(services, { ids: rows.map((row) => row.id) });
  return cards.map((card) => ({ ...card, isFavorite: true }));
}
