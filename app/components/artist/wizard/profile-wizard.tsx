import { ChevronLeft, ChevronRight, Eye, Pencil } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import {
  Link,
  useActionData,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSearchParams,
  useSubmit,
} from "react-router";
import type { action } from "~/app/routes/dashboard";
import { Button, buttonClass } from "~/app/components/ui/button";
import { Panel } from "~/app/components/ui/panel";
import { focusFirstInvalid } from "~/app/lib/focus-invalid";
import { useStoredDraft } from "~/app/lib/use-stored-draft";
import { DASHBOARD_INTENTS } from "~/core/artists/dashboard-requests";
import { SERVICE_EDITOR_COPY, isServiceAnswer } from "~/core/artists/service-form";
import type { MenuService } from "~/core/artists/services";
import { confirmedTagsUnion, profileTagsDefault } from "~/core/artists/photo-tags";
import { ARTIST_MESSAGES as M } from "~/core/artists/messages";
import {
  WIZARD_STEPS,
  PROFILE_MESSAGES,
  profileDraft,
  stepDone,
  stepIssue,
  type ProfileDraft,
  type WizardStep,
} from "~/core/artists/profile";
import type { OwnArtist } from "~/core/artists/types";
import { PORTFOLIO, PUBLISH_REDIRECT_DELAY_MS, WIZARD_DEFAULT_BACKGROUND } from "~/core/catalogue";
import { BasicInfoFields, BookingFields, LocationFields } from "../profile-fields";
import { ServiceMenuEditor } from "../service-menu-editor";
import { PortfolioStep } from "./portfolio-step";
import { ProfilePhotoField } from "./profile-photo-field";
import { ReviewStep } from "./review-step";
import { Stepper } from "./stepper";
import { ARTISTS_PATH, artistPath } from "~/core/site-nav";

interface WizardProps {
  profile: OwnArtist | null;
  serviceMenu: MenuService[];
  account: { id: string; name: string; email: string };
}

const STEP_HINTS: Record<WizardStep, string> = {
  1: "How clients will see you: your name, a short bio, your specialties and colors.",
  2: "How clients reach you. Add at least one.",
  3: `Show your best work: up to ${PORTFOLIO.max} photos.`,
  4: "Where you work, so clients nearby find you.",
  5: "Check everything, then publish your profile.",
};

const asStep = (value: number): WizardStep | null =>
  value >= 1 && value <= 5 ? (value as WizardStep) : null;

const asJson = { method: "post", encType: "application/json" } as const;

/**
 * The five-step onboarding wizard. Each Next saves the step on the server (a draft until
 * published) and moves on through the URL (?step=); what is typed is also kept in the tab's
 * session, so a reload loses nothing. An existing profile opens on step 5, 'Edit Your Profile'.
 * A refused step shows its message beside the field in question and moves focus there.
 */
