import { ExternalLink, Sparkles } from "lucide-react";
import { Link, data, redirect } from "react-router";
import { PhotoTagsSection } from "~/app/components/artist/photo-tags";
import { PortfolioManager } from "~/app/components/artist/portfolio-manager";
import { ProfileOverview } from "~/app/components/artist/profile-overview";
import { ArtistRequestsPanel } from "~/app/components/requests/artist-requests-panel";
import { ProfileWizard } from "~/app/components/artist/wizard/profile-wizard";
import { ServiceMenuEditor } from "~/app/components/artist/service-menu-editor";
import { buttonClass } from "~/app/components/ui/button";
import { Panel } from "~/app/components/ui/panel";
import { pageMeta } from "~/app/lib/brand";
import { DASHBOARD_INTENTS, dashboardRequestSchema } from "~/core/artists/dashboard-requests";
import {
  photoTagsAnchor,
  photoTagsEditSearch,
  photoTagsFormSchema,
  readPhotoTagsForm,
} from "~/core/artists/photo-tags";
import { COLORS, STYLES } from "~/core/catalogue";
import type { PhotoTags } from "~/core/match";
import { SERVICE_EDITOR_COPY, isServiceIntent } from "~/core/artists/service-form";
import {
  INTENT_FIELD,
  firstError,
  formError,
  REQUEST_MESSAGES,
  type ActionError,
  type FieldError,
} from "~/core/forms";
import { ProfileError } from "~/server/artists/errors";
import {
  deletePortfolioPhoto,
  discardPendingPhotos,
  savePortfolio,
} from "~/server/artists/portfolio";
import { savePhotoTags } from "~/server/artists/photo-tags";
import { serviceFormAction } from "~/server/artists/service-form-action";
import { readServiceMenu } from "~/server/artists/services";
import { ownArtist, publish, saveStep, updateProfile } from "~/server/artists/profiles";
import { authorize } from "~/server/auth/guards";
import { listRequests, upcomingBookings } from "~/server/requests/lists";
import { getServices, type AppServices } from "~/server/context";
import { isPageLoad } from "~/server/http/page-load";
import { jsonOrFormAction } from "~/server/http/request-body";
import type { Route } from "./+types/dashboard";
import { artistPath } from "~/core/site-nav";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches, {
    title: loaderData?.wizard ? "Set up your profile" : "Artist Dashboard",
    description: "Your artist profile: portfolio, styles, colors, contact details and publishing.",
  });

export async function loader(args: Route.LoaderArgs) {
  const user = authorize(args, "routes/dashboard.tsx", "read");
  const profile = await ownArtist(getServices(args.context), user.id);
  // No published profile yet: the onboarding wizard. Published: the dashboard, or the wizard
  // opened on purpose (?step=) to edit it.
  const wizard = !profile?.publishedAt || new URL(args.request.url).searchParams.has("step");
  const services = getServices(args.context);
  const [serviceMenu, [waiting, upcoming]] = await Promise.all([
    readServiceMenu(services.database, user.id),
    wizard
      ? [[], []]
      : Promise.all([
          listRequests(services, user, { states: ["new"], limit: 5 }),
          upcomingBookings(services, user),
        ]),
  ]);
  return {
    profile,
    serviceMenu,
    wizard,
    account: { id: user.id, name: user.name, email: user.email },
    requests: { waiting, upcoming },
  };
}

const I = DASHBOARD_INTENTS;

