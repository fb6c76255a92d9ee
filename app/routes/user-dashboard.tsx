import { Clock, Heart, Inbox, MapPin, Search, Sparkles, Star, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArtistAvatar } from "~/app/components/artist/artist-avatar";
import { StyleMatchTrigger } from "~/app/components/match/style-match-trigger";
import { ButtonLink, buttonClass } from "~/app/components/ui/button";
import { Panel, panelClass } from "~/app/components/ui/panel";
import { pageMeta } from "~/app/lib/brand";
import { accountLabel, canFavorite } from "~/core/accounts/user";
import type { ArtistCardView } from "~/core/artists/types";
import {
  DASHBOARD_ACTIVITY,
  DASHBOARD_FAVORITES,
  FAVORITES_PATH,
  FAVORITE_MESSAGES,
} from "~/core/favorites";

/** Requests on the dashboard: the latest few, newest activity first (all of them at /requests). */
const DASHBOARD_REQUESTS = 3;
import { timeAgo } from "~/core/time";
import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { latestFavorites, recentActivity, type Activity } from "~/server/favorites/favorites";
import { REQUEST_ACTIVITY, REQUESTS_PATH, requestPath } from "~/core/requests";
import { REQUEST_COPY } from "~/core/request-copy";
import { RequestHeadline } from "~/app/components/requests/request-headline";
import { listRequests } from "~/server/requests/lists";
import { REVIEW_COPY, reviewPath } from "~/core/reviews";
import { reviewsToWrite } from "~/server/reviews/reviews";
import type { Route } from "./+types/user-dashboard";
import { ARTISTS_PATH, artistPath } from "~/core/site-nav";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Your dashboard",
    description: "Your favorite artists, what you did lately and a style match from a photo.",
  });

export async function loader(args: Route.LoaderArgs) {
  const user = authorize(args, "routes/user-dashboard.tsx", "read");
  const services = getServices(args.context);
  const client = canFavorite(user);
  const [favorites, activity, toReview, requests] = client
    ? await Promise.all([
        latestFavorites(services, user.id, DASHBOARD_FAVORITES),
        recentActivity(services, user.id, DASHBOARD_ACTIVITY),
        reviewsToWrite(services, user),
        listRequests(services, user, { limit: DASHBOARD_REQUESTS }),
      ])
    : [[], [], [], []];
  return {
    name: accountLabel(user),
    favorites,
    activity,
    toReview,
    requests,
    // "2 hours ago" is computed against the server's clock on both sides of hydration.
    now: new Date().toISOString(),
  };
}

/** What the client last did about an artist, in a few words. */
const activityText = (kind: Activity["kind"]) =>
  kind === "saved" ? "Saved" : kind === "viewed" ? "Viewed" : REQUEST_ACTIVITY[kind.request];

/** The tiles: links, or (`to` null) the button that opens the style-match dialog. */
const TILES = [
  {
    icon: Search,
    title: "Find Artists",
    text: "Browse every artist by style and color.",
    to: ARTISTS_PATH,
  },
  {
    icon: MapPin,
    title: "By Location",
    text: "See who works in your city or state.",
    to: "/locations",
  },
  { icon: Sparkles, title: "AI Match", text: "Start from a photo of nails you love.", to: null },
] as const;

const tileClass = panelClass(
  "flex h-full w-full items-start gap-4 p-5 text-left transition hover:-translate-y-0.5 hover:ring-brand-200",
);

/** An artist in a dashboard panel: picture, name and place (or a note), linking to the profile. */
function ArtistLine({ artist, note }: { artist: ArtistCardView; note?: ReactNode }) {
  return (
    <Link
      to={artistPath(artist.id)}
      className="flex items-center gap-3 rounded-xl py-3 hover:bg-ink-50/60"
    >
      <ArtistAvatar src={artist.avatar} alt="" size={48} className="size-12 bg-brand-50" />
      <span className="min-w-0">
        <span className="block truncate font-semibold text-ink-950">{artist.displayName}</span>
        <span className="block truncate text-sm text-ink-600">{note ?? artist.place}</span>
      </span>
    </Link>
  );
}

/** A dashboard panel's heading, with its icon. */
function PanelHeading({
  id,
  icon: Icon,
  children,
}: {
  id: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className="flex items-center gap-2 font-sans text-lg font-semibold">
      <Icon className="size-5 text-brand-600" aria-hidden />
      {children}
    </h2>
  );
}

/** What a dashboard panel says while it has nothing to list. */
function EmptyPanel({ title, text }: { title: string; text: string }) {
  return (
    <>
      <p className="mt-6 text-center font-medium text-ink-800">{title}</p>
      <p className="mt-1 text-center text-sm text-ink-600">{text}</p>
    </>
  );
}

