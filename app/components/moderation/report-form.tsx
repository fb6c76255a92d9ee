import { Flag } from "lucide-react";
import { useId } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { Button } from "~/app/components/ui/button";
import { FieldNotes, FormAlert, TextAreaField } from "~/app/components/ui/field";
import { useBrand } from "~/app/lib/brand";
import {
  MODERATION_COPY as C,
  MODERATION_FIELDS as F,
  MODERATION_LIMITS,
  REPORT_INTENT,
  REPORT_REASONS,
  type ReportAnswer,
  type ReportSubject,
} from "~/core/moderation";

/**
 * "Report" under a review, a message or a profile: a disclosure holding the form (reason and
 * note), so it opens and posts before and without JavaScript. The thank-you replaces it where
 * it was clicked; with script it is sent without leaving the page (decision 0053).
 */
export function ReportForm({
  subject,
  subjectId,
  label,
  summary = C.report,
  hint,
}: {
  subject: ReportSubject;
  subjectId: string;
  /** What the summary says to screen readers ("Report Cleo's review"). */
  label: string;
  summary?: string;
  hint?: string;
}) {
  const fetcher = useFetcher<ReportAnswer>();
  const page = useActionData<ReportAnswer | Record<string, unknown>>();
  const { supportEmail } = useBrand();
  const id = useId();
  // Posted before or without script, the page comes back at this form (its fragment).
  const { pathname, search } = useLocation();
  const anchor = `report-${subjectId}`;
  const ours = (answer: unknown): answer is ReportAnswer =>
    !!answer &&
    typeof answer === "object" &&
    (("reported" in answer && answer.reported === subjectId) ||
      ("reportError" in answer &&
        (answer as { reportError: { subjectId: string } }).reportError.subjectId === subjectId));
  const answer = ours(fetcher.data) ? fetcher.data : ours(page) ? page : undefined;
  if (answer && "reported" in answer) {
    return (
      <p id={anchor} role="status" className="report-thanks scroll-mt-24">
        {hint ? C.asked : C.thanks(supportEmail)}
      </p>
    );
  }
  const error = answer?.reportError;
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  return (
    <details id={anchor} className="report scroll-mt-24" open={Boolean(error)}>
      <summary aria-label={label}>
        <Flag className="size-3.5" aria-hidden />
        {summary}
      </summary>
      <fetcher.Form
        method="post"
        action={`${pathname}${search}#${anchor}`}
        noValidate
        preventScrollReset
        className="report-form"
      >
        <input type="hidden" name={F.intent} value={REPORT_INTENT} />
        <input type="hidden" name={F.subject} value={subject} />
        <input type="hidden" name={F.subjectId} value={subjectId} />
        {hint && <p className="text-ink-600">{hint}</p>}
        <fieldset aria-describedby={errorOf(F.reason) ? `${id}-reason-error` : undefined}>
          <legend>{C.reason}</legend>
          {Object.entries(REPORT_REASONS).map(([value, text]) => (
            <label key={value}>
              <input type="radio" name={F.reason} value={value} required />
              {text}
            </label>
          ))}
          <FieldNotes error={errorOf(F.reason)} errorId={`${id}-reason-error`} />
        </fieldset>
        <TextAreaField
          label={C.note}
          name={F.note}
          rows={2}
          maxLength={MODERATION_LIMITS.note.max}
          error={errorOf(F.note)}
        />
        {errorOf("form") && <FormAlert>{errorOf("form")}</FormAlert>}
        <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== "idle"}>
          {C.send}
        </Button>
      </fetcher.Form>
    </details>
  );
}
