import { Link } from "react-router";
import { inlineLinkClass, LegalPage, type LegalSection } from "~/app/components/legal-page";
import { pageMeta, useBrand } from "~/app/lib/brand";
import { LEGAL_COPY } from "~/core/legal";
import { LEGAL_NAV, PRIVACY_PATH, TERMS_PATH } from "~/core/site-nav";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: LEGAL_NAV.termsTitle,
    description:
      "The rules for using the site: accounts, what you post, requests between clients and artists, reports and ending an account.",
    canonical: TERMS_PATH,
  });

export default function Terms() {
  const brand = useBrand();
  const sections: LegalSection[] = [
    {
      id: "service",
      title: `What ${brand.name} is`,
      body: (
        <>
          <p>
            {brand.name} helps clients find nail artists by style, color and place, and lets artists
            publish a profile with a portfolio of their work. Clients can save favorites, send an
            artist a request, talk it over with them and review a completed appointment.
          </p>
          <p>
            We are not a party to the appointments. The artist and the client agree on the time, the
            price and the work between themselves, and {brand.name} takes no payments. Each artist
            is responsible for their own services.
          </p>
          <p>{LEGAL_NAV.usOnly}</p>
        </>
      ),
    },
    {
      id: "account",
      title: "Your account",
      body: (
        <ul>
          <li>
            Give your real name and an e-mail address you can read: we send password resets there.
          </li>
          <li>
            Keep your password to yourself. You are responsible for what is done with your account.
          </li>
          <li>
            You choose a client or an artist account when you sign up. A username cannot be changed
            later.
          </li>
        </ul>
      ),
    },
    {
      id: "content",
      title: "What you post",
      body: (
        <>
          <p>
            What you post stays yours. By posting it you let us store it, resize it and show it on{" "}
            {brand.name} as the service works: a published profile, its portfolio, reviews and an
            artist’s reply to a review are public; requests, their messages and photos are seen only
            by the client and the artist.
          </p>
          <p>
            Post only photos you took or have the right to use. Artists show only their own work.
            Reviews must be honest accounts of the appointment they belong to: only the client of a
            completed request can review it.
          </p>
        </>
      ),
    },
    {
      id: "rules",
      title: "Rules for everyone",
      body: (
        <ul>
          <li>No harassment, hate, threats, or sexual or violent content.</li>
          <li>No spam, fake profiles, fake reviews or misleading claims about your work.</li>
          <li>No one else’s personal details, photos or work without their permission.</li>
          <li>
            No attempts to reach data that is not yours, to get around our limits, or to load the
            site with automated requests.
          </li>
          <li>Nothing unlawful in the US.</li>
        </ul>
      ),
    },
    {
      id: "moderation",
      title: "Reports and moderation",
      body: (
        <>
          <p>
            If you see something that breaks these rules, report it: anyone signed in can report a
            review, and either side of a request can report the other’s messages. An artist can also
            block a client from sending them requests.
          </p>
          <p>{LEGAL_COPY.moderation}</p>
        </>
      ),
    },
    {
      id: "style-match",
      title: "The style match",
      body: (
        <p>
          The style match reads a photo automatically and suggests artists whose work looks similar.
          Its results are suggestions: they can be wrong, and they are no promise about any artist’s
          work.
        </p>
      ),
    },
    {
      id: "ending",
      title: "Ending your account",
      body: (
        <p>
          You can delete your account at any time in Account Settings. What that removes is
          described in our{" "}
          <Link to={PRIVACY_PATH} className={inlineLinkClass}>
            {LEGAL_NAV.privacyTitle}
          </Link>
          . We may hide content or suspend an account that breaks these terms.
        </p>
      ),
    },
    {
      id: "warranty",
      title: "No guarantees",
      body: (
        <p>
          We work to keep {brand.name} running and correct, but it is provided as it is, without
          warranties. To the extent the law allows, we are not liable for appointments, for what
          artists or clients do, or for losses caused by the site being unavailable.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          When these terms change, we update this page and its date. Using {brand.name} after a
          change means you accept the new terms.
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title={LEGAL_NAV.termsTitle}
      intro={`These terms apply whenever you use ${brand.name}. By creating an account or using the site, you agree to them.`}
      sections={sections}
      contactQuestion="Questions about these terms?"
    />
  );
}
