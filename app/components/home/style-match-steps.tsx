import { ArrowRight, Heart, ScanSearch, Upload } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StyleMatchTrigger } from "~/app/components/match/style-match-trigger";
import { Panel } from "~/app/components/ui/panel";
import { ARTISTS_PATH } from "~/core/site-nav";

// The three-step block: the first two steps open the style-match dialog (fetched on first use),
// the third leads to the artists list.
const STEPS = [
  {
    icon: Upload,
    title: "Upload Photo",
    text: "Share a picture of nails you love.",
    opensMatch: true,
  },
  {
    icon: ScanSearch,
    title: "AI Analysis",
    text: "We read its style, shape and colors.",
    opensMatch: true,
  },
  {
    icon: Heart,
    title: "Perfect Match",
    text: "See artists who create that look.",
    opensMatch: false,
  },
] as const;

const stepClass =
  "group flex h-full w-full items-start gap-4 rounded-2xl p-4 text-left ring-1 ring-ink-100 transition hover:bg-brand-50 hover:ring-brand-200";

export function StyleMatchSteps() {
  return (
    <section
      aria-labelledby="style-match-heading"
      className="container-page relative -mt-2 sm:-mt-6"
    >
      <Panel className="p-6 sm:p-8">
        <h2 id="style-match-heading" className="text-2xl font-semibold sm:text-3xl">
          Have a photo? Find your match
        </h2>
        <ol className="mt-6 grid gap-3 sm:grid-cols-3 sm:gap-4">
          {STEPS.map((step, index) => {
            const content: ReactNode = (
              <>
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-100 text-brand-700 transition group-hover:bg-brand-600 group-hover:text-white">
                  <step.icon className="size-6" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block text-xs font-semibold tracking-wider text-ink-500 uppercase">
                    Step {index + 1}
                  </span>
                  <span className="mt-0.5 flex items-center gap-1 font-semibold text-ink-950">
                    {step.title}
                    <ArrowRight
                      className="size-4 opacity-0 transition group-hover:translate-x-0.5 group-hover:opacity-100"
                      aria-hidden
                    />
                  </span>
                  <span className="mt-1 block text-sm text-ink-600">{step.text}</span>
                </span>
              </>
            );
            return (
              <li key={step.title}>
                {step.opensMatch ? (
                  <StyleMatchTrigger className={stepClass}>{content}</StyleMatchTrigger>
                ) : (
                  <Link to={ARTISTS_PATH} className={stepClass}>
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </Panel>
    </section>
  );
}
