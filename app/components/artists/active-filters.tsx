import { X } from "lucide-react";
import { Link } from "react-router";
import { clearedHref, type ArtistFilters } from "~/core/artists/search";
import { filterChips, foundText } from "~/core/artists/filter-chips";

/** '{n} artists found', then each active filter as a chip that removes it, and Clear All. */
export function ActiveFilters({
  total,
  filters,
  nearLabel,
}: {
  total: number;
  filters: ArtistFilters;
  nearLabel?: string;
}) {
  const chips = filterChips(filters, nearLabel);
  return (
    <div className="flex flex-wrap items-center gap-2 text-ink-700">
      <p aria-live="polite" aria-atomic="true" className="font-medium text-ink-800">
        {foundText(total)}
      </p>
      {chips.length > 0 && (
        <ul className="flex min-w-0 flex-wrap items-center gap-1.5" aria-label="Active filters">
          {chips.map((chip) => (
            <li key={chip.href + chip.label} className="min-w-0 max-w-full">
              <Link
                to={chip.href}
                preventScrollReset
                aria-label={chip.removeLabel}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-100 hover:bg-brand-100"
              >
                <span className="truncate">{chip.label}</span>
                <X className="size-3.5 shrink-0" aria-hidden />
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={clearedHref(filters)}
              preventScrollReset
              className="px-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
            >
              Clear All
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
