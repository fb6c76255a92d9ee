import { fallbackSource, srcSetOf, type PhotoView } from "~/core/artists/types";
import { cn } from "~/app/lib/cn";

interface PictureProps {
  photo: PhotoView;
  alt: string;
  /** How wide the image shows, for the browser to pick a rendition (the `sizes` attribute). */
  sizes: string;
  className?: string;
  /** Eager for images in the first screenful, lazy (the default) below it. */
  loading?: "eager" | "lazy";
  fetchPriority?: "high" | "low" | "auto";
}

/**
 * A stored photo: AVIF or WebP at the width the layout needs, its true size declared (no layout
 * shift), and its blurred placeholder painted until the image arrives.
 */
export function Picture({
  photo,
  alt,
  sizes,
  className,
  loading = "lazy",
  fetchPriority,
}: PictureProps) {
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={srcSetOf(photo, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(photo, "webp")} sizes={sizes} />
      <img
        src={fallbackSource(photo)?.url}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={cn("bg-ink-100 bg-cover bg-center", className)}
        style={{ backgroundImage: `url("${photo.placeholder}")` }}
      />
    </picture>
  );
}
