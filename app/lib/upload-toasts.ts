import toast from "react-hot-toast";
import type { UploadBatchResult } from "~/app/components/artist/photo-dropzone";
import { ARTIST_MESSAGES as M } from "~/core/artists/messages";

/**
 * Failure toasts after an upload batch: a refused file says why ('Failed to process image: …',
 * the first of several for a batch); uploads that never arrived say 'Failed to upload images'.
 */
export function toastUploadFailures({ uploaded, failures }: UploadBatchResult) {
  const refused = failures.filter((failure) => failure.refused);
  if (refused.length === 1 && uploaded.length === 0 && failures.length === 1) {
    toast.error(M.processImageFailed(refused[0]!.message));
  } else if (refused.length > 0) {
    toast.error(M.processImagesFailed(`${refused[0]!.name}: ${refused[0]!.message}`));
  }
  if (failures.length > refused.length) toast.error(M.uploadImagesFailed);
}
