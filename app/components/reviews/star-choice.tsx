import { Star } from "lucide-react";
import { useId } from "react";
import { FieldError } from "~/app/components/ui/field";
import { cn } from "~/app/lib/cn";
import { REVIEW_COPY as C, STAR_VALUES } from "~/core/reviews";

/**
 * The 1–5 star rating as a radio group: native radios, so arrow keys move between them and it
 * works before and without JavaScript. Each choice shows its stars; the chosen one is filled.
 */
export function StarChoice({
  name,
  chosen,
  error,
}: {
  name: string;
  chosen?: number;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{C.stars}</legend>
      <div className="flex flex-wrap gap-2">
        {STAR_VALUES.map((value, i) => (
          <label
            key={value}
            className={cn(
              "group/star inline-flex h-11 cursor-pointer items-center gap-1 rounded-full bg-white px-3.5 text-sm font-semibold text-ink-800 ring-1 ring-ink-200 transition select-none hover:ring-amber-400",
              "has-[:checked]:bg-amber-50 has-[:checked]:ring-2 has-[:checked]:ring-amber-500",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
            )}
          >
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={chosen === value}
              required
              data-invalid={error && i === 0 ? true : undefined}
              className="sr-only"
            />
            <span className="flex" aria-hidden>
              {Array.from({ length: value }, (_, k) => (
                <Star
                  key={k}
                  className="size-4 text-amber-500 group-has-[:checked]/star:fill-amber-400"
                />
              ))}
            </span>
            <span className="ml-1">{C.starLabel(value)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
