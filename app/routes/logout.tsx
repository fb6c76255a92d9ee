import { redirect } from "react-router";
import { signOut } from "~/server/auth/credentials";
import { getServices } from "~/server/context";
import type { Route } from "./+types/logout";
import { authorize } from "~/server/auth/guards";

// Logging out is a POST (a link or prefetch must not sign anyone out); a visit just goes home.
export function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/logout.tsx", "read");
  return redirect("/");
}

export async function action(args: Route.ActionArgs) {
  authorize(args, "routes/logout.tsx", "write");
  const { request, context } = args;
  const headers = await signOut(getServices(context), request);
  throw redirect("/", { headers });
}

/** A failed logout stays on the page and says so (the header shows a toast). */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { failed: true };
  }
}
