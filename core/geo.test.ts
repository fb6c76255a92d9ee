import { describe, expect, it } from "vitest";
import {
  NEAR_MESSAGES,
  boundingBox,
  distanceMiles,
  formatMiles,
  parseNear,
  type Point,
} from "./geo";

const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const LOS_ANGELES = { lat: 34.0522, lng: -118.2437 };
const AUSTIN = { lat: 30.2672, lng: -97.7431 };

describe("distanceMiles", () => {
  it("measures known distances within 1 %", () => {
    expect(distanceMiles(NEW_YORK, LOS_ANGELES)).toBeCloseTo(2445, -1.5);
    expect(Math.abs(distanceMiles(NEW_YORK, LOS_ANGELES) - 2445) / 2445).toBeLessThan(0.01);
    expect(distanceMiles(AUSTIN, AUSTIN)).toBe(0);
    expect(distanceMiles(AUSTIN, NEW_YORK)).toBeCloseTo(distanceMiles(NEW_YORK, AUSTIN), 9);
  });
});

describe("boundingBox", () => {
  it.each([AUSTIN, NEW_YORK, { lat: 64.84, lng: -147.72 }, { lat: 21.3, lng: -157.85 }])(
    "holds every point at the radius around %j",
    (center: Point) => {
      for (const miles of [10, 25, 100]) {
        const box = boundingBox(center, miles);
        for (let bearing = 0; bearing < 360; bearing += 15) {
          // A point `miles` away along `bearing` (flat-earth step, then checked exactly).
          const step = (rad: number) => (miles / 3958.8) * (180 / Math.PI) * rad;
          const b = (bearing * Math.PI) / 180;
          const point = {
            lat: center.lat + step(Math.cos(b)),
            lng: center.lng + step(Math.sin(b)) / Math.cos((center.lat * Math.PI) / 180),
          };
          if (distanceMiles(center, point) > miles) continue;
          expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
          expect(point.lat).toBeLessThanOrEqual(box.maxLat);
          expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
          expect(point.lng).toBeLessThanOrEqual(box.maxLng);
        }
      }
    },
  );

  it("stays finite at the pole", () => {
    expect(Object.values(boundingBox({ lat: 90, lng: 0 }, 25)).every(Number.isFinite)).toBe(true);
  });
});

describe("formatMiles", () => {
  it.each([
    [0.04, "0.0 mi"],
    [0.44, "0.4 mi"],
    [3.24, "3.2 mi"],
    [9.94, "9.9 mi"],
    [12.4, "12 mi"],
    [99.6, "100 mi"],
  ])("%f → %s", (miles, text) => expect(formatMiles(miles)).toBe(text));
});

describe("parseNear", () => {
  it.each([
    ["78701", { kind: "zip", zip: "78701" }],
    [" 78701-1234 ", { kind: "zip", zip: "78701" }],
    ["Austin", { kind: "city", city: "Austin" }],
    ["Austin, TX", { kind: "city", city: "Austin", state: "TX" }],
    ["portland,  oregon", { kind: "city", city: "portland", state: "OR" }],
    ["St. Louis, mo", { kind: "city", city: "St. Louis", state: "MO" }],
    ["30.2672,-97.7431", { kind: "coords", point: AUSTIN }],
    ["61.2181, -149.9003", { kind: "coords", point: { lat: 61.2181, lng: -149.9003 } }],
  ])("reads %j", (input, expected) => expect(parseNear(input)).toEqual(expected));

  it.each([
    ["Atlantis, Narnia", NEAR_MESSAGES.unknownState("Narnia")],
    ["12345678", NEAR_MESSAGES.unknownPlace("12345678")],
    ["51.5074,-0.1278", NEAR_MESSAGES.outsideUs],
    [", TX", NEAR_MESSAGES.unknownPlace(", TX")],
    ["x".repeat(500), NEAR_MESSAGES.tooLong],
    ["!!!", NEAR_MESSAGES.unknownPlace("!!!")],
  ])("refuses %j with a message", (input, message) =>
    expect(parseNear(input)).toEqual({ error: message }),
  );

  it("ignores control characters, NUL included", () => {
    expect(parseNear("787\u000001")).toEqual({ kind: "zip", zip: "78701" });
    expect(parseNear("Aus\u0000tin")).toEqual({ kind: "city", city: "Austin" });
  });
});
