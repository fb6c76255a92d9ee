import { z } from "zod";
import { COLORS, STYLES, type Color, type Style } from "../catalogue";
import type { PhotoTags } from "../match";
import { DASHBOARD_INTENTS } from "./dashboard-requests";

// Each portfolio photo's own styles and colors (decision 0026): suggested by the analysis,
// confirmed or edited by its artist. The rules, the form's fields and every word the artist reads
// about them, written once; the server and the pages both read them from here.

/** The most values one photo may carry (a photo shows a shape, a technique or two, a few colors). */
export const PHOTO_TAG_LIMITS = { styles: 5, colors: 5 } as const;

/** Where a photo's tags stand, as its artist's pages show them. */
export type PhotoTagState =
  /** No suggestion yet: the analysis has not looked at the photo. */
  | "pending"
  /** Suggested by the analysis (possibly nothing), not yet confirmed by the artist. */
  | "suggested"
  /** Confirmed or edited by the artist: these are what searches read. */
  | "confirmed";

/** A portfolio photo's tags on its artist's own pages. */
export interface PhotoTagsView extends PhotoTags {
  state: PhotoTagState;
}

/** The id of a photo's tag control on the page (a page-load post returns to it). */
export const photoTagsAnchor = (photoId: string) => `photo-tags-${photoId}`;

/**
 * The search parameter naming the photo whose tag editor is open. The editor's chips are drawn
 * only for that photo (with JavaScript, only once opened), so the page stays light; without
 * JavaScript, "Edit" is a link to the same page with this parameter.
 */
export const PHOTO_TAG_EDIT_PARAM = "tags";

