import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { AccountUser } from "~/core/accounts/user";
import type { UserType } from "~/core/accounts/validation";
import { getServices } from "../context";

/** The signed-in user of this request, or null. Set once per request by `sessionMiddleware`. */
const currentUserContext = createContext<AccountUser | null>(null);

export const currentUser = (context: Readonly<RouterContextProvider>) =>
  context.get(currentUserContext);

interface SessionUserRecord {
  id: string;
  name: string;
  email: string;
  username?: string | null;
  displayUsername?: string | null;
  userType?: string | null;
  createdAt: Date;
}

/** The account as pages see it; `admins`: the e-mails of ADMIN_EMAILS (lower-cased). */
export function toAccountUser(
  user: SessionUserRecord,
  admins: ReadonlySet<string> = new Set(),
): AccountUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    username: user.displayUsername || user.username || null,
    userType: (user.userType === "artist" ? "artist" : "user") satisfies UserType,
    createdAt: user.createdAt.toISOString(),
    admin: admins.has(user.email.toLowerCase()),
  };
}

/**
 * Root middleware: reads the session cookie once per request (one indexed lookup), puts the user
 * on the context for loaders, actions and guards, passes on the refreshed cookie when Better Auth
 * extends a session, and keeps signed-in responses out of every cache.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const { auth, config } = getServices(context);
  const { headers, response: found } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  // A suspension ends its sessions; one read while it is being made is not let through either.
  const session =
    found && !(found.user as { suspendedAt?: Date | null }).suspendedAt ? found : null;
  context.set(currentUserContext, session ? toAccountUser(session.user, config.adminEmails) : null);
  const response = await next();
  for (const cookie of headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  // A page or data response for a signed-in person is theirs alone: no shared cache may keep it,
  // and the browser may not show it again from its cache (the back button at a shared computer).
  // A response that already forbids storing keeps its own words (an event stream's "no-transform"
  // keeps compression from holding its events back).
  if (session && !/\bno-store\b/.test(response.headers.get("Cache-Control") ?? "")) {
    response.headers.set("Cache-Control", "private, no-store");
  }
  response.headers.append("Vary", "Cookie");
  return response;
};
