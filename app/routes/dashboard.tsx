import { ExternalLink, Sparkles } from "lucide-react";
import { Link, redirect } from "react-router";
import { PortfolioManager } from "~/app/components/artist/portfolio-manager";
import { ProfileOverview } from "~/app/components/artist/profile-overview";
import { ProfileWizard, type WizardActionResult } from "~/app/components/artist/wizard";
import { buttonClass } from "~/app/components/ui/button";
import { pageTitle } from "~/app/lib/brand";
import { ProfileError } from "~/server/artists/errors";
import {
  deletePortfolioPhoto,
  discardPendingPhotos,
  ownArtist,
  publish,
  savePortfolio,
  saveStep,
  updateProfile,
} from "~/server/artists/profiles";
import { requireArtist } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, loaderData?.wizard ? "Set up your profile" : "Artist Dashboard") },
];

export async function loader(args: Route.LoaderArgs) {
  const user = requireArtist(args);
  const profile = await ownArtist(getServices(args.context), user.id);
  // No published profile yet: the onboarding wizard. Published: the dashboard, or the wizard
  // opened on purpose (?step=) to edit it.
  const wizard = !profile?.publishedAt || new URL(args.request.url).searchParams.has("step");
  return { profile, wizard, account: { id: user.id, name: user.name, email: user.email } };
}

type Body = Record<string, unknown> & { intent?: string };

export async function action(
  args: Route.ActionArgs,
): Promise<WizardActionResult & { ok?: boolean }> {
  const user = requireArtist(args);
  const services = getServices(args.context);
  const body = (await args.request.json().catch(() => ({}))) as Body;
  try {
    switch (body.intent) {
      case "save-step": {
        const step = Number(body.step);
        if (step !== 1 && step !== 2 && step !== 4) return { error: "Unknown step." };
        const saved = await saveStep(services, user.id, step, body);
        if (!saved.ok) return { error: saved.error };
        throw redirect(`/dashboard?step=${step + 1}`);
      }
      case "publish": {
        const saved = await updateProfile(services, user.id, body);
        if (!saved.ok) return { error: saved.error };
        const published = await publish(services, user.id);
        return published.ok
          ? { published: { firstTime: published.firstTime } }
          : { error: published.error };
      }
      case "update-profile": {
        const saved = await updateProfile(services, user.id, body);
        return saved.ok ? { ok: true } : { error: saved.error };
      }
      case "save-portfolio": {
        const ids = Array.isArray(body.photoIds) ? body.photoIds.map(String) : [];
        await savePortfolio(services, user.id, ids);
        return { ok: true };
      }
      case "discard-draft":
        await discardPendingPhotos(services, user.id);
        return { ok: true };
      case "delete-photo":
        await deletePortfolioPhoto(services, user.id, String(body.photoId));
        return { ok: true };
      default:
        return { error: "Unknown request." };
    }
  } catch (error) {
    if (error instanceof ProfileError) return { error: error.message };
    throw error;
  }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { profile, wizard, account } = loaderData;
  if (wizard || !profile) return <ProfileWizard profile={profile} account={account} />;
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
          <Link to={`/artist/${profile.id}`} className={buttonClass({ size: "sm" })}>
            <ExternalLink className="size-4" aria-hidden />
            View public profile
          </Link>
        </div>
      </div>
      <div className="mt-8 grid gap-6">
        <ProfileOverview profile={profile} account={account} />
        <PortfolioManager profile={profile} />
      </div>
    </div>
  );
}
