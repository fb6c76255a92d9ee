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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Service name"
        name={F.name}
        defaultValue={values.name}
        maxLength={SERVICE_LIMITS.name.max}
        placeholder="Gel manicure"
        error={errorOf(F.name)}
        className="sm:col-span-2"
      />
      <SelectField
        label="Category"
        name={F.category}
        defaultValue={values.category}
        error={errorOf(F.category)}
      >
        <option value="" disabled>
          Choose a category
        </option>
        {SERVICE_CATEGORIES.map((category) => (
          <option key={category}>{category}</option>
        ))}
      </SelectField>
      <Field
        label="Duration (minutes)"
        name={F.minutes}
        inputMode="numeric"
        defaultValue={values.minutes}
        placeholder="60"
        error={errorOf(F.minutes)}
      />
      <Field
        label="Price"
        name={F.price}
        inputMode="decimal"
        defaultValue={values.price}
        placeholder="45"
        hint="US dollars."
        error={errorOf(F.price)}
      />
      <Field
        label="Up to"
        name={F.upTo}
        inputMode="decimal"
        defaultValue={values.upTo}
        placeholder="Optional"
        hint="For a range, like $50–80."
        error={errorOf(F.upTo)}
      />
      <TextAreaField
        label="Description (optional)"
        name={F.description}
        defaultValue={values.description}
        rows={2}
        maxLength={SERVICE_LIMITS.description}
        error={errorOf(F.description)}
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
