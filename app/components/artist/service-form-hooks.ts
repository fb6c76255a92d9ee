import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type SyntheticEvent,
} from "react";
import toast from "react-hot-toast";
import { useFetcher, useLocation } from "react-router";
import { focusFirstInvalid } from "~/app/lib/focus-invalid";
import { DASHBOARD_INTENTS } from "~/core/artists/dashboard-requests";
import {
  SERVICE_EDITOR_COPY as C,
  readServiceForm,
  type ServiceFormAnswer,
} from "~/core/artists/service-form";

/** A refused post of one of the editor's forms. */
export type ServiceFormRefusal = Extract<ServiceFormAnswer, { error: unknown }>;
import { serviceSchema } from "~/core/artists/services";
import type { FieldError } from "~/core/forms";

// What the service menu editor's forms share (app/components/artist/service-menu-editor.tsx).

const I = DASHBOARD_INTENTS;
const TOASTS = {
  [I.addService]: C.added,
  [I.saveService]: C.saved,
  [I.moveService]: C.moved,
  [I.removeService]: C.removed,
} as const;

/**
 * Removing a row takes its form away with it, so the removal's fetcher is shared under this key
 * with the menu, which says how it went.
 */
export const REMOVAL_FETCHER = "service-removal";

/** A fetcher for one of the editor's forms: its answer, toast and focus once it is settled. */
export function useServiceFetcher(
  onSaved: (answer: Extract<ServiceFormAnswer, { ok: true }>) => void,
  key?: string,
) {
  const fetcher = useFetcher<ServiceFormAnswer>({ key });
  const handled = useRef<unknown>(null);
  const settled = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!settled || handled.current === settled) return;
    handled.current = settled;
    if ("ok" in settled) {
      toast.success(TOASTS[settled.intent]);
      onSaved(settled);
    }
  }, [settled, onSaved]);
  return { fetcher, refusal: settled && "error" in settled ? settled : null };
}

/**
 * One row's form (adding or editing): checked in the browser before it is posted (the server
 * checks it again), so a bad row is not sent; its error, from the browser, this form's answer or
 * a page-load post's (`pageRefusal`), shows beside its field, with focus there.
 */
export function useRowForm(
  pageRefusal: ServiceFormRefusal | null,
  onSaved: (answer: Extract<ServiceFormAnswer, { ok: true }>) => void,
) {
  const form = useRef<HTMLFormElement>(null);
  const { fetcher, refusal } = useServiceFetcher(onSaved);
  const [checkError, setCheckError] = useState<FieldError | null>(null);
  useEffect(() => {
    if (checkError || refusal) focusFirstInvalid(form.current);
  }, [checkError, refusal]);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const parsed = serviceSchema.safeParse(
      readServiceForm(new FormData(event.currentTarget)).fields,
    );
    if (parsed.success) {
      setCheckError(null);
      return;
    }
    event.preventDefault();
    const issue = parsed.error.issues[0]!;
    setCheckError({ field: String(issue.path[0] ?? "form"), message: issue.message });
  };
  // A page-load refusal stands until this form is answered.
  const shownRefusal = refusal ?? (fetcher.data ? null : pageRefusal);
  return {
    fetcher,
    /** The row form's own props (for `fetcher.Form`): posted here, checked first. */
    formProps: {
      ref: form,
      method: "post",
      action: useFormAction(),
      noValidate: true,
      preventScrollReset: true,
      onSubmit: check,
      className: "service-form",
    } as const,
    error: checkError ?? shownRefusal?.error ?? null,
    /** What was typed, when the server sent it back refused. */
    submitted: shownRefusal?.submitted,
    refusal: shownRefusal,
  };
}

/**
 * A <details>'s open state, which the component also sets (closed once saved). Opened before the
 * script started (its toggle event then went unheard), it is read from the page once.
 */
export function useDetailsOpen(initial: boolean) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(initial);
  useLayoutEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open);
  return { details, open, setOpen, onToggle };
}

/** The form's address: back to this page and the menu when posted without JavaScript. */
export function useFormAction() {
  const { pathname, search } = useLocation();
  return `${pathname}${search}#${C.anchor}`;
}
