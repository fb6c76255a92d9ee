import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { lastActivityOf, unreadRequestCount } from "~/server/requests/lists";
import type { UnreadAnswer } from "~/core/requests";
import type { Route } from "./+types/requests-unread";

// GET /requests/unread: how many of the signed-in person's requests have something new, as JSON;
// with ?request={id} (the conversation open on their screen, which its page marks read), that one
// is left out and its last move is added (a page without the live channel reloads then).
// The header asks every 30 s while the page is visible, so counts move without a reload, whichever
// instance served the change (the count is read from the database).

export async function loader(args: Route.LoaderArgs) {
  const user = authorize(args, "routes/requests-unread.ts", "read");
  const services = getServices(args.context);
  // An open conversation also asks when its request last moved (null: not the viewer's).
  const requestId = new URL(args.request.url).searchParams.get("request");
  const [unread, activity] = await Promise.all([
    unreadRequestCount(services, user, requestId),
    requestId ? lastActivityOf(services, user, requestId) : undefined,
  ]);
  const answer: UnreadAnswer = { unread, ...(requestId ? { activity } : {}) };
  return Response.json(answer, { headers: { "Cache-Control": "private, no-store" } });
}
