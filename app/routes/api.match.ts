import { MATCH, MATCH_MESSAGES, type MatchResponse, type MatchStatus } from "~/core/match";
import { IMAGE_MESSAGES, UPLOAD } from "~/core/uploads";
import { perAddress } from "~/server/auth/limits";
import { clientIp } from "~/server/auth/client-ip";
import { getServices } from "~/server/context";
import { BodyError, readBody } from "~/server/http/request-body";
import { ImageRejectedError } from "~/server/media/pipeline";
import type { Route } from "./+types/api.match";

// The style match for anyone, signed in or not (the spec's dialog is on the home page).
// GET: whether it can run here. POST the photo as the body: its analysis, or
// `{ error: { message } }`. The photo is analysed in memory: never stored, never logged.

const answer = (body: MatchResponse, status = 200) => Response.json(body, { status });
const refusal = (message: string, status: number) => answer({ error: { message } }, status);

export async function loader({ context }: Route.LoaderArgs) {
  const available = await getServices(context).match.available();
  return Response.json({ available } satisfies MatchStatus);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return refusal("Use POST.", 405);
  const services = getServices(context);
  if (!(await services.match.available())) return refusal(MATCH_MESSAGES.unavailable, 503);

  const rule = perAddress(
    { max: MATCH.perMinute, windowSeconds: 60 },
    services.config.ipRateLimitFactor,
  );
  const hit = await services.limiter.hit(`match:ip:${clientIp(request)}`, rule);
  if (!hit.allowed) {
    return Response.json({ error: { message: MATCH_MESSAGES.tooMany } } satisfies MatchResponse, {
      status: 429,
      headers: { "Retry-After": String(hit.retryAfter) },
    });
  }

  try {
    const photo = await readBody(request, UPLOAD.maxBytes);
    return answer({ analysis: await services.match.analyse(photo) });
  } catch (error) {
    // The photo's own size rule, in the photo's words.
    if (error instanceof BodyError) return refusal(IMAGE_MESSAGES.tooLarge, 413);
    if (error instanceof ImageRejectedError) return refusal(error.message, 415);
    services.logger.error({ err: error }, "style match failed");
    return refusal(MATCH_MESSAGES.failed, 500);
  }
}
