import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { ArtistCardView } from "~/core/artists/types";
import { stateCode, stateName } from "~/core/us-locations";
import type { AppServices } from "../context";
import { artist, photo } from "../db/schema";
import { photoView } from "./views";

/** Portfolio thumbnails on a card (spec §2: 5 to 7 by screen width). */
const CARD_THUMBNAILS = 7;
export const ARTISTS_PAGE_SIZE = 24;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search term matches an artist's name, city, state (name or code) or one of their styles. */
function matching(query: string): SQL | undefined {
  const pattern = likePattern(query);
  const code = stateCode(query);
  return or(
    ilike(artist.displayName, pattern),
    ilike(artist.city, pattern),
    ilike(artist.location, pattern),
    code ? eq(artist.state, code) : undefined,
    sql`exists (select 1 from unnest(${artist.styles}) as style where style ilike ${pattern})`,
  );
}

/** Published artists, newest first, optionally matching a search term, one page at a time. */
export async function listArtists(
  { database, media }: AppServices,
  options: { query?: string; page?: number },
): Promise<{ total: number; artists: ArtistCardView[] }> {
  const { db } = database;
  const page = Math.max(1, options.page ?? 1);
  const where = and(eq(artist.isActive, true), options.query ? matching(options.query) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(artist).where(where);
  const rows = await db
    .select()
    .from(artist)
    .where(where)
    .orderBy(desc(artist.publishedAt), artist.id)
    .limit(ARTISTS_PAGE_SIZE)
    .offset((page - 1) * ARTISTS_PAGE_SIZE);
  if (rows.length === 0) return { total, artists: [] };

  const ids = rows.map((row) => row.id);
  const photos = await db
    .select()
    .from(photo)
    .where(
      or(
        and(inArray(photo.artistId, ids), eq(photo.kind, "portfolio"), isNotNull(photo.position)),
        inArray(
          photo.id,
          rows.map((row) => row.profilePhotoId).filter((id): id is string => Boolean(id)),
        ),
      ),
    )
    .orderBy(photo.position);

  return {
    total,
    artists: rows.map((row) => {
      const portfolio = photos.filter((p) => p.artistId === row.id && p.kind === "portfolio");
      const profilePhoto = photos.find((p) => p.id === row.profilePhotoId);
      return {
        id: row.id,
        displayName: row.displayName,
        place: row.city && row.state ? `${row.city}, ${stateName(row.state)}` : row.location,
        rating: row.rating,
        isFeatured: row.isFeatured,
        styles: row.styles,
        backgroundColor: row.backgroundColor,
        profilePhoto: profilePhoto ? photoView(media, profilePhoto) : null,
        thumbnails: portfolio.slice(0, CARD_THUMBNAILS).map((p) => photoView(media, p)),
        photoCount: portfolio.length,
      };
    }),
  };
}
