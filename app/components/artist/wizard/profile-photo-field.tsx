import type { OwnArtist } from "~/core/artists/types";
import { UPLOAD_HINT } from "~/core/uploads";
import { ArtistAvatar } from "../artist-avatar";
import { ProfilePhotoUpload } from "../profile-photo-upload";

/** Step 1's optional profile photo: the current one beside its uploader. */
export function ProfilePhotoField({ profile }: { profile: OwnArtist | null }) {
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-[8rem_1fr] sm:items-center">
      <ArtistAvatar
        photo={profile?.profilePhoto}
        alt="Your profile photo"
        missingLabel="No profile photo yet"
        size={128}
        className="size-32 bg-brand-50 ring-1 ring-ink-100"
      />
      <ProfilePhotoUpload
        label="Profile photo (optional)"
        hint={`A photo of you or your studio. ${UPLOAD_HINT}.`}
      />
    </div>
  );
}
