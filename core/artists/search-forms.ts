import { COLORS, POPULAR_LOCATIONS, STYLES } from "../catalogue";
import { plainText } from "../text";
import { stateCode } from "../us-locations";
import { PRICE_FILTERS } from "./services";
import type { SearchMode, ArtistFilters, FilterChange } from "./search";
import { SEARCH_TEXT_MAX_LENGTH, SEARCH_MODES, searchHref } from "./search";

// The artists list sidebar's forms without JavaScript: their fields, their refusals, and how a
// submission becomes the address a click would reach (decision 0010).

export const FORM_FIELDS = {
  mode: "mode",
  term: "term",
  toggleStyle: "toggle-style",
  toggleColor: "toggle-color",
  popular: "popular",
  price: "price",
} as const;

export const SEARCH_MESSAGES = {
  emptyTerm: "Type something to search for.",
  unknownState: (term: string) =>
    `We couldn't find a state called “${term}”. Enter its name or its two-letter code, like TX.`,
} as const;

export type Submission =
  | { kind: "redirect"; href: string }
  | { kind: "refused"; mode: SearchMode; term: string; message: string }
  | null;

/** "Portland|OR": how a popular location travels in a form field. */
export const popularLocationValue = (place: { city: string; state: string }) =>
  `${place.city}|${place.state}`;

/**
 * The search box's mode for a list, as its last search most likely chose it: a name search, else
 * a city (a popular location sets its state too), else a state; Artist Name when none is set.
 */
export const searchModeOf = (filters: ArtistFilters): SearchMode =>
  filters.name ? "name" : filters.city ? "city" : filters.state ? "state" : "name";

/** What the search box asks for: the filter to set, or why it cannot. */
export function searchBoxChange(
  mode: SearchMode,
  input: string,
): { change: FilterChange } | { message: string } {
  const term = plainText(input).slice(0, SEARCH_TEXT_MAX_LENGTH);
  if (!term) return { message: SEARCH_MESSAGES.emptyTerm };
  if (mode !== "state") return { change: { [mode]: term } };
  const code = stateCode(term);
  return code ? { change: { state: code } } : { message: SEARCH_MESSAGES.unknownState(term) };
}

/** The sidebar's no-script form fields in a query, if any, as where to go (or why not). */
export function readSubmission(params: URLSearchParams, filters: ArtistFilters): Submission {
  const mode = SEARCH_MODES.find((m) => m.param === params.get(FORM_FIELDS.mode))?.param;
  const term = params.get(FORM_FIELDS.term);
  const toggleStyle = params.get(FORM_FIELDS.toggleStyle);
  const toggleColor = params.get(FORM_FIELDS.toggleColor);
  const popular = params.get(FORM_FIELDS.popular);
  const price = params.get(FORM_FIELDS.price);
  const redirect = (change: FilterChange) =>
    ({ kind: "redirect", href: searchHref(filters, change) }) as const;

  if (term !== null) {
    const chosen = mode ?? "name";
    const result = searchBoxChange(chosen, term);
    return "change" in result
      ? redirect(result.change)
      : { kind: "refused", mode: chosen, term, message: result.message };
  }
  if (toggleStyle !== null) {
    return redirect({ styles: toggled(STYLES, filters.styles, toggleStyle) });
  }
  if (toggleColor !== null) {
    return redirect({ colors: toggled(COLORS, filters.colors, toggleColor) });
  }
  if (price !== null) {
    // A single choice: the chosen one again (sent empty) clears it, as does any other value.
    return redirect({ maxPrice: PRICE_FILTERS.find((dollars) => String(dollars) === price) });
  }
  if (popular !== null) {
    const place = POPULAR_LOCATIONS.find((p) => popularLocationValue(p) === popular);
    return redirect(
      place ? { city: place.city, state: place.state } : { city: undefined, state: undefined },
    );
  }
  return null;
}

/** `selected` with `value` added or removed, in catalogue order (unknown values change nothing). */
export function toggled<T extends string>(
  catalogue: readonly T[],
  selected: readonly T[],
  value: string,
): T[] {
  const on = selected.includes(value as T);
  return catalogue.filter((item) => (item === value ? !on : selected.includes(item)));
}
