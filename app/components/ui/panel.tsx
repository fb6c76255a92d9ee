import type { HTMLAttributes, Ref } from "react";
import { cn } from "~/app/lib/cn";

/** The white card that holds a page's sections, forms and empty states. */
export const panelClass = (className?: string) =>
  cn("rounded-[var(--radius-card)] bg-white shadow-card ring-1 ring-ink-100", className);

type PanelElement = "div" | "section" | "article" | "aside";

export function Panel({
  as = "div",
  className,
  ref,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: PanelElement; ref?: Ref<HTMLElement> }) {
  // Every PanelElement is a plain HTMLElement; "div" stands for them in the types.
  const Element = as as "div";
  return <Element ref={ref as Ref<HTMLDivElement>} className={panelClass(className)} {...props} />;
}
