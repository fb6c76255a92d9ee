// The app's JavaScript starts loading once the page has painted (decision 0019). React Router's
// <Scripts> asks for every module at once: ~35 module preloads and the module that imports the
// route modules, all requested while the stylesheet is still on its way. On a phone's connection
// those ~200 KB share the bandwidth with the stylesheet and fonts and hold back the first paint
// (Lighthouse mobile: first paint 3.3 s with them, 1.5 s without). The server renames both so the
// browser leaves them alone while parsing (app/entry.server.tsx), and this inline script gives
// them back their meaning right after the first paint: the page shows, then hydrates.
import { compactScript } from "./inline-script";

/** What the server renames the module preloads' rel and the route modules script's type to. */
export const HELD_PRELOAD_REL = "x-modulepreload";
export const HELD_MODULE_TYPE = "text/x-module-after-paint";

/**
 * Runs in <head> (inline, with the response's CSP nonce). It waits for the first contentful paint
 * (a paint of text or images: a first paint of mere backgrounds, while a font is still awaited, is
 * not enough), or for a frame to be painted where browsers do not report paints. A page opened in
 * the background paints nothing, so it loads at once. The held module script is then given back,
 * or, if the stream has not reached its end yet, once the document is parsed.
 */
export const AFTER_FIRST_PAINT_SCRIPT = compactScript(`(() => {
  const d = document;
  let started = false;
  const start = () => {
    if (started) return;
    const held = [...d.querySelectorAll('script[type="${HELD_MODULE_TYPE}"]')];
    // While the stream is still arriving, a script the parser is inside of has only part of its
    // text: it is whole once a node follows it, or once the document is parsed.
    const whole = held.length > 0 && held.every((h) => h.nextSibling);
    if (!whole && d.readyState === "loading") {
      d.addEventListener("DOMContentLoaded", start, { once: true });
      return;
    }
    started = true;
    // Each preload given back costs the main thread ~0.4 ms (a phone: four times that): a few at a
    // time, so that no task is long enough to hold up a tap.
    const links = [...d.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]')];
    const next = () => {
      links.splice(0, 8).forEach((link) => {
        link.rel = "modulepreload";
      });
      if (links.length) return setTimeout(next);
      held.forEach((h) => {
        const script = d.createElement("script");
        script.type = "module";
        script.async = true;
        script.nonce = h.nonce;
        script.textContent = h.textContent;
        h.replaceWith(script);
      });
    };
    next();
  };
  if (d.visibilityState !== "visible") return start();
  setTimeout(start, 3000); // whatever happens to the paint
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    return requestAnimationFrame(() => setTimeout(start));
  }
  const paints = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    paints.disconnect();
    setTimeout(start);
  });
  paints.observe({ type: "paint", buffered: true });
})();`);
