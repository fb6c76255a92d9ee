import { Check } from "lucide-react";
import { cn } from "~/app/lib/cn";
import { WIZARD_STEPS, type WizardStep } from "~/core/artists/profile";

/**
 * Where the artist is in the five steps: the current one marked, and each step before it ticked
 * once its rule holds (a step reached by its address, past an empty one, leaves that one open).
 */
export function Stepper({
  current,
  holds,
}: {
  current: WizardStep;
  /** Whether a step's rule holds for what is entered now. */
  holds: (step: WizardStep) => boolean;
}) {
  return (
    <ol className="mt-3 grid grid-cols-5 gap-1.5 sm:gap-3" aria-label="Steps">
      {WIZARD_STEPS.map((name, index) => {
        const number = index + 1;
        const done = number < current && holds(number as WizardStep);
        const active = number === current;
        return (
          <li key={name} aria-current={active ? "step" : undefined} className="min-w-0">
            <div
              className={cn("h-1.5 rounded-full", done || active ? "bg-brand-600" : "bg-ink-100")}
            />
            <p
              className={cn(
                "mt-2 flex items-center gap-1 truncate text-xs font-medium sm:text-sm",
                active ? "text-brand-800" : "text-ink-500",
              )}
            >
              {done && <Check className="size-3.5 shrink-0" aria-hidden />}
              <span className="sm:hidden">{number}</span>
              <span className="hidden truncate sm:inline">{name}</span>
              {done && <span className="sr-only"> (done)</span>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
