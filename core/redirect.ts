/**
 * A path inside this site to send the user to after signing in, or `fallback` when `target` is
 * missing or could lead elsewhere (absolute URLs, protocol-relative `//host`, backslash tricks).
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  const hasControlCharacter = [...target].some((c) => c.charCodeAt(0) < 0x20);
  if (target.startsWith("//") || target.startsWith("/\\") || hasControlCharacter) return fallback;
  return target;
}

/** The login page that returns to `returnTo` after signing in. */
export function loginPath(returnTo: string): string {
  return returnTo === "/" ? "/login" : `/login?redirectTo=${encodeURIComponent(returnTo)}`;
}