export const action = jsonOrFormAction(async (args: Route.ActionArgs, body) => {
  const user = authorize(args, "routes/dashboard.tsx", "write");
  const services = getServices(args.context);
  if ("form" in body) {
    const intent = body.form.get(INTENT_FIELD);
    if (isServiceIntent(intent))
      return serviceFormAction(args.request, services.database, user.id, intent, body.form);
    return photoTagsAction(args.request, services, user.id, body.form);
  }
  const parsed = dashboardRequestSchema.safeParse(body.json);
  if (!parsed.success) return data(formError(REQUEST_MESSAGES.unknownIntent), { status: 400 });
  const request = parsed.data;
  try {
    switch (request.intent) {
      case I.saveStep:
        await saveStep(services, user.id, request.step, request);
        throw redirect(`/dashboard?step=${request.step + 1}`);
      case I.publish:
        return { published: await publish(services, user.id, request) };
      case I.updateProfile:
        await updateProfile(services, user.id, request);
        return { ok: true as const };
      case I.savePortfolio:
        await savePortfolio(services, user.id, request.photoIds);
        return { ok: true as const };
      case I.discardDraft:
        await discardPendingPhotos(services, user.id);
        return { ok: true as const };
      case I.deletePhoto:
        await deletePortfolioPhoto(services, user.id, request.photoId);
        return { ok: true as const };
    }
  } catch (error) {
    if (!(error instanceof ProfileError)) throw error;
    return data({ error: { field: error.field, message: error.message } } satisfies ActionError, {
      status: error.status,
    });
  }
});

/**
 * A photo's tags, confirmed ("Yes") or edited: a plain form, so it works before and without
 * JavaScript. A page load is sent back to the photo on the page it came from; a refusal names
 * the photo it is about, so the page shows it there.
 */
async function photoTagsAction(
  request: Request,
  services: AppServices,
  artistId: string,
  form: FormData,
) {
  const fields = readPhotoTagsForm(form);
  if (fields.intent !== DASHBOARD_INTENTS.savePhotoTags || !fields.photoId)
    return data(formError(REQUEST_MESSAGES.unknownIntent), { status: 400 });
  const photoId = fields.photoId;
  // What was sent (catalogue values only) comes back with a refusal, for the form to show again.
  const submitted = {
    styles: STYLES.filter((style) => fields.styles.includes(style)),
    colors: COLORS.filter((color) => fields.colors.includes(color)),
  };
  const refused = (error: FieldError, status: number) =>
    data(
      { error, photoId, submitted } satisfies ActionError & {
        photoId: string;
        submitted: PhotoTags;
      },
      {
        status,
      },
    );
  const parsed = photoTagsFormSchema.safeParse(fields);
  if (!parsed.success) return refused(firstError(parsed.error)!, 400);
  try {
    await savePhotoTags(services.database, artistId, photoId, parsed.data);
  } catch (error) {
    if (!(error instanceof ProfileError)) throw error;
    return refused({ field: "form", message: error.message }, error.status);
  }
  if (isPageLoad(request)) {
    // Back to the photo, its editor closed.
    const { pathname, search } = new URL(request.url);
    throw redirect(`${pathname}${photoTagsEditSearch(search, null)}#${photoTagsAnchor(photoId)}`);
  }
  return {
    ok: true as const,
    photoId,
    tags: { styles: parsed.data.styles, colors: parsed.data.colors },
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { profile, wizard, account, serviceMenu } = loaderData;
  if (wizard || !profile)
    return <ProfileWizard profile={profile} serviceMenu={serviceMenu} account={account} />;
  return (
    <div className="container-page max-w-5xl py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold sm:text-4xl">Artist Dashboard</h1>
          <p className="mt-1 text-ink-600">
            Your profile is live. Keep it fresh with your latest work.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/dashboard?step=5"
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            <Sparkles className="size-4" aria-hidden />
            Open profile wizard
          </Link>
          <Link to={artistPath(profile.id)} className={buttonClass({ size: "sm" })}>
            <ExternalLink className="size-4" aria-hidden />
            View public profile
          </Link>
        </div>
      </div>
      <div className="mt-8 grid gap-6">
        <ArtistRequestsPanel {...loaderData.requests} />
        <ProfileOverview profile={profile} account={account} />
        <Panel className="p-5 sm:p-8">
          <ServiceMenuEditor
            services={serviceMenu}
            heading={SERVICE_EDITOR_COPY.dashboardHeading}
          />
        </Panel>
        <PortfolioManager profile={profile} />
        {profile.portfolio.length > 0 && (
          <Panel className="p-5 sm:p-8">
            <PhotoTagsSection photos={profile.portfolio} />
          </Panel>
        )}
      </div>
    </div>
  );
}
