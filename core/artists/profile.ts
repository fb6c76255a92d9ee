import { z } from "zod";
import { BACKGROUND_COLORS, COLORS, PORTFOLIO, STYLES } from "../catalogue";
import { isStateCode } from "../us-locations";
import { isCityOf } from "../us-cities";
import { firstError, type FieldError } from "../forms";
import { formatUsPhone, instagramHandle } from "./contact";
import { displayText, multilineText } from "../text";

// An artist profile's rules (docs/PRODUCT-RULES.md, "The onboarding wizard"): the wizard's steps,
// publishing, and the dashboard's edits all validate with these schemas, in the browser and again
// on the server.

export const PROFILE_LIMITS = { displayName: 60, bio: 1000, email: 254, bookingLink: 500 } as const;

export const PROFILE_MESSAGES = {
  displayNameRequired: "Please enter the name clients will see.",
  displayNameTooLong: `Display name must be at most ${PROFILE_LIMITS.displayName} characters.`,
  emailRequired: "Please enter your email.",
  emailInvalid: "Please enter a valid email address.",
  bioTooLong: `Bio must be at most ${PROFILE_LIMITS.bio} characters.`,
  backgroundRequired: "Please choose a background color.",
  bookingRequired: "Add at least one way for clients to book you.",
  instagramInvalid: "Enter an Instagram username: letters, numbers, periods and underscores.",
  phoneInvalid: "Enter a 10-digit US phone number.",
  bookingLinkInvalid: "Enter the full booking link, including https://",
  stateRequired: "Please select a state",
  cityRequired: "Please select a city",
  // Clients filter the list by style: a profile without one would never be found so.
  stylesRequired: "Choose at least one style: clients find artists by their styles.",
  chooseStyles: "Choose your styles",
  stylesHint:
    "What you do best. Choose at least one to publish; the styles you confirm on your photos count.",
  portfolioToContinue: `Upload at least ${PORTFOLIO.minToContinue} photos to continue.`,
  // Worded as the product has always said them; tests look for these texts.
  publishTooFew: "Please upload at least 5 portfolio photos to publish your profile",
  publishTooMany: "Please upload no more than 15 portfolio photos",
  maxPhotos: "Maximum 15 portfolio photos allowed",
} as const;

/**
 * What the portfolio step says under its count: how many more photos Next needs, and publishing
 * (Next goes on with fewer than publishing needs; the rest can come later).
 */
export function portfolioNeeds(count: number): string | null {
  const toPublish = PORTFOLIO.minToPublish - count;
  if (toPublish <= 0) return null;
  if (count >= PORTFOLIO.minToContinue) {
    const one = toPublish === 1;
    return `${toPublish} more ${one ? "photo" : "photos"} to publish: you can add ${one ? "it" : "them"} later.`;
  }
  return `${PORTFOLIO.minToContinue - count} more to continue, ${toPublish} to publish.`;
}

const M = PROFILE_MESSAGES;

/** 'Maximum 15 portfolio photos allowed. You can upload {n} more photos.' */
export const maxPhotosMessage = (remaining: number) =>
  `${M.maxPhotos}. You can upload ${remaining} more photos.`;

/** How many more portfolio photos fit. */
export const remainingPhotos = (count: number) => Math.max(0, PORTFOLIO.max - count);

// Every text field is stored as display text (no control or bidi override characters), trimmed.
const trimmed = z.string().overwrite(displayText).trim();

const chosen = <const T extends readonly string[]>(values: T) =>
  z
    .array(z.string())
    .default([])
    .transform((list) => values.filter((value) => list.includes(value)) as Array<T[number]>);

/**
 * Step 1, Basic Information: display name, email and background color are required. Styles are
 * not, yet: they may come from the portfolio's photo tags (step 3), so publishing asks for one.
 */
export const basicInfoSchema = z.object({
  displayName: trimmed
    .min(1, M.displayNameRequired)
    .max(PROFILE_LIMITS.displayName, M.displayNameTooLong),
  email: trimmed
    .min(1, M.emailRequired)
    .max(PROFILE_LIMITS.email, M.emailInvalid)
    .pipe(z.email(M.emailInvalid)),
  bio: z.string().overwrite(multilineText).trim().max(PROFILE_LIMITS.bio, M.bioTooLong).default(""),
  backgroundColor: z.enum(BACKGROUND_COLORS.map((color) => color.value) as [string, ...string[]], {
    error: M.backgroundRequired,
  }),
  styles: chosen(STYLES),
  colors: chosen(COLORS),
});

const instagram = trimmed.transform((value, ctx) => {
  const handle = instagramHandle(value);
  if (handle && !/^[A-Za-z0-9._]{1,30}$/.test(handle)) {
    ctx.addIssue({ code: "custom", message: M.instagramInvalid });
    return z.NEVER;
  }
  return handle;
});

const phone = trimmed.transform((value, ctx) => {
  if (!value) return "";
  const formatted = formatUsPhone(value);
  if (!formatted) {
    ctx.addIssue({ code: "custom", message: M.phoneInvalid });
    return z.NEVER;
  }
  return formatted;
});

