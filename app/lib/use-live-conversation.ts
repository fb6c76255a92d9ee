import { useEffect } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { REQUESTS_UNREAD_PATH } from "~/core/site-nav";

/** How often an open conversation asks whether it moved (while the page is visible). */
const LIVE_EVERY_MS = 10_000;

/**
 * Keeps an open conversation current: every 10 s while the page is visible it asks when the
 * request last moved (one indexed read) and, when the other side has written or acted since the
 * page loaded, reloads the page's data (which also marks it read). Nothing is reloaded while the
 * person is sending something.
 */
export function useLiveConversation(requestId: string, lastActivityAt: string) {
  const revalidator = useRevalidator();
  const busy = useNavigation().state !== "idle" || revalidator.state !== "idle";
  useEffect(() => {
    if (busy) return;
    const ask = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const response = await fetch(
          `${REQUESTS_UNREAD_PATH}?${new URLSearchParams({ request: requestId })}`,
          { headers: { Accept: "application/json" } },
        );
        if (!response.ok) return;
        const { activity } = (await response.json()) as { activity?: string | null };
        if (activity && activity !== lastActivityAt) await revalidator.revalidate();
      } catch {
        // Offline for a moment: the next tick asks again.
      }
    };
    const timer = setInterval(() => void ask(), LIVE_EVERY_MS);
    return () => clearInterval(timer);
  }, [requestId, lastActivityAt, busy, revalidator]);
}
