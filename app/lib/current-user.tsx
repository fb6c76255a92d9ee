import { useEffect } from "react";
import toast from "react-hot-toast";
import { useFetcher, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/app/root";
import { AUTH_MESSAGES } from "~/core/accounts/messages";
import type { AccountUser } from "~/core/accounts/user";

/** The signed-in user (from the root loader), or null. */
export function useCurrentUser(): AccountUser | null {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}

/** Logs out (POST /logout, then home); a failure stays on the page with a toast. */
export function useLogout() {
  const fetcher = useFetcher<{ failed?: boolean }>({ key: "logout" });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.failed) toast.error(AUTH_MESSAGES.logoutFailed);
  }, [fetcher.state, fetcher.data]);
  return {
    logout: () => fetcher.submit(null, { method: "post", action: "/logout" }),
    loggingOut: fetcher.state !== "idle",
  };
}
