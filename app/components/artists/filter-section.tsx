import type { ReactNode } from "react";
import { TitledSection } from "~/app/components/ui/titled-section";

// The artists list sidebar's sections: a title over its controls.

/** A titled part of the sidebar. */
export function FilterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} headingClass="mb-2.5 font-sans text-sm font-semibold text-ink-900">
      {children}
    </TitledSection>
  );
}
