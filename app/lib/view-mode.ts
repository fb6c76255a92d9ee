import { useSyncExternalStore } from "react";

// Grid or list, remembered per browser for each list (the artists list under the spec's key
// "artists_view_mode", favorites under their own). Applied before the first paint by a tiny
// script in the document's head, which copies the stored choice onto <html data-…-view>; CSS
// (the `list-view` variant in app.css) lays the list out from that attribute, so the page never
// flashes the other layout, and React reads the same attribute.

export const VIEW_MODES = ["grid", "list"] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const VIEW_LISTS = {
  artists: { storageKey: "artists_view_mode", attribute: "data-artists-view" },
  favorites: { storageKey: "favorites_view_mode", attribute: "data-favorites-view" },
} as const;
export type ViewList = keyof typeof VIEW_LISTS;

/** Runs in <head> before the body is painted (inline, with the response's CSP nonce). */
export const VIEW_MODE_SCRIPT = `try{${Object.values(VIEW_LISTS)
  .map(
    ({ storageKey, attribute }) =>
      `localStorage.getItem(${JSON.stringify(storageKey)})==="list"&&document.documentElement.setAttribute(${JSON.stringify(attribute)},"list");`,
  )
  .join("")}}catch(e){}`;

const CHANGE_EVENT = "nailmatch:view-mode";

function read(list: ViewList): ViewMode {
  return document.documentElement.getAttribute(VIEW_LISTS[list].attribute) === "list"
    ? "list"
    : "grid";
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/** The list's view mode and a setter that remembers it (grid on the server and by default). */
export function useViewMode(list: ViewList): [ViewMode, (mode: ViewMode) => void] {
  const mode = useSyncExternalStore(
    subscribe,
    () => read(list),
    (): ViewMode => "grid",
  );
  const setMode = (next: ViewMode) => {
    const { storageKey, attribute } = VIEW_LISTS[list];
    if (next === "list") document.documentElement.setAttribute(attribute, "list");
    else document.documentElement.removeAttribute(attribute);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // Storage refused (private mode, quota): the choice lasts for this page only.
    }
    window.dispatchEvent(new Event(CHANGE_EVENT));
  };
  return [mode, setMode];
}
