import { Check } from "lucide-react";
import { useId, type ChangeEvent, type ReactNode } from "react";
import { Field, inputClass } from "~/app/components/ui/field";
import { cn } from "~/app/lib/cn";
import { BACKGROUND_COLORS, COLORS, COLOR_SWATCHES, STYLES, type Color } from "~/core/catalogue";
import { PROFILE_LIMITS, type ProfileDraft } from "~/core/artists/profile";
import { US_STATES, citiesOf } from "~/core/us-locations";

export interface FieldsProps {
  draft: ProfileDraft;
  onChange: (change: Partial<ProfileDraft>) => void;
}

const text = (onChange: FieldsProps["onChange"], field: keyof ProfileDraft) => ({
  name: field,
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ [field]: event.target.value }),
});

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{legend}</legend>
      {hint && <p className="-mt-0.5 mb-2 text-sm text-ink-500">{hint}</p>}
      {children}
    </fieldset>
  );
}

/** Toggle buttons for a multi-select (styles, colours). */
function ChipGroup({
  legend,
  hint,
  options,
  selected,
  onToggle,
  swatch,
}: {
  legend: string;
  hint?: string;
  options: readonly string[];
  selected: string[];
  onToggle: (next: string[]) => void;
  swatch?: (option: string) => string;
}) {
  return (
    <Group legend={legend} hint={hint}>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const on = selected.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              onClick={() =>
                onToggle(on ? selected.filter((s) => s !== option) : [...selected, option])
              }
              className={cn(
                "inline-flex h-10 items-center gap-2 rounded-full px-3.5 text-sm font-medium ring-1 transition",
                on
                  ? "bg-brand-600 text-white ring-brand-600"
                  : "bg-white text-ink-700 ring-ink-200 hover:ring-brand-300",
              )}
            >
              {swatch && (
                <span
                  className="size-4 rounded-full ring-1 ring-black/10"
                  style={{ background: swatch(option) }}
                  aria-hidden
                />
              )}
              {option}
              {on && <Check className="size-4" aria-hidden />}
            </button>
          );
        })}
      </div>
    </Group>
  );
}

export function BasicInfoFields({ draft, onChange }: FieldsProps) {
  const bioId = useId();
  return (
    <div className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Display name"
          value={draft.displayName}
          maxLength={PROFILE_LIMITS.displayName}
          autoComplete="organization"
          required
          {...text(onChange, "displayName")}
        />
        <Field
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={draft.email}
          required
          {...text(onChange, "email")}
        />
      </div>
      <div>
        <label htmlFor={bioId} className="mb-1.5 block text-sm font-semibold text-ink-800">
          Bio
        </label>
        <textarea
          id={bioId}
          value={draft.bio}
          rows={4}
          maxLength={PROFILE_LIMITS.bio}
          placeholder="Your specialties, experience, and what clients can expect."
          className={cn(inputClass(), "h-auto py-3")}
          {...text(onChange, "bio")}
        />
        <p className="mt-1 text-right text-xs text-ink-500">
          {draft.bio.length}/{PROFILE_LIMITS.bio}
        </p>
      </div>
      <Group legend="Profile background colour" hint="Shown behind your profile in lists.">
        <div className="flex flex-wrap gap-2">
          {BACKGROUND_COLORS.map((color) => (
            <label
              key={color.value}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-full py-1.5 pr-3.5 pl-1.5 text-sm ring-1 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                draft.backgroundColor === color.value
                  ? "font-semibold text-ink-950 ring-2 ring-brand-600"
                  : "text-ink-700 ring-ink-200 hover:ring-brand-300",
              )}
            >
              <input
                type="radio"
                name="backgroundColor"
                value={color.value}
                checked={draft.backgroundColor === color.value}
                onChange={() => onChange({ backgroundColor: color.value })}
                className="sr-only"
              />
              <span
                className="size-6 rounded-full ring-1 ring-black/10"
                style={{ background: color.hex }}
                aria-hidden
              />
              {color.name}
            </label>
          ))}
        </div>
      </Group>
      <ChipGroup
        legend="Styles"
        hint="What you do best."
        options={STYLES}
        selected={draft.styles}
        onToggle={(styles) => onChange({ styles })}
      />
      <ChipGroup
        legend="Colours"
        hint="The colours you love working with."
        options={COLORS}
        selected={draft.colors}
        onToggle={(colors) => onChange({ colors })}
        swatch={(color) => COLOR_SWATCHES[color as Color]}
      />
    </div>
  );
}

export function BookingFields({ draft, onChange }: FieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field
        label="Instagram"
        value={draft.instagram}
        placeholder="@yourstudio"
        autoCapitalize="none"
        spellCheck={false}
        hint="With or without the @."
        {...text(onChange, "instagram")}
      />
      <Field
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={draft.phone}
        placeholder="(555) 123-4567"
        {...text(onChange, "phone")}
      />
      <Field
        label="Booking email"
        type="email"
        inputMode="email"
        value={draft.bookingEmail}
        placeholder="bookings@yourstudio.com"
        {...text(onChange, "bookingEmail")}
      />
      <Field
        label="Booking link"
        type="url"
        inputMode="url"
        value={draft.bookingLink}
        placeholder="https://"
        hint="The full link, including https://"
        {...text(onChange, "bookingLink")}
      />
    </div>
  );
}

export function LocationFields({ draft, onChange }: FieldsProps) {
  const stateId = useId();
  const cityId = useId();
  const cities = citiesOf(draft.state);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div>
        <label htmlFor={stateId} className="mb-1.5 block text-sm font-semibold text-ink-800">
          State
        </label>
        <select
          id={stateId}
          name="state"
          value={draft.state}
          // A new state clears the city (spec §4).
          onChange={(event) => onChange({ state: event.target.value, city: "" })}
          className={inputClass()}
        >
          <option value="">Select a state</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={cityId} className="mb-1.5 block text-sm font-semibold text-ink-800">
          City
        </label>
        <select
          id={cityId}
          name="city"
          value={draft.city}
          disabled={!draft.state}
          onChange={(event) => onChange({ city: event.target.value })}
          className={cn(
            inputClass(),
            "disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500",
          )}
        >
          <option value="">{draft.state ? "Select a city" : "Please select a state first"}</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
