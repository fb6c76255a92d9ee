import { ArtistOnboardingModal } from "~/app/components/artist-onboarding-modal";

export function ArtistBanner() {
  return (
    <section aria-labelledby="artist-banner-heading" className="container-page py-20 sm:py-24">
      <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 px-6 py-12 text-white shadow-lift sm:px-12 sm:py-16">
        <div className="pointer-events-none absolute -top-20 -right-16 size-72 rounded-full bg-white/10" />
        <div className="pointer-events-none absolute -bottom-24 left-1/3 size-64 rounded-full bg-brand-400/20" />
        <div className="relative max-w-2xl">
          <h2 id="artist-banner-heading" className="text-3xl font-semibold text-white sm:text-4xl">
            Are you a nail artist?
          </h2>
          <p className="mt-4 text-lg text-brand-50">
            Show your work to clients searching for exactly your style. Publish a profile with your
            portfolio, booking details and location, and let new clients come to you.
          </p>
          <div className="mt-8">
            <ArtistOnboardingModal />
          </div>
        </div>
      </div>
    </section>
  );
}
