import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AccountUser } from "~/core/accounts/user";
import {
  basicInfoSchema,
  bookingSchema,
  locationSchema,
  profileSchema,
  publishIssue,
} from "~/core/artists/profile";
import type { ArtistContact, ArtistPublic, OwnArtist } from "~/core/artists/types";
import { firstError } from "~/core/forms";
import type { AppServices } from "../context";
import type { Database } from "../db/client";
import { artist, photo, user } from "../db/schema";
import { ensureArtistRow, lockArtist } from "./artist-rows";
import { ProfileError } from "./errors";
import { portfolioCountOf } from "./portfolio";
import { contactOf, ownView, publicView } from "./views";

// An artist's profile: the wizard's steps, the dashboard's update, publishing, and the views of
// it (the owner's and the public's). The photos are server/artists/portfolio.ts's. Refusals
// throw ProfileError.

async function loadArtist(db: Database, artistId: string) {
  const [row] = await db.select().from(artist).where(eq(artist.id, artistId));
  if (!row) return null;
  const photos = await db.select().from(photo).where(eq(photo.artistId, artistId));
  return { row, photos };
}

/** The artist's own profile (draft or published), or null before the wizard's first save. */
export async function ownArtist(
  { database, media }: AppServices,
  artistId: string,
): Promise<OwnArtist | null> {
  const loaded = await loadArtist(database.db, artistId);
  return loaded && ownView(media, loaded.row, loaded.photos);
}

/**
 * A profile as `viewer` may see it: inactive profiles only by their owner, contact details only
 * for signed-in users (they never leave the server otherwise).
 */
export async function viewArtist(
  { database, media }: AppServices,
  artistId: string,
  viewer: AccountUser | null,
): Promise<{ artist: ArtistPublic; contact: ArtistContact | null; isOwner: boolean } | null> {
  const loaded = await loadArtist(database.db, artistId);
  if (!loaded) return null;
  const isOwner = viewer?.id === artistId;
  if (!loaded.row.isActive && !isOwner) return null;
  return {
    artist: publicView(media, loaded.row, loaded.photos),
    contact: viewer ? contactOf(loaded.row) : null,
    isOwner,
  };
}

const STEP_SCHEMAS = { 1: basicInfoSchema, 2: bookingSchema, 4: locationSchema } as const;

/** The parsed input, or a ProfileError naming the first field that breaks a rule. */
function parseOrRefuse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const error = firstError(parsed.error)!;
  throw new ProfileError(error.message, 400, error.field);
}

/** Writes profile fields, creating the (draft) profile if needed, with a new updatedAt. */
async function saveFields(
  database: AppServices["database"],
  artistId: string,
  fields: Omit<Partial<typeof artist.$inferInsert>, "id">,
) {
  await database.db
    .insert(artist)
    .values({ id: artistId, ...fields })
    .onConflictDoUpdate({ target: artist.id, set: { ...fields, updatedAt: sql`now()` } });
}

/** Saves one wizard step's fields to the artist's profile (a draft until published). */
export const saveStep = async (
  { database }: AppServices,
  artistId: string,
  step: keyof typeof STEP_SCHEMAS,
  input: unknown,
) => saveFields(database, artistId, parseOrRefuse(STEP_SCHEMAS[step], input));

/** Saves the whole profile at once (the dashboard's Profile Overview). */
export const updateProfile = async ({ database }: AppServices, artistId: string, input: unknown) =>
  saveFields(database, artistId, parseOrRefuse(profileSchema, input));

/**
 * Publishes the profile, saving `input` (the wizard's last draft) first when given, all in one
 * transaction: every step's rules and the 5–15 photo rule must hold. The first publication time is
 * kept, and the account becomes an artist's.
 */
export async function publish(
  { database }: AppServices,
  artistId: string,
  input?: unknown,
): Promise<{ firstTime: boolean }> {
  const fields = input === undefined ? undefined : parseOrRefuse(profileSchema, input);
  await ensureArtistRow(database.db, artistId);
  return database.db.transaction(async (tx) => {
    const saved = await lockArtist(tx, artistId);
    const row = fields ? { ...saved, ...fields } : saved;
    parseOrRefuse(profileSchema, { ...row, state: row.state ?? "", city: row.city ?? "" });
    const issue = publishIssue(await portfolioCountOf(tx, artistId));
    if (issue) throw new ProfileError(issue);
    await tx
      .update(artist)
      .set({
        ...fields,
        isActive: true,
        publishedAt: sql`coalesce(${artist.publishedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(artist.id, artistId));
    await tx
      .update(user)
      .set({ userType: "artist", updatedAt: sql`now()` })
      .where(eq(user.id, artistId));
    return { firstTime: saved.publishedAt === null };
  });
}
