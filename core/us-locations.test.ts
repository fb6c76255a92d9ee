import { POPULAR_LOCATIONS } from "./catalogue";
import { describe, expect, it } from "vitest";
import { DISTRICT_OF_COLUMBIA, US_STATES, isStateCode, stateCode, stateName } from "./us-locations";
import { CITIES_BY_STATE, DISTRICT_CITIES, citiesOf, isCityOf } from "./us-cities";

const BIG_STATES = [
  "CA",
  "TX",
  "FL",
  "NY",
  "PA",
  "IL",
  "OH",
  "GA",
  "NC",
  "MI",
  "NJ",
  "VA",
  "WA",
  "AZ",
  "MA",
] as const;

function isSorted(list: readonly string[]): boolean {
  return list.every((item, i) => i === 0 || (list[i - 1] ?? "").localeCompare(item, "en-US") < 0);
}

describe("US_STATES", () => {
  it("lists exactly 50 states with unique two-letter codes and unique names", () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(50);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(50);
    for (const { code } of US_STATES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it("is alphabetical by name and leaves out DC", () => {
    expect(isSorted(US_STATES.map((s) => s.name))).toBe(true);
    expect(US_STATES.map((s) => s.code)).not.toContain(DISTRICT_OF_COLUMBIA.code);
  });
});

describe("stateName / stateCode", () => {
  it.each(US_STATES.map((s) => [s.code, s.name]))("%s ↔ %s", (code, name) => {
    expect(stateName(code)).toBe(name);
    expect(stateName(code.toLowerCase())).toBe(name);
    expect(stateCode(name)).toBe(code);
    expect(stateCode(name.toUpperCase())).toBe(code);
    expect(stateCode(` ${name.toLowerCase()} `)).toBe(code);
    expect(stateCode(code)).toBe(code);
    expect(stateCode(` ${code.toLowerCase()} `)).toBe(code);
  });

  it.each([
    ["texas", "TX"],
    [" TX ", "TX"],
    ["Texas", "TX"],
    ["district of columbia", "DC"],
    ["DC", "DC"],
    ["dc", "DC"],
    ["Narnia", undefined],
    ["XX", undefined],
    ["", undefined],
  ])("stateCode(%j) → %s", (input, expected) => {
    expect(stateCode(input)).toBe(expected);
  });

  it.each([
    ["DC", "District of Columbia"],
    ["dc", "District of Columbia"],
    ["tx", "Texas"],
    ["XX", undefined],
    ["Texas", undefined],
    ["", undefined],
  ])("stateName(%j) → %s", (input, expected) => {
    expect(stateName(input)).toBe(expected);
  });
});

describe("isStateCode", () => {
  it.each(US_STATES.map((s) => s.code))("%s is a state code", (code) => {
    expect(isStateCode(code)).toBe(true);
  });

  it.each(["DC", "tx", "XX", "", " TX"])("%j is not a state code", (value) => {
    expect(isStateCode(value)).toBe(false);
  });
});

describe("CITIES_BY_STATE", () => {
  it("has a list for every state and nothing else", () => {
    expect(Object.keys(CITIES_BY_STATE).sort()).toEqual(US_STATES.map((s) => s.code).sort());
  });

  it.each(US_STATES.map((s) => s.code))("%s: ≥ 12 cities, sorted, no duplicates", (code) => {
    const cities = CITIES_BY_STATE[code];
    expect(cities.length).toBeGreaterThanOrEqual(12);
    expect(new Set(cities).size).toBe(cities.length);
    expect(isSorted(cities)).toBe(true);
    for (const city of cities) expect(city).toBe(city.trim());
  });

  it.each(BIG_STATES)("%s has at least 40 cities", (code) => {
    expect(CITIES_BY_STATE[code].length).toBeGreaterThanOrEqual(40);
  });

  it.each(POPULAR_LOCATIONS)("$state lists the popular location $city", ({ state, city }) => {
    expect(CITIES_BY_STATE[state]).toContain(city);
  });

  it("lists both Portlands", () => {
    expect(CITIES_BY_STATE.OR).toContain("Portland");
    expect(CITIES_BY_STATE.ME).toContain("Portland");
  });
});

describe("citiesOf / isCityOf", () => {
  it("returns a state's list, DC's list, or nothing", () => {
    expect(citiesOf("TX")).toBe(CITIES_BY_STATE.TX);
    expect(citiesOf("tx")).toBe(CITIES_BY_STATE.TX);
    expect(citiesOf("DC")).toEqual(DISTRICT_CITIES);
    expect(citiesOf("ZZ")).toEqual([]);
    expect(citiesOf("")).toEqual([]);
  });

  it.each([
    ["TX", "Austin", true],
    ["CA", "Austin", false],
    ["OR", "Portland", true],
    ["ME", "Portland", true],
    ["DC", "Washington", true],
    ["WA", "Washington", false],
    ["TX", "austin", false],
    ["ZZ", "Austin", false],
  ] as const)("isCityOf(%s, %s) → %s", (code, city, expected) => {
    expect(isCityOf(code, city)).toBe(expected);
  });
});
