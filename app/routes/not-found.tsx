import { data } from "react-router";
import { NotFoundPage } from "~/app/components/not-found";
import { unlistedPageMeta } from "~/app/lib/brand";
import type { Route } from "./+types/not-found";
import { authorize } from "~/server/auth/guards";

// Every path no other route claims: the designed 404 page with HTTP status 404.
export function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/not-found.tsx", "read");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  unlistedPageMeta(matches, { title: "Page not found", description: "This page does not exist." });

export default function NotFound() {
  return <NotFoundPage />;
}
