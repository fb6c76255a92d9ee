import { eq, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { suggestionOf } from "~/core/artists/photo-tags";
import type { PhotoTags } from "~/core/match";
import type { Database, Queryable, Transaction } from "../db/client";
import { artist, photo } from "../db/schema";
import type { NailArtLabels } from "../demo/nail-art/spec";
import type { StoredImage } from "../media/media";
import { ProfileError } from "./errors";
import type { ArtistRow } from "./views";

// What every writer of artist and photo rows shares: the profile and portfolio operations, the
// demo seed and the bulk loader.

/** Locks the artist's row for the rest of the transaction: changes to one portfolio queue up. */
export async function lockArtist(tx: Transaction, artistId: string): Promise<ArtistRow> {
  const [row] = await tx.select().from(artist).where(eq(artist.id, artistId)).for("update");
  if (!row) throw new ProfileError("Your profile was not found.", 404);
  return row;
}

/** The profile row exists from the wizard's first save; uploads may come first, so make sure. */
export const ensureArtistRow = (db: Database, artistId: string) =>
  db.insert(artist).values({ id: artistId }).onConflictDoNothing();

/** Marks the artist's profile as changed now. */
export const touchArtist = (tx: Queryable, artistId: string) =>
  tx
    .update(artist)
    .set({ updatedAt: sql`now()` })
    .where(eq(artist.id, artistId));

export interface NewPhoto {
  artistId: string;
  kind: "portfolio" | "profile";
  /** Place in the portfolio; null for a pending draft photo or a profile photo. */
  position?: number | null;
  /** The processed image (its renditions and placeholder). */
  stored: StoredImage;
  /** A generated demo picture's true labels (evaluation only; never read by the analysis). */
  generatedLabels?: NailArtLabels;
  /**
   * The portfolio photo's styles and colors, when known as it is added (the demo seed, a bulk
   * load): `confirmed` as its artist's own (searches read them), else a suggestion to confirm.
   * Without them, the background pass suggests some (server/artists/photo-tags.ts).
   */
  tags?: PhotoTags & { confirmed: boolean };
}

/**
 * Writes photo rows: the one place a photo enters the database, whoever adds it (uploads, the
 * demo seed, the bulk loader), so what is derived from a photo is derived here.
 */
export function insertPhotos(tx: Queryable, photos: readonly NewPhoto[]) {
  return tx
    .insert(photo)
    .values(
      photos.map(({ artistId, kind, position = null, stored, generatedLabels, tags }) => ({
        id: randomUUID(),
        artistId,
        kind,
        position,
        ...stored,
        ...(generatedLabels ? { generatedLabels } : {}),
        ...(tags ? photoTagColumns(tags) : {}),
      })),
    )
    .returning();
}

/** Known tags as columns: catalogue values only (the database refuses others), confirmed or suggested. */
function photoTagColumns({ confirmed, ...tags }: PhotoTags & { confirmed: boolean }) {
  const { styles, colors } = suggestionOf(tags);
  return confirmed
    ? { styles, colors, tagsConfirmed: true }
    : { styles, colors, tagsSuggestedAt: new Date() };
}
