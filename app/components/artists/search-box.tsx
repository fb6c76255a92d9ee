import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Form, useNavigate } from "react-router";
import { Button } from "~/app/components/ui/button";
import { FieldError, inputClass } from "~/app/components/ui/field";
import { cn } from "~/app/lib/cn";
import {
  ARTISTS_PATH,
  SEARCH_MODES,
  SEARCH_TEXT_MAX_LENGTH,
  searchHref,
  type ArtistFilters,
  type SearchMode,
} from "~/core/artists/search";
import { FORM_FIELDS, searchBoxChange } from "~/core/artists/search-forms";
import { HiddenFilters } from "./hidden-filters";
import { FilterSection } from "./filter-section";

// The artists list's search box: Artist Name, State or City.

/** A refusal of the search box, from the server (the no-script path). */
export interface RefusedSearch {
  mode: SearchMode;
  term: string;
  message: string;
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
export function SearchBox({
  filters,
  refused,
  initialMode,
}: {
  filters: ArtistFilters;
  refused?: RefusedSearch | null;
  initialMode: SearchMode;
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
    void navigate(searchHref(filters, result.change), { preventScrollReset: true });
  };

  return (
    <FilterSection title="Search">
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
    </FilterSection>
  );
}
