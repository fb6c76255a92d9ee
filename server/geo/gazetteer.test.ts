import { beforeAll, describe, expect, it } from "vitest";
import { NEAR_MESSAGES, distanceMiles } from "~/core/geo";
import { CITIES_BY_STATE, DISTRICT_CITIES } from "~/core/us-cities";
import { cityPoint, placeKey, resolveNear } from "./gazetteer";

const place = (input: string) => {
  const result = resolveNear(input);
  if (!result.ok) throw new Error(result.message);
  return result.place;
};

// The gazetteer reads its data on first use: seconds on a busy machine, not a test's time.
beforeAll(() => void resolveNear("10001"), 60_000);

describe("resolveNear", () => {
  it("finds a ZIP code's place", () => {
    const zip = place("10001");
    expect(zip.label).toBe("10001 (New York, NY)");
    expect(distanceMiles(zip, { lat: 40.75, lng: -73.997 })).toBeLessThan(2);
  });

  it("finds a city with its state, in any spelling", () => {
    expect(place("Austin, TX").label).toBe("Austin, TX");
    expect(distanceMiles(place("austin, texas"), { lat: 30.267, lng: -97.743 })).toBeLessThan(5);
    expect(place("Saint Louis, MO").label).toBe(place("St. Louis, MO").label);
  });

  it("takes the largest place of a name when no state is given", () => {
    // Portland, Oregon (650,000 people) over Portland, Maine (68,000).
    expect(place("Portland").label).toBe("Portland, OR");
    expect(place("Portland, ME").label).toBe("Portland, ME");
  });

  it("knows small real places (Atlantis is a town in Florida)", () => {
    expect(place("Atlantis").label).toBe("Atlantis, FL");
  });

  it("passes the browser's coordinates through", () => {
    expect(place("30.2672,-97.7431")).toEqual({
      lat: 30.2672,
      lng: -97.7431,
      label: "your location",
    });
  });

  it.each([
    ["00000", NEAR_MESSAGES.unknownZip("00000")],
    ["Narnia", NEAR_MESSAGES.unknownPlace("Narnia")],
    ["Atlantis, TX", NEAR_MESSAGES.unknownPlace("Atlantis, TX")],
    ["x".repeat(500), NEAR_MESSAGES.tooLong],
  ])("says clearly why %j is not found", (input, message) => {
    expect(resolveNear(input)).toEqual({ ok: false, message });
  });
});

describe("cityPoint", () => {
  it("knows every city the forms offer", () => {
    const missing: string[] = [];
    for (const [state, cities] of Object.entries({ ...CITIES_BY_STATE, DC: DISTRICT_CITIES })) {
      for (const city of cities) if (!cityPoint(state, city)) missing.push(`${city}, ${state}`);
    }
    expect(missing).toEqual([]);
  });

  it("places a city in its own state", () => {
    expect(distanceMiles(cityPoint("ME", "Portland")!, { lat: 43.66, lng: -70.26 })).toBeLessThan(
      5,
    );
    expect(distanceMiles(cityPoint("OR", "Portland")!, { lat: 45.52, lng: -122.68 })).toBeLessThan(
      5,
    );
  });
});

describe("placeKey", () => {
  it("equates spellings of one name", () => {
    expect(placeKey("St. Paul")).toBe(placeKey("Saint Paul"));
    expect(placeKey("Coeur d'Alene")).toBe(placeKey("Coeur D Alene"));
    expect(placeKey("Española")).toBe("espanola");
  });
});
