import { AtSign, Globe, Mail, MapPin, Pencil, Phone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { useFetcher } from "react-router";
import { Button } from "~/app/components/ui/button";
import type { action } from "~/app/routes/dashboard";
import { FormAlert } from "~/app/components/ui/field";
import { focusFirstInvalid } from "~/app/lib/focus-invalid";
import { Panel } from "~/app/components/ui/panel";
import { ARTIST_MESSAGES as M } from "~/core/artists/messages";
import { DASHBOARD_INTENTS } from "~/core/artists/dashboard-requests";
import { confirmedTagsUnion, profileTagsDefault } from "~/core/artists/photo-tags";
import { profileDraft, profileSchema, type ProfileDraft } from "~/core/artists/profile";
import { firstError, type FieldError } from "~/core/forms";
import type { OwnArtist } from "~/core/artists/types";
import { BACKGROUND_COLORS, DEFAULT_BACKGROUND, backgroundHex } from "~/core/catalogue";
import { placeLabel } from "~/core/us-locations";
import { ArtistAvatar } from "./artist-avatar";
import { TagList } from "./badges";
import { ProfilePhotoUpload } from "./profile-photo-upload";
import { BasicInfoFields, BookingFields, LocationFields } from "./profile-fields";

const draftOf = (profile: OwnArtist, account: { name: string; email: string }) =>
  profileDraft(
    { ...profile, ...profile.contact, ...profileTagsDefault(profile, profile.portfolio) },
    account,
    DEFAULT_BACKGROUND,
  );

/**
 * Profile Overview: view mode, or Edit Profile on a draft copy. Save writes the draft (with a new
 * updatedAt); Cancel restores the saved profile. A refusal shows beside its field, focused.
 */
export function ProfileOverview({
  profile,
  account,
}: {
  profile: OwnArtist;
  account: { name: string; email: string };
}) {
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const saver = useFetcher<typeof action>();
  const saving = saver.state !== "idle";
  // The refusal shown beside its field: found in the browser before saving, or by the server.
  const [error, setError] = useState<FieldError | null>(null);

  // A new save result: leave edit mode when it succeeded (state adjusted while rendering, as
  // React recommends for state that follows new data), or show why it was refused.
  const [handled, setHandled] = useState(saver.data);
  if (saver.state === "idle" && saver.data !== handled) {
    setHandled(saver.data);
    if (saver.data && "ok" in saver.data) setDraft(null);
    if (saver.data && "error" in saver.data) setError(saver.data.error);
  }
  useEffect(() => {
    if (saver.state !== "idle" || !saver.data) return;
    if ("ok" in saver.data) toast.success(M.profileUpdated);
    else if ("error" in saver.data) toast.error(M.saveProfileFailed(saver.data.error.message));
  }, [saver.state, saver.data]);

  const form = useRef<HTMLElement>(null);
  useEffect(() => {
    // Land on the field in error (focusing scrolls it into view).
    if (error) focusFirstInvalid(form.current);
  }, [error]);

  if (draft) {
    const photoTags = confirmedTagsUnion(profile.portfolio);
    const change = (patch: Partial<ProfileDraft>) => {
      setError(null);
      setDraft((current) => current && { ...current, ...patch });
    };
    const save = () => {
      const issue = firstError(profileSchema.safeParse(draft).error);
      setError(issue);
      if (issue) toast.error(M.saveProfileFailed(issue.message));
      else
        void saver.submit(
          { intent: DASHBOARD_INTENTS.updateProfile, ...draft },
          { method: "post", encType: "application/json" },
        );
    };
    const errors = error ? { [error.field]: error.message } : {};
    return (
      <Panel as="section" ref={form} aria-labelledby="overview-heading" className="p-5 sm:p-8">
        <h2 id="overview-heading" className="text-2xl font-semibold">
          Edit Profile
        </h2>
        <div className="mt-6 space-y-8">
          <BasicInfoFields
            draft={draft}
            onChange={change}
            errors={errors}
            photoTags={photoTags.any ? photoTags : null}
          />
          <div>
            <h3 className="mb-3 font-sans text-base font-semibold">Booking</h3>
            <BookingFields draft={draft} onChange={change} errors={errors} />
          </div>
          <div>
            <h3 className="mb-3 font-sans text-base font-semibold">Location</h3>
            <LocationFields draft={draft} onChange={change} errors={errors} />
          </div>
        </div>
        {errors.form && !saving && (
          <div className="mt-6">
            <FormAlert>{errors.form}</FormAlert>
          </div>
        )}
        <div className="mt-8 flex justify-end gap-3 border-t border-ink-100 pt-6">
          <Button
            variant="secondary"
            onClick={() => {
              setError(null);
              setDraft(null);
            }}
            disabled={saving}
          >
            Cancel
          </Button>
          <Button disabled={saving} onClick={save}>
            {saving ? "Saving..." : "Save"}
          </Button>
        </div>
      </Panel>
    );
  }

  const place = placeLabel(profile);
  const { contact } = profile;
  const background = BACKGROUND_COLORS.find((color) => color.value === profile.backgroundColor);
  return (
    <Panel as="section" aria-labelledby="overview-heading" className="overflow-hidden">
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
        <h2 id="overview-heading" className="mt-4 text-2xl font-semibold wrap-anywhere">
          {profile.displayName}
        </h2>
        {place && (
          <p className="mt-1 flex items-center gap-1.5 text-ink-600">
            <MapPin className="size-4" aria-hidden />
            {place}
          </p>
        )}
        {profile.bio && <p className="mt-4 whitespace-pre-line text-ink-800">{profile.bio}</p>}
        <TagList tags={[...profile.styles, ...profile.colors]} className="mt-4" />
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
    </Panel>
  );
}
