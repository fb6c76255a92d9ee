import { Check } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useNavigate } from "react-router";
import {
  ARTISTS_PATH,
  searchHref,
  type ArtistFilters,
  type FilterChange,
} from "~/core/artists/search";
import { toggled } from "~/core/artists/search-forms";
import { HiddenFilters } from "./hidden-filters";
import { FilterSection } from "./filter-section";

// The artists list's toggles: styles, colors, price and popular places, each a link or a GET form.

/**
 * A toggle for each value of a catalogue (styles, colors): pressed when chosen, and pressing it
 * adds it to the chosen ones or takes it out, as `change` puts them in the filters.
 */
export function catalogueToggles<T extends string>(
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
export function ToggleGroup({
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
    <FilterSection title={legend}>
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
    </FilterSection>
  );
}
