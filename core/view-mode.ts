// The grid/list choice of a list page (decisions 0013, 0059): kept in the browser, and also in
// the address (`?view=list`) so that the toggle is a plain link that works without JavaScript.

export const VIEW_MODES = ["grid", "list"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** The address's parameter; the grid, the default, goes without it. */
export const VIEW_PARAM = "view";

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
