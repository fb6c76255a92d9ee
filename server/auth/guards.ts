import { redirect, type RouterContextProvider } from "react-router";
import { isArtist, type AccountUser } from "~/core/accounts/user";
import { formError } from "~/core/forms";
import { loginPath, safeRedirect } from "~/core/redirect";
import { refusal as refuse } from "../http/refusal";
import { ROUTE_POLICIES, type Audience, type PolicyRoute, type RoutePolicy } from "./policies";
import { currentUser } from "./session";

// The route guards: loaders and actions call `authorize` with their route's row of
// server/auth/policies.ts. They run on the server, so a guarded page's data never reaches
// someone who may not see it.

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

type Use = "read" | "write";
type AudienceOf<R extends PolicyRoute, U extends Use> = NonNullable<(typeof ROUTE_POLICIES)[R][U]>;
/** The routes for people signed in always have a user; the others may. */
type UserFor<A extends Audience> = A extends "signed-in" | "client" | "artist" | "admin"
  ? AccountUser
  : AccountUser | null;

const SIGN_IN_FIRST = "Please log in first.";

/**
 * The signed-in user if `route`'s policy lets this request `use` it, or null where the route is
 * open to people signed out. Otherwise it throws the answer: the login page (which comes back
 * here), or for a signed-in person of the wrong kind their own home when reading and a 403 when
 * posting; endpoints answer JSON errors instead of redirects.
 */
export function authorize<R extends PolicyRoute, U extends Use>(
  args: GuardArgs,
  route: R,
  use: U,
): UserFor<AudienceOf<R, U>> {
  const policy: RoutePolicy = ROUTE_POLICIES[route];
  const audience = policy[use];
  const user = currentUser(args.context);
  const allow = (found: AccountUser | null) => found as UserFor<AudienceOf<R, U>>;
  if (audience === null) throw refuse(formError("Not allowed."), 405);
  if (audience === "anyone") return allow(user);
  // No hint that an admin page exists: whoever is not an admin gets the not-found page.
  if (audience === "admin") {
    if (user?.admin) return allow(user);
    throw refuse(null, 404);
  }
  if (audience === "signed-out") {
    if (!user) return allow(null);
    throw redirect(safeRedirect(new URL(args.request.url).searchParams.get("redirectTo")));
  }
  if (!user) {
    if (policy.api)
      throw Response.json(formError(policy.refused ?? SIGN_IN_FIRST), { status: 401 });
    throw redirect(loginPath(pagePath(args.request.url)));
  }
  if (audience === "signed-in" || (audience === "artist") === isArtist(user)) return allow(user);
  if (policy.api || use === "write") {
    const refusal = formError(policy.refused ?? "This is not available to your account.");
    throw policy.api ? Response.json(refusal, { status: 403 }) : refuse(refusal, 403);
  }
  throw redirect(isArtist(user) ? "/dashboard" : "/");
}
