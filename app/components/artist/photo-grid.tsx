import { ArrowLeft, ArrowRight, X } from "lucide-react";
import type { PhotoView } from "~/core/artists/types";
import { Picture } from "./picture";

interface PhotoGridProps {
  photos: PhotoView[];
  /** Alt text of photo i (1-based). */
  alt: (index: number) => string;
  onRemove?: (photo: PhotoView) => void;
  onMove?: (from: number, to: number) => void;
  busyIds?: ReadonlySet<string>;
}

/** Square thumbnails, optionally with remove and reorder controls. */
export function PhotoGrid({ photos, alt, onRemove, onMove, busyIds }: PhotoGridProps) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-5">
      {photos.map((photo, index) => (
        <li key={photo.id} className="group relative aspect-square overflow-hidden rounded-xl">
          <Picture
            photo={photo}
            alt={alt(index + 1)}
            sizes="(min-width: 1024px) 180px, (min-width: 640px) 25vw, 33vw"
            className="size-full object-cover"
          />
          {(onRemove || onMove) && (
            <div className="absolute inset-x-1 top-1 flex justify-end gap-1">
              {onMove && index > 0 && (
                <button
                  type="button"
                  onClick={() => onMove(index, index - 1)}
                  className="grid size-8 place-items-center rounded-full bg-white/90 text-ink-800 shadow hover:bg-white"
                  aria-label={`Move photo ${index + 1} earlier`}
                >
                  <ArrowLeft className="size-4" aria-hidden />
                </button>
              )}
              {onMove && index < photos.length - 1 && (
                <button
                  type="button"
                  onClick={() => onMove(index, index + 1)}
                  className="grid size-8 place-items-center rounded-full bg-white/90 text-ink-800 shadow hover:bg-white"
                  aria-label={`Move photo ${index + 1} later`}
                >
                  <ArrowRight className="size-4" aria-hidden />
                </button>
              )}
              {onRemove && (
                <button
                  type="button"
                  onClick={() => onRemove(photo)}
                  disabled={busyIds?.has(photo.id)}
                  className="grid size-8 place-items-center rounded-full bg-white/90 text-red-700 shadow hover:bg-white disabled:opacity-50"
                  aria-label={`Remove photo ${index + 1}`}
                >
                  <X className="size-4" aria-hidden />
                </button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
