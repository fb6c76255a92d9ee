import { Star } from "lucide-react";
import { SpriteIcon } from "~/app/components/ui/icon-sprite";
import { REVIEW_COPY as C, ratingText, reviewCountText } from "~/core/reviews";

/**
 * An artist's rating: a star, the average of their reviews and how many ("4.8 (23)", read as
 * "Rated 4.8 out of 5, 23 reviews"), or "New" while they have none. In lists, the star comes
 * from the list's icon sprite (`spriteStar`); on the profile the count is written out.
 */
export function Rating({
  value,
  count,
  size = "sm",
  spriteStar,
}: {
  value: number | null;
  count: number;
  size?: "sm" | "md";
  spriteStar?: string;
}) {
  if (value === null || count === 0) {
    return (
      <span className="new-badge">
        {C.newArtist}
        <span className="sr-only">{C.newArtistRest}</span>
      </span>
    );
  }
  const text = ratingText(value);
  return (
    <span className="rating">
      {spriteStar ? (
        <SpriteIcon id={spriteStar} />
      ) : (
        <Star className={size === "sm" ? "size-3.5" : "size-4"} aria-hidden />
      )}
      <span aria-hidden>{size === "md" ? C.summary(text, count) : `${text} (${count})`}</span>
      <span className="sr-only">{`${C.rated(text)}, ${reviewCountText(count)}`}</span>
    </span>
  );
}
