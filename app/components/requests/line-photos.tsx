import { PhotoGallery } from "~/app/components/artist/photo-gallery";
import type { PhotoView } from "~/core/artists/types";
import { REQUEST_COPY as C } from "~/core/request-copy";

/** The photos sent with one line of a conversation, as small squares that open the lightbox. */
export function LinePhotos({ photos, from }: { photos: PhotoView[]; from: string }) {
  return (
    <PhotoGallery
      photos={photos}
      alt={(i) => C.photoAlt(i + 1, from)}
      sizes="112px"
      className="line-photos"
    />
  );
}
