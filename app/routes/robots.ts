import { getServices } from "~/server/context";
import { robotsTxt } from "~/server/seo/sitemap";
import type { Route } from "./+types/robots";
import { authorize } from "~/server/auth/guards";

export function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/robots.ts", "read");
  const { context } = args;
  return new Response(robotsTxt(getServices(context)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
