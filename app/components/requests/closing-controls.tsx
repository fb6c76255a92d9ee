import { Check, CircleSlash, X } from "lucide-react";
import { Form } from "react-router";
import { Button, ButtonLink } from "~/app/components/ui/button";
import { Field } from "~/app/components/ui/field";
import { REQUEST_COPY as C } from "~/core/request-copy";
import { REQUEST_FIELDS as F, REQUEST_INTENTS, REQUEST_LIMITS, requestPath } from "~/core/requests";
import { formatAppointment } from "~/core/appointment-times";
import { ConfirmStep } from "./confirm-step";
import { askFirst, type Controls } from "./conversation-controls";

/**
 * How a request ends: the artist completes, declines or cancels the booking; the client cancels.
 * The steps that can't be undone are asked first.
 */
export function ClosingControls({ request, busy, errorOf, may, confirming }: Controls) {
  const artist = request.role === "artist";
  const here = requestPath(request.id);
  return (
    <div className="mt-6 flex flex-wrap items-end gap-3">
      {artist && request.state === "booked" && request.bookedFor && !may("complete") && (
        <p className="text-sm text-ink-700">
          {C.completeFrom(formatAppointment(request.bookedFor, request.timeZone))}
        </p>
      )}
      {artist && may("complete") && (
        <Form method="post">
          <input type="hidden" name={F.intent} value={REQUEST_INTENTS.complete} />
          <Button type="submit" disabled={busy}>
            <Check className="size-4" aria-hidden />
            {C.complete}
          </Button>
        </Form>
      )}
      {artist && may("decline") && (
        <Form method="post" noValidate className="flex flex-wrap items-end gap-2">
          <input type="hidden" name={F.intent} value={REQUEST_INTENTS.decline} />
          <Field
            label={C.declineReason}
            name={F.reason}
            maxLength={REQUEST_LIMITS.reason.max}
            error={errorOf(REQUEST_INTENTS.decline, F.reason)}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            <CircleSlash className="size-4" aria-hidden />
            {C.decline}
          </Button>
        </Form>
      )}
      {artist && may("cancelBooking") && confirming !== "cancelBooking" && (
        <ButtonLink
          to={askFirst(REQUEST_INTENTS.cancelBooking)}
          variant="secondary"
          preventScrollReset
        >
          <CircleSlash className="size-4" aria-hidden />
          {C.cancelBooking}
        </ButtonLink>
      )}
      {!artist && may("cancel") && confirming !== "cancel" && (
        <ButtonLink to={askFirst(REQUEST_INTENTS.cancel)} variant="secondary" preventScrollReset>
          <X className="size-4" aria-hidden />
          {C.cancel}
        </ButtonLink>
      )}
      {confirming === "cancel" && (
        <ConfirmStep
          intent={REQUEST_INTENTS.cancel}
          copy={C.confirm.cancel}
          cancelTo={here}
          busy={busy}
        />
      )}
      {confirming === "cancelBooking" && (
        <ConfirmStep
          intent={REQUEST_INTENTS.cancelBooking}
          copy={C.confirm.cancelBooking}
          cancelTo={here}
          busy={busy}
        >
          <Field
            label={C.cancelBookingReason}
            name={F.reason}
            maxLength={REQUEST_LIMITS.reason.max}
            required
            error={errorOf(REQUEST_INTENTS.cancelBooking, F.reason)}
          />
        </ConfirmStep>
      )}
    </div>
  );
}

/** The artist's safety controls: block this client (asked first) or unblock them (at once). */
export function SafetySection({ request, busy, confirming }: Controls) {
  const name = request.otherName;
  if (request.role !== "artist" || !name) return null;
  return (
    <section aria-labelledby="safety-heading" className="mt-10 border-t border-ink-100 pt-6">
      <h2 id="safety-heading" className="font-sans text-base font-semibold">
        {C.safety}
      </h2>
      {confirming === "block" ? (
        <div className="mt-2">
          <ConfirmStep
            intent={REQUEST_INTENTS.block}
            copy={C.confirm.block}
            cancelTo={requestPath(request.id)}
            busy={busy}
          />
        </div>
      ) : request.blocked ? (
        // Unblocking takes nothing away: done at once.
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
          <input type="hidden" name={F.intent} value={REQUEST_INTENTS.unblock} />
          <p className="text-sm text-ink-700">{C.blocked(name)}</p>
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            {C.unblock}
          </Button>
        </Form>
      ) : (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm text-ink-700">{C.blockHint(name)}</p>
          <ButtonLink
            to={askFirst(REQUEST_INTENTS.block)}
            variant="secondary"
            size="sm"
            preventScrollReset
          >
            {C.block}
          </ButtonLink>
        </div>
      )}
    </section>
  );
}
