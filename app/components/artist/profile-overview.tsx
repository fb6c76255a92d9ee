import { AtSign, Globe, Mail, MapPin, Pencil, Phone } from "lucide-react";
import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { Button } from "~/app/components/ui/button";
import { FormAlert } from "~/app/components/ui/field";
import { ARTIST_MESSAGES as M } from "~/core/artists/messages";
import { profileDraft, type ProfileDraft } from "~/core/artists/profile";
import type { OwnArtist } from "~/core/artists/types";
import { BACKGROUND_COLORS, DEFAULT_BACKGROUND, backgroundHex } from "~/core/catalogue";
import { stateName } from "~/core/us-locations";
import { ArtistAvatar } from "./artist-avatar";
import { ProfilePhotoUpload } from "./profile-photo-upload";
import { BasicInfoFields, BookingFields, LocationFields } from "./profile-fields";

const draftOf = (profile: OwnArtist, account: { name: string; email: string }) =>
  profileDraft({ ...profile, ...profile.contact }, account, DEFAULT_BACKGROUND);

/**
 * Profile Overview (spec §4): view mode, or Edit Profile on a draft copy. Save writes the draft
 * (with a new updatedAt); Cancel restores the saved profile.
 */
export function ProfileOverview({
  profile,
  account,
}: {
  profile: OwnArtist;
  account: { name: string; email: string };
}) {
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const saver = useFetcher<{ ok?: boolean; error?: string }>();
  const saving = saver.state !== "idle";

  // A new save result: leave edit mode when it succeeded (state adjusted while rendering, as
  // React recommends for state that follows new data), and say how it went.
  const [handled, setHandled] = useState(saver.data);
  if (saver.state === "idle" && saver.data !== handled) {
    setHandled(saver.data);
    if (saver.data?.ok) setDraft(null);
  }
  useEffect(() => {
    if (saver.state !== "idle" || !saver.data) return;
    if (saver.data.ok) toast.success(M.profileUpdated);
    else if (saver.data.error) toast.error(M.saveProfileFailed(saver.data.error));
  }, [saver.state, saver.data]);

  if (draft) {
    const change = (patch: Partial<ProfileDraft>) =>
      setDraft((current) => current && { ...current, ...patch });
    return (
      <section
        aria-labelledby="overview-heading"
        className="rounded-[var(--radius-card)] bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-8"
      >
        <h2 id="overview-heading" className="text-2xl font-semibold">
          Edit Profile
        </h2>
        <div className="mt-6 space-y-8">
          <BasicInfoFields draft={draft} onChange={change} />
          <div>
            <h3 className="mb-3 font-sans text-base font-semibold">Booking</h3>
            <BookingFields draft={draft} onChange={change} />
          </div>
          <div>
            <h3 className="mb-3 font-sans text-base font-semibold">Location</h3>
            <LocationFields draft={draft} onChange={change} />
          </div>
        </div>
        {saver.data?.error && !saving && (
          <div className="mt-6">
            <FormAlert>{saver.data.error}</FormAlert>
          </div>
        )}
        <div className="mt-8 flex justify-end gap-3 border-t border-ink-100 pt-6">
          <Button variant="secondary" onClick={() => setDraft(null)} disabled={saving}>
            Cancel
          </Button>
          <Button
            disabled={saving}
            onClick={() =>
              saver.submit(
                { intent: "update-profile", ...draft },
                { method: "post", encType: "application/json" },
              )
            }
          >
            {saving ? "Saving..." : "Save"}
          </Button>
        </div>
      </section>
    );
  }

  const place =
    profile.city && profile.state
      ? `${profile.city}, ${stateName(profile.state)}`
      : profile.location;
  const { contact } = profile;
  const background = BACKGROUND_COLORS.find((color) => color.value === profile.backgroundColor);
  return (
    <section
      aria-labelledby="overview-heading"
      className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-card ring-1 ring-ink-100"
    >
      <div
        className="h-20 sm:h-24"
        style={{ background: backgroundHex(profile.backgroundColor) }}
      />
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-wrap items-end justify-between gap-4">
          <ArtistAvatar
            photo={profile.profilePhoto}
            alt="Your profile photo"
            missingLabel="No profile photo yet"
            size={96}
            eager
            className="size-24 bg-brand-50 ring-4 ring-white"
          />
          <Button variant="secondary" onClick={() => setDraft(draftOf(profile, account))}>
            <Pencil className="size-4" aria-hidden />
            Edit Profile
          </Button>
        </div>
        <h2 id="overview-heading" className="mt-4 text-2xl font-semibold">
          {profile.displayName}
        </h2>
        {place && (
          <p className="mt-1 flex items-center gap-1.5 text-ink-600">
            <MapPin className="size-4" aria-hidden />
            {place}
          </p>
        )}
        {profile.bio && <p className="mt-4 whitespace-pre-line text-ink-800">{profile.bio}</p>}
        <div className="mt-4 flex flex-wrap gap-2">
          {[...profile.styles, ...profile.colors].map((tag) => (
            <span
              key={tag}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
            >
              {tag}
            </span>
          ))}
        </div>
        <ul className="mt-5 grid gap-2 text-ink-700 sm:grid-cols-2">
          {contact.instagram && (
            <li className="flex items-center gap-2">
              <AtSign className="size-4 text-brand-600" aria-hidden />
              {contact.instagram}
            </li>
          )}
          {contact.phone && (
            <li className="flex items-center gap-2">
              <Phone className="size-4 text-brand-600" aria-hidden />
              {contact.phone}
            </li>
          )}
          {(contact.bookingEmail || contact.email) && (
            <li className="flex items-center gap-2 break-all">
              <Mail className="size-4 shrink-0 text-brand-600" aria-hidden />
              {contact.bookingEmail || contact.email}
            </li>
          )}
          {contact.bookingLink && (
            <li className="flex items-center gap-2 break-all">
              <Globe className="size-4 shrink-0 text-brand-600" aria-hidden />
              {contact.bookingLink}
            </li>
          )}
        </ul>
        <p className="mt-4 text-sm text-ink-500">Background: {background?.name ?? "Soft Pink"}</p>
        <div className="mt-6 max-w-md">
          <ProfilePhotoUpload label="Change profile photo" />
        </div>
      </div>
    </section>
  );
}
