// Whole: the artists list's sidebar; its search boxes and toggles exist only here
import { Check, LocateFixed, MapPin, Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigate } from "react-router";
import { Button } from "~/app/components/ui/button";
import { FieldError, inputClass } from "~/app/components/ui/field";
import { TitledSection } from "~/app/components/ui/titled-section";
import { cn } from "~/app/lib/cn";
import {
  ARTISTS_PATH,
  FORM_FIELDS,
  PARAMS,
  SEARCH_MODES,
  SEARCH_TEXT_MAX_LENGTH,
  maxPriceLabel,
  popularLocationOf,
  popularLocationValue,
  searchBoxChange,
  searchHref,
  searchModeOf,
  toggled,
  type ArtistFilters,
  type FilterChange,
  type SearchMode,
} from "~/core/artists/search";
import { COLORS, COLOR_SWATCHES, POPULAR_LOCATIONS, STYLES } from "~/core/catalogue";
import { PRICE_FILTERS } from "~/core/artists/services";
import { NEAR_MAX_LENGTH, NEAR_MESSAGES, RADIUS_MILES } from "~/core/geo";
import { HiddenFilters } from "./hidden-filters";

/** A refusal of the search box, from the server (the no-script path). */
export interface RefusedSearch {
  mode: SearchMode;
  term: string;
  message: string;
}

interface FilterSidebarProps {
  filters: ArtistFilters;
  /** Why the Near value was not used, if it was not. */
  nearError?: string;
  refused?: RefusedSearch | null;
  /**
   * The search mode last chosen on this page, kept by the list (the sidebar is made anew with
   * each result); unset, the one the list's filters suggest.
   */
  searchMode?: SearchMode;
  onSearchMode?: (mode: SearchMode) => void;
}

/**
 * Every filter of the artists list. With JavaScript, each control goes straight to its URL
 * (the list updates without a page load); without it, each is a GET form the server turns into
 * the same URL.
 */
export function FilterSidebar({
  filters,
  nearError,
  refused,
  searchMode,
  onSearchMode,
}: FilterSidebarProps) {
  return (
    <div className="space-y-7">
      <SearchBox
        filters={filters}
        refused={refused}
        initialMode={refused?.mode ?? searchMode ?? searchModeOf(filters)}
        onMode={onSearchMode}
      />
      <NearSearch filters={filters} error={nearError} />
      <ToggleGroup
        legend="Styles"
        field={FORM_FIELDS.toggleStyle}
        filters={filters}
        options={catalogueToggles(STYLES, filters.styles, (styles) => ({ styles }))}
      />
      <ToggleGroup
        legend="Colors"
        field={FORM_FIELDS.toggleColor}
        filters={filters}
        options={catalogueToggles(
          COLORS,
          filters.colors,
          (colors) => ({ colors }),
          (color) => COLOR_SWATCHES[color],
        )}
      />
      <ToggleGroup
        legend="Price"
        field={FORM_FIELDS.price}
        filters={filters}
        options={PRICE_FILTERS.map((dollars) => {
          const pressed = filters.maxPrice === dollars;
          return {
            // Pressing the chosen one again clears it: a single-choice toggle.
            value: pressed ? "" : String(dollars),
            label: maxPriceLabel(dollars),
            pressed,
            change: { maxPrice: pressed ? undefined : dollars },
          };
        })}
      />
      <ToggleGroup
        legend="Popular locations"
        field={FORM_FIELDS.popular}
        filters={filters}
        options={POPULAR_LOCATIONS.map((place) => {
          const pressed = popularLocationOf(filters) === place;
          return {
            // Pressing the chosen one again clears it: a single-choice toggle.
            value: pressed ? "" : popularLocationValue(place),
            label: place.city,
            pressed,
            change: pressed
              ? { city: undefined, state: undefined }
              : { city: place.city, state: place.state },
          };
        })}
      />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} headingClass="mb-2.5 font-sans text-sm font-semibold text-ink-900">
      {children}
    </TitledSection>
  );
}

/** The search mode a form's radios hold. */
const modeOf = (data: FormData): SearchMode =>
  SEARCH_MODES.find((m) => m.param === data.get(FORM_FIELDS.mode))?.param ?? "name";

/**
 * Artist Name / State / City: a search sets that filter and clears the box. The mode radios and
 * the box are plain form fields (the chosen mode's look comes from CSS), so a choice made or a
 * term typed before the page hydrates is what gets searched; once hydrated, the search goes
 * straight to its URL.
 */