export default function UserDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="text-3xl font-semibold wrap-anywhere sm:text-4xl">
        Welcome back, {loaderData.name}!
      </h1>
      <p className="mt-2 text-ink-600">Pick up where you left off, or discover someone new.</p>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {TILES.map((tile) => {
          const content = (
            <>
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-700">
                <tile.icon className="size-6" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold text-ink-950">{tile.title}</span>
                <span className="mt-1 block text-sm text-ink-600">{tile.text}</span>
              </span>
            </>
          );
          return (
            <li key={tile.title}>
              {tile.to ? (
                <Link to={tile.to} className={tileClass}>
                  {content}
                </Link>
              ) : (
                <StyleMatchTrigger className={tileClass}>{content}</StyleMatchTrigger>
              )}
            </li>
          );
        })}
      </ul>

      {loaderData.requests.length > 0 && (
        <Panel as="section" aria-labelledby="requests-heading" className="mt-8 p-6">
          <div className="flex items-center justify-between gap-3">
            <PanelHeading id="requests-heading" icon={Inbox}>
              {REQUEST_COPY.listTitle}
            </PanelHeading>
            <Link
              to={REQUESTS_PATH}
              className="text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              View all
            </Link>
          </div>
          <ul className="mt-3 divide-y divide-ink-100">
            {loaderData.requests.map((request) => (
              <li key={request.id}>
                <Link
                  to={requestPath(request.id)}
                  className="flex flex-wrap items-center gap-2 py-3 hover:bg-ink-50/60"
                >
                  <RequestHeadline request={request} />
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      )}

      {loaderData.toReview.length > 0 && (
        <Panel as="section" aria-labelledby="reviews-heading" className="mt-8 p-6">
          <PanelHeading id="reviews-heading" icon={Star}>
            {REVIEW_COPY.toWrite}
          </PanelHeading>
          <ul className="mt-3 divide-y divide-ink-100">
            {loaderData.toReview.map((item) => (
              <li
                key={item.requestId}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <span className="text-ink-800">{REVIEW_COPY.toWriteText(item.artistName)}</span>
                <ButtonLink to={reviewPath(item.requestId)} size="sm">
                  {REVIEW_COPY.write}
                  <span className="sr-only"> for {item.artistName}</span>
                </ButtonLink>
              </li>
            ))}
          </ul>
        </Panel>
      )}

      <div className="mt-8 grid gap-4 lg:grid-cols-2">
        <Panel as="section" aria-labelledby="favorites-heading" className="p-6">
          <PanelHeading id="favorites-heading" icon={Heart}>
            Your Favorites
          </PanelHeading>
          {loaderData.favorites.length === 0 ? (
            <EmptyPanel
              title={FAVORITE_MESSAGES.emptyTitle}
              text="Tap the heart on an artist to keep them here."
            />
          ) : (
            <>
              <ul className="mt-4 divide-y divide-ink-100">
                {loaderData.favorites.map((artist) => (
                  <li key={artist.id}>
                    <ArtistLine artist={artist} />
                  </li>
                ))}
              </ul>
              <Link
                to={FAVORITES_PATH}
                className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:text-brand-900"
              >
                See all favorites
              </Link>
            </>
          )}
        </Panel>
        <Panel as="section" aria-labelledby="activity-heading" className="p-6">
          <PanelHeading id="activity-heading" icon={Clock}>
            Recent Activity
          </PanelHeading>
          {loaderData.activity.length === 0 ? (
            <EmptyPanel title="No recent activity" text="Artists you view will show up here." />
          ) : (
            <ul className="mt-4 divide-y divide-ink-100">
              {loaderData.activity.map((event) => (
                <li key={event.artist.id}>
                  <ArtistLine
                    artist={event.artist}
                    note={
                      <>
                        {activityText(event.kind)}{" "}
                        <time dateTime={event.at}>{timeAgo(event.at, loaderData.now)}</time>
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <section
        aria-labelledby="start-heading"
        className="mt-8 rounded-[2rem] bg-gradient-to-br from-brand-600 to-brand-800 p-8 text-white sm:p-10"
      >
        <h2 id="start-heading" className="text-2xl font-semibold text-white sm:text-3xl">
          Ready to get started?
        </h2>
        <p className="mt-2 text-brand-50">
          Find your next set by browsing portfolios or matching a photo.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to={ARTISTS_PATH} variant="inverse">
            Browse Artists
          </ButtonLink>
          <StyleMatchTrigger className={buttonClass({ variant: "outline-inverse" })}>
            Try AI Match
          </StyleMatchTrigger>
        </div>
      </section>
    </div>
  );
}
