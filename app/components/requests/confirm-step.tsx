import { useEffect, useRef, type ReactNode } from "react";
import { Form } from "react-router";
import { Button, ButtonLink } from "~/app/components/ui/button";
import { REQUEST_FIELDS as F } from "~/core/requests";

/** The id the "ask first" links jump to, so a page loaded without script shows the question. */
export const CONFIRM_ANCHOR = "confirm";

/**
 * The second step of an action that can't be undone: the question, what follows, and a form
 * that does it (plus any field it needs) beside a link that leaves everything as it was. It is
 * a page state (`?confirm=…`), so it asks the same with and without JavaScript; with script the
 * question takes the focus, for keyboard and screen-reader users.
 */
export function ConfirmStep({
  intent,
  copy,
  cancelTo,
  busy,
  children,
}: {
  intent: string;
  copy: { title: string; text: string; yes: string; no: string };
  /** Where "no" goes: the page without the question. */
  cancelTo: string;
  busy: boolean;
  /** Fields the action needs (a reason). */
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      id={CONFIRM_ANCHOR}
      aria-labelledby="confirm-heading"
      className="w-full rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-5"
    >
      <h2
        id="confirm-heading"
        ref={heading}
        tabIndex={-1}
        className="font-sans text-base font-semibold focus:outline-none"
      >
        {copy.title}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{copy.text}</p>
      <Form method="post" noValidate className="mt-3 space-y-3">
        <input type="hidden" name={F.intent} value={intent} />
        {children}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={busy}>
            {copy.yes}
          </Button>
          <ButtonLink to={cancelTo} variant="secondary" size="sm" preventScrollReset>
            {copy.no}
          </ButtonLink>
        </div>
      </Form>
    </section>
  );
}
