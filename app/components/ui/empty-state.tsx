import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/app/lib/cn";
import { Panel } from "./panel";

const iconTile = "grid place-items-center rounded-2xl bg-brand-100 text-brand-700";

/** What a list shows when it has nothing: an icon, a heading, a hint and a way on. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <Panel className={cn("flex flex-col items-center px-6 py-16 text-center", className)}>
      <span className={cn(iconTile, "size-14")}>
        <Icon className="size-7" aria-hidden />
      </span>
      <h2 className="mt-5 font-sans text-xl font-semibold">{title}</h2>
      {children && <p className="mt-2 max-w-sm text-ink-600">{children}</p>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </Panel>
  );
}

/** A whole page that only says something: not found, could not load. */
export function MessagePage({
  icon: Icon,
  eyebrow,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  eyebrow?: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <span className={cn(iconTile, "size-16")}>
        <Icon className="size-8" aria-hidden />
      </span>
      {eyebrow && (
        <p className="mt-6 text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {eyebrow}
        </p>
      )}
      <h1 className={cn("text-4xl font-semibold sm:text-5xl", eyebrow ? "mt-2" : "mt-6")}>
        {title}
      </h1>
      <p className="mt-4 max-w-md text-lg text-ink-600">{children}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
