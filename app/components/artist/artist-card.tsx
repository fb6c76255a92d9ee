import { Heart, MapPin, MessageSquarePlus, Navigation, Share2, Star } from "lucide-react";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { IconSprite, SpriteIcon } from "~/app/components/ui/icon-sprite";
import type { ViewList } from "~/app/lib/view-mode";
import type { ArtistCardView } from "~/core/artists/types";
import { backgroundHex } from "~/core/catalogue";
import { formatMiles } from "~/core/geo";
import { percentMatch } from "~/core/match";
import { newRequestPath } from "~/core/requests";
import { REQUEST_COPY } from "~/core/request-copy";
import { ArtistAvatar } from "./artist-avatar";
import { FeaturedBadge } from "./badges";
import { FavoriteButton } from "./favorite-button";
import { Rating } from "./rating";
import { ShareButton } from "./share-button";
import { artistPath } from "~/core/site-nav";
import { fromPrice } from "~/core/artists/services";

const morePhotos = (count: number) => `${count} more ${count === 1 ? "photo" : "photos"}`;

/** Styles a card shows before '+N more'. */
const CARD_STYLES = 3;

/** Drawn on every card: defined once per list (see `ArtistList`). */
const CARD_ICONS = {
  pin: MapPin,
  star: Star,
  share: Share2,
  distance: Navigation,
  heart: Heart,
  request: MessageSquarePlus,
} as const;

/**
 * A list of artist cards: a grid, or rows when the visitor chose the list view for this list
 * (remembered per browser, applied by CSS before the first paint).
 */
export function ArtistList({
  artists,
  list,
  publicUrl,
}: {
  artists: readonly ArtistCardView[];
  list: ViewList;
  /** The site's public address, for share links. */
  publicUrl: string;
}) {
  return (
    <>
      <IconSprite icons={CARD_ICONS} />
      <ul data-view={list} className="artist-grid">
        {artists.map((artist, index) => (
          <li key={artist.id}>
            <ArtistCard
              artist={artist}
              list={list}
              eager={index < 3}
              shareUrl={`${publicUrl}/artist/${artist.id}`}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * An artist in a list: who, where, rating, styles and a strip of their work. The whole card is a
 * link to the profile (its buttons sit above it). In the list view, the same card is a row in the
 * artist's background color.
 */
function ArtistCard({
  artist,
  list,
  eager,
  shareUrl,
}: {
  artist: ArtistCardView;
  list: ViewList;
  /** The first cards of a page: their images load at once. */
  eager: boolean;
  shareUrl: string;
}) {
  const heart = artist.isFavorite !== undefined && (
    <FavoriteButton
      artistId={artist.id}
      displayName={artist.displayName}
      saved={artist.isFavorite}
      icon={<SpriteIcon id="heart" />}
    />
  );
  const extraStyles = artist.styles.length - CARD_STYLES;
  const extraPhotos = artist.photoCount - artist.thumbnails.length;
  const background = { "--artist-bg": backgroundHex(artist.backgroundColor) } as CSSProperties;
  return (
    <article style={background} className="artist-card">
      <div className="artist-card-head">
        <ArtistAvatar
          src={artist.avatar}
          alt=""
          size={64}
          eager={eager}
          className="artist-card-avatar"
        />
        <div className="min-w-0 flex-1">
          {artist.isFeatured && <FeaturedBadge />}
          <h2 className="artist-card-name">
            <Link to={artistPath(artist.id)}>{artist.displayName}</Link>
          </h2>
          <div className="artist-card-meta">
            {artist.place && (
              <span>
                <SpriteIcon id="pin" />
                <span className="truncate">{artist.place}</span>
              </span>
            )}
            <Rating value={artist.rating} count={artist.ratingCount} spriteStar="star" />
            {artist.matchScore !== undefined && (
              <span className="font-semibold text-brand-800">
                {percentMatch(artist.matchScore)}
              </span>
            )}
            {artist.fromPriceCents !== undefined && (
              <span className="font-medium text-ink-800">{fromPrice(artist.fromPriceCents)}</span>
            )}
            {artist.distanceMiles !== undefined && (
              <span className="font-medium text-ink-800">
                <SpriteIcon id="distance" />
                {`${formatMiles(artist.distanceMiles)}`}
                <span className="sr-only"> away</span>
              </span>
            )}
          </div>
        </div>
        <div className="artist-card-actions">
          {artist.isFavorite !== undefined && (
            <>
              {list === "favorites" ? <div className="list-view:hidden">{heart}</div> : heart}
              {/* The favorites list's rows say "Remove" in words. */}
              {list === "favorites" && (
                <div className="hidden list-view:block">
                  <FavoriteButton
                    artistId={artist.id}
                    displayName={artist.displayName}
                    saved
                    variant="remove"
                  />
                </div>
              )}
            </>
          )}
          {/* From the favorites, a client writes to a saved artist in one step. */}
          {list === "favorites" && (
            <Link
              to={newRequestPath(artist.id)}
              className="icon-button"
              aria-label={`${REQUEST_COPY.send} to ${artist.displayName}`}
              title={REQUEST_COPY.send}
            >
              <SpriteIcon id="request" />
            </Link>
          )}
          <ShareButton
            url={shareUrl}
            title={artist.displayName}
            compact
            icon={<SpriteIcon id="share" />}
          />
        </div>
      </div>
      <div className="artist-card-body">
        {artist.styles.length > 0 && (
          <ul className="artist-card-styles" aria-label="Styles">
            {artist.styles.slice(0, CARD_STYLES).map((style) => (
              <li key={style} className="style-chip">
                {style}
              </li>
            ))}
            {extraStyles > 0 && (
              <li className="style-chip bg-ink-50 text-ink-600">{`+${extraStyles} more`}</li>
            )}
          </ul>
        )}
        {artist.thumbnails.length > 0 && (
          <ul className="artist-card-thumbs" aria-label="Portfolio preview">
            {/* 5 show on phones, 6 on tablets, 7 on wide screens (the list's CSS hides the rest). */}
            {artist.thumbnails.map((src, index) => (
              <li key={index}>
                <img src={src} alt="" loading="lazy" />
              </li>
            ))}
            {extraPhotos > 0 && <li className="sr-only">{`and ${morePhotos(extraPhotos)}`}</li>}
          </ul>
        )}
        {extraPhotos > 0 && (
          <p className="text-xs font-medium text-ink-600" aria-hidden>
            {`+${morePhotos(extraPhotos)}`}
          </p>
        )}
      </div>
    </article>
  );
}
