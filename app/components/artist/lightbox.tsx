import Lightbox from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import { fallbackSource, type PhotoView } from "~/core/artists/types";

interface PhotoLightboxProps {
  photos: PhotoView[];
  alt: (index: number) => string;
  /** The photo shown, or -1 when closed. */
  index: number;
  onClose: () => void;
}

/**
 * The full-screen viewer: wraps around, takes the arrow keys and Escape, locks the page's scroll,
 * and counts 'i of n'. Its own module, loaded on the first open, keeps it out of the page's
 * initial JavaScript.
 */
export default function PhotoLightbox({ photos, alt, index, onClose }: PhotoLightboxProps) {
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
    <Lightbox
      open={index >= 0}
      index={Math.max(index, 0)}
      close={onClose}
      slides={slides}
      plugins={photos.length > 1 ? [Counter] : []}
      counter={{ separator: "of" }}
      carousel={{ finite: false }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
