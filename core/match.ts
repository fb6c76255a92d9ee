import type { Color, Style } from "./catalogue";

// The style match: what the dialog sends, what it gets back, the spec's score and its words.
// The server computes the analysis (server/match); the dialog and the tests read this contract.

export const MATCH_ENDPOINT = "/api/match";
/** The style match as a page: the openers' link before the page has hydrated (or without it). */
export const MATCH_PAGE = "/match";

export const MATCH = {
  /** Matching artists shown in the dialog. */
  maxArtists: 5,
  /** Artists scoring this or below are dropped (the spec's cut). */
  minScore: 0.3,
  /** Styles reported as detected, strongest first. */
  maxStyles: 3,
  /** Polish colors reported, most of the polish first. */
  maxColors: 3,
  /** Analyses per address per minute (each costs a decode and a network pass). */
  perMinute: 10,
} as const;

export const MATCH_MESSAGES = {
  complete: "AI analysis complete!",
  failed: "Analysis failed. Please try again.",
  unavailable: "The style match is unavailable right now. Please browse artists instead.",
  tooMany: "Too many analyses in a short time. Please wait a minute and try again.",
  /** Several files chosen at once where the match reads one. */
  onePhoto: "Please choose one photo.",
  /** Said with a result while portfolio photos are still being indexed. */
  indexing: ({ done, total }: { done: number; total: number }) =>
    `We're still reading our artists' photos (${done} of ${total}), so this match may miss some of their work.`,
  /** A "View All Matches" link opened after its ranking was dropped (a day later). */
  rankingExpired: "This match's ranking has expired, so the artists are listed newest first.",
  /** The dialog's code could not be fetched (offline, or a new release replaced it). */
  loadFailed: "The style match could not be opened. Please check your connection and try again.",
} as const;

/**
 * What the result says when it has no matches to show, or is unsure of its reading: headings and
 * the line under each (the headings are the words tests and people look for).
 */
export const MATCH_VERDICTS = {
  notNails: {
    heading: "This doesn't look like a photo of nails",
    hint: "Try a close-up of painted nails, in good light.",
  },
  noArtist: {
    heading: "No artist here does this look yet",
    hint: "These are the nearest looks our artists have made.",
  },
  uncertain: {
    heading: "We're not sure this photo shows nails",
    hint: "Here is our best reading of it.",
  },
} as const;

/** The words the dialog and the /match page share. */
export const MATCH_COPY = {
  title: "AI Style Match",
  intro: "Share a photo of nails you love and we'll find artists who create that look.",
  dropTitle: "Upload a photo of nails you love",
  dropHint: "Drag and drop it here, or click to choose.",
  dropHintTouch: "Tap to choose a photo.",
  choose: "Choose Photo",
  analyze: "Analyze with AI",
  analyzing: "Analyzing...",
  viewAll: "View All Matches",
  tryAnother: "Try Another Photo",
  tryAgain: "Match your photo again",
} as const;

/** What one portfolio photo shows: suggested by the analysis, confirmed or edited by its artist. */
export interface PhotoTags {
  styles: Style[];
  colors: Color[];
}

export interface DetectedColor {
  name: Color;
  /** The polish's own average color in this cluster, for a swatch. */
  hex: string;
  /** Share of the polish pixels, 0–1. */
  share: number;
}

export interface MatchedArtist {
  id: string;
  displayName: string;
  /** "City, State" or the artist's location text. */
  place: string;
  /** The spec's score, 0–1. */
  matchScore: number;
  matchingStyles: Style[];
  /** The artist's portfolio photo most similar to the inspiration. */
  thumbnail: { src: string; alt: string } | null;
  /** The lowest price of the artist's services in cents ("From $45"); null when they list none. */
  fromPriceCents: number | null;
}

/**
 * How the match took the photo: a photo of nails, one it is unsure of (analysed all the same),
 * or not a photo of nails (no styles, colors or artists).
 */
export type MatchPresence = "nails" | "uncertain" | "not nails";

