import { Mail } from "lucide-react";
import { ProfessionalNetworkIcon } from "~/app/components/social-icons";
import { buttonClass } from "~/app/components/ui/button";
import { Panel } from "~/app/components/ui/panel";
import { pageMeta, useBrand } from "~/app/lib/brand";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "About Us",
    description: "Why we started: helping talented home-based nail artists get found.",
    canonical: "/about",
  });

const MILESTONES = [
  {
    year: "2021",
    title: "It started at home",
    text: "Some of the best nail artists we knew worked from their own homes. Their regulars adored them, yet new clients could hardly find them: no storefront, no salon listing, only an Instagram feed and word of mouth. We built a simple place for them to show their work and be found.",
  },
  {
    year: "What we learned",
    title: "Portfolios, places and a direct line",
    text: "Clients choose with their eyes. They want to see real work, know roughly where the artist is, and reach them without a middleman. Artists want to be discovered for their style, not for the size of their ad budget.",
  },
  {
    year: "Today",
    title: "Back, rebuilt from the ground up",
    text: "The new version searches by style, color and place, matches an inspiration photo with artists who create that look, and puts every artist's portfolio first. We are available across the US and just getting started.",
  },
] as const;

export default function About() {
  const brand = useBrand();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-surface">
        <div className="container-page pt-16 pb-6 sm:pt-24 sm:pb-8">
          <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Our story</p>
          <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-semibold sm:text-5xl">
            About Us
          </h1>
          <p className="mt-5 max-w-2xl text-xl text-ink-600">
            {brand.name} exists so that talented nail artists, especially those working from home,
            get found by the clients who love their style.
          </p>
        </div>
      </section>

      <section aria-label="Our story" className="container-page py-12 sm:py-16">
        <ol className="relative space-y-12 border-l-2 border-brand-100 pl-8 sm:pl-12">
          {MILESTONES.map((milestone) => (
            <li key={milestone.year} className="relative max-w-3xl">
              <span className="absolute top-1.5 -left-[2.55rem] size-4 rounded-full bg-brand-600 ring-4 ring-brand-100 sm:-left-[3.55rem]" />
              <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
                {milestone.year}
              </p>
              <h2 className="mt-1 text-2xl font-semibold sm:text-3xl">{milestone.title}</h2>
              <p className="mt-3 text-lg leading-relaxed text-ink-700">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="contact-heading" className="container-page pb-20 sm:pb-24">
        <Panel className="flex flex-col gap-6 p-8 sm:flex-row sm:items-center sm:justify-between sm:p-10">
          <div>
            <h2 id="contact-heading" className="text-2xl font-semibold">
              Let’s talk
            </h2>
            <p className="mt-2 max-w-xl text-ink-600">
              Questions, ideas or partnerships: connect with our founder, or write to us any time.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a
              href={brand.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ size: "lg" })}
            >
              <ProfessionalNetworkIcon className="size-5" />
              Connect on LinkedIn
            </a>
            <a
              href={`mailto:${brand.supportEmail}`}
              className={buttonClass({ variant: "secondary", size: "lg" })}
            >
              <Mail className="size-5" aria-hidden />
              E-mail us
            </a>
          </div>
        </Panel>
      </section>
    </>
  );
}
