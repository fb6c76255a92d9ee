import { data } from "react-router";
import { AUTH_BASE_PATH } from "~/server/auth/auth";
import { getServices } from "~/server/context";
import type { Route } from "./+types/api.auth";

// Better Auth's HTTP endpoints. Sign-in, sign-up and resets go through our own actions (with
// their rate limits and messages), so only what a browser must reach directly is exposed: the
// identity provider's redirect back to us.
const EXPOSED = [new RegExp(`^${AUTH_BASE_PATH}/callback/[\\w-]+$`)];

function handle(request: Request, context: Route.LoaderArgs["context"]) {
  const { pathname } = new URL(request.url);
  if (!EXPOSED.some((pattern) => pattern.test(pathname))) throw data(null, { status: 404 });
  return getServices(context).auth.handler(request);
}

export const loader = ({ request, context }: Route.LoaderArgs) => handle(request, context);
export const action = ({ request, context }: Route.ActionArgs) => handle(request, context);
