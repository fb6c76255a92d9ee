import { STATE_LABELS, type RequestState } from "~/core/requests";
import { cn } from "~/app/lib/cn";

const TONES: Record<RequestState, string> = {
  new: "bg-brand-50 text-brand-800 ring-brand-200",
  replied: "bg-sky-50 text-sky-900 ring-sky-200",
  booked: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  completed: "bg-ink-50 text-ink-800 ring-ink-200",
  declined: "bg-ink-50 text-ink-700 ring-ink-200",
  cancelled: "bg-ink-50 text-ink-700 ring-ink-200",
};

/** Where a request stands, in words (never by color alone). */
export function RequestStateBadge({ state }: { state: RequestState }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1",
        TONES[state],
      )}
    >
      {STATE_LABELS[state]}
    </span>
  );
}
