import { useEffect, useRef, useState } from "react";
import { useNavigation, useRevalidator } from "react-router";
import { REQUEST_LIVE, requestEventsPath, type UnreadAnswer } from "~/core/requests";
import { REQUESTS_UNREAD_PATH } from "~/core/site-nav";

/** Whether the page is visible (false until known, in the browser). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === "visible");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return visible;
}

/**
 * When the request last moved, as the server last said: pushed by the conversation's live
 * channel (server-sent events, decision 0058), or, where EventSource is missing or the stream
 * keeps failing, asked every REQUEST_LIVE.pollMs while the page is visible.
 */
function useLatestActivity(requestId: string): string | null {
  const [latest, setLatest] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const ask = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const response = await fetch(
          `${REQUESTS_UNREAD_PATH}?${new URLSearchParams({ request: requestId })}`,
          { headers: { Accept: "application/json" } },
        );
        if (!response.ok) return;
        const { activity } = (await response.json()) as UnreadAnswer;
        if (activity) setLatest(activity);
      } catch {
        // Offline for a moment: the next tick asks again.
      }
    };
    const poll = () => {
      timer ??= setInterval(() => void ask(), REQUEST_LIVE.pollMs);
    };
    if (typeof EventSource === "undefined") {
      poll();
      return () => clearInterval(timer);
    }
    const source = new EventSource(requestEventsPath(requestId));
    // The browser reconnects by itself after a dropped stream; a stream refused (an answer that
    // is not a stream) or failing again and again gives way to asking.
    let failures = 0;
    source.addEventListener(REQUEST_LIVE.event, (event) => {
      failures = 0;
      setLatest((event as MessageEvent<string>).data);
    });
    source.addEventListener("error", () => {
      failures += 1;
      if (
        source.readyState === EventSource.CLOSED ||
        failures >= REQUEST_LIVE.failuresBeforePolling
      ) {
        source.close();
        poll();
      }
    });
    return () => {
      source.close();
      clearInterval(timer);
    };
  }, [requestId]);
  return latest;
}

/**
 * Keeps an open conversation current: when the request moved after what the page shows (the
 * other side wrote or acted), it reloads the page's data, which also marks it read. Not while the
 * person is sending something (after it, if still newer), nor while the page is hidden (a line
 * no one saw stays unread until the page is shown).
 */
export function useLiveConversation(requestId: string, lastActivityAt: string) {
  const revalidator = useRevalidator();
  const busy = useNavigation().state !== "idle" || revalidator.state !== "idle";
  const visible = usePageVisible();
  const latest = useLatestActivity(requestId);
  // Once per time heard: a reload that failed is not retried in a loop (the next move retries).
  const reloadedFor = useRef<string | null>(null);
  useEffect(() => {
    if (busy || !visible || !latest || reloadedFor.current === latest) return;
    if (Date.parse(latest) <= Date.parse(lastActivityAt)) return;
    reloadedFor.current = latest;
    void revalidator.revalidate();
  }, [busy, visible, latest, lastActivityAt, revalidator]);
}
