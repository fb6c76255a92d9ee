// Whole: the profile form's field groups, sharing one set of small controls
import { Check, Images } from "lucide-react";
import { useId, type ChangeEvent, type ReactNode } from "react";
import { Button } from "~/app/components/ui/button";
import { Field, FieldError, FieldLabel, SelectField, inputClass } from "~/app/components/ui/field";
import { cn } from "~/app/lib/cn";
import { BACKGROUND_COLORS, COLORS, COLOR_SWATCHES, STYLES, type Color } from "~/core/catalogue";
import { PHOTO_TAG_COPY } from "~/core/artists/photo-tags";
import { PROFILE_LIMITS, PROFILE_MESSAGES, type ProfileDraft } from "~/core/artists/profile";
import type { PhotoTags } from "~/core/match";
import { US_STATES } from "~/core/us-locations";
import { citiesOf } from "~/core/us-cities";

export interface FieldsProps {
  draft: ProfileDraft;
  onChange: (change: Partial<ProfileDraft>) => void;
  /** Messages to show beside fields, by field name ("booking": no way to book was given). */
  errors?: Partial<Record<string, string>>;
}

const text = (onChange: FieldsProps["onChange"], field: keyof ProfileDraft) => ({
  name: field,
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ [field]: event.target.value }),
});

type TextKey = {
  [K in keyof ProfileDraft]: ProfileDraft[K] extends string ? K : never;
}[keyof ProfileDraft];

/** A text field bound to the draft by its key: its value, its error, its name and its changes. */
const boundText =
  ({ draft, onChange, errors = {} }: FieldsProps) =>
  (field: TextKey) => ({ value: draft[field], error: errors[field], ...text(onChange, field) });

function Group({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{legend}</legend>
      {hint && <p className="-mt-0.5 mb-2 text-sm text-ink-500">{hint}</p>}
      {children}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** Toggle buttons for a multi-select (styles, colors). */
function ChipGroup({
  legend,
  hint,
  error,
  options,
  selected,
  onToggle,
  swatch,
}: {
  legend: string;
  hint?: string;
  error?: string;
  options: readonly string[];
  selected: string[];
  onToggle: (next: string[]) => void;
  swatch?: (option: string) => string;
}) {
  return (
    <Group legend={legend} hint={hint} error={error}>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => {
          const on = selected.includes(option);
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              // Where focus lands when the group is in error (app/lib/focus-invalid.ts).
              data-invalid={error && index === 0 ? true : undefined}
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

/**
 * The offer to take the profile's styles and colors from the confirmed photos (shown while they
 * differ from what is chosen).
 */
function UsePhotoTags({
  photoTags,
  draft,
  onChange,
}: {
  photoTags: PhotoTags;
  draft: ProfileDraft;
  onChange: FieldsProps["onChange"];
}) {
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((value) => b.includes(value));
  if (same(photoTags.styles, draft.styles) && same(photoTags.colors, draft.colors)) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50/60 px-4 py-3 ring-1 ring-brand-100">
      <p className="min-w-0 flex-1 text-sm text-ink-700">
        {PHOTO_TAG_COPY.fromPhotosHint(photoTags)}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange({ styles: [...photoTags.styles], colors: [...photoTags.colors] })}
      >
        <Images className="size-4" aria-hidden />
        {PHOTO_TAG_COPY.fromPhotos}
      </Button>
    </div>
  );
}

export function BasicInfoFields({
  draft,
  onChange,
  errors = {},
  photoTags,
}: FieldsProps & {
  /** What the artist's confirmed photos show together, when any photo is confirmed. */
  photoTags?: PhotoTags | null;
}) {
  const bioId = useId();
  const bioErrorId = useId();
  const field = boundText({ draft, onChange, errors });
  return (
    <div className="space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Display name"
          {...field("displayName")}
          maxLength={PROFILE_LIMITS.displayName}
          autoComplete="organization"
          required
        />
        <Field
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...field("email")}
          hint="Shown to signed-in clients on your profile."
          required
        />
      </div>
      <div>
        <FieldLabel htmlFor={bioId}>Bio</FieldLabel>
        <textarea
          id={bioId}
          value={draft.bio}
          rows={4}
          maxLength={PROFILE_LIMITS.bio}
          placeholder="Your specialties, experience, and what clients can expect."
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={errors.bio ? bioErrorId : undefined}
          className={cn(inputClass(Boolean(errors.bio)), "h-auto py-3")}
          {...text(onChange, "bio")}
        />
        <p className="mt-1 text-right text-xs text-ink-500">
          {draft.bio.length}/{PROFILE_LIMITS.bio}
        </p>
        <FieldError id={bioErrorId} error={errors.bio} />
      </div>
      <Group
        legend="Profile background color"
        hint="Shown behind your profile in lists."
        error={errors.backgroundColor}
      >
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
                data-invalid={errors.backgroundColor ? true : undefined}
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
      {photoTags && <UsePhotoTags photoTags={photoTags} draft={draft} onChange={onChange} />}
      <ChipGroup
        legend="Styles"
        hint={PROFILE_MESSAGES.stylesHint}
        error={errors.styles}
        options={STYLES}
        selected={draft.styles}
        onToggle={(styles) => onChange({ styles })}
      />
      <ChipGroup
        legend="Colors"
        hint="The colors you love working with."
        options={COLORS}
        selected={draft.colors}
        onToggle={(colors) => onChange({ colors })}
        swatch={(color) => COLOR_SWATCHES[color as Color]}
      />
    </div>
  );
}

export function BookingFields({ draft, onChange, errors = {} }: FieldsProps) {
  const noBookingId = useId();
  const field = boundText({ draft, onChange, errors });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {errors.booking && (
        <div className="sm:col-span-2">
          <FieldError id={noBookingId} error={errors.booking} />
        </div>
      )}
      <Field
        label="Instagram"
        // With no way to book given, the first of them is where to start.
        aria-invalid={errors.instagram || errors.booking ? true : undefined}
        {...field("instagram")}
        placeholder="@yourstudio"
        autoCapitalize="none"
        spellCheck={false}
        hint="With or without the @."
      />
      <Field
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...field("phone")}
        placeholder="(555) 123-4567"
      />
      <Field
        label="Booking email"
        type="email"
        inputMode="email"
        {...field("bookingEmail")}
        placeholder="bookings@yourstudio.com"
      />
      <Field
        label="Booking link"
        type="url"
        inputMode="url"
        {...field("bookingLink")}
        placeholder="https://"
        hint="The full link, including https://"
      />
    </div>
  );
}

export function LocationFields({ draft, onChange, errors = {} }: FieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <SelectField
        label="State"
        name="state"
        value={draft.state}
        error={errors.state}
        // A new state clears the city: the old one is not in the new state's list.
        onChange={(event) => onChange({ state: event.target.value, city: "" })}
      >
        <option value="">Select a state</option>
        {US_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="City"
        name="city"
        value={draft.city}
        error={errors.city}
        disabled={!draft.state}
        onChange={(event) => onChange({ city: event.target.value })}
      >
        <option value="">{draft.state ? "Select a city" : "Please select a state first"}</option>
        {citiesOf(draft.state).map((city) => (
          <option key={city} value={city}>
            {city}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
