/** The locations page's words (the product specification's, where it gives them). */
export const LOCATIONS_TEXT = {
  title: "Artist Locations",
  subtitle: "Click to view the artists in your state!",
  description: "See where our nail artists work: a map of the US states with artists in each.",
  listHeading: "Artists by state",
  noArtistsIn: "No artists yet in",
  /** Said when a state without artists on the map is clicked or pressed. */
  noArtistsInState: (state: string) => `No artists in ${state} yet.`,
} as const;

export const LEGEND = {
  with: "States with artists",
  without: "States without artists",
} as const;

/** "No artists", "1 artist", "5 artists". */
export function artistCountText(count: number): string {
  if (count === 0) return "No artists";
  return count === 1 ? "1 artist" : `${count} artists`;
}
