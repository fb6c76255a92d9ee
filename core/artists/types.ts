import type { PhotoTagsView } from "./photo-tags";

/** One stored rendition of a photo. */
export interface PhotoSource {
  url: string;
  width: number;
  height: number;
  format: "avif" | "webp";
}

/** A stored photo as pages render it: its renditions (smallest first) and a placeholder. */
export interface PhotoView {
  id: string;
  width: number;
  height: number;
  /** Data URL of a tiny blurred preview, shown while the photo loads. */
  placeholder: string;
  sources: PhotoSource[];
}

/** The `srcset` of a photo's renditions in one format. */
export const srcSetOf = (photo: PhotoView, format: PhotoSource["format"]) =>
  photo.sources
    .filter((source) => source.format === format)
    .map((source) => `${source.url} ${source.width}w`)
    .join(", ");

/** The rendition for browsers that ignore srcset: the WebP at least `width` wide, or the largest. */
export function fallbackSource(photo: PhotoView, width = 640): PhotoSource | undefined {
  const webp = photo.sources.filter((source) => source.format === "webp");
  return webp.find((source) => source.width >= width) ?? webp.at(-1);
}

/** What anyone may see of an artist. */
export interface ArtistPublic {
  id: string;
  displayName: string;
  bio: string;
  styles: string[];
  colors: string[];
  backgroundColor: string;
  /** Two-letter code. */
  state: string | null;
  city: string | null;
  location: string;
  /** The average of the artist's reviews, and how many (null and 0: "New"). */
  rating: number | null;
  ratingCount: number;
  isFeatured: boolean;
  isActive: boolean;
  profilePhoto: PhotoView | null;
  portfolio: PhotoView[];
}

/** How to reach an artist: only ever sent to signed-in users. */
export interface ArtistContact {
  email: string;
  instagram: string;
  phone: string;
  bookingEmail: string;
  bookingLink: string;
}

/** A portfolio photo on its artist's own pages: with its styles and colors (decision 0026). */
export interface PortfolioPhotoView extends PhotoView {
  tags: PhotoTagsView;
}

/** The artist's own view of their profile (wizard and dashboard). */
export interface OwnArtist extends ArtistPublic {
  portfolio: PortfolioPhotoView[];
  contact: ArtistContact;
  publishedAt: string | null;
  updatedAt: string;
  /** Uploaded into an unsaved dashboard draft. */
  pendingPhotos: PhotoView[];
}

/** A photo in a list: the URL of its square thumbnail. */
/** An artist as a card (or a row) in a list. */
export interface ArtistCardView {
  id: string;
  displayName: string;
  /** "City, State" or the free-text location. */
  place: string;
  /** The average of the artist's reviews, and how many (null and 0: "New"). */
  rating: number | null;
  ratingCount: number;
  isFeatured: boolean;
  styles: string[];
  backgroundColor: string;
  /** The profile photo's thumbnail, if there is one. */
  avatar: string | null;
  /** The first few portfolio photos' square thumbnails (their URLs: the list's images are decorative). */
  thumbnails: string[];
  photoCount: number;
  /** Miles from the place searched near, when the list is a "near" search. */
  distanceMiles?: number;
  /** The lowest price of the artist's services in cents ("From $45"), when they list any. */
  fromPriceCents?: number;
  /** The style match's score (0–1), when the list is ranked by one ("View All Matches"). */
  matchScore?: number;
  /** Whether the viewer saved this artist; present only for viewers who may save artists. */
  isFavorite?: boolean;
}