const bookingEmail = trimmed
  .max(PROFILE_LIMITS.email, M.emailInvalid)
  .refine((value) => !value || z.email().safeParse(value).success, M.emailInvalid);

const bookingLink = trimmed
  .max(PROFILE_LIMITS.bookingLink, M.bookingLinkInvalid)
  .refine(
    (value) => !value || z.url({ protocol: /^https?$/ }).safeParse(value).success,
    M.bookingLinkInvalid,
  );

const bookingFields = { instagram, phone, bookingEmail, bookingLink };
type Booking = { instagram: string; phone: string; bookingEmail: string; bookingLink: string };
const hasBooking = (b: Booking) =>
  Boolean(b.instagram || b.phone || b.bookingEmail || b.bookingLink);

const locationFields = {
  state: trimmed.refine(isStateCode, M.stateRequired),
  city: trimmed.min(1, M.cityRequired),
};
const cityInState = (place: { state: string; city: string }) => isCityOf(place.state, place.city);

/** Step 2, Booking Information: at least one way to book. */
export const bookingSchema = z
  .object(bookingFields)
  .refine(hasBooking, { message: M.bookingRequired, path: ["booking"] });

/** Step 4, Location Setup: a state, then one of its cities. */
export const locationSchema = z
  .object(locationFields)
  .refine(cityInState, { message: M.cityRequired, path: ["city"] });

const hasStyle = (profile: { styles: readonly string[] }) => profile.styles.length > 0;
const stylesSchema = z
  .object({ styles: basicInfoSchema.shape.styles })
  .refine(hasStyle, { message: M.stylesRequired, path: ["styles"] });

/**
 * Everything the dashboard edits at once (steps 1, 2 and 4), and what publishing checks: a
 * published profile has at least one style.
 */
export const profileSchema = z
  .object({ ...basicInfoSchema.shape, ...bookingFields, ...locationFields })
  .refine(hasBooking, { message: M.bookingRequired, path: ["booking"] })
  .refine(cityInState, { message: M.cityRequired, path: ["city"] })
  .refine(hasStyle, { message: M.stylesRequired, path: ["styles"] });

export const WIZARD_STEPS = [
  "Basic Information",
  "Booking Information",
  "Portfolio Upload",
  "Location Setup",
  "Review & Publish",
] as const;
export type WizardStep = 1 | 2 | 3 | 4 | 5;

/** The first rule keeping the wizard from leaving `step`, and its field (null: Next is allowed). */
export function stepIssue(step: WizardStep, draft: object, photoCount: number): FieldError | null {
  switch (step) {
    case 1:
      return firstError(basicInfoSchema.safeParse(draft).error);
    case 2:
      return firstError(bookingSchema.safeParse(draft).error);
    case 3:
      return photoCount >= PORTFOLIO.minToContinue
        ? null
        : { field: "portfolio", message: M.portfolioToContinue };
    case 4:
      return firstError(locationSchema.safeParse(draft).error);
    case 5: {
      const issue = publishIssue(photoCount);
      if (issue) return { field: "portfolio", message: issue };
      return firstError(stylesSchema.safeParse(draft).error);
    }
  }
}

/**
 * Whether the stepper ticks `step` as done: its rule holds, and for Basic Information, a style
 * is chosen (Next does not ask for one, as photo tags may bring it; publishing does).
 */
export function stepDone(step: WizardStep, draft: object, photoCount: number): boolean {
  if (stepIssue(step, draft, photoCount)) return false;
  return step !== 1 || stylesSchema.safeParse(draft).success;
}

/** Publishing needs 5 to 15 portfolio photos. */
export function publishIssue(photoCount: number): string | null {
  if (photoCount < PORTFOLIO.minToPublish) return M.publishTooFew;
  if (photoCount > PORTFOLIO.max) return M.publishTooMany;
  return null;
}

/** The editable fields of a profile, as forms hold them. */
export interface ProfileDraft {
  displayName: string;
  email: string;
  bio: string;
  backgroundColor: string;
  styles: string[];
  colors: string[];
  instagram: string;
  phone: string;
  bookingEmail: string;
  bookingLink: string;
  state: string;
  city: string;
}

/**
 * A form's starting values: the saved profile, else the account's name. The profile's e-mail is
 * shown to signed-in clients, so it starts empty until the artist chooses one to publish (their
 * sign-in address stays private unless they type it).
 */
export function profileDraft(
  saved:
    (Omit<ProfileDraft, "state" | "city"> & { state: string | null; city: string | null }) | null,
  account: { name: string },
  defaultBackground: string,
): ProfileDraft {
  return {
    displayName: saved?.displayName || account.name,
    email: saved?.email ?? "",
    bio: saved?.bio ?? "",
    backgroundColor: saved?.backgroundColor ?? defaultBackground,
    styles: saved?.styles ?? [],
    colors: saved?.colors ?? [],
    instagram: saved?.instagram ?? "",
    phone: saved?.phone ?? "",
    bookingEmail: saved?.bookingEmail ?? "",
    bookingLink: saved?.bookingLink ?? "",
    state: saved?.state ?? "",
    city: saved?.city ?? "",
  };
}
