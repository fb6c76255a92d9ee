import { Images, MessageCircle, Search } from "lucide-react";

const STEPS = [
  {
    icon: Search,
    title: "Search your way",
    text: "Look up an artist by name, or filter by style, color, city and state.",
  },
  {
    icon: Images,
    title: "Explore portfolios",
    text: "See real photos of each artist’s work, their specialties and where they are.",
  },
  {
    icon: MessageCircle,
    title: "Contact directly",
    text: "Sign in to see Instagram, phone, e-mail and booking links, and book with the artist.",
  },
] as const;

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="container-page py-20 sm:py-24">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Simple</p>
        <h2 id="how-heading" className="mt-2 text-3xl font-semibold sm:text-4xl">
          How it works
        </h2>
      </div>
      <ol className="mt-10 grid gap-8 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative">
            <div className="flex items-center gap-3">
              <span className="grid size-11 place-items-center rounded-full bg-ink-950 font-display text-lg font-semibold text-white">
                {index + 1}
              </span>
              <step.icon className="size-6 text-brand-600" aria-hidden />
            </div>
            <h3 className="mt-5 text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 text-ink-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
