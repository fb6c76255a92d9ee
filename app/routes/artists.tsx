import { SearchX, X } from "lucide-react";
import { Link } from "react-router";
import { ArtistCard } from "~/app/components/artist/artist-card";
import { buttonClass } from "~/app/components/ui/button";
import { pageTitle } from "~/app/lib/brand";
import { ARTISTS_PAGE_SIZE, listArtists } from "~/server/artists/search";
import { getServices } from "~/server/context";
import type { Route } from "./+types/artists";

const MAX_QUERY_LENGTH = 100;
const MAX_PAGE = 1000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const requested = Number(params.get("page"));
  const page =
    Number.isInteger(requested) && requested >= 1 && requested <= MAX_PAGE ? requested : 1;
  const { total, artists } = await listArtists(getServices(context), { query, page });
  return { query, page, total, pages: Math.max(1, Math.ceil(total / ARTISTS_PAGE_SIZE)), artists };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Nail Artists") },
  {
    name: "description",
    content: "Browse nail artists across the US by style, colour and location.",
  },
];

const pageLink = (query: string, page: number) => {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/artists?${search}` : "/artists";
};

export default function Artists({ loaderData }: Route.ComponentProps) {
  const { query, page, pages, total, artists } = loaderData;
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-semibold sm:text-4xl">Nail Artists</h1>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-ink-700" aria-live="polite">
        <span>{total === 1 ? "1 artist found" : `${total} artists found`}</span>
        {query && (
          <Link
            to="/artists"
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
            aria-label={`Remove search “${query}”`}
          >
            “{query}”
            <X className="size-3.5" aria-hidden />
          </Link>
        )}
      </div>

      {artists.length === 0 ? (
        <div className="mt-12 flex flex-col items-center rounded-[var(--radius-card)] bg-white px-6 py-16 text-center ring-1 ring-ink-100">
          <SearchX className="size-10 text-brand-600" aria-hidden />
          <h2 className="mt-4 font-sans text-xl font-semibold">No artists found</h2>
          <p className="mt-2 text-ink-600">Try adjusting your filters or search terms</p>
          <Link to="/artists" className="mt-4 font-semibold text-brand-700 hover:text-brand-900">
            Clear all filters
          </Link>
        </div>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {artists.map((artist, index) => (
            <li key={artist.id}>
              <ArtistCard artist={artist} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-3">
          {page > 1 && (
            <Link
              to={pageLink(query, page - 1)}
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              Previous
            </Link>
          )}
          <span className="text-sm text-ink-600">
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link
              to={pageLink(query, page + 1)}
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              Next
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
