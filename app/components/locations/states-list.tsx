import { Link } from "react-router";
import { DISTRICT_OF_COLUMBIA, US_STATES } from "~/core/us-locations";
import { artistCountText, LOCATIONS_TEXT } from "./messages";

const PLACES = [...US_STATES, DISTRICT_OF_COLUMBIA].sort((a, b) => a.name.localeCompare(b.name));

interface StatesListProps {
  counts: Readonly<Record<string, number>>;
  stateHref: (code: string) => string;
}

/** The map's content as text, for screen readers and small screens: states with artists first. */
export function StatesList({ counts, stateHref }: StatesListProps) {
  const withArtists = PLACES.filter((place) => (counts[place.code] ?? 0) > 0);
  const without = PLACES.filter((place) => !counts[place.code]);
  return (
    <section aria-labelledby="states-list-heading" className="mt-12">
      <h2 id="states-list-heading" className="text-2xl font-semibold">
        {LOCATIONS_TEXT.listHeading}
      </h2>
      {withArtists.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {withArtists.map((place) => (
            <li key={place.code}>
              <Link
                to={stateHref(place.code)}
                className="flex h-full flex-col rounded-xl bg-white px-3 py-2 ring-1 ring-ink-100 hover:ring-brand-300 sm:px-4"
              >
                <span className="font-semibold text-brand-800">{place.name}</span>
                <span className="text-sm text-ink-600">
                  {artistCountText(counts[place.code] ?? 0)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {without.length > 0 && (
        <p className="mt-6 text-sm leading-relaxed text-ink-600">
          <span className="font-semibold text-ink-800">{LOCATIONS_TEXT.noArtistsIn}:</span>{" "}
          {without.map((place) => place.name).join(", ")}
        </p>
      )}
    </section>
  );
}
