import { AUTH_BASE_PATH, OIDC_PROVIDER_ID } from "~/server/auth/auth";
import { getServices } from "~/server/context";
import { refusal } from "~/server/http/refusal";
import type { Route } from "./+types/api.auth";
import { authorize } from "~/server/auth/guards";

// Better Auth's HTTP endpoints. Sign-in, sign-up and resets go through our own actions (with
// their rate limits and messages), so only what a browser must reach directly is exposed: the
// identity provider's redirect back to us, and only when a provider is configured (without one
// there is no round trip to finish, and Better Auth would log a stray hit as an error).
const CALLBACK = `${AUTH_BASE_PATH}/callback/${OIDC_PROVIDER_ID}`;

function handle(request: Request, context: Route.LoaderArgs["context"]) {
  const services = getServices(context);
  const { pathname } = new URL(request.url);
  if (!services.config.oidc || pathname !== CALLBACK) throw refusal(null, 404);
  return services.auth.handler(request);
}

export function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/api.auth.ts", "read");
  return handle(args.request, args.context);
}

export function action(args: Route.ActionArgs) {
  authorize(args, "routes/api.auth.ts", "write");
  return handle(args.request, args.context);
}
