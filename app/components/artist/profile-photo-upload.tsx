import toast from "react-hot-toast";
import { useRevalidator } from "react-router";
import { toastUploadFailures } from "~/app/lib/upload-toasts";
import { ARTIST_MESSAGES as M } from "~/core/artists/messages";
import { PhotoDropzone } from "./photo-dropzone";

/** Uploads a new profile photo (replacing the old one) and refreshes the page's data. */
export function ProfilePhotoUpload({ label, hint }: { label: string; hint?: string }) {
  const { revalidate } = useRevalidator();
  return (
    <PhotoDropzone
      purpose="profile"
      remaining={1}
      multiple={false}
      label={label}
      hint={hint}
      onTooMany={() => undefined}
      onBatchDone={async (result) => {
        toastUploadFailures(result);
        await revalidate();
        if (result.uploaded.length) toast.success(M.profilePhotoSaved);
      }}
    />
  );
}
