import { plainText } from "./text";
import { stateCode } from "./us-locations";

// Distances for "near me" search: points, miles, the radii offered, and reading what a person
// typed into the Near field. Pure, so the page and the server read a place the same way.

export interface Point {
  lat: number;
  lng: number;
}

/** Mean radius of the Earth in miles. */
export const EARTH_RADIUS_MILES = 3958.8;

export const RADIUS_MILES = [10, 25, 50, 100] as const;
export type RadiusMiles = (typeof RADIUS_MILES)[number];
export const DEFAULT_RADIUS_MILES: RadiusMiles = 25;

/** What the Near field accepts: "78701", "Austin", "Austin, TX", "Portland, Oregon", or coordinates. */
export const NEAR_MAX_LENGTH = 100;

export const NEAR_MESSAGES = {
  unknownZip: (zip: string) => `We couldn't find ZIP code ${zip}. Check it, or try a city.`,
  unknownPlace: (place: string) =>
    `We couldn't find “${place}”. Try a city and state, like “Austin, TX”, or a ZIP code.`,
  unknownState: (state: string) =>
    `“${state}” is not a US state. Try a city and state, like “Austin, TX”.`,
  tooLong: `Enter a ZIP code or a city (at most ${NEAR_MAX_LENGTH} characters).`,
  outsideUs: "That location is outside the US, where NailMatch is available.",
  geolocationDenied:
    "We can't use your location: your browser did not allow it. Enter a ZIP code or a city instead.",
  geolocationUnavailable: "Your location is not available right now. Enter a ZIP code or a city.",
} as const;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitude/longitude box holding every point within `miles` of `center`: a cheap, indexable
 * first cut before the exact distance.
 */
export function boundingBox(center: Point, miles: number) {
  const latDelta = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  // Longitude degrees shrink towards the poles; clamp the cosine so the box stays finite.
  const lngDelta = latDelta / Math.max(Math.cos(radians(center.lat)), 0.01);
  return {
    minLat: center.lat - latDelta,
    maxLat: center.lat + latDelta,
    minLng: center.lng - lngDelta,
    maxLng: center.lng + lngDelta,
  };
}

/** "0.4 mi", "3.2 mi", "12 mi": a decimal under 10 miles, whole miles from there. */
export function formatMiles(miles: number): string {
  return miles < 10 ? `${(Math.round(miles * 10) / 10).toFixed(1)} mi` : `${Math.round(miles)} mi`;
}

/** Whether a point lies in the US's broad area: the lower 48, Alaska, Hawaii and the territories. */
export function isInUsArea({ lat, lng }: Point): boolean {
  return lat >= 13 && lat <= 72 && lng >= -180 && lng <= -64;
}

export type NearQuery =
  | { kind: "zip"; zip: string }
  | { kind: "coords"; point: Point }
  | { kind: "city"; city: string; state?: string }
  | { error: string };

const ZIP = /^(\d{5})(?:-\d{4})?$/;
/** "30.2672,-97.7431": what the page sends for the browser's location. */
const COORDINATES = /^(-?\d{1,3}(?:\.\d{1,6})?),\s*(-?\d{1,3}(?:\.\d{1,6})?)$/;

/** What a Near value asks for, or why it cannot be read. */
export function parseNear(input: string): NearQuery {
  // Control characters (a NUL included) never belong in a place name.
  const text = plainText(input);
  if (text.length > NEAR_MAX_LENGTH) return { error: NEAR_MESSAGES.tooLong };
  const zip = ZIP.exec(text);
  if (zip) return { kind: "zip", zip: zip[1]! };
  const coordinates = COORDINATES.exec(text);
  if (coordinates) {
    const point = { lat: Number(coordinates[1]), lng: Number(coordinates[2]) };
    return isInUsArea(point) ? { kind: "coords", point } : { error: NEAR_MESSAGES.outsideUs };
  }
  if (!/\p{L}/u.test(text)) return { error: NEAR_MESSAGES.unknownPlace(text) };
  const comma = text.lastIndexOf(",");
  if (comma < 0) return { kind: "city", city: text };
  const city = text.slice(0, comma).trim();
  const stateText = text.slice(comma + 1).trim();
  const state = stateCode(stateText);
  if (!state) return { error: NEAR_MESSAGES.unknownState(stateText) };
  return city ? { kind: "city", city, state } : { error: NEAR_MESSAGES.unknownPlace(text) };
}
