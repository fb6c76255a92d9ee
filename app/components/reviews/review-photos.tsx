import { lazy, Suspense, useState } from "react";
import type { PhotoView } from "~/core/artists/types";
import { REVIEW_COPY as C, type ReviewPhotoView } from "~/core/reviews";

const PhotoLightbox = lazy(() => import("~/app/components/artist/lightbox"));

/** The viewer's shape of a review photo: its one large rendition. */
const asPhotoView = (photo: ReviewPhotoView): PhotoView => ({
  id: photo.id,
  width: photo.width,
  height: photo.height,
  placeholder: "",
  sources: [{ url: photo.full, width: photo.width, height: photo.height, format: "webp" }],
});

/**
 * A review's photos as small squares. Each links to its large rendition (before hydration, or
 * without JavaScript, the link shows it); once hydrated, the full-screen viewer opens instead.
 */
export function ReviewPhotos({
  photos,
  authorName,
}: {
  photos: ReviewPhotoView[];
  authorName: string;
}) {
  const [index, setIndex] = useState(-1);
  const [opened, setOpened] = useState(false);
  if (photos.length === 0) return null;
  const alt = (i: number) => C.photoAlt(i + 1, authorName);
  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-2">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <a
              href={photo.full}
              onClick={(event) => {
                event.preventDefault();
                setOpened(true);
                setIndex(i);
              }}
              className="block size-20 overflow-hidden rounded-xl bg-ink-100 sm:size-24"
            >
              <img
                src={photo.thumb}
                alt={alt(i)}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
      {opened && (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos.map(asPhotoView)}
            alt={alt}
            index={index}
            onClose={() => setIndex(-1)}
          />
        </Suspense>
      )}
    </>
  );
}
