import { lazy, Suspense, useState } from "react";
import type { PhotoView } from "~/core/artists/types";
import { REVIEW_COPY as C, type ReviewPhotoView } from "~/core/reviews";

const PhotoLightbox = lazy(() => import("~/app/components/artist/lightbox"));

/** The viewer's shape of a review photo: its one large rendition. */
const asPhotoView = (photo: ReviewPhotoView): PhotoView => ({
  id: photo.thumb,
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
      <ul className="review-photos">
        {photos.map((photo, i) => (
          <li key={photo.thumb}>
            <a
              href={photo.full}
              onClick={(event) => {
                event.preventDefault();
                setOpened(true);
                setIndex(i);
              }}
            >
              <img
                src={photo.thumb}
                alt={alt(i)}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
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
