import { useSyncExternalStore } from "react";
import { VIEW_LISTS, VIEW_MODE_EVENT, type ViewList } from "./before-hydration";

// Grid or list, remembered per browser for each list (the artists list under the spec's key
// "artists_view_mode", favorites under their own). The choice lives on <html data-…-view>, set
// before the first paint and switched by the toggle's buttons by the inline script of
// app/lib/before-hydration.ts; CSS (the `list-view` variant in app.css) lays the list out from
// that attribute, and React reads the same attribute.

export const VIEW_MODES = ["grid", "list"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
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

/** The list's view mode (grid on the server and by default). */
export function useViewMode(list: ViewList): ViewMode {
  return useSyncExternalStore(
    subscribe,
    () => read(list),
    (): ViewMode => "grid",
  );
}
