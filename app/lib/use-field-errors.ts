import { useEffect, useRef, useState } from "react";
import type { FieldError } from "~/core/forms";
import { focusFirstInvalid } from "./focus-invalid";

/**
 * The errors a form's last submission returned, per field (`errors` where it sent them all, else
 * its one `error`), each cleared as soon as the user edits that field. A new submission's result replaces it, and focus moves to the field in error so keyboard
 * and screen-reader users land on it.
 */
export function useFieldErrors(result: { error?: FieldError; errors?: FieldError[] } | undefined) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shownResult, setShownResult] = useState<typeof result>(undefined);
  if (result !== shownResult) {
    // Adjusting state while rendering (React's pattern for state derived from new props).
    setShownResult(result);
    const all = result?.errors ?? (result?.error ? [result.error] : []);
    setErrors(Object.fromEntries(all.map((error) => [error.field, error.message])));
  }
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    focusFirstInvalid(formRef.current);
  }, [result]);
  // Editing any field also clears a message about the whole form.
  const onEdit = (event: { target: EventTarget }) => {
    const { name } = event.target as HTMLInputElement;
    setErrors((current) => {
      if (!(name in current) && !("form" in current)) return current;
      return Object.fromEntries(
        Object.entries(current).filter(([field]) => field !== name && field !== "form"),
      );
    });
  };
  return { errors, onEdit, formRef };
}
