import { Star } from "lucide-react";
import { SpriteIcon } from "~/app/components/ui/icon-sprite";

/**
 * A 0–5 rating: a star and the number, read as "Rated 4.8 out of 5". In lists, the star comes
 * from the list's icon sprite (`spriteStar`).
 */
export function Rating({
  value,
  size = "sm",
  spriteStar,
}: {
  value: number;
  size?: "sm" | "md";
  spriteStar?: string;
}) {
  const text = value.toFixed(1);
  const starClass = `${size === "sm" ? "size-3.5" : "size-4"} fill-amber-400 text-amber-500`;
  return (
    <span className="flex items-center gap-1">
      {spriteStar ? (
        <SpriteIcon id={spriteStar} className="fill-amber-400 text-amber-500" />
      ) : (
        <Star className={starClass} aria-hidden />
      )}
      <span aria-hidden>{text}</span>
      <span className="sr-only">{`Rated ${text} out of 5`}</span>
    </span>
  );
}
