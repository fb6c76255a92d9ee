import { Camera } from "lucide-react";
import type { PhotoView } from "~/core/artists/types";
import { cn } from "~/app/lib/cn";
import { Picture } from "./picture";

/**
 * A round profile photo (a stored photo's renditions, or in lists its thumbnail's URL), or the
 * camera placeholder when there is none.
 */
export function ArtistAvatar({
  photo,
  src,
  alt,
  size,
  className,
  eager = false,
  missingLabel,
}: {
  photo?: PhotoView | null;
  /** A list's single small image, instead of `photo`. */
  src?: string | null;
  alt: string;
  /** Said of the placeholder where its absence matters (the owner's dashboard); else decorative. */
  missingLabel?: string;
  /** Rendered width in px, for the browser's choice of rendition. */
  size: number;
  className?: string;
  eager?: boolean;
}) {
  return (
    <div className={cn("avatar", className)}>
      {src ? (
        // Sized by the round frame (the `avatar` class), like a list's other images.
        <img src={src} alt={alt} loading={eager ? undefined : "lazy"} />
      ) : photo ? (
        <Picture
          photo={photo}
          alt={alt}
          sizes={`${size}px`}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : undefined}
          className="size-full object-cover"
        />
      ) : (
        <Camera
          className="size-1/3 text-ink-400"
          {...(missingLabel
            ? { role: "img", "aria-label": missingLabel }
            : { "aria-hidden": true })}
        />
      )}
    </div>
  );
}
