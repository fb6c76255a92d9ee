import { Check, ChevronLeft, ChevronRight, Eye, Pencil } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import toast from "react-hot-toast";
import {
  Link,
  useActionData,
  useFetcher,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSearchParams,
  useSubmit,
} from "react-router";
import { Button, buttonClass } from "~/app/components/ui/button";
import { FormAlert } from "~/app/components/ui/field";
import { cn } from "~/app/lib/cn";
import { toastUploadFailures } from "~/app/lib/upload-toasts";
import { useStoredDraft } from "~/app/lib/use-stored-draft";
import { ARTIST_MESSAGES as M } from "~/core/artists/messages";
import {
  PROFILE_MESSAGES,
  WIZARD_STEPS,
  maxPhotosMessage,
  profileDraft,
  remainingPhotos,
  stepIssue,
  type ProfileDraft,
  type WizardStep,
} from "~/core/artists/profile";
import type { OwnArtist } from "~/core/artists/types";
import {
  BACKGROUND_COLORS,
  PORTFOLIO,
  PUBLISH_REDIRECT_DELAY_MS,
  WIZARD_DEFAULT_BACKGROUND,
} from "~/core/catalogue";
import { stateName } from "~/core/us-locations";
import { PhotoDropzone } from "./photo-dropzone";
import { ProfilePhotoUpload } from "./profile-photo-upload";
import { PhotoGrid } from "./photo-grid";
import { ArtistAvatar } from "./artist-avatar";
import { BasicInfoFields, BookingFields, LocationFields } from "./profile-fields";

export interface WizardActionResult {
  error?: string;
  published?: { firstTime: boolean };
}

interface WizardProps {
  profile: OwnArtist | null;
  account: { id: string; name: string; email: string };
}

const STEP_HINTS: Record<WizardStep, string> = {
  1: "How clients will see you: your name, a short bio, your specialties and colours.",
  2: "How clients reach you. Add at least one.",
  3: "Show your best work: 5 to 15 photos. You can continue with 3 and add the rest later.",
  4: "Where you work, so clients nearby find you.",
  5: "Check everything, then publish your profile.",
};

const asStep = (value: number): WizardStep | null =>
  value >= 1 && value <= 5 ? (value as WizardStep) : null;

/**
 * The five-step onboarding wizard (spec §2, §5). Each Next saves the step on the server (a draft
 * until published) and moves on through the URL (?step=); what is typed is also kept in the tab's
 * session, so a reload loses nothing. An existing profile opens on step 5, 'Edit Your Profile'.
 */
