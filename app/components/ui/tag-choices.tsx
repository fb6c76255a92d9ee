import { Check } from "lucide-react";
import { useId } from "react";
import { FieldError } from "~/app/components/ui/field";
import { cn } from "~/app/lib/cn";

/** Checkboxes shown as chips: a plain form field, styled by its checked state (photo tags, requests). */
export function TagChoices({
  legend,
  name,
  options,
  chosen,
  swatch,
  error,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  chosen: readonly string[];
  swatch?: (option: string) => string;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{legend}</legend>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option, i) => (
          <label
            key={option}
            className={cn(
              "group/chip inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full bg-white px-3 text-sm font-medium text-ink-700 ring-1 ring-ink-200 transition select-none hover:ring-brand-300",
              "has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:checked]:ring-brand-600",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
            )}
          >
            <input
              type="checkbox"
              name={name}
              value={option}
              defaultChecked={chosen.includes(option)}
              data-invalid={error && i === 0 ? true : undefined}
              className="sr-only"
            />
            {swatch && (
              <span
                className="size-3.5 rounded-full ring-1 ring-black/10"
                style={{ background: swatch(option) }}
                aria-hidden
              />
            )}
            {option}
            <Check className="hidden size-3.5 group-has-[:checked]/chip:block" aria-hidden />
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
