import type { PreferredTime } from "./requests";

// Appointment times (decision 0030): days and wall-clock times in an artist's time zone, the zone
// of each US state, and how an appointment or a preferred time reads.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** YYYY-MM-DD of an instant in a time zone. */
export function dayIn(zone: string, at: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}

/** The wall-clock time ("YYYY-MM-DDTHH:MM", a datetime-local value) of an instant in a time zone. */
export function wallClockIn(zone: string, at: Date | string): string {
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(at));
  return `${dayIn(zone, new Date(at))}T${time}`;
}

export const isCalendarDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The instant a wall-clock time ("YYYY-MM-DDTHH:MM") is in a time zone, or null when it is no
 * time at all. (The offset is the zone's at that moment; a time skipped by daylight saving moves
 * by the hour skipped.)
 */
export function instantIn(zone: string, local: string): Date | null {
  if (!MINUTE.test(local) || !isCalendarDay(local.slice(0, 10))) return null;
  const [hours, minutes] = local.slice(11).split(":").map(Number) as [number, number];
  if (hours > 23 || minutes > 59) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(new Date(instant));
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    const wall = Date.UTC(
      part("year"),
      part("month") - 1,
      part("day"),
      part("hour"),
      part("minute"),
    );
    return wall - instant;
  };
  const guess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(guess));
}

/**
 * Each state's main time zone (a state spanning two is given its most populous one's): preferred
 * dates and appointments are in the artist's local time.
 */
export const STATE_TIME_ZONES: Record<string, string> = {
  AL: "America/Chicago",
  AK: "America/Anchorage",
  AZ: "America/Phoenix",
  AR: "America/Chicago",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  DE: "America/New_York",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  ID: "America/Boise",
  IL: "America/Chicago",
  IN: "America/Indiana/Indianapolis",
  IA: "America/Chicago",
  KS: "America/Chicago",
  KY: "America/New_York",
  LA: "America/Chicago",
  ME: "America/New_York",
  MD: "America/New_York",
  MA: "America/New_York",
  MI: "America/Detroit",
  MN: "America/Chicago",
  MS: "America/Chicago",
  MO: "America/Chicago",
  MT: "America/Denver",
  NE: "America/Chicago",
  NV: "America/Los_Angeles",
  NH: "America/New_York",
  NJ: "America/New_York",
  NM: "America/Denver",
  NY: "America/New_York",
  NC: "America/New_York",
  ND: "America/Chicago",
  OH: "America/New_York",
  OK: "America/Chicago",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  RI: "America/New_York",
  SC: "America/New_York",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  VT: "America/New_York",
  VA: "America/New_York",
  WA: "America/Los_Angeles",
  WV: "America/New_York",
  WI: "America/Chicago",
  WY: "America/Denver",
};
/** Where no state is known. */
export const DEFAULT_TIME_ZONE = "America/New_York";

export const timeZoneOf = (state: string | null | undefined) =>
  (state && STATE_TIME_ZONES[state]) || DEFAULT_TIME_ZONE;

/** The zone in words: "Central Time", "Pacific Time". */
export function zoneName(zone: string, at = new Date()): string {
  const long = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "long" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return (long ?? zone).replace(/ (Standard|Daylight) /, " ");
}

/** An appointment as either side reads it: "Thu, Dec 3, 2:30 PM Central Time", or with its end. */
export function formatAppointment(at: Date | string, zone: string, minutes = 0): string {
  const when = new Date(at);
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  });
  // With the chosen services' time, its end too: "Tue, Dec 8, 2:00 – 3:30 PM". Node's ICU puts
  // thin and narrow spaces in a range where browsers put plain ones: plain ones on both sides,
  // so the page hydrates with the text the server wrote.
  const text =
    minutes > 0
      ? format
          .formatRange(when, new Date(when.getTime() + minutes * 60_000))
          .replace(/[\u2009\u202f]/g, " ")
      : format.format(when);
  return `${text} ${zoneName(zone, when)}`;
}

/** A preferred date: "Thu, Dec 3, morning". */
export function formatPreferredTime({ date, timeOfDay }: PreferredTime): string {
  const day = new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(new Date(`${date}T12:00:00Z`));
  return `${day}, ${timeOfDay}`;
}
