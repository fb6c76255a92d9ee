import { CalendarClock, Check } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/app/components/ui/button";
import { Field } from "~/app/components/ui/field";
import { REQUEST_COPY as C } from "~/core/request-copy";
import { REQUEST_FIELDS as F, REQUEST_INTENTS } from "~/core/requests";

/**
 * A client's answer to the artist's proposed time, under the proposal itself (it is said once,
 * in the conversation): accept it, or suggest a time of their own. The suggestion folds away in
 * a plain <details>, open again when what was sent came back with an error.
 */
export function ProposalAnswer({
  zone,
  busy,
  error,
}: {
  zone: string;
  busy: boolean;
  /** The refusal of a suggested time, if that is what came back. */
  error?: string;
}) {
  return (
    <div className="mx-auto mt-3 max-w-md space-y-3 rounded-2xl bg-brand-50 p-4 text-left ring-1 ring-brand-100">
      <Form method="post">
        <input type="hidden" name={F.intent} value={REQUEST_INTENTS.acceptTime} />
        <Button type="submit" size="sm" disabled={busy}>
          <Check className="size-4" aria-hidden />
          {C.acceptTime}
        </Button>
      </Form>
      <details open={Boolean(error)} className="group">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 hover:underline">
          {C.suggestTime}
        </summary>
        <Form method="post" noValidate className="mt-3">
          <input type="hidden" name={F.intent} value={REQUEST_INTENTS.suggestTime} />
          <Field label={C.suggestAt} name={F.at} type="datetime-local" hint={zone} error={error} />
          <Button type="submit" variant="secondary" size="sm" className="mt-3" disabled={busy}>
            <CalendarClock className="size-4" aria-hidden />
            {C.suggestTime}
          </Button>
        </Form>
      </details>
    </div>
  );
}
