import { ArrowRight } from "lucide-react";
import { BECOME_ARTIST_PATH } from "~/app/components/site-header";
import { buttonClass, ButtonLink } from "~/app/components/ui/button";
import { CommandDialog } from "~/app/components/ui/command-dialog";
import { PORTFOLIO } from "~/core/catalogue";

const STEPS = [
  { title: "Create your account", text: "Your name, e-mail, username and password." },
  {
    title: "Add your booking info",
    text: "Instagram, phone, e-mail or a booking link, so clients can reach you.",
  },
  {
    title: "Upload your portfolio",
    text: `${PORTFOLIO.minToPublish}-${PORTFOLIO.max} portfolio photos of your best work.`,
  },
  { title: "Set your location", text: "Your city and state, so clients nearby find you." },
  { title: "Publish your profile", text: "Review everything and go live for clients to discover." },
] as const;

/** "Learn more" on the home page's artist banner: the five steps to a published profile. */
export function ArtistOnboardingModal() {
  return (
    <CommandDialog
      trigger="Learn more"
      triggerClassName={buttonClass({ variant: "inverse", size: "lg" })}
      title="Join as a nail artist"
      description="Get your work in front of clients looking for your style, in five steps."
    >
      <ol className="space-y-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800">
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-ink-950">{step.title}</p>
              <p className="text-ink-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <ButtonLink to={BECOME_ARTIST_PATH} size="lg" className="mt-8 w-full">
        Create Your Account
        <ArrowRight className="size-5" aria-hidden />
      </ButtonLink>
    </CommandDialog>
  );
}
