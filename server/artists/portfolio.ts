import { and, count, eq, inArray, max, sql } from "drizzle-orm";
import { PROFILE_MESSAGES, publishIssue } from "~/core/artists/profile";
import type { PhotoView } from "~/core/artists/types";
import { PORTFOLIO } from "~/core/catalogue";
import type { AppServices } from "../context";
import type { Queryable } from "../db/client";
import { artist, photo, type PhotoVariant } from "../db/schema";
import { StorageFailedError, type StoredImage } from "../media/media";
import { ImageRejectedError } from "../media/pipeline";
import { ensureArtistRow, insertPhotos, lockArtist, touchArtist } from "./artist-rows";
import { ProfileError } from "./errors";
import { portfolioPhotos } from "./photo-filters";
import { photoView } from "./views";

// An artist's photos: adding to the portfolio or a dashboard draft, the profile photo, saving or
// discarding a draft, deleting, and every stored file (for deleting the account). Every change
// runs under the artist row's lock; refusals throw ProfileError.

/** How many photos the artist's portfolio holds (pending draft photos not counted). */
export const portfolioCountOf = async (db: Queryable, artistId: string) => {
  const [row] = await db
    .select({ value: count() })
    .from(photo)
    .where(portfolioPhotos("attached", artistId));
  return row?.value ?? 0;
};

/**
 * Processes an artist's upload; a refused image, or storage failing, becomes a ProfileError with
 * the message to show.
 */
async function ingest(
  services: AppServices,
  upload: Buffer,
  artistId: string,
): Promise<StoredImage> {
  try {
    return await services.media.ingest(upload, artistId);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new ProfileError(error.message, 422);
    if (error instanceof StorageFailedError) throw new ProfileError(error.message, 503);
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
  const stored = await ingest(services, upload, artistId);
  try {
    const added = await db.transaction(async (tx) => {
      await lockArtist(tx, artistId);
      const [attached] = await tx
        .select({ total: count(), last: max(photo.position) })
        .from(photo)
        .where(portfolioPhotos("attached", artistId));
      const [pending] = await tx
        .select({ total: count() })
        .from(photo)
        .where(portfolioPhotos("pending", artistId));
      const inUse = target === "portfolio" ? attached!.total : pending!.total;
      if (inUse >= PORTFOLIO.max) throw new ProfileError(PROFILE_MESSAGES.maxPhotos, 409);
      const [row] = await insertPhotos(tx, [
        {
          artistId,
          kind: "portfolio",
          position: target === "portfolio" ? (attached!.last ?? -1) + 1 : null,
          stored,
        },
      ]);
      await touchArtist(tx, artistId);
      services.match.indexSoon();
      return {
        photo: photoView(services.media, row!),
        count: attached!.total + (target === "portfolio" ? 1 : 0),
      };
    });
    // Its styles and colors are suggested in the background (once committed, so the pass sees it).
    services.photoTags.suggestSoon();
    return added;
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
  const stored = await ingest(services, upload, artistId);
  let replaced: PhotoVariant[] = [];
  try {
    const view = await db.transaction(async (tx) => {
      const row = await lockArtist(tx, artistId);
      const [created] = await insertPhotos(tx, [{ artistId, kind: "profile", stored }]);
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
      .where(portfolioPhotos(undefined, artistId));
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
    await touchArtist(tx, artistId);
    return deleted.flatMap((p) => p.variants);
  });
  await services.media.deleteFiles(removed);
  return { count: ids.length };
}

/** Drops photos uploaded into a dashboard draft that was cancelled. */
export async function discardPendingPhotos(services: AppServices, artistId: string): Promise<void> {
  const deleted = await services.database.db
    .delete(photo)
    .where(portfolioPhotos("pending", artistId))
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
      .where(and(eq(photo.id, photoId), portfolioPhotos(undefined, artistId)))
      .returning();
    if (!deleted.length) throw new ProfileError("This photo was already removed.", 404);
    await touchArtist(tx, artistId);
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
