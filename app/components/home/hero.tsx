import { MapPin, Search } from "lucide-react";
import { Form } from "react-router";
import { HeroArt } from "~/app/components/hero-art";
import { Button } from "~/app/components/ui/button";
import { ARTISTS_PATH, PARAMS, SEARCH_TEXT_MAX_LENGTH } from "~/core/artists/search";

export const SEARCH_PLACEHOLDER = "Search by artist name, style, or location...";

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-surface to-surface">
      <div className="container-page grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
            <MapPin className="size-4" aria-hidden />
            Nail artists across the US
          </p>
          <h1 className="mt-5 text-4xl leading-[1.08] font-semibold sm:text-5xl lg:text-6xl">
            Find the nail artist who gets <span className="text-brand-600 italic">your</span> style
          </h1>
          <p className="mt-5 max-w-xl text-lg text-ink-600">
            Browse artists by style, color and location, or start from a photo of nails you love and
            let AI find who can create them.
          </p>

          <Form
            action={ARTISTS_PATH}
            method="get"
            role="search"
            className="mt-8 flex max-w-xl flex-col gap-2 rounded-3xl bg-white p-2 shadow-lift ring-1 ring-ink-100 sm:flex-row sm:rounded-full"
          >
            <label htmlFor="home-search" className="sr-only">
              Search artists
            </label>
            <div className="flex flex-1 items-center gap-2 px-3">
              <Search className="hidden size-5 shrink-0 text-ink-400 sm:block" aria-hidden />
              <input
                id="home-search"
                name={PARAMS.q}
                type="search"
                placeholder={SEARCH_PLACEHOLDER}
                autoComplete="off"
                maxLength={SEARCH_TEXT_MAX_LENGTH}
                className="h-11 w-full min-w-0 bg-transparent text-base text-ink-900 outline-none placeholder:text-[0.92rem] placeholder:text-ink-500 sm:placeholder:text-base"
              />
            </div>
            <Button type="submit" size="md" className="sm:px-7">
              Search
            </Button>
          </Form>
        </div>

        <HeroArt className="mx-auto hidden w-full max-w-md lg:block" />
      </div>
    </section>
  );
}
