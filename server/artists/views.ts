import type { ArtistContact, ArtistPublic, OwnArtist, PhotoView } from "~/core/artists/types";
import type { artist, photo } from "../db/schema";
import type { MediaService } from "../media/media";

export type ArtistRow = typeof artist.$inferSelect;
export type PhotoRow = typeof photo.$inferSelect;

/** The rendition widths of a photo as srcset strings, and a middle-sized fallback. */
export function photoView(media: MediaService, row: PhotoRow): PhotoView {
  const srcSet = (format: "avif" | "webp") =>
    row.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${media.url(variant.key)} ${variant.width}w`)
      .join(", ");
  const webp = row.variants.filter((v) => v.format === "webp").sort((a, b) => a.width - b.width);
  const fallback = webp.find((v) => v.width >= 640) ?? webp.at(-1);
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    src: fallback ? media.url(fallback.key) : "",
    avifSrcSet: srcSet("avif"),
    webpSrcSet: srcSet("webp"),
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