export function ProfileWizard({ profile, account }: WizardProps) {
  const existing = Boolean(profile?.publishedAt);
  const [params, setParams] = useSearchParams();
  const step = asStep(Number(params.get("step"))) ?? (existing ? 5 : 1);
  const photos = profile?.portfolio ?? [];
  const { draft, update, clear } = useStoredDraft<ProfileDraft>(
    `nailmatch:wizard:${account.id}`,
    profileDraft(profile && { ...profile, ...profile.contact }, account, WIZARD_DEFAULT_BACKGROUND),
  );
  const submit = useSubmit();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const actionData = useActionData<WizardActionResult>();
  const [attempted, setAttempted] = useState<WizardStep | null>(null);
  const saving = navigation.state === "submitting";
  // While the page's data refreshes (after an upload), its photo count is about to change.
  const refreshing = useRevalidator().state === "loading";
  const issue = stepIssue(step, draft, photos.length);

  const goTo = (next: WizardStep) => {
    setAttempted(null);
    setParams((current) => {
      current.set("step", String(next));
      return current;
    });
  };

  const onNext = () => {
    if (issue) {
      setAttempted(step);
      return;
    }
    if (step === 3) {
      goTo(4);
      return;
    }
    void submit(
      { intent: "save-step", step, ...draft },
      { method: "post", encType: "application/json" },
    );
  };

  const onPublish = () => {
    setAttempted(5);
    if (issue) return;
    void submit({ intent: "publish", ...draft }, { method: "post", encType: "application/json" });
  };

  useEffect(() => {
    if (actionData?.error) toast.error(M.saveProfileFailed(actionData.error));
    if (!actionData?.published) return;
    clear();
    if (!actionData.published.firstTime) {
      toast.success(M.profileUpdated);
      return;
    }
    toast.success(M.profilePublished);
    const redirect = setTimeout(() => void navigate("/artists"), PUBLISH_REDIRECT_DELAY_MS);
    return () => clearTimeout(redirect);
  }, [actionData, clear, navigate]);

  const title = step === 5 && existing ? "Edit Your Profile" : WIZARD_STEPS[step - 1];

  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {existing ? "Your profile" : "Set up your artist profile"}
        </p>
        {profile && (
          <Link
            to={`/artist/${profile.id}`}
            className={buttonClass({ variant: "ghost", size: "sm" })}
          >
            <Eye className="size-4" aria-hidden />
            Preview profile
          </Link>
        )}
      </div>
      <Stepper current={step} />
      <section
        aria-labelledby="wizard-step-title"
        className="mt-6 rounded-[var(--radius-card)] bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-8"
      >
        <h1 id="wizard-step-title" className="text-2xl font-semibold sm:text-3xl">
          {title}
        </h1>
        <p className="mt-1 text-ink-600">{STEP_HINTS[step]}</p>

        <div className="mt-7">
          {step === 1 && <BasicInfoFields draft={draft} onChange={update} />}
          {step === 1 && <ProfilePhotoField profile={profile} />}
          {step === 2 && <BookingFields draft={draft} onChange={update} />}
          {step === 3 && <PortfolioStep photos={photos} />}
          {step === 4 && <LocationFields draft={draft} onChange={update} />}
          {step === 5 && <Review draft={draft} profile={profile} onEdit={goTo} />}
        </div>

        {attempted === step && issue && step !== 5 && (
          <div className="mt-6">
            <FormAlert>{issue}</FormAlert>
          </div>
        )}
        {step === 5 && issue && (
          <p role="alert" className="mt-6 text-sm font-medium text-red-700">
            {issue}
          </p>
        )}

        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-ink-100 pt-6">
          <Button
            variant="secondary"
            onClick={() => goTo((step - 1) as WizardStep)}
            disabled={step === 1 || saving}
          >
            <ChevronLeft className="size-4" aria-hidden />
            Previous
          </Button>
          {step < 5 ? (
            <Button onClick={onNext} disabled={saving || refreshing}>
              {saving ? "Saving..." : "Next"}
              <ChevronRight className="size-4" aria-hidden />
            </Button>
          ) : (
            <div className="flex flex-wrap gap-3">
              {existing && (
                <Button variant="secondary" onClick={() => goTo(1)}>
                  <Pencil className="size-4" aria-hidden />
                  Edit Profile
                </Button>
              )}
              <Button onClick={onPublish} disabled={Boolean(issue) || saving}>
                {saving ? "Saving..." : existing ? "Update Profile" : "Publish Profile"}
              </Button>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

function Stepper({ current }: { current: WizardStep }) {
  return (
    <ol className="mt-3 grid grid-cols-5 gap-1.5 sm:gap-3" aria-label="Steps">
      {WIZARD_STEPS.map((name, index) => {
        const number = index + 1;
        const done = number < current;
        const active = number === current;
        return (
          <li key={name} aria-current={active ? "step" : undefined} className="min-w-0">
            <div
              className={cn("h-1.5 rounded-full", done || active ? "bg-brand-600" : "bg-ink-100")}
            />
            <p
              className={cn(
                "mt-2 flex items-center gap-1 truncate text-xs font-medium sm:text-sm",
                active ? "text-brand-800" : "text-ink-500",
              )}
            >
              {done && <Check className="size-3.5 shrink-0" aria-hidden />}
              <span className="sm:hidden">{number}</span>
              <span className="hidden truncate sm:inline">{name}</span>
              {done && <span className="sr-only"> (done)</span>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

function ProfilePhotoField({ profile }: { profile: OwnArtist | null }) {
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
        hint="A photo of you or your studio. JPEG, PNG or WebP, up to 10 MB."
      />
    </div>
  );
}

function PortfolioStep({ photos }: { photos: OwnArtist["portfolio"] }) {
  const { revalidate } = useRevalidator();
  const remover = useFetcher<{ error?: string }>();
  const removing = (remover.json as { photoId?: string } | undefined)?.photoId;
  useEffect(() => {
    if (remover.state === "idle" && remover.data?.error)
      toast.error(M.saveProfileFailed(remover.data.error));
  }, [remover.state, remover.data]);

  return (
    <div className="space-y-5">
      <p className="font-medium text-ink-800" aria-live="polite">
        {photos.length}/{PORTFOLIO.max} photos
      </p>
      <PhotoDropzone
        purpose="portfolio"
        remaining={remainingPhotos(photos.length)}
        label="Add portfolio photos"
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
              { intent: "delete-photo", photoId: photo.id },
              { method: "post", encType: "application/json" },
            )
          }
        />
      )}
    </div>
  );
}

function ReviewSection({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: WizardStep;
  onEdit: (step: WizardStep) => void;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-surface p-4 ring-1 ring-ink-100 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-sans text-base font-semibold">{title}</h2>
        <Button variant="ghost" size="sm" onClick={() => onEdit(step)}>
          <Pencil className="size-4" aria-hidden />
          Edit<span className="sr-only"> {title}</span>
        </Button>
      </div>
      <div className="mt-2 text-ink-700">{children}</div>
    </section>
  );
}

function Review({
  draft,
  profile,
  onEdit,
}: {
  draft: ProfileDraft;
  profile: OwnArtist | null;
  onEdit: (step: WizardStep) => void;
}) {
  const photos = profile?.portfolio ?? [];
  const background = BACKGROUND_COLORS.find((color) => color.value === draft.backgroundColor);
  const booking = [
    draft.instagram && `Instagram @${draft.instagram.replace(/^@+/, "")}`,
    draft.phone,
    draft.bookingEmail,
    draft.bookingLink,
  ].filter(Boolean);
  return (
    <div className="grid gap-4">
      <ReviewSection title="Basic Information" step={1} onEdit={onEdit}>
        <p className="font-semibold text-ink-950">{draft.displayName}</p>
        <p>{draft.email}</p>
        {draft.bio && <p className="mt-2 whitespace-pre-line">{draft.bio}</p>}
        <p className="mt-2 text-sm">
          Styles: {draft.styles.join(", ") || "none chosen"} · Colours:{" "}
          {draft.colors.join(", ") || "none chosen"} · Background: {background?.name}
        </p>
      </ReviewSection>
      <ReviewSection title="Booking Information" step={2} onEdit={onEdit}>
        {booking.length ? (
          booking.map((line) => <p key={line}>{line}</p>)
        ) : (
          <p>{PROFILE_MESSAGES.bookingRequired}</p>
        )}
      </ReviewSection>
      <ReviewSection title="Portfolio" step={3} onEdit={onEdit}>
        <p className="mb-3">
          {photos.length}/{PORTFOLIO.max} photos
        </p>
        <PhotoGrid photos={photos} alt={(i) => `Portfolio photo ${i}`} />
      </ReviewSection>
      <ReviewSection title="Location" step={4} onEdit={onEdit}>
        <p>{draft.city && draft.state ? `${draft.city}, ${stateName(draft.state)}` : "Not set"}</p>
      </ReviewSection>
    </div>
  );
}
