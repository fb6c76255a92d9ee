// The product's catalogue and business constants. Each is written once, here.

export const STYLES = [
  "French Tips",
  "Gel Extensions",
  "Nail Art",
  "Ombre",
  "Glitter",
  "Acrylic",
  "Dip Powder",
  "Stiletto",
  "Coffin",
  "Almond",
] as const;
export type Style = (typeof STYLES)[number];

export const COLORS = [
  "Red",
  "Pink",
  "Purple",
  "Blue",
  "Green",
  "Yellow",
  "Orange",
  "Black",
  "White",
  "Gold",
  "Silver",
  "Neon",
  "Pastel",
] as const;
export type Color = (typeof COLORS)[number];

/** Swatches shown beside colour names (and used by the demo-image generator). */
export const COLOR_SWATCHES: Record<Color, string> = {
  Red: "#d7263d",
  Pink: "#f06292",
  Purple: "#8e44ad",
  Blue: "#2f6fdb",
  Green: "#2e9e5b",
  Yellow: "#f7c948",
  Orange: "#f28c28",
  Black: "#1d1a1f",
  White: "#f7f5f2",
  Gold: "#c9a227",
  Silver: "#b9bec7",
  Neon: "#39ff14",
  Pastel: "#c8b6ff",
};

/** The popular locations offered as a one-click filter, with the state each one means. */
export const POPULAR_LOCATIONS = [
  { city: "New York", state: "NY" },
  { city: "Los Angeles", state: "CA" },
  { city: "Chicago", state: "IL" },
  { city: "Miami", state: "FL" },
  { city: "Seattle", state: "WA" },
  { city: "Austin", state: "TX" },
  { city: "Denver", state: "CO" },
  { city: "Boston", state: "MA" },
  { city: "San Francisco", state: "CA" },
  { city: "Portland", state: "OR" },
] as const;

/**
 * Profile background colors: their names and stored values (Tailwind class names, kept as the
 * stored value), with the colour each one paints.
 */
export const BACKGROUND_COLORS = [
  { name: "White", value: "bg-white", hex: "#ffffff" },
  { name: "Soft Pink", value: "bg-pink-100", hex: "#fce7f3" },
  { name: "Lavender", value: "bg-purple-100", hex: "#f3e8ff" },
  { name: "Mint Green", value: "bg-green-100", hex: "#dcfce7" },
  { name: "Sky Blue", value: "bg-blue-100", hex: "#dbeafe" },
  { name: "Peach", value: "bg-orange-100", hex: "#ffedd5" },
  { name: "Lemon", value: "bg-yellow-100", hex: "#fef9c3" },
  { name: "Rose", value: "bg-rose-100", hex: "#ffe4e6" },
  { name: "Teal", value: "bg-teal-100", hex: "#ccfbf1" },
  { name: "Coral", value: "bg-red-100", hex: "#fee2e2" },
  { name: "Lilac", value: "bg-violet-100", hex: "#ede9fe" },
] as const;
export type BackgroundColor = (typeof BACKGROUND_COLORS)[number]["value"];

/** The wizard starts on White; elsewhere a missing color shows as Soft Pink. */
export const WIZARD_DEFAULT_BACKGROUND: BackgroundColor = "bg-white";
export const DEFAULT_BACKGROUND: BackgroundColor = "bg-pink-100";

export function backgroundHex(value: string | null | undefined): string {
  const found = BACKGROUND_COLORS.find((color) => color.value === value);
  return (found ?? BACKGROUND_COLORS.find((color) => color.value === DEFAULT_BACKGROUND)!).hex;
}

/** Portfolio size: 3 photos to continue the wizard, 5 to 15 to publish. */
export const PORTFOLIO = {
  /** The wizard's portfolio step continues with this many photos. */
  minToContinue: 3,
  minToPublish: 5,
  max: 15,
  /** Photos shown on the dashboard before '+N more'. */
  dashboardPreview: 6,
} as const;

/** How long the 'published' toast shows before the artists page opens. */
export const PUBLISH_REDIRECT_DELAY_MS = 2000;
