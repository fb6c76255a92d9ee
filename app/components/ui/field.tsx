import { Check, Circle, Eye, EyeOff } from "lucide-react";
import { PASSWORD_RULES } from "~/core/accounts/password-rules";
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { INPUT_BOX_ATTRIBUTE, PASSWORD_TOGGLE_ATTRIBUTE } from "~/app/lib/before-hydration";
import { cn } from "~/app/lib/cn";

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
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
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
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

/**
 * A password input with a show/hide toggle. Until the page hydrates, the page's inline script
 * flips it (decision 0022); a toggle button keeps its name and says its state.
 */
export function PasswordField(props: Omit<FieldProps, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    // Shown before hydration (by the inline script): keep it shown.
    if (toggle.current?.getAttribute("aria-pressed") === "true") setVisible(true);
  }, []);
  return (
    <Field
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          ref={toggle}
          type="button"
          {...{ [PASSWORD_TOGGLE_ATTRIBUTE]: "" }}
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-label="Show password"
          className="group grid size-10 place-items-center rounded-lg text-ink-500 noscript:hidden hover:bg-ink-50 hover:text-ink-800"
        >
          <Eye className="size-5 group-aria-pressed:hidden" aria-hidden />
          <EyeOff className="hidden size-5 group-aria-pressed:block" aria-hidden />
        </button>
      }
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

/** A new password and its confirmation, named `password` and `confirmPassword`. */
export function NewPasswordFields({
  label = "Password",
  errors,
}: {
  label?: string;
  errors: { password?: string; confirmPassword?: string };
}) {
  const [password, setPassword] = useState("");
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Typed before the scripts arrived: the rules tick for what is already there.
    if (input.current?.value) setPassword(input.current.value);
  }, []);
  return (
    <>
      <PasswordField
        ref={input}
        label={label}
        name="password"
        autoComplete="new-password"
        required
        error={errors.password}
        hint={<PasswordRules password={password} />}
        onChange={(event) => setPassword(event.currentTarget.value)}
      />
      <PasswordField
        label="Confirm password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
    </>
  );
}

/** What a new password needs, up front: each rule ticked once the password meets it. */
function PasswordRules({ password }: { password: string }) {
  return (
    <>
      <span className="sr-only">Your password needs:</span>
      <ul className="grid gap-x-4 gap-y-0.5 sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.met(password);
          return (
            <li
              key={rule.label}
              className={cn("flex items-center gap-1.5", met && "font-medium text-emerald-800")}
            >
              {met ? (
                <Check className="size-4 shrink-0" aria-hidden />
              ) : (
                <Circle className="size-4 shrink-0" aria-hidden />
              )}
              {rule.label}
              {met && <span className="sr-only">, done</span>}
            </li>
          );
        })}
      </ul>
    </>
  );
}
