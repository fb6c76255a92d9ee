import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import type { ViewMode } from "~/core/site-nav";
import { viewModeOf } from "~/core/view-links";
import { VIEW_LISTS, VIEW_MODE_EVENT, type ViewList } from "./before-hydration";

// Grid or list, remembered per browser for each list (the artists list under the spec's key
// "artists_view_mode", favorites under their own), and named by the address when it says
// `?view=` (which then wins, and becomes the remembered choice). The choice lives on
// <html data-…-view>, set before the first paint and switched by the toggle's links by the
// inline script of app/lib/before-hydration.ts; CSS (the `list-view` variant in app.css) lays the
// list out from that attribute or from the same attribute on the page's `ViewScope`, which the
// server renders from the address (all there is without JavaScript).

export { VIEW_MODES, type ViewMode } from "~/core/site-nav";
export type { ViewList };

function read(list: ViewList): ViewMode {
  return document.documentElement.getAttribute(VIEW_LISTS[list].attribute) === "list"
    ? "list"
    : "grid";
}

function subscribe(onChange: () => void) {
  window.addEventListener(VIEW_MODE_EVENT, onChange);
  return () => window.removeEventListener(VIEW_MODE_EVENT, onChange);
}

/** The view the page's address asks for, if any. */
export function useAddressViewMode(): ViewMode | undefined {
  return viewModeOf(new URLSearchParams(useLocation().search));
}

/** The list's view mode (on the server, the address's, else the grid). */
export function useViewMode(list: ViewList): ViewMode {
  const asked = useAddressViewMode() ?? "grid";
  return useSyncExternalStore(
    subscribe,
    () => read(list),
    () => asked,
  );
}

/**
 * Makes the choice follow the address when it names a view (a page reached by Back or a link
 * within the app, where the inline script does not run again).
 */
export function useAddressWins(list: ViewList) {
  const asked = useAddressViewMode();
  useEffect(() => {
    if (!asked) return;
    const { storageKey, attribute } = VIEW_LISTS[list];
    if (asked === "list") document.documentElement.setAttribute(attribute, "list");
    else document.documentElement.removeAttribute(attribute);
    try {
      localStorage.setItem(storageKey, asked);
    } catch {
      // Storage refused (private mode): the page still shows the view.
    }
    window.dispatchEvent(new Event(VIEW_MODE_EVENT));
  }, [asked, list]);
}
