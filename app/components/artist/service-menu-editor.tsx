import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/app/components/ui/button";
import { FormAlert } from "~/app/components/ui/field";
import { focusFirstInvalid } from "~/app/lib/focus-invalid";
import { DASHBOARD_INTENTS } from "~/core/artists/dashboard-requests";
import {
  NEW_SERVICE_FORM,
  SERVICE_EDITOR_COPY as C,
  SERVICE_FIELDS as F,
  blankServiceFields,
  isServiceAnswer,
  serviceFields,
  type ServiceFormAnswer,
} from "~/core/artists/service-form";
import {
  SERVICE_LIMITS,
  SERVICE_MESSAGES,
  formatDuration,
  formatPriceRange,
  type MenuService,
} from "~/core/artists/services";
import { ServiceFields } from "./service-fields";
import {
  REMOVAL_FETCHER,
  useFormAction,
  useRowCheck,
  useServiceFetcher,
} from "./service-form-hooks";

type Refusal = Extract<ServiceFormAnswer, { error: unknown }>;

const I = DASHBOARD_INTENTS;
/** A row's move buttons (their words stay for screen readers when a phone shows the arrows only). */
const MOVES = [
  { direction: "up", label: C.moveUp, Icon: ArrowUp },
  { direction: "down", label: C.moveDown, Icon: ArrowDown },
] as const;

/**
 * The artist's service menu editor (the wizard's Booking Information step and the dashboard):
 * each saved service with Edit, Move up, Move down and Remove, and "Add a service". Every change
 * is its own plain form posting to the dashboard's action, in a <details> where it has fields, so
 * it all works without JavaScript; once hydrated the forms post in the background.
 */
export function ServiceMenuEditor({
  services,
  heading,
}: {
  services: MenuService[];
  heading: string;
}) {
  const headingId = useId();
  // A page-load post refused (before hydration, or without JavaScript): shown on its form.
  const answer = useActionData<unknown>();
  const pageRefusal = isServiceAnswer(answer) && "error" in answer ? answer : null;
  const refusalFor = (form: string) => (pageRefusal?.serviceForm === form ? pageRefusal : null);
  const full = services.length >= SERVICE_LIMITS.services;
  const title = useRef<HTMLHeadingElement>(null);
  // The removed row's button is gone: the keyboard goes back to the menu's heading.
  const removal = useServiceFetcher(() => title.current?.focus(), REMOVAL_FETCHER);
  return (
    <section id={C.anchor} aria-labelledby={headingId} className="scroll-mt-24">
      <h2
        id={headingId}
        ref={title}
        tabIndex={-1}
        className="text-xl font-semibold focus:outline-none"
      >
        {heading}
      </h2>
      <p className="mt-1 text-ink-600">{C.intro}</p>
      {removal.refusal && <FormAlert>{removal.refusal.error.message}</FormAlert>}
      {services.length === 0 ? (
        <p className="mt-4 text-sm text-ink-600">{C.empty}</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {services.map((service, index) => (
            <ServiceRow
              key={service.id}
              service={service}
              first={index === 0}
              last={index === services.length - 1}
              pageRefusal={refusalFor(service.id)}
            />
          ))}
        </ol>
      )}
      {full ? (
        <p className="mt-4 text-sm font-medium text-ink-700">{SERVICE_MESSAGES.tooMany}</p>
      ) : (
        <NewServiceForm pageRefusal={refusalFor(NEW_SERVICE_FORM)} />
      )}
    </section>
  );
}