/** `search` with photo `photoId`'s editor open (or, for null, with every editor closed). */
export function photoTagsEditSearch(search: string, photoId: string | null) {
  const params = new URLSearchParams(search);
  if (photoId === null) params.delete(PHOTO_TAG_EDIT_PARAM);
  else params.set(PHOTO_TAG_EDIT_PARAM, photoId);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The tag forms' fields (app/components/artist/photo-tags.tsx and the /dashboard action). */
export const PHOTO_TAG_FIELDS = {
  intent: "intent",
  photoId: "photoId",
  /** Repeated: one per chosen style. */
  style: "style",
  /** Repeated: one per chosen color. */
  color: "color",
} as const;

export const PHOTO_TAG_MESSAGES = {
  unknownStyle: (value: string) => `“${value}” is not one of our styles. Choose from the list.`,
  unknownColor: (value: string) => `“${value}” is not one of our colors. Choose from the list.`,
  tooManyStyles: `Choose at most ${PHOTO_TAG_LIMITS.styles} styles for one photo.`,
  tooManyColors: `Choose at most ${PHOTO_TAG_LIMITS.colors} colors for one photo.`,
  /** Someone else's photo, a deleted one, a made-up id: the same words, nothing revealed. */
  notYours: "This photo is not in your portfolio. Reload the page and try again.",
  saved: "Photo tags saved",
  confirmed: "Photo tags confirmed",
  failed: "Couldn't save the photo's tags. Please try again.",
} as const;

/** The words of the per-photo control. */
export const PHOTO_TAG_COPY = {
  heading: "Styles and colors in your photos",
  intro:
    "Clients filtering by style or color find you through your confirmed photos. Check what we see in each one.",
  /** "We see: Almond, French Tips, Pink — right?" */
  weSee: (tags: PhotoTags) => `We see: ${[...tags.styles, ...tags.colors].join(", ")} — right?`,
  pending: "Looking at this photo…",
  nothingSeen: "We couldn't tell this photo's styles or colors. Add them yourself.",
  confirmedNone: "No styles or colors",
  confirm: "Yes",
  /** The Yes button's name for assistive technology: which photo it answers for. */
  confirmLabel: (index: number) => `Yes, photo ${index} shows these`,
  edit: "Edit",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  styles: "Styles",
  colors: "Colors",
  /** The photo a row is about, for headings and assistive names. */
  photo: (index: number) => `Photo ${index}`,
  /** The dashboard's and wizard's offer to take the profile's lists from the photos. */
  fromPhotos: "Use my photos' tags",
  fromPhotosHint: (tags: PhotoTags) =>
    `Your confirmed photos show: ${[...tags.styles, ...tags.colors].join(", ")}.`,
} as const;

const M = PHOTO_TAG_MESSAGES;

/** The catalogue's values among `values`, deduplicated, in the catalogue's order. */
const inCatalogueOrder = <T extends string>(catalogue: readonly T[], values: readonly string[]) =>
  catalogue.filter((value) => values.includes(value));

const tagList = <T extends string>(
  catalogue: readonly T[],
  max: number,
  unknown: (value: string) => string,
  tooMany: string,
) =>
  z
    .array(z.string())
    .superRefine((values, ctx) => {
      const stranger = values.find((value) => !(catalogue as readonly string[]).includes(value));
      if (stranger !== undefined) ctx.addIssue({ code: "custom", message: unknown(stranger) });
      else if (new Set(values).size > max) ctx.addIssue({ code: "custom", message: tooMany });
    })
    .transform((values) => inCatalogueOrder(catalogue, values));

/** One photo's tags as an artist sets them: catalogue values only, a few of each. */
export const photoTagsSchema = z.object({
  styles: tagList(STYLES, PHOTO_TAG_LIMITS.styles, M.unknownStyle, M.tooManyStyles),
  colors: tagList(COLORS, PHOTO_TAG_LIMITS.colors, M.unknownColor, M.tooManyColors),
});

/** The tag form as posted: which photo, and its styles and colors (repeated fields). */
export const photoTagsFormSchema = photoTagsSchema.extend({
  intent: z.literal(DASHBOARD_INTENTS.savePhotoTags),
  photoId: z.string().min(1).max(64),
});

/** A submitted tag form's fields in the schema's shape (repeated fields gathered). */
export function readPhotoTagsForm(form: FormData) {
  const F = PHOTO_TAG_FIELDS;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const all = (name: string) =>
    form.getAll(name).filter((value): value is string => typeof value === "string");
  return {
    intent: text(F.intent),
    photoId: text(F.photoId),
    styles: all(F.style),
    colors: all(F.color),
  };
}

/**
 * A suggestion as it may be stored: catalogue values only, at most the limits (the strongest
 * first, as the analysis ranks them), then in the catalogue's order.
 */
export function suggestionOf(tags: { styles: readonly string[]; colors: readonly string[] }) {
  const keep = <T extends string>(
    catalogue: readonly T[],
    values: readonly string[],
    max: number,
  ) =>
    inCatalogueOrder(
      catalogue,
      [
        ...new Set(values.filter((value) => (catalogue as readonly string[]).includes(value))),
      ].slice(0, max),
    );
  return {
    styles: keep(STYLES, tags.styles, PHOTO_TAG_LIMITS.styles),
    colors: keep(COLORS, tags.colors, PHOTO_TAG_LIMITS.colors),
  };
}

/**
 * The styles and colors an artist's confirmed photos show together, in the catalogue's order:
 * what the profile's lists default to, and (in SQL, artist_work_tags) what searches read.
 */
export function confirmedTagsUnion(
  photos: ReadonlyArray<{ tags: PhotoTagsView }>,
): PhotoTags & { any: boolean } {
  const confirmed = photos.filter((photo) => photo.tags.state === "confirmed");
  return {
    any: confirmed.length > 0,
    styles: inCatalogueOrder<Style>(
      STYLES,
      confirmed.flatMap((photo) => photo.tags.styles),
    ),
    colors: inCatalogueOrder<Color>(
      COLORS,
      confirmed.flatMap((photo) => photo.tags.colors),
    ),
  };
}

/**
 * The profile's styles and colors as its forms start them: what the artist declared, or, while
 * they declared none, what their confirmed photos show together.
 */
export function profileTagsDefault(
  declared: { styles: readonly string[]; colors: readonly string[] },
  photos: ReadonlyArray<{ tags: PhotoTagsView }>,
): { styles: string[]; colors: string[] } {
  if (declared.styles.length > 0 || declared.colors.length > 0)
    return { styles: [...declared.styles], colors: [...declared.colors] };
  const union = confirmedTagsUnion(photos);
  return { styles: union.styles, colors: union.colors };
}