function SearchBox({
  filters,
  refused,
  initialMode,
  onMode,
}: {
  filters: ArtistFilters;
  refused?: RefusedSearch | null;
  initialMode: SearchMode;
  onMode?: (mode: SearchMode) => void;
}) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<SearchMode>(initialMode);
  const [message, setMessage] = useState(refused?.message);
  const form = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const errorId = useId();
  const placeholder = SEARCH_MODES.find((m) => m.param === mode)!.placeholder;

  // A mode chosen before hydration: the placeholder and label follow it.
  useEffect(() => {
    if (form.current) setMode(modeOf(new FormData(form.current)));
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = searchBoxChange(modeOf(data), String(data.get(FORM_FIELDS.term) ?? ""));
    if ("message" in result) {
      setMessage(result.message);
      return;
    }
    const box = event.currentTarget.elements.namedItem(FORM_FIELDS.term);
    if (box instanceof HTMLInputElement) box.value = "";
    setMessage(undefined);
    onMode?.(modeOf(data));
    void navigate(searchHref(filters, result.change), { preventScrollReset: true });
  };

  return (
    <Section title="Search">
      <Form
        ref={form}
        method="get"
        action={ARTISTS_PATH}
        onSubmit={submit}
        role="search"
        noValidate
      >
        <HiddenFilters href={searchHref(filters, { [mode]: undefined })} />
        <fieldset>
          <legend className="sr-only">Search by</legend>
          <div className="flex gap-1 rounded-full bg-ink-50 p-1">
            {SEARCH_MODES.map((option) => (
              <label key={option.param} className="search-mode">
                <input
                  type="radio"
                  name={FORM_FIELDS.mode}
                  value={option.param}
                  defaultChecked={option.param === initialMode}
                  onChange={() => {
                    setMode(option.param);
                    setMessage(undefined);
                  }}
                  className="sr-only"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={inputId} className="sr-only">
          {`Search by ${SEARCH_MODES.find((m) => m.param === mode)!.label}`}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            id={inputId}
            name={FORM_FIELDS.term}
            type="search"
            defaultValue={refused?.term ?? ""}
            onChange={() => setMessage(undefined)}
            placeholder={placeholder}
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            autoComplete="off"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            className={cn(inputClass(Boolean(message)), "h-11 min-w-0 flex-1")}
          />
          <Button type="submit" size="sm" className="h-11 px-3.5" aria-label="Search">
            <Search className="size-4" aria-hidden />
          </Button>
        </div>
        <FieldError id={errorId} error={message} />
      </Form>
    </Section>
  );
}

/** Near a ZIP code, a city or the browser's location, within a radius. */
function NearSearch({ filters, error }: { filters: ArtistFilters; error?: string }) {
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
    <Section title="Near">
      <Form
        method="get"
        action={ARTISTS_PATH}
        preventScrollReset
        // A new place keeps the other filters (the radius and sort come from this form).
        key={`${filters.near}-${filters.radius}`}
      >
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
    </Section>
  );
}

/**
 * A toggle for each value of a catalogue (styles, colors): pressed when chosen, and pressing it
 * adds it to the chosen ones or takes it out, as `change` puts them in the filters.
 */
function catalogueToggles<T extends string>(
  catalogue: readonly T[],
  chosen: readonly T[],
  change: (chosen: T[]) => FilterChange,
  swatch?: (value: T) => string,
): ToggleOption[] {
  return catalogue.map((value) => ({
    value,
    label: value,
    swatch: swatch?.(value),
    pressed: chosen.includes(value),
    change: change(toggled(catalogue, chosen, value)),
  }));
}

interface ToggleOption {
  value: string;
  label: string;
  swatch?: string;
  pressed: boolean;
  change: FilterChange;
}

/**
 * The toggle last pressed while it had focus: its label (unique within its group, and the same
 * pressed or not, where its value may change). The sidebar is made anew for each result, so the
 * new one gives it focus back: a keyboard user stays on the chip they pressed.
 */
let refocus: { field: string; label: string } | null = null;

/** Toggle buttons that each flip one filter value (styles, colors, a price, a popular location). */
function ToggleGroup({
  legend,
  field,
  filters,
  options,
}: {
  legend: string;
  field: string;
  filters: ArtistFilters;
  options: ToggleOption[];
}) {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refocus?.field !== field) return;
    const label = refocus.label;
    const pressed = [...(form.current?.querySelectorAll("button") ?? [])].find(
      (button) => button.textContent === label,
    );
    if (!pressed) return;
    refocus = null;
    pressed.focus();
  }, [field]);
  return (
    <Section title={legend}>
      <Form ref={form} method="get" action={ARTISTS_PATH} className="flex flex-wrap gap-1.5">
        <HiddenFilters href={searchHref(filters)} />
        {options.map((option) => (
          <button
            key={option.label}
            type="submit"
            name={field}
            value={option.value}
            aria-pressed={option.pressed}
            onClick={(event) => {
              event.preventDefault();
              refocus =
                document.activeElement === event.currentTarget
                  ? { field, label: option.label }
                  : null;
              void navigate(searchHref(filters, option.change), { preventScrollReset: true });
            }}
            className="toggle-chip"
          >
            {option.swatch && (
              <span className="swatch" style={{ background: option.swatch }} aria-hidden />
            )}
            {option.label}
            {option.pressed && <Check className="size-3.5" aria-hidden />}
          </button>
        ))}
      </Form>
    </Section>
  );
}
