import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link, useActionData, useFetcher, useLocation } from "react-router";
import { Button, buttonClass } from "~/app/components/ui/button";
import { IconSprite, SpriteIcon } from "~/app/components/ui/icon-sprite";
import { FormAlert } from "~/app/components/ui/field";
import { DASHBOARD_INTENTS } from "~/core/artists/dashboard-requests";
import {
  NEW_SERVICE_FORM,
  SERVICE_EDIT_PARAM,
  serviceAnchor,
  serviceEditSearch,
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
  { direction: "up", label: C.moveUp },
  { direction: "down", label: C.moveDown },
] as const;
const ROW_ICONS = {
  "service-up": ArrowUp,
  "service-down": ArrowDown,
  "service-remove": Trash2,
  "service-edit": Pencil,
};

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
  // Each row's icons, drawn once for the menu (a long menu repeats them).
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
      <IconSprite icons={ROW_ICONS} />
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
  const { fetcher, formProps, error, submitted } = useRowForm(pageRefusal, () => {
    setGeneration((n) => n + 1);
    setOpen(false);
  });
  const saving = fetcher.state !== "idle";
  return (
    <details ref={details} open={open} onToggle={onToggle} className="service-add">
      <summary>
        <Plus className="size-4" aria-hidden />
        {C.add}
      </summary>
      <fetcher.Form key={generation} {...formProps}>
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
  // The editor is drawn only when open (a long menu stays light): asked for in the address (how
  // Edit works before and without JavaScript), reopened by a refusal, or opened in place.
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(
    Boolean(pageRefusal) || new URLSearchParams(search).get(SERVICE_EDIT_PARAM) === service.id,
  );
  const editHref = (editing: boolean) =>
    `${pathname}${serviceEditSearch(search, editing ? service.id : null)}#${serviceAnchor(service.id)}`;
  // Saving and moving answer through this row's fetcher (removal through the menu's).
  const { fetcher, formProps, error, submitted, refusal } = useRowForm(pageRefusal, (answer) => {
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
    <li id={serviceAnchor(service.id)} aria-labelledby={titleId} className="service-row">
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
            {MOVES.map(({ direction, label }) => (
              <button
                key={direction}
                type="submit"
                name={F.direction}
                value={direction}
                className="service-action"
                aria-describedby={titleId}
                disabled={(direction === "up" ? first : last) || busy}
              >
                <SpriteIcon id={`service-${direction}`} />
                <span className="max-sm:sr-only">{label}</span>
              </button>
            ))}
          </fetcher.Form>
          <removal.Form method="post" action={action} preventScrollReset>
            {hidden(I.removeService)}
            <button
              type="submit"
              className="service-action"
              aria-describedby={titleId}
              disabled={busy}
            >
              <SpriteIcon id="service-remove" />
              {C.remove}
            </button>
          </removal.Form>
        </div>
      </div>
      {refusal?.error.field === "form" && !open && <FormAlert>{refusal.error.message}</FormAlert>}
      {open ? (
        <fetcher.Form {...formProps}>
          {hidden(I.saveService)}
          <ServiceFields values={submitted ?? serviceFields(service)} error={error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={busy}>
              {saving ? "Saving..." : C.save}
            </Button>
            <Link
              to={editHref(false)}
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                setOpen(false);
              }}
              className={buttonClass({ variant: "secondary", size: "sm" })}
            >
              {C.cancel}
            </Link>
          </div>
        </fetcher.Form>
      ) : (
        <Link
          to={editHref(true)}
          preventScrollReset
          aria-describedby={titleId}
          onClick={(event) => {
            // Hydrated: open in place (before, the link asks the server for the open editor).
            event.preventDefault();
            setOpen(true);
          }}
          className="service-edit"
        >
          <SpriteIcon id="service-edit" />
          {C.edit}
        </Link>
      )}
    </li>
  );
}
