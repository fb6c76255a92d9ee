import { BadgeCheck, MapPin, Palette, Sparkles } from "lucide-react";
import { useBrand } from "~/app/lib/brand";

const CARDS = [
  {
    icon: Palette,
    title: "Style-first discovery",
    text: "French tips, ombre, stiletto, glitter: filter by the looks and colors you want.",
  },
  {
    icon: Sparkles,
    title: "Match from a photo",
    text: "Upload an inspiration picture and see the artists whose work looks most like it.",
  },
  {
    icon: MapPin,
    title: "Talent near you",
    text: "Home-based and salon artists across the US, searchable by city and state.",
  },
  {
    icon: BadgeCheck,
    title: "Direct contact",
    text: "No middleman: reach artists on their own channels and book the way they prefer.",
  },
] as const;

export function WhyUs() {
  const { name } = useBrand();
  return (
    <section aria-labelledby="why-heading" className="bg-white py-20 sm:py-24">
      <div className="container-page">
        <h2 id="why-heading" className="text-3xl font-semibold sm:text-4xl">
          Why {name}?
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map((card) => (
            <li
              key={card.title}
              className="rounded-[var(--radius-card)] bg-surface p-6 ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:shadow-card"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-brand-100 text-brand-700">
                <card.icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-ink-600">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
