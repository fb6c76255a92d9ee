import { ArrowLeft, MapPin } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ArtistAvatar } from "~/app/components/artist/artist-avatar";
import { FeaturedBadge } from "~/app/components/artist/badges";
import { FavoriteButton } from "~/app/components/artist/favorite-button";
import { Rating } from "~/app/components/artist/rating";
import { ShareButton } from "~/app/components/artist/share-button";
import { buttonClass } from "~/app/components/ui/button";
import { ARTISTS_PATH } from "~/core/artists/search";
import type { ArtistPublic } from "~/core/artists/types";
import { backgroundHex } from "~/core/catalogue";
import { REVIEWS_ANCHOR } from "~/core/reviews";

/**
 * Back to where the visitor came from in this site (with script, the history's last page, the
 * list as it was left), else, and without JavaScript, a link to the artists list.
 */
function BackButton() {
  const navigate = useNavigate();
  const back = (event: MouseEvent) => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index === 0) return; // the link itself goes to the list
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link
      to={ARTISTS_PATH}
      onClick={back}
      className={buttonClass({ variant: "ghost", size: "sm" }, "-ml-2")}
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back
    </Link>
  );
}

/**
 * The profile's header on the artist's own background: back, favorite and share, the avatar,
 * name, place and rating, and to the owner of a draft that only they can see it.
 */
export function ProfileHeader({
  artist,
  place,
  isOwner,
  isFavorite,
  url,
}: {
  artist: ArtistPublic;
  place: string | null;
  isOwner: boolean;
  /** Unset for people who cannot save favorites. */
  isFavorite: boolean | undefined;
  url: string;
}) {
  const avatar = artist.profilePhoto ?? artist.portfolio[0];
  return (
    <header style={{ background: backgroundHex(artist.backgroundColor) }}>
      <div className="container-page max-w-5xl pt-4 pb-8 sm:pb-10">
        <div className="flex items-center justify-between gap-3">
          <BackButton />
          <div className="flex items-center gap-2">
            {isFavorite !== undefined && (
              <FavoriteButton
                artistId={artist.id}
                displayName={artist.displayName}
                saved={isFavorite}
              />
            )}
            <ShareButton url={url} title={artist.displayName} />
          </div>
        </div>
        <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-center">
          <ArtistAvatar
            photo={avatar}
            alt={artist.displayName}
            size={128}
            eager
            className="size-28 bg-white ring-4 ring-white sm:size-32"
          />
          <div className="min-w-0">
            {artist.isFeatured && <FeaturedBadge large />}
            <h1 className="text-3xl font-semibold wrap-anywhere sm:text-4xl">
              {artist.displayName}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-ink-700">
              {place && (
                <span className="flex items-center gap-1.5">
                  <MapPin className="size-4" aria-hidden />
                  {place}
                </span>
              )}
              {artist.isActive && (
                <a href={`#${REVIEWS_ANCHOR}`} className="hover:underline">
                  <Rating value={artist.rating} count={artist.ratingCount} size="md" />
                </a>
              )}
            </div>
          </div>
        </div>
        {isOwner && !artist.isActive && (
          <p className="mt-5 rounded-xl bg-white/80 px-4 py-2 text-sm font-medium text-ink-800">
            Only you can see this profile until you publish it.
          </p>
        )}
      </div>
    </header>
  );
}
