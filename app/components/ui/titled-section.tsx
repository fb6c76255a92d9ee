import { useId, type ReactNode } from "react";

/**
 * A section labelled by its h2, `title`, styled by `headingClass`. The heading's id is `id` when
 * a page names it, else one of its own.
 */
export function TitledSection({
  title,
  headingClass,
  id,
  children,
}: {
  title: string;
  headingClass: string;
  id?: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}
