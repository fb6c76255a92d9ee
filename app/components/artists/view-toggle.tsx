import { LayoutGrid, List } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { VIEW_LISTS, VIEW_OPTION_ATTRIBUTE } from "~/app/lib/before-hydration";
import { useAddressWins, useViewMode, type ViewList } from "~/app/lib/view-mode";
import { viewHref } from "~/core/view-links";

const OPTIONS = [
  { mode: "grid", label: "Grid view", Icon: LayoutGrid },
  { mode: "list", label: "List view", Icon: List },
] as const;

/**
 * Grid or list: two links to this page in each view (`?view=list`, the grid without the
 * parameter), every other parameter kept, so the toggle works without JavaScript. With it, the
 * inline script of app/lib/before-hydration.ts switches the view in place and remembers it in the
 * browser, from the first paint; the current look follows the choice on <html> or the page's
 * `ViewScope` (app.css `view-option`), so it is right before hydration too.
 */
export function ViewToggle({ list }: { list: ViewList }) {
  const mode = useViewMode(list);
  useAddressWins(list);
  const { pathname, search } = useLocation();
  return (
    <div
      role="group"
      aria-label="View"
      className="inline-flex rounded-full bg-white p-1 ring-1 ring-ink-200"
    >
      {OPTIONS.map(({ mode: option, label, Icon }) => (
        <Link
          key={option}
          to={viewHref(pathname, search, option)}
          preventScrollReset
          {...{ [VIEW_OPTION_ATTRIBUTE]: `${list}:${option}` }}
          aria-current={mode === option ? "true" : undefined}
          aria-label={label}
          title={label}
          className="view-option"
        >
          <Icon className="size-4" aria-hidden />
        </Link>
      ))}
    </div>
  );
}

/**
 * Around a list's page (its toggle and its list): carries the view for CSS, so that the server's
 * HTML shows the view the address asks for (all there is without JavaScript).
 */
export function ViewScope({ list, children }: { list: ViewList; children: ReactNode }) {
  const mode = useViewMode(list);
  return (
    <div {...{ [VIEW_LISTS[list].attribute]: mode === "list" ? "list" : undefined }}>
      {children}
    </div>
  );
}
