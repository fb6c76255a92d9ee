import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { RETRY_AFTER_SECONDS } from "~/server/db/unavailable";
import { LiveUnavailable, conversationEvents } from "~/server/requests/live";
import type { Route } from "./+types/request-events";

// GET /requests/{id}/events: the conversation's live channel (decision 0058), server-sent events
// for the request's client and artist only; anyone else, and any id that is not theirs, gets the
// same 404 as the page. Each event carries the request's last activity; the page reloads its data
// when that is newer than what it shows.

/** Neither cached nor transformed (compression would hold events back), nor buffered by a proxy. */
const STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "private, no-store, no-cache, no-transform",
  "X-Accel-Buffering": "no",
};

export async function loader(args: Route.LoaderArgs) {
  const user = authorize(args, "routes/request-events.ts", "read");
  const services = getServices(args.context);
  const stream = await conversationEvents(
    services,
    user,
    args.params.id,
    args.request.signal,
  ).catch((error: unknown) => {
    if (error instanceof LiveUnavailable) return "unavailable" as const;
    throw error;
  });
  // The page falls back to asking every few seconds.
  if (stream === "unavailable") {
    return new Response("Live updates are unavailable right now.", {
      status: 503,
      headers: { "Content-Type": "text/plain", "Retry-After": String(RETRY_AFTER_SECONDS) },
    });
  }
  if (!stream) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain", "Cache-Control": "private, no-store" },
    });
  }
  return new Response(stream, { headers: STREAM_HEADERS });
}
