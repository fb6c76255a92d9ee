import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import toast from "react-hot-toast";
import { useFetcher, useLocation } from "react-router";
import { focusFirstInvalid } from "~/app/lib/focus-invalid";
import { DASHBOARD_INTENTS } from "~/core/artists/dashboard-requests";
import {
  SERVICE_EDITOR_COPY as C,
  readServiceForm,
  type ServiceFormAnswer,
} from "~/core/artists/service-form";
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
 * Checks a row in the browser before it is posted (the server checks it again): a bad row is
 * not sent, and its message shows beside the field.
 */
export function useRowCheck(form: RefObject<HTMLFormElement | null>) {
  const [error, setError] = useState<FieldError | null>(null);
  useEffect(() => {
    if (error) focusFirstInvalid(form.current);
  }, [error, form]);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const parsed = serviceSchema.safeParse(
      readServiceForm(new FormData(event.currentTarget)).fields,
    );
    if (parsed.success) {
      setError(null);
      return;
    }
    event.preventDefault();
    const issue = parsed.error.issues[0]!;
    setError({ field: String(issue.path[0] ?? "form"), message: issue.message });
  };
  return { error, setError, check };
}

/** The form's address: back to this page and the menu when posted without JavaScript. */
export function useFormAction() {
  const { pathname, search } = useLocation();
  return `${pathname}${search}#${C.anchor}`;
}
