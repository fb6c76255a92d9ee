import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * A date in the reader's own locale and time zone. The server, which knows neither, renders it in
 * US English and UTC; the browser re-renders it in place after hydration.
 */
export function LocalDate({ iso, options }: { iso: string; options: Intl.DateTimeFormatOptions }) {
  const date = new Date(iso);
  const text = useSyncExternalStore(
    subscribe,
    () => date.toLocaleDateString(undefined, options),
    () => date.toLocaleDateString("en-US", { ...options, timeZone: "UTC" }),
  );
  return <time dateTime={iso}>{text}</time>;
}
