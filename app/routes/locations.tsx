import { LOCATIONS_TEXT } from "~/app/components/locations/messages";
import { StatesList } from "~/app/components/locations/states-list";
import { UsStatesMap } from "~/app/components/locations/us-states-map";
import { pageMeta } from "~/app/lib/brand";
import { stateCounts } from "~/server/artists/locations";
import { getServices } from "~/server/context";
import { searchHref } from "~/core/artists/search";
import { CACHED_FOR_SIGNED_OUT_VISITORS } from "~/core/cached-pages";
import type { Route } from "./+types/locations";
import { authorize } from "~/server/auth/guards";

// Rendered once per listing version for signed-out visitors (decision 0014).
export const handle = CACHED_FOR_SIGNED_OUT_VISITORS;

export async function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/locations.tsx", "read");
  return { counts: await stateCounts(getServices(args.context)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: LOCATIONS_TEXT.title,
    description: LOCATIONS_TEXT.description,
    canonical: "/locations",
  });

/** The artists list filtered to one state. */
const stateHref = (code: string) => searchHref({ state: code });

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { counts } = loaderData;
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-semibold sm:text-4xl">{LOCATIONS_TEXT.title}</h1>
      <p className="mt-2 text-lg text-ink-700">{LOCATIONS_TEXT.subtitle}</p>
      <div className="mt-4 sm:mt-6">
        <UsStatesMap counts={counts} stateHref={stateHref} />
      </div>
      <StatesList counts={counts} stateHref={stateHref} />
    </div>
  );
}