/** The spec's AI analysis result, computed from the photo. */
export interface StyleAnalysis {
  presence: MatchPresence;
  /**
   * 0–1: how sure the reading of the styles is, as the share of the styles named for such a
   * photo that it really shows (not how close any artist is: that is each artist's match).
   */
  confidence: number;
  detectedStyles: Style[];
  colors: DetectedColor[];
  /**
   * Up to five artists, best match first: those scoring above the spec's cut, or, when none does
   * (`lookFound` false), the nearest looks anyway.
   */
  artists: MatchedArtist[];
  /** Whether some artist's work matches the look (scores above the spec's cut). */
  lookFound: boolean;
  /** The ranked list of every scored artist behind "View All Matches" (a short-lived id). */
  ranking: string | null;
  /** While portfolio photos are still being indexed (after a first start): how far it has got. */
  indexing: { done: number; total: number } | null;
  /** The spec's `features`: the photo's descriptor, 512 numbers (server/match/descriptors.ts). */
  features: number[];
  /** ISO 8601. */
  timestamp: string;
}

export type MatchResponse = { analysis: StyleAnalysis } | { error: { message: string } };

/** GET on the endpoint: whether the match can run here (it needs pgvector). */
export interface MatchStatus {
  available: boolean;
}

const overlaps = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x.includes(y) || y.includes(x);
};

/**
 * The spec's match score: 0.8 × the share of detected styles overlapping one of the artist's
 * styles (partial, case-insensitive) + 0.2 × the share matched exactly, capped at 1.
 */
export function matchScore(
  detected: readonly string[],
  artistStyles: readonly string[],
): { score: number; matching: string[] } {
  if (detected.length === 0) return { score: 0, matching: [] };
  const matching = detected.filter((style) => artistStyles.some((own) => overlaps(style, own)));
  const exact = detected.filter((style) => artistStyles.includes(style));
  const score = 0.8 * (matching.length / detected.length) + 0.2 * (exact.length / detected.length);
  return { score: Math.min(1, score), matching };
}

/** A fraction as a whole percentage: 0.834 → "83%". */
export const percent = (fraction: number) => `${Math.round(fraction * 100)}%`;
/** "87% match". */
export const percentMatch = (score: number) => `${percent(score)} match`;

/**
 * How an artist's match score is made (decisions 0029, 0041): closeness of their work, then
 * agreement. Colors weigh as much as styles: a client who shows red nails expects the first artist
 * to wear red (with colors at 0.1, the first artist wore a color the picture shows on 42 % of
 * pictures from a generator the index was not drawn from).
 */
export const SCORE_WEIGHTS = { closeness: 0.4, styles: 0.3, colors: 0.3 } as const;
/**
 * How much each detected color counts in color agreement, in the order detected: the main color
 * half, as a client reads a photo by its main color more than by its tips or accents.
 */
export const COLOR_RANK_WEIGHTS = [3, 2, 1] as const;
/**
 * Closeness is relative to the closest work indexed: an artist whose closest photo is as near as
 * the nearest of all gets 1, and it falls as their closest photo is less similar (cosine), as the
 * mean of two linear falls (decision 0029): a steep one to 0 over 0.02, so that the owner of the
 * nearest photo comes first even when another artist's is almost as near (a re-encoded own photo
 * is often within 0.01 of another artist's work); and a gentle one over the nearest photos'
 * spread, so that the other close artists are still listed.
 */
export const CLOSENESS_SPANS = [0.02, 0.15] as const;

/**
 * An artist's match score, 0–1: how close their closest portfolio photo is to the inspiration
 * (`similarity`, absent when none of their photos is near) beside the closest of all (`best`),
 * the spec's style score, and how much of the detected colors they wear (the main color most:
 * COLOR_RANK_WEIGHTS).
 */
export function artistMatchScore(look: {
  similarity: number | undefined;
  best: number;
  detectedStyles: readonly string[];
  artistStyles: readonly string[];
  detectedColors: readonly string[];
  artistColors: readonly string[];
}): { score: number; matching: string[] } {
  const { score: styles, matching } = matchScore(look.detectedStyles, look.artistStyles);
  const ranks = COLOR_RANK_WEIGHTS.slice(0, look.detectedColors.length);
  const worn = ranks.filter((_, i) => look.artistColors.includes(look.detectedColors[i]!));
  const sum = (weights: readonly number[]) => weights.reduce((total, w) => total + w, 0);
  const colors = ranks.length ? sum(worn) / sum(ranks) : 0;
  const similarity = look.similarity;
  const closeness =
    similarity === undefined
      ? 0
      : CLOSENESS_SPANS.reduce(
          (sum, span) => sum + Math.min(1, Math.max(0, 1 - (look.best - similarity) / span)),
          0,
        ) / CLOSENESS_SPANS.length;
  return {
    score:
      SCORE_WEIGHTS.closeness * closeness +
      SCORE_WEIGHTS.styles * styles +
      SCORE_WEIGHTS.colors * colors,
    matching,
  };
}
