import { lazy, Suspense, useState } from "react";
import { fallbackSource, type PhotoView } from "~/core/artists/types";
import { Picture } from "./picture";

const PhotoLightbox = lazy(() => import("./lightbox"));

interface PhotoGalleryProps {
  photos: PhotoView[];
  /** Each photo's text alternative, by its index. */
  alt: (index: number) => string;
  /** How wide a photo shows (the `sizes` attribute). */
  sizes: string;
  /** The list's class: a utility that lays out the list and styles its links and images. */
  className: string;
  /** Photos in the first screenful, loaded at once; the rest as they scroll into view. */
  eager?: number;
}

/**
 * Photos in a grid; a photo opens the full-screen lightbox at that photo. Each photo is a link
 * to its largest rendition, so a press before the page hydrates (or without JavaScript) shows
 * the photo; once hydrated, the lightbox opens instead.
 */
export function PhotoGallery({ photos, alt, sizes, className, eager = 0 }: PhotoGalleryProps) {
  const [index, setIndex] = useState(-1);
  // Mounted from the first open on, so closing can animate.
  const [opened, setOpened] = useState(false);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className={className}>
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <a
              href={fallbackSource(photo, 1280)?.url}
              onClick={(event) => {
                event.preventDefault();
                setOpened(true);
                setIndex(i);
              }}
              aria-label={`Open photo ${i + 1} of ${photos.length}`}
            >
              <Picture
                photo={photo}
                alt={alt(i)}
                sizes={sizes}
                loading={i < eager ? "eager" : "lazy"}
              />
            </a>
          </li>
        ))}
      </ul>
      {opened && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} alt={alt} index={index} onClose={() => setIndex(-1)} />
        </Suspense>
      )}
    </>
  );
}

/** An artist's portfolio on their profile. */
export function PortfolioGallery({
  photos,
  artistName,
}: {
  photos: PhotoView[];
  artistName: string;
}) {
  return (
    <PhotoGallery
      photos={photos}
      alt={(i) => `${artistName}: portfolio photo ${i + 1} of ${photos.length}`}
      sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
      eager={3}
      className="portfolio-photos"
    />
  );
}
