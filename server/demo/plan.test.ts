import { describe, expect, it } from "vitest";
import { serviceFields } from "~/core/artists/service-form";
import { serviceMenuSchema } from "~/core/artists/services";
import { DEMO_ARTIST_COUNT, planDemo } from "./seed";

describe("the demo plan", () => {
  it("gives every demo artist a name of their own", () => {
    const names = planDemo().artists.map((artist) => artist.displayName);
    expect(names).toHaveLength(DEMO_ARTIST_COUNT);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(DEMO_ARTIST_COUNT);
  });

  it("never shows the same review text twice on one profile", () => {
    const { artists } = planDemo();
    const reviewed = artists.filter((artist) => artist.reviews.length > 0);
    expect(reviewed.length).toBeGreaterThan(DEMO_ARTIST_COUNT / 2);
    for (const { displayName, reviews } of reviewed) {
      const texts = reviews.map((review) => review.text);
      expect(new Set(texts).size, displayName).toBe(texts.length);
    }
    // The busiest profiles still read as many voices.
    expect(Math.max(...reviewed.map((artist) => artist.reviews.length))).toBeGreaterThan(12);
  });

  it("gives every demo artist a profile picture of their own work, and a local phone", () => {
    const { artists } = planDemo();
    const codes = new Map<string, Set<string>>();
    for (const a of artists) {
      expect(a.pictures, a.displayName).toContain(a.profilePicture);
      if (!a.phone) continue;
      const place = `${a.city}, ${a.state}`;
      codes.set(place, (codes.get(place) ?? new Set()).add(a.phone.slice(1, 4)));
    }
    // One area code per city, and the city's own.
    for (const [place, seen] of codes) expect(seen.size, place).toBe(1);
    expect(codes.get("New York, NY")).toEqual(new Set(["212"]));
    expect(codes.get("Miami, FL")).toEqual(new Set(["305"]));
  });

  it("gives every demo artist a menu of 3 to 8 services, dearer on the coasts", () => {
    const { artists } = planDemo();
    for (const a of artists) {
      expect(
        serviceMenuSchema.safeParse(a.services.map(serviceFields)).success,
        a.displayName,
      ).toBe(true);
      expect(a.services.length, a.displayName).toBeGreaterThanOrEqual(3);
      expect(a.services.length, a.displayName).toBeLessThanOrEqual(8);
    }
    const gelManicure = (cities: string[]) => {
      const prices = artists
        .filter((a) => cities.includes(a.city))
        .flatMap((a) => a.services.filter((s) => s.name === "Gel manicure"))
        .map((s) => s.priceCents);
      expect(prices.length, cities.join()).toBeGreaterThan(0);
      return prices.reduce((sum, cents) => sum + cents, 0) / prices.length;
    };
    expect(gelManicure(["New York", "Los Angeles", "San Francisco"])).toBeGreaterThan(
      gelManicure(["St. Louis", "Detroit"]) * 1.3,
    );
  });
});
