// Return paths: where to send someone after signing in or up. Every `redirectTo` and every link
// that carries one goes through here, so a value from a URL or a form can neither lead to another
// site nor break the `Location` header (which only takes ASCII without control characters).

const BASE = new URL("http://same-site.invalid");
/** C0 controls, DEL and C1 controls. */
const CONTROL = /\p{Cc}/u;
const LEAVES_THE_SITE = /^\/[/\\]/;

/** Percent-escapes decoded for checking; a run that is not valid UTF-8 is left as it is. */
const decoded = (value: string) =>
  value.replace(/(?:%[0-9a-f]{2})+/giu, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });

const suspicious = (value: string) =>
  CONTROL.test(value) || LEAVES_THE_SITE.test(value) || LEAVES_THE_SITE.test(decoded(value));

/**
 * A path inside this site, percent-encoded (so it fits a `Location` header), or `fallback` when
 * `target` is missing or could lead elsewhere: absolute URLs, protocol-relative `//host`,
 * backslash tricks, and their percent-encoded forms (`/%2F/host`), or control characters (raw or
 * encoded: `%0D%0A`, `%7F`).
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.length > 2048) {
    return fallback;
  }
  if (suspicious(target) || CONTROL.test(decoded(target))) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE.origin) return fallback;
  // The URL serialiser percent-encodes non-ASCII and unsafe characters, and resolves dot
  // segments (`/.//host` becomes `//host`): the result is checked again.
  const path = url.pathname + url.search + url.hash;
  return suspicious(path) ? fallback : path;
}

/**
 * The login or sign-up page that returns to `returnTo` afterwards (`returnTo` is checked like any
 * redirect; the home page needs no parameter).
 */
export function pageWithReturn(page: "/login" | "/signup", returnTo: unknown): string {
  const back = safeRedirect(returnTo);
  return back === "/" ? page : `${page}?redirectTo=${encodeURIComponent(back)}`;
}

/** The login page that returns to `returnTo` after signing in. */
export const loginPath = (returnTo: unknown) => pageWithReturn("/login", returnTo);
