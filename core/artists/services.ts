import { z } from "zod";
import { displayText } from "../text";

// An artist's service menu (decision 0063): what they offer, for how much and how long. Prices
// are whole cents everywhere (never floats); shown in US dollars. The wizard, the dashboard and
// the server check a menu with `serviceMenuSchema`.

export const SERVICE_CATEGORIES = [
  "Manicure",
  "Extensions",
  "Nail art",
  "Pedicure",
  "Removal",
  "Other",
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_LIMITS = {
  services: 30,
  name: { min: 2, max: 60 },
  /** In cents: $1 to $10,000. */
  priceCents: { min: 100, max: 1_000_000 },
  minutes: { min: 5, max: 600 },
  description: 200,
} as const;

export const SERVICE_MESSAGES = {
  name: "Give the service a name (2 to 60 characters).",
  price: "Enter a price between $1 and $10,000.",
  upTo: "The upper price must be at least the starting price.",
  duration: "Enter a duration between 5 and 600 minutes.",
  tooMany: "You can list up to 30 services.",
  category: "Choose a category.",
  description: `Keep the description to ${SERVICE_LIMITS.description} characters.`,
} as const;

/** The profile's section of services. */
export const SERVICES_HEADING = "Services & prices";

/**
 * How much of a long menu the profile shows at first (in the menu's order), so the page stays
 * within its budget; "See all 30 services" (`?services=all`) shows the rest.
 */
export const PROFILE_SERVICES = { shown: 8, param: "services", all: "all" } as const;
export const seeAllServices = (count: number) => `See all ${count} services`;

/**
 * The /artists price filter's choices, in dollars (`?maxPrice=60`). Migration 0029 bands the
 * facet counts by them (`price_band`): a new value needs a new band.
 */
export const PRICE_FILTERS = [40, 60, 80, 100] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

/** One service as stored and shown. */
export interface Service {
  name: string;
  category: ServiceCategory;
  priceCents: number;
  /** The top of a price range ("$50–80"); null for one price. */
  upToCents: number | null;
  minutes: number;
  description: string;
}

/** A service on a menu, with the id its edit form and a request's choice name it by. */
export interface MenuService extends Service {
  id: string;
}

/**
 * Dollars as typed ("65", "$65", "49.50", "1,200") to whole cents; null when it is not an amount
 * of dollars and cents. Parsed from the text, never through a float's rounding.
 */
export function centsOf(typed: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  const dollars = Number(match[1]!.replaceAll(",", ""));
  const cents = Number((match[2] ?? "0").padEnd(2, "0"));
  return Number.isSafeInteger(dollars * 100) ? dollars * 100 + cents : null;
}

/** Cents as the form shows them back: "65", "49.50". */
export const dollarsText = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

const whole = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** "$65", "$49.50", "$1,200". */
export const formatPrice = (cents: number) =>
  (cents % 100 === 0 ? whole : withCents).format(cents / 100);

/** "$65" for one price, "$50–80" for a range (the dollar sign once). */
export function formatPriceRange(priceCents: number, upToCents: number | null): string {
  if (upToCents === null || upToCents === priceCents) return formatPrice(priceCents);
  return `${formatPrice(priceCents)}–${formatPrice(upToCents).replace("$", "")}`;
}

/** "45 min", "1 h", "1 h 30 min". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * What a card shows for an artist who lists services: "From $45". The lowest price is kept on the
 * artist's row by the database (migration 0028), leaving out removals: a soak-off on its own is
 * not what a client books an artist for.
 */
export const fromPrice = (lowestCents: number) => `From ${formatPrice(lowestCents)}`;

const M = SERVICE_MESSAGES;
const L = SERVICE_LIMITS;

/** A typed amount of dollars, as cents within the limits (`message` otherwise). */
const dollars = (message: string) =>
  z.string().transform((typed, context) => {
    const cents = centsOf(typed);
    if (cents === null || cents < L.priceCents.min || cents > L.priceCents.max) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cents;
  });

/** One row of the menu as the form sends it (every field text; "Up to" and description optional). */
export const serviceSchema = z
  .object({
    name: z.string().overwrite(displayText).trim().min(L.name.min, M.name).max(L.name.max, M.name),
    category: z.enum(SERVICE_CATEGORIES, M.category),
    price: dollars(M.price),
    upTo: z
      .string()
      .trim()
      .pipe(z.union([z.literal("").transform(() => null), dollars(M.price)]))
      .default(null),
    minutes: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, M.duration)
      .transform(Number)
      .refine((n) => n >= L.minutes.min && n <= L.minutes.max, M.duration),
    description: z
      .string()
      .overwrite(displayText)
      .trim()
      .max(L.description, M.description)
      .default(""),
  })
  .refine(({ price, upTo }) => upTo === null || upTo >= price, {
    message: M.upTo,
    path: ["upTo"],
  })
  .transform(({ name, category, price, upTo, minutes, description }): Service => ({
    name,
    category,
    priceCents: price,
    upToCents: upTo === price ? null : upTo,
    minutes,
    description,
  }));

/** A whole menu, in its order: at most SERVICE_LIMITS.services rows. */
export const serviceMenuSchema = z.array(serviceSchema).max(L.services, M.tooMany);

/**
 * A service a client chose in a request: the menu's id and what it was offered at, copied when
 * the request is sent (decision 0063).
 */
export type RequestedService = Pick<
  MenuService,
  "id" | "name" | "priceCents" | "upToCents" | "minutes"
>;

/** What a request keeps of a service on the menu. */
export const requestedService = ({
  id,
  name,
  priceCents,
  upToCents,
  minutes,
}: MenuService): RequestedService => ({ id, name, priceCents, upToCents, minutes });

/** What chosen services come to: the price from the lowest to the highest, and the time. */
export function serviceEstimate(chosen: readonly RequestedService[]) {
  let low = 0;
  let high = 0;
  let minutes = 0;
  for (const service of chosen) {
    low += service.priceCents;
    high += service.upToCents ?? service.priceCents;
    minutes += service.minutes;
  }
  return { lowCents: low, highCents: high, minutes };
}

/** "Estimated $65–80 · about 1 h 30 min" for chosen services; null when none are chosen. */
export function estimateText(chosen: readonly RequestedService[]): string | null {
  if (chosen.length === 0) return null;
  const { lowCents, highCents, minutes } = serviceEstimate(chosen);
  return `Estimated ${formatPriceRange(lowCents, highCents)} · about ${formatDuration(minutes)}`;
}

/** A service as a request form's choice says it: "Gel manicure · $45 · 1 h". */
export const serviceChoiceText = (service: RequestedService) =>
  `${service.name} · ${formatPriceRange(service.priceCents, service.upToCents)} · ${formatDuration(service.minutes)}`;

/** A whole menu in brief, for search engines when the profile shows only its start. */
export interface MenuSummary {
  count: number;
  lowCents: number;
  highCents: number;
}

export const menuSummary = (services: readonly Service[]): MenuSummary => ({
  count: services.length,
  lowCents: Math.min(...services.map((service) => service.priceCents)),
  highCents: Math.max(...services.map((service) => service.upToCents ?? service.priceCents)),
});
