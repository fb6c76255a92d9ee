import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { unreadRequestCount } from "~/server/requests/requests";
import type { Route } from "./+types/requests-unread";

// GET /requests/unread: how many of the signed-in person's requests have something new, as JSON.
// The header asks every 30 s while the page is visible, so counts move without a reload, whichever
// instance served the change (the count is read from the database).

export async function loader(args: Route.LoaderArgs) {
  const user = authorize(args, "routes/requests-unread.ts", "read");
  const unread = await unreadRequestCount(getServices(args.context), user);
  return Response.json({ unread }, { headers: { "Cache-Control": "private, no-store" } });
}
