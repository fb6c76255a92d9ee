import { Clock, Heart, MapPin, Search, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink } from "~/app/components/ui/button";
import { pageTitle } from "~/app/lib/brand";
import { requireUser } from "~/server/auth/guards";
import type { Route } from "./+types/user-dashboard";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Your dashboard") },
];

export function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  return { name: user.name.trim() || user.username || user.email };
}

const TILES = [
  {
    icon: Search,
    title: "Find Artists",
    text: "Browse every artist by style and colour.",
    to: "/artists",
  },
  {
    icon: MapPin,
    title: "By Location",
    text: "See who works in your city or state.",
    to: "/artists",
  },
  { icon: Sparkles, title: "AI Match", text: "Start from a photo of nails you love.", to: "/" },
] as const;

export default function UserDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-10 sm:py-14">
      <h1 className="text-3xl font-semibold sm:text-4xl">Welcome back, {loaderData.name}!</h1>
      <p className="mt-2 text-ink-600">Pick up where you left off, or discover someone new.</p>

      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {TILES.map((tile) => (
          <li key={tile.title}>
            <Link
              to={tile.to}
              className="flex h-full items-start gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-card ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:ring-brand-200"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-700">
                <tile.icon className="size-6" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold text-ink-950">{tile.title}</span>
                <span className="mt-1 block text-sm text-ink-600">{tile.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      <div className="mt-8 grid gap-4 lg:grid-cols-2">
        <section
          aria-labelledby="favorites-heading"
          className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-ink-100"
        >
          <h2
            id="favorites-heading"
            className="flex items-center gap-2 font-sans text-lg font-semibold"
          >
            <Heart className="size-5 text-brand-600" aria-hidden />
            Your Favorites
          </h2>
          <p className="mt-6 text-center font-medium text-ink-800">No favorites yet</p>
          <p className="mt-1 text-center text-sm text-ink-600">
            Tap the heart on an artist to keep them here.
          </p>
        </section>
        <section
          aria-labelledby="activity-heading"
          className="rounded-[var(--radius-card)] bg-white p-6 ring-1 ring-ink-100"
        >
          <h2
            id="activity-heading"
            className="flex items-center gap-2 font-sans text-lg font-semibold"
          >
            <Clock className="size-5 text-brand-600" aria-hidden />
            Recent Activity
          </h2>
          <p className="mt-6 text-center font-medium text-ink-800">No recent activity</p>
          <p className="mt-1 text-center text-sm text-ink-600">
            Artists you view will show up here.
          </p>
        </section>
      </div>

      <section
        aria-labelledby="start-heading"
        className="mt-8 rounded-[2rem] bg-gradient-to-br from-brand-600 to-brand-800 p-8 text-white sm:p-10"
      >
        <h2 id="start-heading" className="text-2xl font-semibold text-white sm:text-3xl">
          Ready to get started?
        </h2>
        <p className="mt-2 text-brand-50">
          Find your next set by browsing portfolios or matching a photo.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/artists" variant="inverse">
            Browse Artists
          </ButtonLink>
          <ButtonLink
            to="/"
            variant="secondary"
            className="bg-transparent text-white ring-white/60 hover:bg-white/10"
          >
            Try AI Match
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
