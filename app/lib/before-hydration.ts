// What a page does before React has hydrated it (decision 0022). The app's scripts load after the
// first paint (decision 0019), so for a second or more the page is plain HTML. Links, forms,
// popovers and dialogs opened by command buttons work on their own from the first paint; this
// inline script, run in <head> with the response's CSP nonce, covers the rest:
// - the grid/list choice of each list, applied before the first paint (no flash of the other
//   layout) and switched by its toggle's buttons at any time, before or after hydration;
// - a press on any other script-driven button before hydration is kept, shown as busy, and
//   played again once the page has hydrated: never lost.

/** Set on <html> once React has hydrated the page (end-to-end tests wait for it). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** Dispatched on `document` once hydrated: presses kept until then are played again. */
export const HYDRATED_EVENT = "nailmatch:hydrated";
/** Dispatched on `window` when a list's view mode changes (app/lib/view-mode.ts listens). */
export const VIEW_MODE_EVENT = "nailmatch:view-mode";

/** The lists with a grid/list toggle: where each keeps its choice. */
export const VIEW_LISTS = {
  // The spec's key for the artists list.
  artists: { storageKey: "artists_view_mode", attribute: "data-artists-view" },
  favorites: { storageKey: "favorites_view_mode", attribute: "data-favorites-view" },
} as const;
export type ViewList = keyof typeof VIEW_LISTS;

/** The attribute a view toggle's button carries: `{list}:{mode}`. */
export const VIEW_OPTION_ATTRIBUTE = "data-view-option";

/**
 * Buttons that work without React: submit buttons (their form does the work), native popover
 * invokers, command invokers where the browser runs them, and the view toggles (this script
 * does). Any other button waits for React.
 */
const WORKS_WITHOUT_REACT = `[type=submit],form button:not([type]),[popovertarget],[${VIEW_OPTION_ATTRIBUTE}],:disabled`;

export const BEFORE_HYDRATION_SCRIPT = `(() => {
const d = document, root = d.documentElement, lists = ${JSON.stringify(VIEW_LISTS)};
const modeOf = (list) => root.getAttribute(lists[list].attribute) === "list" ? "list" : "grid";
try {
  for (const { storageKey, attribute } of Object.values(lists))
    if (localStorage.getItem(storageKey) === "list") root.setAttribute(attribute, "list");
} catch {}
const showPressed = () => d.querySelectorAll("[${VIEW_OPTION_ATTRIBUTE}]").forEach((button) => {
  const [list, mode] = button.getAttribute("${VIEW_OPTION_ATTRIBUTE}").split(":");
  if (lists[list]) button.setAttribute("aria-pressed", String(modeOf(list) === mode));
});
d.addEventListener("DOMContentLoaded", showPressed);
const pending = new Set();
const waitsForReact = "button:not(${WORKS_WITHOUT_REACT}" +
  ("command" in HTMLButtonElement.prototype ? ",[commandfor])" : ")");
d.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const option = target?.closest("[${VIEW_OPTION_ATTRIBUTE}]");
  if (option) {
    const [list, mode] = option.getAttribute("${VIEW_OPTION_ATTRIBUTE}").split(":");
    const { storageKey, attribute } = lists[list] ?? {};
    if (!attribute) return;
    if (mode === "list") root.setAttribute(attribute, "list"); else root.removeAttribute(attribute);
    try { localStorage.setItem(storageKey, mode); } catch {}
    showPressed();
    dispatchEvent(new Event("${VIEW_MODE_EVENT}"));
    return;
  }
  if (root.hasAttribute("${HYDRATED_ATTRIBUTE}")) return;
  const button = target?.closest(waitsForReact);
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  button.setAttribute("aria-busy", "true");
  pending.add(button);
}, true);
d.addEventListener("${HYDRATED_EVENT}", () => {
  for (const button of pending) {
    button.removeAttribute("aria-busy");
    if (button.isConnected) button.click();
  }
  pending.clear();
});
})();`;

/** Called once React has hydrated the page. */
export function markHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}
