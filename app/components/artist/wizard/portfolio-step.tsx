import { useEffect } from "react";
import toast from "react-hot-toast";
import { useFetcher, useRevalidator } from "react-router";
import type { action } from "~/app/routes/dashboard";
import { FormAlert } from "~/app/components/ui/field";
import { toastUploadFailures } from "~/app/lib/upload-toasts";
import { DASHBOARD_INTENTS } from "~/core/artists/dashboard-requests";
import { ARTIST_MESSAGES as M } from "~/core/artists/messages";
import { maxPhotosMessage, portfolioNeeds, remainingPhotos } from "~/core/artists/profile";
import type { OwnArtist } from "~/core/artists/types";
import { PORTFOLIO } from "~/core/catalogue";
import { PhotoDropzone } from "../photo-dropzone";
import { PhotoGrid } from "../photo-grid";
import { PhotoTagsSection } from "../photo-tags";

/**
 * Step 3: photos upload at once into the portfolio (the count decides whether Next may go on);
 * a photo removed here is deleted at once. Each photo's suggested styles and colors are confirmed
 * or edited below them.
 */
export function PortfolioStep({
  photos,
  error,
}: {
  photos: OwnArtist["portfolio"];
  /** Why Next was refused (too few photos). */
  error?: string;
}) {
  const { revalidate } = useRevalidator();
  const remover = useFetcher<typeof action>();
  const removing = (remover.json as { photoId?: string } | undefined)?.photoId;
  useEffect(() => {
    if (remover.state === "idle" && remover.data && "error" in remover.data)
      toast.error(M.saveProfileFailed(remover.data.error.message));
  }, [remover.state, remover.data]);

  return (
    <div className="space-y-5">
      <div aria-live="polite">
        <p className="font-medium text-ink-800">
          {photos.length}/{PORTFOLIO.max} photos
        </p>
        {portfolioNeeds(photos.length) && (
          <p className="text-sm text-ink-600">{portfolioNeeds(photos.length)}</p>
        )}
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      <PhotoDropzone
        purpose="portfolio"
        remaining={remainingPhotos(photos.length)}
        label="Add portfolio photos"
        invalid={Boolean(error)}
        onTooMany={(remaining) => toast.error(maxPhotosMessage(remaining))}
        onBatchDone={async (result) => {
          toastUploadFailures(result);
          // Success is announced once the page shows the new photos (and counts them for Next).
          await revalidate();
          const added = result.uploaded.length;
          const count = result.uploaded.reduce((most, u) => Math.max(most, u.count ?? 0), 0);
          if (added === 1) toast.success(M.portfolioPhotoSaved(count));
          if (added > 1) toast.success(M.portfolioPhotosSaved(added, count));
        }}
      />
      {photos.length > 0 && (
        <PhotoGrid
          photos={photos.filter((photo) => photo.id !== removing)}
          alt={(i) => `Portfolio photo ${i}`}
          onRemove={(photo) =>
            remover.submit(
              { intent: DASHBOARD_INTENTS.deletePhoto, photoId: photo.id },
              { method: "post", encType: "application/json" },
            )
          }
        />
      )}
      <PhotoTagsSection photos={photos} />
    </div>
  );
}
