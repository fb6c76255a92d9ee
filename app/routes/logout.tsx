import { redirect } from "react-router";
import { signOut } from "~/server/auth/credentials";
import { getServices } from "~/server/context";
import type { Route } from "./+types/logout";

// Logging out is a POST (a link or prefetch must not sign anyone out); a visit just goes home.
export const loader = () => redirect("/");

export async function action({ request, context }: Route.ActionArgs) {
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
