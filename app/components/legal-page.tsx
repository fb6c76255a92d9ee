import type { ReactNode } from "react";
import { useBrand } from "~/app/lib/brand";
import { LEGAL_COPY } from "~/core/legal";

/** A link inside running text: underlined, so it is told apart by more than its color. */
export const inlineLinkClass =
  "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

export interface LegalSection {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * The frame of /terms and /privacy (decision 0054): the About page's heading band, then short
 * sections, each an h2 and its paragraphs or list, in one readable column, the last always where
 * to write with `contactQuestion`.
 */
export function LegalPage({
  title,
  intro,
  sections,
  contactQuestion,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  contactQuestion: string;
}) {
  const brand = useBrand();
  const contact: LegalSection = {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        {`${contactQuestion} Write to`}{" "}
        <a href={`mailto:${brand.supportEmail}`} className={`${inlineLinkClass} break-words`}>
          {brand.supportEmail}
        </a>
        .
      </p>
    ),
  };
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface">
        <div className="container-page pt-16 pb-6 sm:pt-24 sm:pb-8">
          <h1 className="max-w-3xl text-4xl leading-tight font-semibold sm:text-5xl">{title}</h1>
          <p className="mt-3 text-sm font-semibold text-ink-600">{LEGAL_COPY.lastUpdated}</p>
          <p className="mt-5 max-w-2xl text-lg text-ink-700 sm:text-xl">{intro}</p>
        </div>
      </section>

      <div className="container-page pt-6 pb-20 sm:pt-8 sm:pb-24">
        <div className="max-w-3xl space-y-10">
          {[...sections, contact].map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="text-2xl font-semibold">
                {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-ink-700 sm:text-lg [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
