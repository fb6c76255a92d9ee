import type { ArtistContact, ArtistPublic, OwnArtist, PhotoView } from "~/core/artists/types";
import type { artist, photo } from "../db/schema";
import type { MediaService } from "../media/media";

export type ArtistRow = typeof artist.$inferSelect;
export type PhotoRow = typeof photo.$inferSelect;

/** A photo row as pages need it: public URLs of its renditions, smallest first. */
export function photoView(media: MediaService, row: PhotoRow): PhotoView {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    sources: [...row.variants]
      .sort((a, b) => a.width - b.width)
      .map((variant) => ({
        url: media.url(variant.key),
        width: variant.width,
        height: variant.height,
        format: variant.format,
      })),
  };
}

const portfolioOf = (photos: PhotoRow[]) =>
  photos
    .filter((p) => p.kind === "portfolio" && p.position !== null)
    .sort((a, b) => a.position! - b.position!);

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

export function ownView(media: MediaService, row: ArtistRow, photos: PhotoRow[]): OwnArtist {
  return {
    ...publicView(media, row, photos),
    contact: contactOf(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    pendingPhotos: photos
      .filter((p) => p.kind === "portfolio" && p.position === null)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((p) => photoView(media, p)),
  };
}
