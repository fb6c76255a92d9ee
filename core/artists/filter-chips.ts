import { POPULAR_LOCATIONS } from "../catalogue";
import { stateName } from "../us-locations";
import type { ArtistFilters, FilterChange } from "./search";
import { MATCH_CHIP, MIN_RATING_LABEL, maxPriceLabel, searchHref } from "./search";

// What the artists list says of its filters: whether any is set, the chips that remove each,
// and the counts' words.

/** Whether any filter narrows the list (the page number does not). */
export function hasFilters(filters: ArtistFilters): boolean {
  return Boolean(
    filters.q ||
    filters.name ||
    filters.state ||
    filters.city ||
    filters.near ||
    filters.styles.length ||
    filters.colors.length ||
    filters.minRating ||
    filters.maxPrice,
  );
}

export interface FilterChip {
  /** What the chip says. */
  label: string;
  /** What a screen reader hears for its × button. */
  removeLabel: string;
  /** The list without this filter. */
  href: string;
}

/** The active filters, each with the URL that removes it. */
export function filterChips(filters: ArtistFilters, nearLabel?: string): FilterChip[] {
  const chip = (label: string, change: FilterChange): FilterChip => ({
    label,
    removeLabel: `Remove filter: ${label}`,
    href: searchHref(filters, change),
  });
  const chips: FilterChip[] = [];
  if (filters.match) chips.push(chip(MATCH_CHIP, { match: undefined, sort: undefined }));
  if (filters.q) chips.push(chip(`“${filters.q}”`, { q: undefined }));
  if (filters.name) chips.push(chip(`Name: ${filters.name}`, { name: undefined }));
  if (filters.city) chips.push(chip(`City: ${filters.city}`, { city: undefined }));
  if (filters.state)
    chips.push(chip(stateName(filters.state) ?? filters.state, { state: undefined }));
  for (const style of filters.styles) {
    chips.push(chip(style, { styles: filters.styles.filter((s) => s !== style) }));
  }
  for (const color of filters.colors) {
    chips.push(chip(color, { colors: filters.colors.filter((c) => c !== color) }));
  }
  if (filters.minRating) chips.push(chip(MIN_RATING_LABEL, { minRating: undefined }));
  if (filters.maxPrice) chips.push(chip(maxPriceLabel(filters.maxPrice), { maxPrice: undefined }));
  if (filters.near) {
    chips.push(
      chip(`Within ${filters.radius} mi of ${nearLabel ?? filters.near}`, {
        near: undefined,
        radius: undefined,
        sort: undefined,
      }),
    );
  }
  return chips;
}

/** The popular location a city and state filter amounts to, if any (its toggle shows pressed). */
export function popularLocationOf(filters: Pick<ArtistFilters, "city" | "state">) {
  return POPULAR_LOCATIONS.find(
    (place) => place.city === filters.city && place.state === filters.state,
  );
}

/** "1 artist found", "24 artists found". */
export const foundText = (count: number) =>
  count === 1 ? "1 artist found" : `${count.toLocaleString("en-US")} artists found`;

/** The phone filter sheet's button back to the results: "Show 1 artist", "Show 24 artists". */
export const showResultsText = (count: number) =>
  count === 1 ? "Show 1 artist" : `Show ${count.toLocaleString("en-US")} artists`;

// --- The sidebar's forms -------------------------------------------------------------------------
// With JavaScript, each control navigates to its `searchHref` directly. Without it, the controls
// are GET forms whose fields say what changed; the loader reads them with `readSubmission` and
// redirects to the canonical URL, so both paths end on the same address.
