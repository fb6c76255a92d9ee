import { LocateFixed, MapPin } from "lucide-react";
import { useId, useState } from "react";
import { Form, useNavigate } from "react-router";
import { Button } from "~/app/components/ui/button";
import { FieldError, inputClass } from "~/app/components/ui/field";
import { cn } from "~/app/lib/cn";
import { ARTISTS_PATH, PARAMS, searchHref, type ArtistFilters } from "~/core/artists/search";
import { NEAR_MAX_LENGTH, NEAR_MESSAGES, RADIUS_MILES } from "~/core/geo";
import { HiddenFilters } from "./hidden-filters";
import { FilterSection } from "./filter-section";

// The artists list's Near search: a ZIP code, a city, or the browser's position.

/** Near a ZIP code, a city or the browser's location, within a radius. */
export function NearSearch({ filters, error }: { filters: ArtistFilters; error?: string }) {
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string>();
  const inputId = useId();
  const radiusId = useId();
  const errorId = useId();
  const shown = locationError ?? error;

  const useMyLocation = () => {
    if (!("geolocation" in navigator)) {
      setLocationError(NEAR_MESSAGES.geolocationUnavailable);
      return;
    }
    setLocating(true);
    setLocationError(undefined);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        // About a kilometer: enough to find artists nearby, not enough to place the visitor.
        const near = `${coords.latitude.toFixed(2)},${coords.longitude.toFixed(2)}`;
        void navigate(searchHref(filters, { near, sort: "distance" }), {
          preventScrollReset: true,
        });
      },
      (failure) => {
        setLocating(false);
        setLocationError(
          failure.code === failure.PERMISSION_DENIED
            ? NEAR_MESSAGES.geolocationDenied
            : NEAR_MESSAGES.geolocationUnavailable,
        );
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };

  return (
    <FilterSection title="Near">
      <Form method="get" action={ARTISTS_PATH} preventScrollReset>
        {/* A new place keeps the other filters (the radius and sort come from this form). */}
        <HiddenFilters
          href={searchHref(filters, { near: undefined, radius: undefined, sort: undefined })}
        />
        <label htmlFor={inputId} className="mb-1.5 block text-sm text-ink-700">
          ZIP code or city
        </label>
        <input
          id={inputId}
          name={PARAMS.near}
          defaultValue={filters.near ?? ""}
          placeholder="e.g. 78701 or Austin, TX"
          maxLength={NEAR_MAX_LENGTH}
          autoComplete="postal-code"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          className={cn(inputClass(Boolean(shown)), "h-11")}
        />
        <FieldError id={errorId} error={shown} />
        <div className="mt-2 flex gap-2">
          <label htmlFor={radiusId} className="sr-only">
            Distance
          </label>
          <select
            id={radiusId}
            name={PARAMS.radius}
            defaultValue={filters.radius}
            className={cn(inputClass(), "h-11 w-auto flex-1 pr-8")}
          >
            {RADIUS_MILES.map((miles) => (
              <option key={miles} value={miles}>
                {`Within ${miles} miles`}
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" className="h-11">
            <MapPin className="size-4" aria-hidden />
            Go<span className="sr-only">, search near this place</span>
          </Button>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="mt-1.5 -ml-2"
          onClick={useMyLocation}
          disabled={locating}
        >
          <LocateFixed className="size-4" aria-hidden />
          {locating ? "Finding you…" : "Use my location"}
        </Button>
      </Form>
    </FilterSection>
  );
}
