import { pageTitle } from "~/app/lib/brand";
import { requireArtist } from "~/server/auth/guards";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Artist Dashboard") },
];

export function loader(args: Route.LoaderArgs) {
  const user = requireArtist(args);
  return { name: user.name.trim() || user.username || user.email };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Artist Dashboard</h1>
      <p className="mt-2 text-ink-600">Welcome, {loaderData.name}.</p>
    </div>
  );
}
