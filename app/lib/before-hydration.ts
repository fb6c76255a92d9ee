// What a page does before React has hydrated it (decision 0022). The app's scripts load after the
// first paint (decision 0019), so for a second or more the page is plain HTML. Links, forms,
// popovers and dialogs opened by command buttons work on their own from the first paint; this
// inline script, run in <head> with the response's CSP nonce, covers the rest:
// - the grid/list choice of each list, applied before the first paint (no flash of the other
//   layout) and switched by its toggle's links at any time, before or after hydration; an address
//   with `?view=` wins over the stored choice and becomes it;
// - the show/hide buttons of password fields (the field adopts their state once hydrated);
// - a press on any other script-driven button before hydration is kept, shown as busy, and
//   played again once the page has hydrated: never lost.
import { compactScript } from "./inline-script";
// Every page loads this module: it takes its paths from the header's small module, not from
// the features' (core/artists/search.ts would bring the schema library along).
import { ARTISTS_PATH, FAVORITES_PATH, VIEW_PARAM } from "~/core/site-nav";

/** Set on <html> once React has hydrated the page (end-to-end tests wait for it). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** Dispatched on `document` once hydrated: presses kept until then are played again. */
export const HYDRATED_EVENT = "nailmatch:hydrated";
/** Dispatched on `window` when a list's view mode changes (app/lib/view-mode.ts listens). */
export const VIEW_MODE_EVENT = "nailmatch:view-mode";

/** The lists with a grid/list toggle: where each keeps its choice, and its page. */
export const VIEW_LISTS = {
  // The spec's key for the artists list.
  artists: { storageKey: "artists_view_mode", attribute: "data-artists-view", path: ARTISTS_PATH },
  favorites: {
    storageKey: "favorites_view_mode",
    attribute: "data-favorites-view",
    path: FAVORITES_PATH,
  },
} as const;
export type ViewList = keyof typeof VIEW_LISTS;

/** The attribute a view toggle's link carries: `{list}:{mode}`. */
export const VIEW_OPTION_ATTRIBUTE = "data-view-option";

/** A password field's show/hide button: this script flips its input until the page hydrates. */
export const PASSWORD_TOGGLE_ATTRIBUTE = "data-password-toggle";
/** On the box around a field's input and its trailing button. */
export const INPUT_BOX_ATTRIBUTE = "data-input-box";

/**
 * Buttons that work without React: submit buttons (their form does the work), native popover
 * invokers, command invokers where the browser runs them, and password toggles (this script
 * does). Any other button waits for React.
 */
const WORKS_WITHOUT_REACT = `[type=submit],form button:not([type]),[popovertarget],[${PASSWORD_TOGGLE_ATTRIBUTE}],:disabled`;

// Short names inside: this is sent in every page.
export const BEFORE_HYDRATION_SCRIPT = compactScript(`(() => {
const d = document, html = d.documentElement, A = "${VIEW_OPTION_ATTRIBUTE}";
// Each list's [storage key, attribute on <html>, page].
const lists = ${JSON.stringify(Object.fromEntries(Object.entries(VIEW_LISTS).map(([list, { storageKey, attribute, path }]) => [list, [storageKey, attribute, path]])))};
// The view the address asks for ("grid" or "list"; anything else is none).
const asked = () => /^(grid|list)$/.exec(new URLSearchParams(location.search).get("${VIEW_PARAM}"))?.[0];
const url = asked();
for (const [key, attr, path] of Object.values(lists)) {
let mode = null;
try {
if (url && location.pathname === path) localStorage.setItem(key, url);
mode = localStorage.getItem(key);
} catch {}
if ((url && location.pathname === path ? url : mode) === "list") html.setAttribute(attr, "list");
}
const show = () => d.querySelectorAll("[" + A + "]").forEach((b) => {
const [list, mode] = b.getAttribute(A).split(":");
if (!lists[list]) return;
if ((html.getAttribute(lists[list][1]) === "list" ? "list" : "grid") === mode) b.setAttribute("aria-current", "true");
else b.removeAttribute("aria-current");
});
d.addEventListener("DOMContentLoaded", show);
const pending = new Set();
const waits = "button:not(${WORKS_WITHOUT_REACT}" + ("command" in HTMLButtonElement.prototype ? ",[commandfor])" : ")");
d.addEventListener("click", (e) => {
const t = e.target instanceof Element ? e.target : null;
const o = t?.closest("[" + A + "]");
if (o) {
const [list, mode] = o.getAttribute(A).split(":");
const [key, attr] = lists[list] ?? [];
// A new tab or window opens the link as it is.
if (!attr || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
if (mode === "list") html.setAttribute(attr, "list"); else html.removeAttribute(attr);
try { localStorage.setItem(key, mode); } catch {}
show();
dispatchEvent(new Event("${VIEW_MODE_EVENT}"));
// An address that names a view follows the link, so that it names the new one; else the
// page stays as it is.
if (!asked()) e.preventDefault();
return;
}
if (html.hasAttribute("${HYDRATED_ATTRIBUTE}")) return;
const p = t?.closest("[${PASSWORD_TOGGLE_ATTRIBUTE}]");
const i = p?.closest("[${INPUT_BOX_ATTRIBUTE}]")?.querySelector("input");
if (i) {
const shown = i.type === "password";
i.type = shown ? "text" : "password";
p.setAttribute("aria-pressed", shown);
return;
}
const b = t?.closest(waits);
if (!b) return;
e.preventDefault();
e.stopImmediatePropagation();
b.setAttribute("aria-busy", "true");
pending.add(b);
}, true);
d.addEventListener("${HYDRATED_EVENT}", () => {
for (const b of pending) {
b.removeAttribute("aria-busy");
if (b.isConnected) b.click();
}
pending.clear();
});
})();`);

/** Called once React has hydrated the page. */
export function markHydrated() {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  document.dispatchEvent(new Event(HYDRATED_EVENT));
}
