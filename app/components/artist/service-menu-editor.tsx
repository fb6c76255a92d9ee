import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/app/components/ui/button";
import { FormAlert } from "~/app/components/ui/field";
import { DASHBOARD_INTENTS } from "~/core/artists/dashboard-requests";
import {
  NEW_SERVICE_FORM,
  SERVICE_EDITOR_COPY as C,
  SERVICE_FIELDS as F,
  blankServiceFields,
  isServiceAnswer,
  serviceFields,
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
  useDetailsOpen,
  useFormAction,
  useRowForm,
  useServiceFetcher,
  type ServiceFormRefusal as Refusal,
} from "./service-form-hooks";

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
  const { details, open, setOpen, onToggle } = useDetailsOpen(Boolean(pageRefusal));
  // Each added service starts the next one blank.
  const [generation, setGeneration] = useState(0);
  const { fetcher, form, check, error, submitted } = useRowForm(pageRefusal, () => {
    setGeneration((n) => n + 1);
    setOpen(false);
  });
  const action = useFormAction();
  const saving = fetcher.state !== "idle";
  return (
    <details ref={details} open={open} onToggle={onToggle} className="service-add">
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
        onSubmit={check}
        className="service-form"
      >
        <input type="hidden" name={F.intent} value={I.addService} />
        <ServiceFields values={submitted ?? blankServiceFields} error={error} />
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? "Saving..." : C.addSubmit}
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
  const { details, open, setOpen, onToggle } = useDetailsOpen(Boolean(pageRefusal));
  // Saving and moving answer through this row's fetcher (removal through the menu's).
  const { fetcher, form, check, error, submitted, refusal } = useRowForm(pageRefusal, (answer) => {
    if (answer.intent === I.saveService) setOpen(false);
    // A moved row is drawn again in its new place: keep the keyboard on it.
    title.current?.focus();
  });
  const removal = useFetcher({ key: REMOVAL_FETCHER });
  const saving = fetcher.state !== "idle";
  const busy = saving || removal.state !== "idle";
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
      {refusal?.error.field === "form" && !open && <FormAlert>{refusal.error.message}</FormAlert>}
      <details ref={details} open={open} onToggle={onToggle} className="service-edit">
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
          onSubmit={check}
          className="service-form"
        >
          {hidden(I.saveService)}
          <ServiceFields values={submitted ?? serviceFields(service)} error={error} />
          <Button type="submit" size="sm" disabled={busy}>
            {saving ? "Saving..." : C.save}
          </Button>
        </fetcher.Form>
      </details>
    </li>
  );
}
