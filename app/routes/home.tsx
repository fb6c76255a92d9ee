import { ArtistBanner } from "~/app/components/home/artist-banner";
import { Hero } from "~/app/components/home/hero";
import { HowItWorks } from "~/app/components/home/how-it-works";
import { StyleMatchSteps } from "~/app/components/home/style-match-steps";
import { WhyUs } from "~/app/components/home/why-us";
import { pageMeta } from "~/app/lib/brand";
import { useSearchParams } from "react-router";
import { FormAlert } from "~/app/components/ui/field";
import { ACCOUNT_DELETION, DELETED_PARAM, DELETED_VALUE } from "~/core/accounts/deletion";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Find nail artists by style, color and location",
    description:
      "Find nail artists across the US by style, color and location, or upload an inspiration photo and get matched.",
    canonical: "/",
  });

export default function Home() {
  const [params] = useSearchParams();
  return (
    <>
      {params.get(DELETED_PARAM) === DELETED_VALUE && (
        <div className="container-page pt-6">
          <FormAlert tone="success">{ACCOUNT_DELETION.done}</FormAlert>
        </div>
      )}
      <Hero />
      <StyleMatchSteps />
      <HowItWorks />
      <WhyUs />
      <ArtistBanner />
    </>
  );
}
