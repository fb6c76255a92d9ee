import { Compass } from "lucide-react";
import { ButtonLink } from "~/app/components/ui/button";

/** The designed 404 page (the HTTP status is set by whoever renders it). */
export function NotFoundPage() {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center sm:py-32">
      <span className="grid size-16 place-items-center rounded-2xl bg-brand-100 text-brand-700">
        <Compass className="size-8" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wider text-brand-700 uppercase">
        Error 404
      </p>
      <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Page not found</h1>
      <p className="mt-4 max-w-md text-lg text-ink-600">
        We couldn’t find the page you were looking for. It may have moved, or the link may be
        mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Back to home</ButtonLink>
        <ButtonLink to="/artists" variant="secondary">
          Browse artists
        </ButtonLink>
      </div>
    </section>
  );
}
