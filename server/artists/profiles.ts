import { and, count, eq, inArray, isNotNull, isNull, max, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AccountUser } from "~/core/accounts/user";
import { PORTFOLIO } from "~/core/catalogue";
import {
  PROFILE_MESSAGES,
  basicInfoSchema,
  bookingSchema,
  locationSchema,
  profileSchema,
  publishIssue,
} from "~/core/artists/profile";
import type { ArtistContact, ArtistPublic, OwnArtist, PhotoView } from "~/core/artists/types";
import type { AppServices } from "../context";
import type { Database } from "../db/client";
import { artist, photo, user, type PhotoVariant } from "../db/schema";
import { ImageRejectedError } from "../media/pipeline";
import type { StoredImage } from "../media/media";
import { ProfileError } from "./errors";
import { contactOf, ownView, photoView, publicView, type ArtistRow } from "./views";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const firstIssue = (error: { issues: Array<{ message: string }> } | undefined) =>
  error?.issues[0]?.message ?? "Invalid profile";

const portfolioCountOf = async (db: Database | Transaction, artistId: string) => {
  const [row] = await db
    .select({ value: count() })
    .from(photo)
    .where(
      and(eq(photo.artistId, artistId), eq(photo.kind, "portfolio"), isNotNull(photo.position)),
    );
  return row?.value ?? 0;
};

/** Locks the artist's row for the rest of the transaction: changes to one portfolio queue up. */
async function lockArtist(tx: Transaction, artistId: string): Promise<ArtistRow> {
  const [row] = await tx.select().from(artist).where(eq(artist.id, artistId)).for("update");
  if (!row) throw new ProfileError("Your profile was not found.", 404);
  return row;
}

/** The profile row exists from the wizard's first save; uploads may come first, so make sure. */
const ensureArtistRow = (db: Database, artistId: string) =>
  db.insert(artist).values({ id: artistId }).onConflictDoNothing();

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

/** Saves one wizard step's fields to the artist's profile (a draft until published). */
export async function saveStep(
  { database }: AppServices,
  artistId: string,
  step: keyof typeof STEP_SCHEMAS,
  input: Record<string, unknown>,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const parsed = STEP_SCHEMAS[step].safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const fields = parsed.data;
  await database.db
    .insert(artist)
    .values({ id: artistId, ...fields })
    .onConflictDoUpdate({ target: artist.id, set: { ...fields, updatedAt: sql`now()` } });
  return { ok: true };
}

/** Saves the whole profile at once: the dashboard's edit, or the wizard's draft before publishing. */
export async function updateProfile(
  { database }: AppServices,
  artistId: string,
  input: Record<string, unknown>,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  await database.db
    .insert(artist)
    .values({ id: artistId, ...parsed.data })
    .onConflictDoUpdate({ target: artist.id, set: { ...parsed.data, updatedAt: sql`now()` } });
  return { ok: true };
}

/**
 * Publishes the profile once every step's rules and the portfolio size hold: active, first
 * publication time kept, and the account becomes an artist's (spec §4).
 */
export async function publish(
  { database }: AppServices,
  artistId: string,
): Promise<{ ok: true; firstTime: boolean } | { ok: false; error: string }> {
  return database.db.transaction(async (tx) => {
    const row = await lockArtist(tx, artistId);
    const parsed = profileSchema.safeParse({
      ...row,
      state: row.state ?? "",
      city: row.city ?? "",
    });
    if (!parsed.success) return { ok: false as const, error: firstIssue(parsed.error) };
    const issue = publishIssue(await portfolioCountOf(tx, artistId));
    if (issue) return { ok: false as const, error: issue };
    await tx
      .update(artist)
      .set({
        isActive: true,
        publishedAt: sql`coalesce(${artist.publishedAt}, now())`,
        updatedAt: sql`now()`,
      })
      .where(eq(artist.id, artistId));
    await tx
      .update(user)
      .set({ userType: "artist", updatedAt: sql`now()` })
      .where(eq(user.id, artistId));
    return { ok: true as const, firstTime: row.publishedAt === null };
  });
}

/** Processes an upload; a refused image becomes a ProfileError with the pipeline's message. */
async function ingest(services: AppServices, upload: Buffer): Promise<StoredImage> {
  try {
    return await services.media.ingest(upload);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new ProfileError(error.message, 422);
    throw error;
  }
}

/**
 * Adds a portfolio photo: to the portfolio itself (wizard, dashboard outside edit mode) or to an
 * unsaved dashboard draft. The 15-photo limit holds under concurrent uploads: the count and the
 * insert happen under the artist row's lock. Files of a refused photo are removed again.
 */
export async function addPortfolioPhoto(
  services: AppServices,
  artistId: string,
  upload: Buffer,
  target: "portfolio" | "draft",
): Promise<{ photo: PhotoView; count: number }> {
  const { db } = services.database;
  await ensureArtistRow(db, artistId);
  if (target === "portfolio" && (await portfolioCountOf(db, artistId)) >= PORTFOLIO.max) {
    throw new ProfileError(PROFILE_MESSAGES.maxPhotos, 409);
  }
  const stored = await ingest(services, upload);
  try {
    return await db.transaction(async (tx) => {
      await lockArtist(tx, artistId);
      const [attached] = await tx
        .select({ total: count(), last: max(photo.position) })
        .from(photo)
        .where(
          and(eq(photo.artistId, artistId), eq(photo.kind, "portfolio"), isNotNull(photo.position)),
        );
      const [pending] = await tx
        .select({ total: count() })
        .from(photo)
        .where(
          and(eq(photo.artistId, artistId), eq(photo.kind, "portfolio"), isNull(photo.position)),
        );
      const inUse = target === "portfolio" ? attached!.total : pending!.total;
      if (inUse >= PORTFOLIO.max) throw new ProfileError(PROFILE_MESSAGES.maxPhotos, 409);
      const [row] = await tx
        .insert(photo)
        .values({
          id: randomUUID(),
          artistId,
          kind: "portfolio",
          position: target === "portfolio" ? (attached!.last ?? -1) + 1 : null,
          ...stored,
        })
        .returning();
      await tx
        .update(artist)
        .set({ updatedAt: sql`now()` })
        .where(eq(artist.id, artistId));
      return {
        photo: photoView(services.media, row!),
        count: attached!.total + (target === "portfolio" ? 1 : 0),
      };
    });
  } catch (error) {
    await services.media.deleteFiles(stored.variants);
    throw error;
  }
}

