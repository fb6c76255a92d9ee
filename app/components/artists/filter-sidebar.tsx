import { FORM_FIELDS, popularLocationValue, searchModeOf } from "~/core/artists/search-forms";
import { Fragment } from "react";
import { maxPriceLabel, searchHref, type ArtistFilters } from "~/core/artists/search";
import { popularLocationOf } from "~/core/artists/filter-chips";
import { COLORS, COLOR_SWATCHES, POPULAR_LOCATIONS, STYLES } from "~/core/catalogue";
import { PRICE_FILTERS } from "~/core/artists/services";
import { SearchBox, type RefusedSearch } from "./search-box";
import { NearSearch } from "./near-search";
import { ToggleGroup, catalogueToggles } from "./filter-toggles";

interface FilterSidebarProps {
  filters: ArtistFilters;
  /** Why the Near value was not used, if it was not. */
  nearError?: string;
  refused?: RefusedSearch | null;
}

/**
 * Every filter of the artists list. With JavaScript, each control goes straight to its URL
 * (the list updates without a page load); without it, each is a GET form the server turns into
 * the same URL.
 *
 * The sidebar lives as long as the list: text typed in the search or Near box while the
 * previous result is still loading is kept (a box made anew with the result would drop it),
 * and the search box keeps its mode for the next search. The toggles are made anew with each
 * result (their focus returns to the button pressed).
 */
export function FilterSidebar({ filters, nearError, refused }: FilterSidebarProps) {
  return (
    <div className="space-y-7">
      <SearchBox
        // A refusal from the server (the no-script path) is a new box showing it.
        key={refused ? `${refused.mode}:${refused.term}` : "search"}
        filters={filters}
        refused={refused}
        initialMode={refused?.mode ?? searchModeOf(filters)}
      />
      <NearSearch
        // A new place or radius resets the box and its location message.
        key={`${filters.near}-${filters.radius}`}
        filters={filters}
        error={nearError}
      />
      <Fragment key={searchHref(filters)}>
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
      </Fragment>
    </div>
  );
}
