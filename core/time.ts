// Times as a person says them ("2 hours ago"), from an instant and the moment of reading.

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["week", 7 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * "just now", "5 minutes ago", "2 hours ago", "yesterday", "3 weeks ago". `now` is passed in
 * (the server's, with the page) so the server's and the browser's renders say the same.
 */
export function timeAgo(at: string | Date, now: string | Date, locale = "en-US"): string {
  const seconds = Math.round((new Date(now).getTime() - new Date(at).getTime()) / 1000);
  if (seconds < 60) return "just now";
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}
