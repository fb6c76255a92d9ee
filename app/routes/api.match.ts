import type { MatchResponse, MatchStatus } from "~/core/match";
import { getServices } from "~/server/context";
import { matchRequest, photoFromBody, refusalHeaders } from "~/server/match/requests";
import type { Route } from "./+types/api.match";
import { authorize } from "~/server/auth/guards";

// The style match for anyone, signed in or not (the spec's dialog is on the home page).
// GET: whether it can run here. POST the photo as the body: its analysis, or
// `{ error: { message } }`. The /match page's form takes the same path (server/match/requests.ts).

export async function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/api.match.ts", "read");
  const { context } = args;
  const available = await getServices(context).match.available();
  return Response.json({ available } satisfies MatchStatus);
}

export async function action(args: Route.ActionArgs) {
  authorize(args, "routes/api.match.ts", "write");
  const { request, context } = args;
  if (request.method !== "POST") {
    return Response.json({ error: { message: "Use POST." } } satisfies MatchResponse, {
      status: 405,
    });
  }
  const outcome = await matchRequest(getServices(context), request, photoFromBody);
  if ("analysis" in outcome) return Response.json(outcome satisfies MatchResponse);
  const { refusal } = outcome;
  return Response.json({ error: { message: refusal.message } } satisfies MatchResponse, {
    status: refusal.status,
    headers: refusalHeaders(refusal),
  });
}
