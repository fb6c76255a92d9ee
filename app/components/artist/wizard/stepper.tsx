import { Check } from "lucide-react";
import { cn } from "~/app/lib/cn";
import { WIZARD_STEPS, type WizardStep } from "~/core/artists/profile";

/** Where the artist is in the five steps: done steps ticked, the current one marked. */
export function Stepper({ current }: { current: WizardStep }) {
  return (
    <ol className="mt-3 grid grid-cols-5 gap-1.5 sm:gap-3" aria-label="Steps">
      {WIZARD_STEPS.map((name, index) => {
        const number = index + 1;
        const done = number < current;
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
