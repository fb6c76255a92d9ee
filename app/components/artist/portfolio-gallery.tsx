import { useState } from "react";
import Lightbox from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import { fallbackSource, type PhotoView } from "~/core/artists/types";
import { Picture } from "./picture";

/** Photos in the first screenful load at once; the rest as they scroll into view. */
const EAGER_PHOTOS = 3;

/**
 * The portfolio grid; a photo opens the full-screen lightbox at that photo. The lightbox wraps
 * around, takes the arrow keys and Escape, locks the page's scroll, and counts 'i of n'.
 */
export function PortfolioGallery({
  photos,
  artistName,
}: {
  photos: PhotoView[];
  artistName: string;
}) {
  const [index, setIndex] = useState(-1);
  const alt = (i: number) => `${artistName}: portfolio photo ${i + 1} of ${photos.length}`;
  const slides = photos.map((photo, i) => ({
    src: fallbackSource(photo, 1280)?.url ?? "",
    width: photo.width,
    height: photo.height,
    alt: alt(i),
    srcSet: photo.sources
      .filter((source) => source.format === "webp")
      .map((source) => ({ src: source.url, width: source.width, height: source.height })),
  }));

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => setIndex(i)}
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
            </button>
          </li>
        ))}
      </ul>
      <Lightbox
        open={index >= 0}
        index={index}
        close={() => setIndex(-1)}
        slides={slides}
        plugins={photos.length > 1 ? [Counter] : []}
        counter={{ separator: "of" }}
        carousel={{ finite: false }}
        controller={{ closeOnBackdropClick: true }}
      />
    </>
  );
}
