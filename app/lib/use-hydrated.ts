import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating, true from then on (no extra effect render). */
export function useHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
