/**
 * The analysis under way: how much of the photo has been sent (a real fraction, from the upload's
 * progress), then an open-ended bar while the server analyses it. Screen readers hear each phase
 * once (the status line), not every percent; the bar itself says its value when asked.
 */
export function AnalysisProgress({ progress }: { progress: number | null }) {
  const uploading = progress !== null;
  const percent = uploading ? Math.round(progress * 100) : undefined;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p role="status" className="font-medium text-ink-800">
          {uploading ? "Uploading the photo…" : "Analyzing the photo…"}
        </p>
        {uploading && (
          <span aria-hidden className="text-ink-600 tabular-nums">
            {percent}%
          </span>
        )}
      </div>
      <div
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={uploading ? `Uploading, ${percent}%` : "Analyzing the photo"}
        className="mt-2 h-2 overflow-hidden rounded-full bg-ink-100"
      >
        {uploading ? (
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
            style={{ width: `${percent}%` }}
          />
        ) : (
          <div className="h-full w-1/3 animate-[progress-indeterminate_1.2s_ease-in-out_infinite] rounded-full bg-brand-600 motion-reduce:w-full motion-reduce:animate-pulse" />
        )}
      </div>
    </div>
  );
}
