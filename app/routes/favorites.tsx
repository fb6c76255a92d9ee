import { Heart } from "lucide-react";
import { ButtonLink } from "~/app/components/ui/button";
import { pageTitle } from "~/app/lib/brand";
import { requireClient } from "~/server/auth/guards";
import type { Route } from "./+types/favorites";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "My Favorites") },
];

export function loader(args: Route.LoaderArgs) {
  requireClient(args);
  return null;
}

export default function Favorites() {
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">My Favorites</h1>
      <p className="mt-2 text-ink-600">0 artists saved</p>
      <div className="mt-10 flex flex-col items-center rounded-[var(--radius-card)] bg-white px-6 py-16 text-center ring-1 ring-ink-100">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700">
          <Heart className="size-7" aria-hidden />
        </span>
        <h2 className="mt-5 font-sans text-xl font-semibold">No favorites yet</h2>
        <p className="mt-2 max-w-sm text-ink-600">
          Save artists you love and they’ll be waiting here.
        </p>
        <ButtonLink to="/artists" className="mt-6">
          Browse Artists
        </ButtonLink>
      </div>
    </div>
  );
}
