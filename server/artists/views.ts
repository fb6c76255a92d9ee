import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PhotoTagsView } from "~/core/artists/photo-tags";
import type {
  ArtistCardView,
  ArtistContact,
  ArtistPublic,
  OwnArtist,
  PhotoView,
} from "~/core/artists/types";
import type { Color, Style } from "~/core/catalogue";
import { placeLabel } from "~/core/us-locations";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { artist, photo } from "../db/schema";
import { photoViewOf, type MediaService } from "../media/media";
import { listThumbnailKey } from "../media/thumbnail";
import { isPortfolioPhoto, portfolioPhotos } from "./photo-filters";

// The read models of artists: a card in a list (`artistCards`, for every list: search results,
// favorites, recent activity, style matches), a public profile and the artist's own view.

export type ArtistRow = typeof artist.$inferSelect;
export type PhotoRow = typeof photo.$inferSelect;

/** A photo row as pages need it: public URLs of its responsive renditions, smallest first. */
export function photoView(media: MediaService, row: PhotoRow): PhotoView {
  return photoViewOf(row, (variant) => media.url(variant.key));
}

/** Portfolio thumbnails on a card: 5 to 7 show, by screen width. */
export const CARD_THUMBNAILS = 7;

/** Which artists, in what order: a page of a search, or given ids (in that order). */
export type CardSelection = (
  | { where: SQL; orderBy: SQL[]; limit: number; offset: number; distance?: SQL }
  | { ids: readonly string[] }
) & {
  /** Photos shown first among their artists' thumbnails (a style match's closest work). */
  leadingPhotos?: readonly string[];
};

interface CardRow {
  id: string;
  display_name: string;
  city: string | null;
  state: string | null;
  location: string;
  rating: number | null;
  rating_count: number;
  min_price_cents: number | null;
  is_featured: boolean;
  styles: string[];
  background_color: string;
  avatar: string | null;
  photo_count: number;
  thumbnails: string[];
  distance: number | null;
}

/**
 * Published artists as cards, in one query: each card's portfolio count and first thumbnails are
 * aggregated in SQL (one small subquery per card, on the photo index), not loaded whole.
 */
export async function artistCards(
  { database, media }: AppServices,
  selection: CardSelection,
): Promise<ArtistCardView[]> {
  if ("ids" in selection && selection.ids.length === 0) return [];
  const byId = "ids" in selection;
  // A page is chosen first, on the indexes, and only its rows get their photos aggregated (the
  // aggregates of rows skipped by an offset would otherwise be computed too).
  const where = byId
    ? and(eq(artist.isActive, true), inArray(artist.id, [...selection.ids]))
    : sql`${artist.id} in (select ${artist.id} from ${artist} where ${selection.where}
        order by ${sql.join(selection.orderBy, sql`, `)}
        limit ${selection.limit} offset ${selection.offset})`;
  const distance = !byId && selection.distance ? selection.distance : sql`null`;
  const leading = selection.leadingPhotos?.length
    ? sql`(${photo.id} in (${sql.join(
        selection.leadingPhotos.map((id) => sql`${id}`),
        sql`, `,
      )})) desc,`
    : sql``;
  const result = await database.db.execute(sql`
    select ${artist.id}, ${artist.displayName}, ${artist.city}, ${artist.state},
      ${artist.location}, ${artist.rating}, ${artist.ratingCount}, ${artist.minPriceCents},
      ${artist.isFeatured},
      ${artist.styles},
      ${artist.backgroundColor},
      (select ${listThumbnailKey(sql`${photo.variants}`)} from ${photo}
        where ${photo.id} = ${artist.profilePhotoId}) as avatar,
      (select count(*)::int from ${photo}
        where ${photo.artistId} = ${artist.id} and ${portfolioPhotos("attached")}) as photo_count,
      (select coalesce(json_agg(first.key order by first.position), '[]')
        from (select ${photo.position} as position, ${listThumbnailKey(sql`${photo.variants}`)} as key
              from ${photo}
              where ${photo.artistId} = ${artist.id} and ${portfolioPhotos("attached")}
              order by ${leading} ${photo.position} limit ${CARD_THUMBNAILS}) as first) as thumbnails,
      ${distance} as distance
    from ${artist}
    where ${where}
    ${byId ? sql`` : sql`order by ${sql.join(selection.orderBy, sql`, `)}`}`);
  const cards = rowsOf<CardRow>(result).map((row): ArtistCardView => ({
    id: row.id,
    displayName: row.display_name,
    place: placeLabel(row),
    rating: row.rating,
    ratingCount: row.rating_count,
    isFeatured: row.is_featured,
    styles: row.styles,
    backgroundColor: row.background_color,
    avatar: row.avatar && media.url(row.avatar),
    thumbnails: row.thumbnails.map((key) => media.url(key)),
    photoCount: Number(row.photo_count),
    ...(row.distance === null ? {} : { distanceMiles: Math.round(row.distance * 10) / 10 }),
    ...(row.min_price_cents === null ? {} : { fromPriceCents: row.min_price_cents }),
  }));
  if (!byId) return cards;
  const position = new Map(selection.ids.map((id, index) => [id, index]));
  return cards.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

const portfolioOf = (photos: PhotoRow[]) =>
  photos.filter((p) => isPortfolioPhoto(p, "attached")).sort((a, b) => a.position! - b.position!);

export function publicView(media: MediaService, row: ArtistRow, photos: PhotoRow[]): ArtistPublic {
  const profilePhoto = photos.find((p) => p.id === row.profilePhotoId);
  return {
    id: row.id,
    displayName: row.displayName,
    bio: row.bio,
    styles: row.styles,
    colors: row.colors,
    backgroundColor: row.backgroundColor,
    state: row.state,
    city: row.city,
    location: row.location,
    rating: row.rating,
    ratingCount: row.ratingCount,
    isFeatured: row.isFeatured,
    isActive: row.isActive,
    profilePhoto: profilePhoto ? photoView(media, profilePhoto) : null,
    portfolio: portfolioOf(photos).map((p) => photoView(media, p)),
  };
}

export const contactOf = (row: ArtistRow): ArtistContact => ({
  email: row.email,
  instagram: row.instagram,
  phone: row.phone,
  bookingEmail: row.bookingEmail,
  bookingLink: row.bookingLink,
});

/** Where a photo's tags stand: confirmed by its artist, suggested by the analysis, or neither yet. */
export const photoTagsView = (row: PhotoRow): PhotoTagsView => ({
  state: row.tagsConfirmed ? "confirmed" : row.tagsSuggestedAt ? "suggested" : "pending",
  styles: row.styles as Style[],
  colors: row.colors as Color[],
});

export function ownView(media: MediaService, row: ArtistRow, photos: PhotoRow[]): OwnArtist {
  return {
    ...publicView(media, row, photos),
    portfolio: portfolioOf(photos).map((p) => ({
      ...photoView(media, p),
      tags: photoTagsView(p),
    })),
    contact: contactOf(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    pendingPhotos: photos
      .filter((p) => isPortfolioPhoto(p, "pending"))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((p) => photoView(media, p)),
  };
}