/** Replaces the profile photo; the old one's row and files go. */
export async function setProfilePhoto(
  services: AppServices,
  artistId: string,
  upload: Buffer,
): Promise<PhotoView> {
  const { db } = services.database;
  await ensureArtistRow(db, artistId);
  const stored = await ingest(services, upload);
  let replaced: PhotoVariant[] = [];
  try {
    const view = await db.transaction(async (tx) => {
      const row = await lockArtist(tx, artistId);
      const [created] = await tx
        .insert(photo)
        .values({ id: randomUUID(), artistId, kind: "profile", ...stored })
        .returning();
      await tx
        .update(artist)
        .set({ profilePhotoId: created!.id, updatedAt: sql`now()` })
        .where(eq(artist.id, artistId));
      if (row.profilePhotoId) {
        const old = await tx.delete(photo).where(eq(photo.id, row.profilePhotoId)).returning();
        replaced = old.flatMap((p) => p.variants);
      }
      return photoView(services.media, created!);
    });
    await services.media.deleteFiles(replaced);
    return view;
  } catch (error) {
    await services.media.deleteFiles(stored.variants);
    throw error;
  }
}

/**
 * Saves the dashboard's portfolio draft: `orderedIds` (kept and newly added photos, in order)
 * become the portfolio; every other portfolio photo of the artist is deleted with its files.
 */
export async function savePortfolio(
  services: AppServices,
  artistId: string,
  orderedIds: string[],
): Promise<{ count: number }> {
  const ids = [...new Set(orderedIds)];
  if (ids.length > PORTFOLIO.max) throw new ProfileError(PROFILE_MESSAGES.publishTooMany);
  const removed = await services.database.db.transaction(async (tx) => {
    const row = await lockArtist(tx, artistId);
    // A published profile keeps enough photos to stay published.
    if (row.isActive) {
      const issue = publishIssue(ids.length);
      if (issue) throw new ProfileError(issue);
    }
    const owned = await tx
      .select({ id: photo.id })
      .from(photo)
      .where(and(eq(photo.artistId, artistId), eq(photo.kind, "portfolio")));
    const ownedIds = new Set(owned.map((p) => p.id));
    if (ids.some((id) => !ownedIds.has(id)))
      throw new ProfileError("A photo in this portfolio no longer exists. Reload the page.", 409);
    const gone = owned.map((p) => p.id).filter((id) => !ids.includes(id));
    const deleted = gone.length
      ? await tx.delete(photo).where(inArray(photo.id, gone)).returning()
      : [];
    for (const [position, id] of ids.entries()) {
      await tx.update(photo).set({ position }).where(eq(photo.id, id));
    }
    await tx
      .update(artist)
      .set({ updatedAt: sql`now()` })
      .where(eq(artist.id, artistId));
    return deleted.flatMap((p) => p.variants);
  });
  await services.media.deleteFiles(removed);
  return { count: ids.length };
}

/** Drops photos uploaded into a dashboard draft that was cancelled. */
export async function discardPendingPhotos(services: AppServices, artistId: string): Promise<void> {
  const deleted = await services.database.db
    .delete(photo)
    .where(and(eq(photo.artistId, artistId), eq(photo.kind, "portfolio"), isNull(photo.position)))
    .returning();
  await services.media.deleteFiles(deleted.flatMap((p) => p.variants));
}

/** Removes one portfolio photo at once (the wizard's portfolio step). */
export async function deletePortfolioPhoto(
  services: AppServices,
  artistId: string,
  photoId: string,
): Promise<{ count: number }> {
  const { removed, left } = await services.database.db.transaction(async (tx) => {
    const row = await lockArtist(tx, artistId);
    const total = await portfolioCountOf(tx, artistId);
    if (row.isActive && total <= PORTFOLIO.minToPublish)
      throw new ProfileError(PROFILE_MESSAGES.publishTooFew);
    const deleted = await tx
      .delete(photo)
      .where(and(eq(photo.id, photoId), eq(photo.artistId, artistId), eq(photo.kind, "portfolio")))
      .returning();
    if (!deleted.length) throw new ProfileError("This photo was already removed.", 404);
    await tx
      .update(artist)
      .set({ updatedAt: sql`now()` })
      .where(eq(artist.id, artistId));
    return { removed: deleted.flatMap((p) => p.variants), left: total - 1 };
  });
  await services.media.deleteFiles(removed);
  return { count: left };
}

/** Every stored file of an artist's photos (for deleting the account). */
export async function artistFiles(
  { database }: AppServices,
  artistId: string,
): Promise<PhotoVariant[]> {
  const rows = await database.db
    .select({ variants: photo.variants })
    .from(photo)
    .where(eq(photo.artistId, artistId));
  return rows.flatMap((row) => row.variants);
}
