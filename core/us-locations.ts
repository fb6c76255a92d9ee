/** The 50 US states (USPS codes), alphabetical by name: the choices forms offer. */
export const US_STATES = [
  { code: "AL", name: "Alabama" },
  { code: "AK", name: "Alaska" },
  { code: "AZ", name: "Arizona" },
  { code: "AR", name: "Arkansas" },
  { code: "CA", name: "California" },
  { code: "CO", name: "Colorado" },
  { code: "CT", name: "Connecticut" },
  { code: "DE", name: "Delaware" },
  { code: "FL", name: "Florida" },
  { code: "GA", name: "Georgia" },
  { code: "HI", name: "Hawaii" },
  { code: "ID", name: "Idaho" },
  { code: "IL", name: "Illinois" },
  { code: "IN", name: "Indiana" },
  { code: "IA", name: "Iowa" },
  { code: "KS", name: "Kansas" },
  { code: "KY", name: "Kentucky" },
  { code: "LA", name: "Louisiana" },
  { code: "ME", name: "Maine" },
  { code: "MD", name: "Maryland" },
  { code: "MA", name: "Massachusetts" },
  { code: "MI", name: "Michigan" },
  { code: "MN", name: "Minnesota" },
  { code: "MS", name: "Mississippi" },
  { code: "MO", name: "Missouri" },
  { code: "MT", name: "Montana" },
  { code: "NE", name: "Nebraska" },
  { code: "NV", name: "Nevada" },
  { code: "NH", name: "New Hampshire" },
  { code: "NJ", name: "New Jersey" },
  { code: "NM", name: "New Mexico" },
  { code: "NY", name: "New York" },
  { code: "NC", name: "North Carolina" },
  { code: "ND", name: "North Dakota" },
  { code: "OH", name: "Ohio" },
  { code: "OK", name: "Oklahoma" },
  { code: "OR", name: "Oregon" },
  { code: "PA", name: "Pennsylvania" },
  { code: "RI", name: "Rhode Island" },
  { code: "SC", name: "South Carolina" },
  { code: "SD", name: "South Dakota" },
  { code: "TN", name: "Tennessee" },
  { code: "TX", name: "Texas" },
  { code: "UT", name: "Utah" },
  { code: "VT", name: "Vermont" },
  { code: "VA", name: "Virginia" },
  { code: "WA", name: "Washington" },
  { code: "WV", name: "West Virginia" },
  { code: "WI", name: "Wisconsin" },
  { code: "WY", name: "Wyoming" },
] as const;

/** A USPS code of one of the 50 states. */
export type StateCode = (typeof US_STATES)[number]["code"];

/** Washington, D.C.: not a state, so not in forms, but shown on a states map. */
export const DISTRICT_OF_COLUMBIA = { code: "DC", name: "District of Columbia" } as const;

const PLACES: readonly { readonly code: string; readonly name: string }[] = [
  ...US_STATES,
  DISTRICT_OF_COLUMBIA,
];
const NAME_BY_CODE = new Map(PLACES.map((place) => [place.code, place.name]));
const CODE_BY_LOWER_NAME = new Map(PLACES.map((place) => [place.name.toLowerCase(), place.code]));
const STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map((state) => state.code));

/** The full name for a state or "DC" code (any case), or undefined. */
export function stateName(code: string): string | undefined {
  return NAME_BY_CODE.get(code.trim().toUpperCase());
}

/** The code for a state's (or DC's) full name or code, any case and trimmed, or undefined. */
export function stateCode(nameOrCode: string): string | undefined {
  const value = nameOrCode.trim();
  const code = value.toUpperCase();
  return NAME_BY_CODE.has(code) ? code : CODE_BY_LOWER_NAME.get(value.toLowerCase());
}

/** Whether `value` is exactly one of the 50 state codes (upper case; not "DC"). */
export function isStateCode(value: string): value is StateCode {
  return STATE_CODES.has(value);
}

/**
 * Where someone works, as pages show it: "Austin, Texas" (the state's full name), else the
 * free-text location, else "".
 */
export function placeLabel(place: {
  city: string | null;
  state: string | null;
  location?: string;
}): string {
  const state = place.state && stateName(place.state);
  if (place.city && state) return `${place.city}, ${state}`;
  return place.location ?? "";
}
