import { AlertTriangle } from "lucide-react";
import { MATCH_COPY } from "~/core/match";
import { UPLOAD_HINT } from "~/core/uploads";

// The parts the style match's two drop areas share: the dialog's (react-dropzone) and the /match
// page's (a native file input, no script). Kept apart from both so neither loads the other.

/** What to do, said for a pointer and for a touch screen. */
export function DropHints({ className = "" }: { className?: string }) {
  return (
    <p className={`mt-1 text-sm text-ink-600 ${className}`}>
      <span className="hidden sm:inline">{MATCH_COPY.dropHint}</span>
      <span className="sm:hidden">{MATCH_COPY.dropHintTouch}</span>
    </p>
  );
}

/** The "Choose" button's look (the whole area is what is pressed). */
export function ChoosePill() {
  return (
    <span
      aria-hidden
      className="mt-4 inline-flex h-9 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-sm"
    >
      {MATCH_COPY.choose}
    </span>
  );
}

/** Under the area: which files are taken, and why the last one was refused (announced). */
export function DropNotes({
  hintId,
  refusalId,
  refusal,
}: {
  hintId: string;
  refusalId: string;
  refusal: string | undefined | null;
}) {
  return (
    <>
      <p id={hintId} className="mt-2 text-center text-sm text-ink-600">
        {UPLOAD_HINT}
      </p>
      {refusal && (
        <p
          id={refusalId}
          role="alert"
          className="mt-3 flex items-start justify-center gap-2 text-sm font-medium text-red-700"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {refusal}
        </p>
      )}
    </>
  );
}
