import { X } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { buttonClass } from "~/app/components/ui/button";
import { clearedHref, type ArtistFilters } from "~/core/artists/search";
import { showResultsText } from "~/core/artists/filter-chips";

/**
 * The filters: beside the results on wide screens; on smaller ones a full-height sheet that the
 * Filters button opens (a native popover, so it opens from the first paint, closes on Escape,
 * and hands focus back to that button). At its foot, "Show N artists" (N follows the filters as
 * they change) closes it onto the results, and "Clear all" drops every filter.
 */
export function FiltersSheet({
  id,
  total,
  active,
  view,
  children,
}: {
  id: string;
  total: number;
  /** Whether any filter is set. */
  active: boolean;
  view: ArtistFilters["view"];
  children: ReactNode;
}) {
  const updating = useNavigation().state === "loading";
  return (
    <aside id={id} popover="auto" aria-label="Filters" className="filters-sheet">
      <div className="filters-sheet-bar top-0 z-10 justify-between border-b">
        <h2 className="text-xl font-semibold">Filters</h2>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label="Close filters"
          className="grid size-11 place-items-center rounded-full text-ink-600 hover:bg-ink-50"
        >
          <X className="size-6" aria-hidden />
        </button>
      </div>
      <div className="px-4 py-5 lg:p-0">{children}</div>
      <div className="filters-sheet-bar bottom-0 gap-3 border-t">
        {active && (
          <Link
            to={clearedHref({ view })}
            preventScrollReset
            className={buttonClass({ variant: "ghost" }, "px-3")}
          >
            Clear all
          </Link>
        )}
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-busy={updating || undefined}
          className={buttonClass({}, "flex-1")}
        >
          {showResultsText(total)}
        </button>
      </div>
    </aside>
  );
}
