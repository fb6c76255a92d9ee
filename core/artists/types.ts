/** A stored photo as pages render it: responsive sources plus a placeholder. */
export interface PhotoView {
  id: string;
  width: number;
  height: number;
  /** Data URL of a tiny blurred preview. */
  placeholder: string;
  /** The WebP rendition closest to 640 px wide, for browsers without srcset. */
  src: string;
  avifSrcSet: string;
  webpSrcSet: string;
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
  rating: number | null;
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

/** The artist's own view of their profile (wizard and dashboard). */
export interface OwnArtist extends ArtistPublic {
  contact: ArtistContact;
  publishedAt: string | null;
  updatedAt: string;
  /** Uploaded into an unsaved dashboard draft. */
  pendingPhotos: PhotoView[];
}
