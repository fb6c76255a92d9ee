import { redirect, type RouterContextProvider } from "react-router";
import { isArtist, type AccountUser } from "~/core/accounts/user";
import { loginPath } from "~/core/redirect";
import { currentUser } from "./session";

// Route guards for loaders and actions (docs/PRODUCT-RULES.md, "Pages"). They run on the server,
// so a guarded page's data never reaches someone who may not see it.

interface GuardArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * The page a request is for. Client-side navigations fetch `/page.data` (`/_root.data` for the
 * home page) with a `_routes` parameter; the user must come back to `/page`, not to the data.
 */
export function pagePath(requestUrl: string): string {
  const url = new URL(requestUrl);
  const pathname =
    url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "") || "/";
  url.searchParams.delete("_routes");
  return pathname + url.search;
}

/** The signed-in user; anyone else is sent to /login, which returns here after signing in. */
export function requireUser({ request, context }: GuardArgs): AccountUser {
  const user = currentUser(context);
  if (user) return user;
  throw redirect(loginPath(pagePath(request.url)));
}

/** An artist; other signed-in users are sent home. */
export function requireArtist(args: GuardArgs): AccountUser {
  const user = requireUser(args);
  if (!isArtist(user)) throw redirect("/");
  return user;
}

/** A client (any non-artist); artists are sent to their dashboard. */
export function requireClient(args: GuardArgs): AccountUser {
  const user = requireUser(args);
  if (isArtist(user)) throw redirect("/dashboard");
  return user;
}
