import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { INPUT_BOX_ATTRIBUTE } from "~/app/lib/before-hydration";
import { cn } from "~/app/lib/cn";

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string;
  /** Content inside the input's right edge (e.g. a visibility toggle). */
  trailing?: ReactNode;
}

export const inputClass = (invalid = false) =>
  cn(
    "h-12 w-full rounded-xl bg-white px-4 text-base text-ink-900 ring-1 ring-inset transition",
    "placeholder:text-ink-400 focus:outline-none focus:ring-2",
    invalid ? "ring-red-500 focus:ring-red-600" : "ring-ink-200 focus:ring-brand-500",
  );

/** A field's label, above it. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-ink-800">
      {children}
    </label>
  );
}

/** A field's control id, and the ids of its hint and error where it has them, which describe it. */
function useFieldIds(hint: ReactNode, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}

/** A field's error, announced to screen readers; nothing when there is none. */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/** A field's hint and its error (announced to screen readers), under it. */
export function FieldNotes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {hint && (
        <div id={hintId} className="mt-1.5 text-sm text-ink-500">
          {hint}
        </div>
      )}
      <FieldError id={errorId} error={error} />
    </>
  );
}

/** A labelled input with an optional hint and an error announced to screen readers. */
export function Field({ label, name, hint, error, trailing, className, ...input }: FieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="relative" {...{ [INPUT_BOX_ATTRIBUTE]: "" }}>
        <input
          id={id}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClass(Boolean(error)), trailing ? "pr-12" : undefined)}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A labelled multi-line text field with an optional hint and an error, like `Field`. */
export function TextAreaField({
  label,
  name,
  hint,
  error,
  className,
  ...textarea
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: string;
}) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClass(Boolean(error)), "h-auto py-3")}
        {...textarea}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

/** A labelled select with an error announced to screen readers. */
export function SelectField({
  label,
  error,
  className,
  children,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & { label: ReactNode; error?: string }) {
  const { id, errorId, describedBy } = useFieldIds(undefined, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          inputClass(Boolean(error)),
          "disabled:cursor-not-allowed disabled:bg-ink-50 disabled:text-ink-500",
        )}
        {...select}
      >
        {children}
      </select>
      <FieldNotes error={error} errorId={errorId} />
    </div>
  );
}

/** The account forms' e-mail input (sign-up, login, password reset). */
export function EmailField({ error }: { error?: string }) {
  return (
    <Field
      label="Email"
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      error={error}
    />
  );
}
/** A message about the whole form (not one field). */
export function FormAlert({
  children,
  tone = "error",
}: {
  children: ReactNode;
  tone?: "error" | "success";
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-xl px-4 py-3 text-sm font-medium",
        tone === "error"
          ? "bg-red-50 text-red-800 ring-1 ring-red-200"
          : "bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200",
      )}
    >
      {children}
    </div>
  );
}
