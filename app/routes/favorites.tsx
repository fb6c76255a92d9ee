import { Heart, Search, SearchX } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { ArtistList } from "~/app/components/artist/artist-card";
import { ViewScope, ViewToggle } from "~/app/components/artists/view-toggle";
import { useAddressViewMode } from "~/app/lib/view-mode";
import { VIEW_PARAM } from "~/core/site-nav";
import { Button, ButtonLink } from "~/app/components/ui/button";
import { EmptyState } from "~/app/components/ui/empty-state";
import { inputClass } from "~/app/components/ui/field";
import { pageMeta, useBrand } from "~/app/lib/brand";
import { withNetworkError } from "~/app/lib/client-action";
import { ARTISTS_PATH } from "~/core/artists/search";
import {
  FAVORITES_SEARCH,
  FAVORITE_FIELDS as F,
  FAVORITE_MESSAGES as M,
  savedText,
  FAVORITE_INTENTS,
} from "~/core/favorites";
import { formError } from "~/core/forms";
import { safeRedirect } from "~/core/redirect";
import { plainText } from "~/core/text";
import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { favoriteCards, setFavorite } from "~/server/favorites/favorites";
import { isPageLoad } from "~/server/http/page-load";
import { formAction } from "~/server/http/request-body";
import type { Route } from "./+types/favorites";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "My Favorites",
    description: "The nail artists you saved, in one place.",
  });

/** The search as typed, if any (too long or only spaces is no search). */
const searchOf = (url: string) => {
  const value = plainText(new URL(url).searchParams.get(FAVORITES_SEARCH.param) ?? "");
  return value && value.length <= FAVORITES_SEARCH.maxLength ? value : "";
};

export async function loader(args: Route.LoaderArgs) {
  const user = authorize(args, "routes/favorites.tsx", "read");
  const search = searchOf(args.request.url);
  const { saved, artists } = await favoriteCards(getServices(args.context), user.id, search);
  return { search, saved, artists };
}

const favoriteRequest = z.object({
  [F.intent]: z.literal(FAVORITE_INTENTS.toggle),
  [F.artistId]: z.string().min(1).max(100),
  [F.saved]: z.enum(["true", "false"]).transform((value) => value === "true"),
});

/** Saves or forgets an artist for the signed-in client (the hearts everywhere post here). */
export const action = formAction(async (args: Route.ActionArgs, form) => {
  const user = authorize(args, "routes/favorites.tsx", "write");
  const request = favoriteRequest.safeParse(Object.fromEntries(form));
  if (!request.success) return data(formError("Unknown request."), { status: 400 });
  const { artistId, saved } = request.data;
  const found = await setFavorite(getServices(args.context), user.id, artistId, saved);
  if (!found) return data(formError("This artist is not available."), { status: 404 });
  // A heart pressed before the page hydrated (or without JavaScript): back to that page.
  if (isPageLoad(args.request)) throw redirect(safeRedirect(form.get(F.returnTo)));
  return { ok: true as const, saved };
});

/** Offline or unreachable: the heart rolls back and says so, rather than an error page. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  withNetworkError(serverAction);

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { search, saved, artists } = loaderData;
  const { publicUrl } = useBrand();
  const view = useAddressViewMode();
  return (
    <ViewScope list="favorites">
      <div className="container-page py-10 sm:py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-semibold sm:text-4xl">My Favorites</h1>
            <p className="mt-2 text-ink-600">{savedText(saved)}</p>
          </div>
          {saved > 0 && <ViewToggle list="favorites" />}
        </div>

        {saved > 0 && (
          // Applied on submit, and kept in the URL so a reload shows the same list.
          <Form method="get" role="search" className="mt-6 flex max-w-md gap-2" key={search}>
            <label htmlFor="favorites-search" className="sr-only">
              Search your favorites
            </label>
            {/* A search keeps the view the address names. */}
            {view === "list" && <input type="hidden" name={VIEW_PARAM} value="list" />}
            <input
              id="favorites-search"
              type="search"
              name={FAVORITES_SEARCH.param}
              defaultValue={search}
              maxLength={FAVORITES_SEARCH.maxLength}
              placeholder="Search by name, city, state or bio"
              autoComplete="off"
              className={`${inputClass()} h-11 min-w-0 flex-1`}
            />
            <Button type="submit" size="sm" className="h-11 px-3.5">
              <Search className="size-4" aria-hidden />
              Search
            </Button>
          </Form>
        )}

        <div className="mt-8">
          {saved === 0 ? (
            <EmptyState
              icon={Heart}
              title={M.emptyTitle}
              action={<ButtonLink to={ARTISTS_PATH}>Browse Artists</ButtonLink>}
            >
              {M.emptyText}
            </EmptyState>
          ) : artists.length === 0 ? (
            <EmptyState icon={SearchX} title={M.noMatchTitle}>
              {M.noMatchText}
            </EmptyState>
          ) : (
            <ArtistList artists={artists} list="favorites" publicUrl={publicUrl} />
          )}
        </div>
      </div>
    </ViewScope>
  );
}