export function ProfileWizard({ profile, serviceMenu, account }: WizardProps) {
  const existing = Boolean(profile?.publishedAt);
  const [params, setParams] = useSearchParams();
  const step = asStep(Number(params.get("step"))) ?? (existing ? 5 : 1);
  const photos = profile?.portfolio ?? [];
  const panel = useRef<HTMLElement>(null);
  const { draft, update, clear, restored } = useStoredDraft<ProfileDraft>(
    `nailmatch:wizard:${account.id}`,
    profileDraft(
      profile && { ...profile, ...profile.contact, ...profileTagsDefault(profile, photos) },
      account,
      WIZARD_DEFAULT_BACKGROUND,
    ),
    panel,
  );
  // The profile's styles and colors default to what the confirmed photos show: they follow the
  // photos while the artist has chosen none, or has left them as the photos last had them.
  const photoTags = confirmedTagsUnion(photos);
  const photoTagsKey = photoTags.any
    ? JSON.stringify({ styles: photoTags.styles, colors: photoTags.colors })
    : "";
  const followed = useRef<string | null>(null);
  useEffect(() => {
    if (!restored || !photoTagsKey || followed.current === photoTagsKey) return;
    const chosen = JSON.stringify({ styles: draft.styles, colors: draft.colors });
    const untouched =
      (draft.styles.length === 0 && draft.colors.length === 0) || chosen === followed.current;
    followed.current = photoTagsKey;
    if (untouched) update(JSON.parse(photoTagsKey) as Pick<ProfileDraft, "styles" | "colors">);
  }, [restored, photoTagsKey, draft.styles, draft.colors, update]);
  const submit = useSubmit();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const answer = useActionData<typeof action>();
  // A photo's tag form answers for its photo (app/components/artist/photo-tags.tsx shows it there),
  // a service form for its service (service-menu-editor.tsx).
  const actionData =
    answer && ("photoId" in answer || isServiceAnswer(answer)) ? undefined : answer;
  const [attempted, setAttempted] = useState<WizardStep | null>(null);
  // A refusal from the server shows until the artist edits something.
  const [editedSince, setEditedSince] = useState<typeof actionData>(undefined);
  const saving = navigation.state === "submitting";
  // While the page's data refreshes (after an upload), its photo count is about to change.
  const refreshing = useRevalidator().state === "loading";
  const issue = stepIssue(step, draft, photos.length);
  const serverError =
    actionData && "error" in actionData && editedSince !== actionData ? actionData.error : null;
  // Publishing refused for want of a style: Basic Information, where styles are chosen, says so.
  const [askedForStyle, setAskedForStyle] = useState(false);
  const shown = (attempted === step && issue) || serverError;
  const errors = shown ? { [shown.field]: shown.message } : {};
  if (step === 1 && askedForStyle && draft.styles.length === 0)
    errors.styles = PROFILE_MESSAGES.stylesRequired;

  useEffect(() => {
    // Land on the first field in error (focusing scrolls it into view).
    if (attempted || serverError) focusFirstInvalid(panel.current);
  }, [attempted, serverError]);
  useEffect(() => {
    // Sent back from publishing to choose a style: land on the styles.
    if (askedForStyle && step === 1) focusFirstInvalid(panel.current);
  }, [askedForStyle, step]);

  const change = (patch: Partial<ProfileDraft>) => {
    setEditedSince(actionData);
    update(patch);
  };

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
    void submit({ intent: DASHBOARD_INTENTS.saveStep, step, ...draft }, asJson);
  };

  const onPublish = () => {
    setAttempted(5);
    if (issue) return;
    void submit({ intent: DASHBOARD_INTENTS.publish, ...draft }, asJson);
  };

  useEffect(() => {
    if (!actionData) return;
    if ("error" in actionData) toast.error(M.saveProfileFailed(actionData.error.message));
    if (!("published" in actionData) || !actionData.published) return;
    clear();
    if (!actionData.published.firstTime) {
      toast.success(M.profileUpdated);
      return;
    }
    toast.success(M.profilePublished);
    const redirect = setTimeout(() => void navigate(ARTISTS_PATH), PUBLISH_REDIRECT_DELAY_MS);
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
            to={artistPath(profile.id)}
            className={buttonClass({ variant: "ghost", size: "sm" })}
          >
            <Eye className="size-4" aria-hidden />
            Preview profile
          </Link>
        )}
      </div>
      <Stepper current={step} holds={(n) => stepDone(n, draft, photos.length)} />
      <Panel
        as="section"
        ref={panel}
        aria-labelledby="wizard-step-title"
        className="mt-6 p-5 sm:p-8"
      >
        <h1 id="wizard-step-title" className="text-2xl font-semibold sm:text-3xl">
          {title}
        </h1>
        <p className="mt-1 text-ink-600">{STEP_HINTS[step]}</p>

        <div className="mt-7">
          {step === 1 && (
            <BasicInfoFields
              draft={draft}
              onChange={change}
              errors={errors}
              photoTags={photoTags.any ? photoTags : null}
            />
          )}
          {step === 1 && <ProfilePhotoField profile={profile} />}
          {step === 2 && <BookingFields draft={draft} onChange={change} errors={errors} />}
          {step === 2 && (
            <div className="mt-10 border-t border-ink-100 pt-8">
              <ServiceMenuEditor
                services={serviceMenu}
                heading={SERVICE_EDITOR_COPY.wizardHeading}
              />
            </div>
          )}
          {step === 3 && <PortfolioStep photos={photos} error={errors.portfolio} />}
          {step === 4 && <LocationFields draft={draft} onChange={change} errors={errors} />}
          {step === 5 && (
            <ReviewStep draft={draft} profile={profile} serviceMenu={serviceMenu} onEdit={goTo} />
          )}
        </div>

        {step === 5 && (issue ?? serverError) && (
          <div role="alert" className="mt-6 text-sm font-medium text-red-700">
            <p>{(issue ?? serverError)!.message}</p>
            {(issue ?? serverError)!.field === "styles" && (
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                onClick={() => {
                  setAskedForStyle(true);
                  goTo(1);
                }}
              >
                {PROFILE_MESSAGES.chooseStyles}
              </Button>
            )}
          </div>
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
      </Panel>
    </div>
  );
}
