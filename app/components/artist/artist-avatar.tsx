import { Camera } from "lucide-react";
import type { PhotoView } from "~/core/artists/types";
import { cn } from "~/app/lib/cn";
import { Picture } from "./picture";

/** A round profile photo, or the camera placeholder when there is none (spec §2). */
export function ArtistAvatar({
  photo,
  alt,
  size,
  className,
  eager = false,
  missingLabel,
}: {
  photo: PhotoView | null | undefined;
  alt: string;
  /** Said of the placeholder where its absence matters (the owner's dashboard); else decorative. */
  missingLabel?: string;
  /** Rendered width in px, for the browser's choice of rendition. */
  size: number;
  className?: string;
  eager?: boolean;
}) {
  return (
    <div className={cn("grid shrink-0 place-items-center overflow-hidden rounded-full", className)}>
      {photo ? (
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
