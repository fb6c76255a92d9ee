import { Field, FormAlert, SelectField, TextAreaField } from "~/app/components/ui/field";
import { SERVICE_FIELDS as F, type ServiceFormFields } from "~/core/artists/service-form";
import { SERVICE_CATEGORIES, SERVICE_LIMITS } from "~/core/artists/services";
import type { FieldError } from "~/core/forms";

/** A row's fields: name, category, price, "Up to", duration and description. */
export function ServiceFields({
  values,
  error,
}: {
  values: ServiceFormFields;
  error: FieldError | null;
}) {
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  /** A field's name, its starting value and its error, by its key. */
  const field = (key: keyof ServiceFormFields) => ({
    name: F[key],
    defaultValue: values[key],
    error: errorOf(F[key]),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Service name"
        {...field("name")}
        maxLength={SERVICE_LIMITS.name.max}
        placeholder="Gel manicure"
        className="sm:col-span-2"
      />
      <SelectField label="Category" {...field("category")}>
        <option value="" disabled>
          Choose a category
        </option>
        {SERVICE_CATEGORIES.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </SelectField>
      <Field
        label="Duration (minutes)"
        inputMode="numeric"
        {...field("minutes")}
        placeholder="60"
      />
      <Field
        label="Price"
        inputMode="decimal"
        {...field("price")}
        placeholder="45"
        hint="US dollars."
      />
      <Field
        label="Up to"
        inputMode="decimal"
        {...field("upTo")}
        placeholder="Optional"
        hint="For a range, like $50–80."
      />
      <TextAreaField
        label="Description (optional)"
        {...field("description")}
        rows={2}
        maxLength={SERVICE_LIMITS.description}
        className="sm:col-span-2"
      />
      {errorOf("form") && (
        <div className="sm:col-span-2">
          <FormAlert>{errorOf("form")}</FormAlert>
        </div>
      )}
    </div>
  );
}
