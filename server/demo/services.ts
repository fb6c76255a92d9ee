import type { Service, ServiceCategory } from "~/core/artists/services";
import type { Style } from "~/core/catalogue";
import { seededRandom } from "~/core/seeded-random";

// Each demo artist's service menu (issue 55): 3 to 8 services drawn from what their styles say
// they do, priced as US salons price them.
//
// Where the prices come from: the ranges below are the typical prices published by US salons
// and consumer price guides in 2024–2025 for a mid-priced city (a classic manicure $20–35, a gel
// manicure $35–55, an acrylic full set $50–80, a spa pedicure $45–65, removal $10–20). They are
// approximations, not a survey. A metro's factor follows its cost of living for personal
// services (the BEA's regional price parities put New York, San Francisco and Los Angeles near
// 1.15–1.20 and St. Louis and Detroit near 0.90), stretched a little because salon rents weigh
// more than the average service: dearer on the coasts, cheaper in the Midwest.

interface MenuItem {
  name: string;
  category: ServiceCategory;
  /** A mid-priced city's price in dollars: from, and up to (a range) or null. */
  dollars: readonly [number, number | null];
  minutes: number;
  description: string;
  /** Offered by artists with one of these styles (none: by anyone). */
  styles?: readonly Style[];
}

/** A menu item, as a row of the table below. */
const item = (
  name: string,
  category: ServiceCategory,
  dollars: MenuItem["dollars"],
  minutes: number,
  description: string,
  styles?: readonly Style[],
): MenuItem => ({ name, category, dollars, minutes, description, styles });

// prettier-ignore
const MENU: readonly MenuItem[] = [
  item("Classic manicure", "Manicure", [25, null], 30, "Shape, cuticle care and regular polish."),
  item("Gel manicure", "Manicure", [45, null], 45, "Gel polish that lasts two to three weeks."),
  item("French gel manicure", "Manicure", [50, null], 60, "Classic white tips or a colored line.", ["French Tips"]),
  item("Ombre gel set", "Nail art", [55, 70], 75, "Two or three shades blended on each nail.", ["Ombre"]),
  item("Gel-X extensions, full set", "Extensions", [65, 85], 90, "Soft gel tips in the length and shape you choose.", ["Gel Extensions", "Stiletto", "Coffin", "Almond"]),
  item("Acrylic full set", "Extensions", [60, 80], 90, "Sculpted acrylic, any shape.", ["Acrylic", "Stiletto", "Coffin", "Almond"]),
  item("Acrylic fill", "Extensions", [40, 50], 60, "For sets up to three weeks old.", ["Acrylic"]),
  item("Dip powder manicure", "Manicure", [45, 55], 60, "Durable color without UV light.", ["Dip Powder"]),
  item("Hand-painted nail art set", "Nail art", [55, 80], 90, "Gel manicure with art on every nail; priced by detail.", ["Nail Art"]),
  item("Glitter or chrome set", "Nail art", [55, null], 60, "Gel manicure with a glitter or chrome finish.", ["Glitter"]),
  item("Spa pedicure", "Pedicure", [50, null], 60, "Soak, scrub, massage and polish."),
  item("Gel removal", "Removal", [15, null], 20, "Gentle soak-off, no drilling into the nail."),
];

/** Cities priced above or below a mid-priced city (1). */
const METRO_FACTOR: Readonly<Record<string, number>> = {
  "New York, NY": 1.35,
  "Brooklyn, NY": 1.3,
  "San Francisco, CA": 1.35,
  "Los Angeles, CA": 1.3,
  "Jersey City, NJ": 1.2,
  "Boston, MA": 1.2,
  "Seattle, WA": 1.2,
  "Honolulu, HI": 1.2,
  "Miami, FL": 1.15,
  "San Diego, CA": 1.15,
  "Chicago, IL": 1.1,
  "St. Louis, MO": 0.85,
  "Detroit, MI": 0.85,
  "Columbus, OH": 0.9,
  "New Orleans, LA": 0.9,
};

/** Whole dollars, on the 5s a salon prices by. */
const salonPrice = (dollars: number) => Math.max(5, Math.round(dollars / 5) * 5);

/** A demo artist's menu: what their styles say they do, priced for their city. */
export function planServices(
  index: number,
  place: { city: string; state: string },
  styles: readonly Style[],
): Service[] {
  // A sequence of its own: the rest of the plan's draws stay as they were.
  const random = seededRandom(9000 + index);
  const factor = (METRO_FACTOR[`${place.city}, ${place.state}`] ?? 1) * (0.9 + random() * 0.2);
  const theirs = MENU.filter((item) => !item.styles || item.styles.some((s) => styles.includes(s)));
  const special = theirs.filter((item) => item.styles).sort(() => random() - 0.5);
  // Not every studio does the basics: about half offer them, so prices spread (an extensions
  // studio starts at its full set) and the price filter tells studios apart.
  const basics = random() < 0.5 ? theirs.filter((item) => !item.styles) : [];
  const count = 3 + Math.floor(random() * 6);
  const chosen = [...special, ...basics.sort(() => random() - 0.5)].slice(0, count);
  // A studio with few specialties still lists three services: its dearest basics.
  if (chosen.length < 3) {
    const more = MENU.filter((item) => !item.styles && !chosen.includes(item));
    chosen.push(...more.sort((a, b) => b.dollars[0] - a.dollars[0]).slice(0, 3 - chosen.length));
  }
  return chosen.map(({ name, category, dollars: [from, upTo], minutes, description }) => {
    const price = salonPrice(from * factor);
    const top = upTo === null ? null : Math.max(price + 5, salonPrice(upTo * factor));
    return {
      name,
      category,
      priceCents: price * 100,
      upToCents: top === null ? null : top * 100,
      minutes,
      description,
    };
  });
}
