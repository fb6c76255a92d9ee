import { Check, Circle, Eye, EyeOff } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Field, type FieldProps } from "~/app/components/ui/field";
import { PASSWORD_TOGGLE_ATTRIBUTE } from "~/app/lib/before-hydration";
import { cn } from "~/app/lib/cn";
import { PASSWORD_RULES } from "~/core/accounts/password-rules";

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
