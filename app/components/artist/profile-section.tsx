import type { ReactNode } from "react";
import { TitledSection } from "~/app/components/ui/titled-section";

/** A titled section of the profile page, labelled by its heading (`id`). */
export function ProfileSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledSection id={id} title={title} headingClass="font-sans text-lg font-semibold">
      {children}
    </TitledSection>
  );
}
