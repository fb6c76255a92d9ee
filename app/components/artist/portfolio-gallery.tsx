import { lazy, Suspense, useState } from "react";
import { fallbackSource, type PhotoView } from "~/core/artists/types";
import { Picture } from "./picture";

const PhotoLightbox = lazy(() => import("./lightbox"));

/** Photos in the first screenful load at once; the rest as they scroll into view. */
const EAGER_PHOTOS = 3;

/**
 * The portfolio grid; a photo opens the full-screen lightbox at that photo. Each photo is a link
 * to its largest rendition, so a press before the page hydrates (or without JavaScript) shows
 * the photo; once hydrated, the lightbox opens instead.
 */
export function PortfolioGallery({
  photos,
  artistName,
}: {
  photos: PhotoView[];
  artistName: string;
}) {
  const [index, setIndex] = useState(-1);
  // Mounted from the first open on, so closing can animate.
  const [opened, setOpened] = useState(false);
  const alt = (i: number) => `${artistName}: portfolio photo ${i + 1} of ${photos.length}`;
  const open = (i: number) => {
    setOpened(true);
    setIndex(i);
  };

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <a
              href={fallbackSource(photo, 1280)?.url}
              onClick={(event) => {
                event.preventDefault();
                open(i);
              }}
              className="block aspect-square w-full overflow-hidden rounded-2xl focus-visible:outline-offset-4"
              aria-label={`Open photo ${i + 1} of ${photos.length}`}
            >
              <Picture
                photo={photo}
                alt={alt(i)}
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 33vw, 50vw"
                loading={i < EAGER_PHOTOS ? "eager" : "lazy"}
                className="size-full object-cover transition duration-300 hover:scale-[1.03]"
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
