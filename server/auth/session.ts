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

export function toAccountUser(user: SessionUserRecord): AccountUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    username: user.displayUsername || user.username || null,
    userType: (user.userType === "artist" ? "artist" : "user") satisfies UserType,
    createdAt: user.createdAt.toISOString(),
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
  const { auth } = getServices(context);
  const { headers, response: session } = await auth.api.getSession({
    headers: request.headers,
    returnHeaders: true,
  });
  context.set(currentUserContext, session ? toAccountUser(session.user) : null);
  const response = await next();
  for (const cookie of headers.getSetCookie()) response.headers.append("Set-Cookie", cookie);
  // A page or data response for a signed-in person is theirs alone: no shared cache may keep it,
  // and the browser may not show it again from its cache (the back button at a shared computer).
  if (session) response.headers.set("Cache-Control", "private, no-store");
  response.headers.append("Vary", "Cookie");
  return response;
};
