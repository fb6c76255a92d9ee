import type { ReactNode } from "react";
import { LogoMark } from "~/app/components/logo";
import { Panel } from "~/app/components/ui/panel";

/** The frame of the sign-in, sign-up and password pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex flex-1 justify-center bg-gradient-to-b from-brand-50 to-surface px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <Panel className="p-6 sm:p-8">
          <LogoMark className="size-11" />
          <h1 className="mt-5 text-3xl font-semibold">{title}</h1>
          {subtitle && <p className="mt-2 text-ink-600">{subtitle}</p>}
          <div className="mt-7">{children}</div>
        </Panel>
        {footer && <div className="mt-6 text-center text-ink-700">{footer}</div>}
      </div>
    </div>
  );
}

/** "or" between the e-mail form and the identity-provider button. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-ink-500" role="separator">
      <span className="h-px flex-1 bg-ink-100" />
      or
      <span className="h-px flex-1 bg-ink-100" />
    </div>
  );
}
