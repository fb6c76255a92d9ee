// The grid/list toggle's links (decisions 0013, 0059): kept apart from core/site-nav.ts, which
// every page loads, as only the list pages need them.
import { VIEW_MODES, VIEW_PARAM, type ViewMode } from "./site-nav";

/** The view an address asks for, if any: anything but "grid" or "list" is ignored. */
export function viewModeOf(params: URLSearchParams): ViewMode | undefined {
  const value = params.get(VIEW_PARAM);
  return VIEW_MODES.find((mode) => mode === value);
}

/** The same address (`search` with or without its "?") in `mode`: every other parameter kept. */
export function viewHref(pathname: string, search: string, mode: ViewMode): string {
  const params = new URLSearchParams(search);
  params.delete(VIEW_PARAM);
  if (mode === "list") params.set(VIEW_PARAM, "list");
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
