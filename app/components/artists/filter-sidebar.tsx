import { FORM_FIELDS, popularLocationValue, searchModeOf } from "~/core/artists/search-forms";
import { maxPriceLabel, type ArtistFilters, type SearchMode } from "~/core/artists/search";
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
