import toast from "react-hot-toast";
import type { UploadBatchResult } from "~/app/components/artist/photo-dropzone";
import { ARTIST_MESSAGES as M } from "~/core/artists/messages";

/** Failure toasts after an upload batch: one file's message, or the first of several. */
export function toastUploadFailures({ uploaded, failures }: UploadBatchResult) {
  if (failures.length === 0) return;
  const [first] = failures;
  if (failures.length === 1 && uploaded.length === 0) {
    toast.error(M.processImageFailed(first!.message));
  } else {
    toast.error(M.processImagesFailed(`${first!.name}: ${first!.message}`));
  }
}
