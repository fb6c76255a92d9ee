import { useEffect, useState, type ReactNode } from "react";
import toast from "react-hot-toast";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/app/root";
import { AUTH_MESSAGES } from "~/core/accounts/messages";
import type { AccountUser } from "~/core/accounts/user";
import { REQUESTS_UNREAD_PATH, conversationIdIn } from "~/core/site-nav";
import type { UnreadAnswer } from "~/core/requests";

/** The signed-in user (from the root loader), or null. */
export function useCurrentUser(): AccountUser | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}

/** How often the header asks for the unread count (while the page is visible). */
const UNREAD_EVERY_MS = 30_000;
const UNREAD_FETCHER = "unread-requests";

/**
 * How many of the signed-in person's requests have something new for them: the newer of the
 * page's own count (the root loader's, fresh at each navigation) and the last one asked for
 * since (`useUnreadRequestsPolling`).
 */
export function useUnreadRequests(): number {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const polled = useFetcher<UnreadAnswer>({ key: UNREAD_FETCHER }).data;
  const [shown, setShown] = useState({ root, polled, count: root?.unreadRequests ?? 0 });
  if (root !== shown.root) setShown({ root, polled, count: root?.unreadRequests ?? 0 });
  else if (polled !== shown.polled) {
    setShown({ root, polled, count: polled?.unread ?? shown.count });
  }
  return shown.count;
}

/**
 * Asks for the unread count every 30 s while someone is signed in and the page is visible. On a
 * conversation's page that conversation is left out: the page marks its lines read as they come
 * (the same rule as the root loader's count), so a line on screen never raises the count.
 */
export function useUnreadRequestsPolling() {
  const signedIn = Boolean(useCurrentUser());
  const open = conversationIdIn(useLocation().pathname);
  const { load } = useFetcher<UnreadAnswer>({ key: UNREAD_FETCHER });
  useEffect(() => {
    if (!signedIn) return;
    const path = open
      ? `${REQUESTS_UNREAD_PATH}?${new URLSearchParams({ request: open })}`
      : REQUESTS_UNREAD_PATH;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void load(path);
    }, UNREAD_EVERY_MS);
    return () => clearInterval(timer);
  }, [signedIn, open, load]);
}

/**
 * A Logout button: a form posting to /logout, so it works before and without JavaScript (the
 * server signs out and sends the browser home). Once hydrated it posts without a page load, and a
 * failure stays on the page with a toast.
 */
export function LogoutForm({ className, children }: { className: string; children: ReactNode }) {
  const fetcher = useFetcher<{ failed?: boolean }>({ key: "logout" });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.failed)
      toast.error(AUTH_MESSAGES.logoutFailed, { id: "logout" });
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post" action="/logout">
      <button type="submit" className={className} disabled={fetcher.state !== "idle"}>
        {children}
      </button>
    </fetcher.Form>
  );
}