function NewServiceForm({ pageRefusal }: { pageRefusal: Refusal | null }) {
  const form = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(Boolean(pageRefusal));
  // Each added service starts the next one blank.
  const [generation, setGeneration] = useState(0);
  const { fetcher, refusal } = useServiceFetcher(() => {
    setGeneration((n) => n + 1);
    setOpen(false);
  });
  const row = useRowCheck(form);
  const action = useFormAction();
  const shownRefusal = refusal ?? (fetcher.data ? null : pageRefusal);
  const error = row.error ?? shownRefusal?.error ?? null;
  useEffect(() => {
    if (refusal) focusFirstInvalid(form.current);
  }, [refusal]);
  return (
    <details
      className="service-add"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        <Plus className="size-4" aria-hidden />
        {C.add}
      </summary>
      <fetcher.Form
        key={generation}
        ref={form}
        method="post"
        action={action}
        noValidate
        preventScrollReset
        onSubmit={row.check}
        className="service-form"
      >
        <input type="hidden" name={F.intent} value={I.addService} />
        <ServiceFields values={shownRefusal?.submitted ?? blankServiceFields} error={error} />
        <Button type="submit" size="sm" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? "Saving..." : C.addSubmit}
        </Button>
      </fetcher.Form>
    </details>
  );
}

function ServiceRow({
  service,
  first,
  last,
  pageRefusal,
}: {
  service: MenuService;
  first: boolean;
  last: boolean;
  pageRefusal: Refusal | null;
}) {
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(Boolean(pageRefusal));
  const { fetcher, refusal } = useServiceFetcher((answer) => {
    if (answer.intent === I.saveService) setOpen(false);
    // A moved row is drawn again in its new place: keep the keyboard on it.
    title.current?.focus();
  });
  const row = useRowCheck(form);
  const shownRefusal = refusal ?? (fetcher.data ? null : pageRefusal);
  const error = row.error ?? shownRefusal?.error ?? null;
  useEffect(() => {
    // A refused edit was posted from the open editor: land on the field to fix.
    if (refusal) focusFirstInvalid(form.current);
  }, [refusal]);
  const removal = useFetcher({ key: REMOVAL_FETCHER });
  const busy = fetcher.state !== "idle" || removal.state !== "idle";
  const action = useFormAction();
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name={F.intent} value={intent} />
      <input type="hidden" name={F.serviceId} value={service.id} />
    </>
  );
  return (
    <li aria-labelledby={titleId} className="service-row">
      <div className="service-row-head">
        <div className="min-w-0">
          <h3 id={titleId} ref={title} tabIndex={-1}>
            {service.name}
          </h3>
          <p>
            {service.category} · {formatDuration(service.minutes)} ·{" "}
            <b>{formatPriceRange(service.priceCents, service.upToCents)}</b>
          </p>
          {service.description && <p className="service-row-note">{service.description}</p>}
        </div>
        <div className="service-row-actions">
          <fetcher.Form method="post" action={action} preventScrollReset>
            {hidden(I.moveService)}
            {MOVES.map(({ direction, label, Icon }) => (
              <Button
                key={direction}
                type="submit"
                name={F.direction}
                value={direction}
                variant="ghost"
                size="sm"
                aria-describedby={titleId}
                disabled={(direction === "up" ? first : last) || busy}
              >
                <Icon className="size-4" aria-hidden />
                <span className="max-sm:sr-only">{label}</span>
              </Button>
            ))}
          </fetcher.Form>
          <removal.Form method="post" action={action} preventScrollReset>
            {hidden(I.removeService)}
            <Button
              type="submit"
              variant="ghost"
              size="sm"
              aria-describedby={titleId}
              disabled={busy}
            >
              <Trash2 className="size-4" aria-hidden />
              {C.remove}
            </Button>
          </removal.Form>
        </div>
      </div>
      {shownRefusal && shownRefusal.error.field === "form" && !open && (
        <FormAlert>{shownRefusal.error.message}</FormAlert>
      )}
      <details
        className="service-edit"
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary aria-describedby={titleId}>
          <Pencil className="size-4" aria-hidden />
          {C.edit}
        </summary>
        <fetcher.Form
          ref={form}
          method="post"
          action={action}
          noValidate
          preventScrollReset
          onSubmit={row.check}
          className="service-form"
        >
          {hidden(I.saveService)}
          <ServiceFields values={shownRefusal?.submitted ?? serviceFields(service)} error={error} />
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? "Saving..." : C.save}
          </Button>
        </fetcher.Form>
      </details>
    </li>
  );
}
