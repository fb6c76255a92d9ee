import { useEffect, type ReactNode } from "react";
import toast from "react-hot-toast";
import { useFetcher, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/app/root";
import { AUTH_MESSAGES } from "~/core/accounts/messages";
import type { AccountUser } from "~/core/accounts/user";

/** The signed-in user (from the root loader), or null. */
export function useCurrentUser(): AccountUser | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}

/** How many of the signed-in person's requests have something new for them. */
export function useUnreadRequests(): number {
  return useRouteLoaderData<typeof rootLoader>("root")?.unreadRequests ?? 0;
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
