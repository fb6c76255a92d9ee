import { Check, Star } from "lucide-react";
import { Link } from "react-router";
import {
  MIN_RATING,
  MIN_RATING_LABEL,
  SORT_LABELS,
  searchHref,
  type ArtistFilters,
  type Sort,
} from "~/core/artists/search";

/**
 * How the list is ordered (best match when it comes from a style match, newest, top rated, nearest
 * when near a place, price) and the "4 stars & up" filter: links to the list's addresses, so
 * they work before and without JavaScript.
 */
export function ListOrder({ filters }: { filters: ArtistFilters }) {
  const sorts: Sort[] = [
    ...(filters.match ? (["match"] as const) : []),
    ...(filters.near
      ? (["distance", "rating", "newest"] as const)
      : (["newest", "rating"] as const)),
    "price",
  ];
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <nav aria-label="Sort artists" className="flex flex-wrap items-center gap-2">
        <span className="text-ink-600">Sort by</span>
        {sorts.map((sort) => {
          const current = filters.sort === sort;
          return (
            <Link
              key={sort}
              to={searchHref(filters, { sort })}
              aria-current={current ? "true" : undefined}
              preventScrollReset
              className="order-pill"
            >
              {SORT_LABELS[sort]}
            </Link>
          );
        })}
      </nav>
      <Link
        to={searchHref(filters, { minRating: filters.minRating ? undefined : MIN_RATING })}
        aria-current={filters.minRating ? "true" : undefined}
        preventScrollReset
        className="order-pill"
      >
        {filters.minRating ? (
          <Check className="size-4" aria-hidden />
        ) : (
          <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
        )}
        {MIN_RATING_LABEL}
      </Link>
    </div>
  );
}
