import { SearchX, SlidersHorizontal, Sparkles } from "lucide-react";
import { useId } from "react";
import { Link, redirect } from "react-router";
import { ArtistList } from "~/app/components/artist/artist-card";
import { ActiveFilters } from "~/app/components/artists/active-filters";
import { FilterSidebar } from "~/app/components/artists/filter-sidebar";
import { FiltersSheet } from "~/app/components/artists/filters-sheet";
import { Pagination } from "~/app/components/artists/pagination";
import { ListOrder } from "~/app/components/artists/list-order";
import { ViewScope, ViewToggle } from "~/app/components/artists/view-toggle";
import { StyleMatchTrigger } from "~/app/components/match/style-match-trigger";
import { Button, buttonClass } from "~/app/components/ui/button";
import { EmptyState } from "~/app/components/ui/empty-state";
import { pageMeta, useBrand } from "~/app/lib/brand";
import {
  ARTISTS_PAGE_SIZE,
  clearedHref,
  parseSearch,
  searchHref,
  type ArtistFilters,
} from "~/core/artists/search";
import { hasFilters } from "~/core/artists/filter-chips";
import { readSubmission } from "~/core/artists/search-forms";
import { MATCH_COPY, MATCH_MESSAGES, MATCH_PAGE } from "~/core/match";
import { canFavorite } from "~/core/accounts/user";
import { searchArtists } from "~/server/artists/search";
import { currentUser } from "~/server/auth/session";
import { getRequestInfo, getServices } from "~/server/context";
import { withFavoriteFlags } from "~/server/favorites/favorites";
import { resolveNear } from "~/server/geo/gazetteer";
import { CACHED_FOR_SIGNED_OUT_VISITORS } from "~/core/cached-pages";
import type { Route } from "./+types/artists";
import { authorize } from "~/server/auth/guards";
import { ARTISTS_PATH } from "~/core/site-nav";

// Rendered once per listing version for signed-out visitors (decision 0014).
export const handle = CACHED_FOR_SIGNED_OUT_VISITORS;

export async function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/artists.tsx", "read");
  const { request, context } = args;
  const params = new URL(request.url).searchParams;
  const requested = parseSearch(params);
  const submission = readSubmission(params, requested);
  if (submission?.kind === "redirect") throw redirect(submission.href);
  // A Near value that names no place is said beside its field; the rest of the filters apply.
  const near = requested.near ? resolveNear(requested.near) : null;
  const filters = near && !near.ok ? { ...requested, near: undefined } : requested;
  const place = near?.ok ? near.place : null;
  const services = getServices(context);
  const version = await getRequestInfo(context).listingVersion();
  const { total, artists, ranking } = await searchArtists(services, filters, place, version);
  const viewer = currentUser(context);
  return {
    // A style match's ranking past its day orders nothing: the list is shown as it is.
    filters: ranking === "expired" ? withoutMatch(filters) : filters,
    rankingExpired: ranking === "expired",
    typedNear: requested.near,
    nearLabel: place?.label,
    nearError: near && !near.ok ? near.message : undefined,
    refused: submission?.kind === "refused" ? submission : null,
    total,
    pages: Math.max(1, Math.ceil(total / ARTISTS_PAGE_SIZE)),
    // Signed-in clients see which artists they saved.
    artists:
      viewer && canFavorite(viewer)
        ? await withFavoriteFlags(services, viewer.id, artists)
        : artists,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Nail Artists",
    description: "Browse nail artists across the US by style, color and location, or near you.",
    // The list as its filters and page define it, whatever else the address carries (the view too).
    canonical: loaderData
      ? searchHref({ ...withoutMatch(loaderData.filters), view: undefined })
      : ARTISTS_PATH,
  });

/** What a page past the list's last says. */
const PAST_THE_END = {
  title: (page: number) => `There is no page ${page}`,
  body: (pages: number) =>
    pages === 1 ? "The list has one page." : `The list has ${pages} pages.`,
  lastPage: (pages: number) => (pages === 1 ? "Back to the list" : `Go to page ${pages}`),
} as const;

/** The list without a style match's ranking (and its order). */
const withoutMatch = (filters: ArtistFilters): ArtistFilters => ({
  ...filters,
  match: undefined,
  sort: filters.sort === "match" ? (filters.near ? "distance" : "newest") : filters.sort,
});

export default function Artists({ loaderData }: Route.ComponentProps) {
  const { filters, typedNear, nearLabel, nearError, refused, total, pages, artists } = loaderData;
  const { rankingExpired } = loaderData;
  const { publicUrl } = useBrand();
  const sidebarId = useId();
  const active = hasFilters(filters);

  return (
    <ViewScope list="artists">
      <div className="container-page py-8 sm:py-12 2xl:max-w-[88rem]">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-semibold sm:text-4xl">Nail Artists</h1>
          <div className="flex flex-wrap items-center gap-2">
            <StyleMatchTrigger className={buttonClass({ size: "sm" })}>
              <Sparkles className="size-4" aria-hidden />
              AI Match
            </StyleMatchTrigger>
            <Button variant="secondary" size="sm" className="lg:hidden" popoverTarget={sidebarId}>
              <SlidersHorizontal className="size-4" aria-hidden />
              Filters
              {active && (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                  Active
                </span>
              )}
            </Button>
            <ViewToggle list="artists" />
          </div>
        </div>
        <div className="mt-3 space-y-3">
          {rankingExpired && (
            <p role="status" className="text-sm text-ink-700">
              {MATCH_MESSAGES.rankingExpired}{" "}
              <Link to={MATCH_PAGE} className="font-semibold text-brand-700 hover:text-brand-900">
                {MATCH_COPY.tryAgain}
              </Link>
            </p>
          )}
          <ActiveFilters total={total} filters={filters} nearLabel={nearLabel} />
          <ListOrder filters={filters} />
        </div>

        <div className="mt-6 grid gap-8 lg:grid-cols-[17rem_1fr]">
          <FiltersSheet id={sidebarId} total={total} active={active} view={filters.view}>
            <FilterSidebar
              filters={{ ...filters, near: typedNear }}
              nearError={nearError}
              refused={refused}
            />
          </FiltersSheet>

          <div className="min-w-0">
            {artists.length === 0 && total > 0 ? (
              // An address past the last page (an old link, a typed ?page=): say so, and where.
              <EmptyState
                icon={SearchX}
                title={PAST_THE_END.title(filters.page)}
                action={
                  <Link
                    to={searchHref(filters, { page: pages })}
                    className="font-semibold text-brand-700 hover:text-brand-900"
                  >
                    {PAST_THE_END.lastPage(pages)}
                  </Link>
                }
              >
                {PAST_THE_END.body(pages)}
              </EmptyState>
            ) : artists.length === 0 ? (
              <EmptyState
                icon={SearchX}
                title="No artists found"
                action={
                  <Link
                    to={clearedHref(filters)}
                    className="font-semibold text-brand-700 hover:text-brand-900"
                  >
                    Clear all filters
                  </Link>
                }
              >
                Try adjusting your filters or search terms
              </EmptyState>
            ) : (
              <ArtistList artists={artists} list="artists" publicUrl={publicUrl} />
            )}
            <Pagination
              page={filters.page}
              pages={pages}
              hrefOf={(page) => searchHref(filters, { page })}
            />
          </div>
        </div>
      </div>
    </ViewScope>
  );
}
