import { BadgeCheck, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { ArtistCardView } from "~/core/artists/types";
import { backgroundHex } from "~/core/catalogue";
import { ArtistAvatar } from "./artist-avatar";
import { Picture } from "./picture";
import { Rating } from "./rating";

/** Styles shown on a card before '+N more' (spec §2). */
const CARD_STYLES = 3;

/** An artist in a list: who, where, rating, styles and a strip of their work. */
export function ArtistCard({ artist, eager = false }: { artist: ArtistCardView; eager?: boolean }) {
  const extraStyles = artist.styles.length - CARD_STYLES;
  const extraPhotos = artist.photoCount - artist.thumbnails.length;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] bg-white shadow-card ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:shadow-lift">
      <div
        className="flex items-center gap-4 p-4"
        style={{ background: backgroundHex(artist.backgroundColor) }}
      >
        <ArtistAvatar
          photo={artist.profilePhoto}
          alt=""
          size={64}
          eager={eager}
          className="size-16 bg-white ring-2 ring-white"
        />
        <div className="min-w-0">
          {artist.isFeatured && (
            <p className="mb-1 inline-flex items-center gap-1 rounded-full bg-white/85 px-2 py-0.5 text-xs font-semibold text-brand-800">
              <BadgeCheck className="size-3.5" aria-hidden />
              Featured
            </p>
          )}
          <h2 className="truncate font-sans text-lg font-semibold text-ink-950">
            {/* The whole card is the link (stretched over it). */}
            <Link
              to={`/artist/${artist.id}`}
              className="after:absolute after:inset-0 after:content-['']"
            >
              {artist.displayName}
            </Link>
          </h2>
          <div className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-ink-700">
            {artist.place && (
              <span className="flex items-center gap-1">
                <MapPin className="size-3.5" aria-hidden />
                {artist.place}
              </span>
            )}
            {artist.rating !== null && <Rating value={artist.rating} />}
          </div>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        {artist.styles.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Styles">
            {artist.styles.slice(0, CARD_STYLES).map((style) => (
              <li
                key={style}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
              >
                {style}
              </li>
            ))}
            {extraStyles > 0 && (
              <li className="rounded-full bg-ink-50 px-2.5 py-0.5 text-xs font-medium text-ink-600">
                +{extraStyles} more
              </li>
            )}
          </ul>
        )}
        {artist.thumbnails.length > 0 && (
          <ul
            className="mt-auto grid grid-cols-5 gap-1.5 sm:grid-cols-6 xl:grid-cols-7"
            aria-label="Portfolio preview"
          >
            {artist.thumbnails.map((photo, index) => (
              // 5 thumbnails on phones, 6 on tablets, 7 on wide screens (spec §2).
              <li
                key={photo.id}
                className={
                  index >= 5 ? (index >= 6 ? "hidden xl:block" : "hidden sm:block") : undefined
                }
              >
                <Picture
                  photo={photo}
                  alt=""
                  sizes="72px"
                  loading={eager && index < 3 ? "eager" : "lazy"}
                  className="aspect-square w-full rounded-lg object-cover"
                />
              </li>
            ))}
            {extraPhotos > 0 && <li className="sr-only">and {extraPhotos} more photos</li>}
          </ul>
        )}
        {extraPhotos > 0 && (
          <p className="text-xs font-medium text-ink-600" aria-hidden>
            +{extraPhotos} more photos
          </p>
        )}
      </div>
    </article>
  );
}
