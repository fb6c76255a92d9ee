// Favorites: the words a client reads, written once (spec §2 Favorites, §8 toasts).

export { FAVORITES_PATH } from "./site-nav";

/** What the heart's form asks the /favorites action (its only intent). */
export const FAVORITE_INTENTS = { toggle: "favorite" } as const;

/** The heart's form fields (app/components/artist/favorite-button.tsx and the /favorites action). */
export const FAVORITE_FIELDS = {
  intent: "intent",
  artistId: "artistId",
  saved: "saved",
  /** Where a page-load post (before hydration, or without JavaScript) goes back to. */
  returnTo: "returnTo",
} as const;

export const FAVORITE_MESSAGES = {
  added: "Added to favorites",
  removed: "Removed from favorites",
  failed: "Couldn't update your favorites. Please try again.",
  emptyTitle: "No favorites yet",
  emptyText: "Save artists you love and they’ll be waiting here.",
  noMatchTitle: "No favorites match your search",
  noMatchText: "Try adjusting your search terms",
} as const;

/** "1 artist saved", "12 artists saved". */
export const savedText = (count: number) =>
  count === 1 ? "1 artist saved" : `${count.toLocaleString("en-US")} artists saved`;

/** The heart's name for assistive technology: which artist, and what pressing does. */
export const favoriteLabel = (displayName: string) => `Save ${displayName} to favorites`;

/** The favorites search box's parameter and its longest accepted value. */
export const FAVORITES_SEARCH = { param: "q", maxLength: 100 } as const;

/** The favorites the client dashboard previews, and the activity it lists. */
export const DASHBOARD_FAVORITES = 3;
export const DASHBOARD_ACTIVITY = 6;

/** A profile opened again within this time is not a new view. */
export const VIEW_DEDUP_MINUTES = 10;
/** Views kept per client (older ones are forgotten). */
export const VIEWS_KEPT = 50;
