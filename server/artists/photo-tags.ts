import { and, eq, inArray, isNull, not, sql } from "drizzle-orm";
import { PHOTO_TAG_MESSAGES, suggestionOf } from "~/core/artists/photo-tags";
import type { PhotoTags } from "~/core/match";
import type { DatabaseHandle } from "../db/client";
import { photo, type PhotoVariant } from "../db/schema";
import type { PhotoServices } from "../context";
import type { Transaction } from "../db/client";
import { CoalescingPass } from "../jobs/coalescing-pass";
import { lockArtist } from "./artist-rows";
import { ProfileError } from "./errors";
import { portfolioPhotos } from "./photo-filters";

// Each portfolio photo's styles and colors (decision 0026): the artist confirms or edits them
// (savePhotoTags), and a background pass suggests them for photos that have none yet
// (PhotoTagSuggestions). What artists' work shows follows in the database (migration 0010).

/**
 * Sets a portfolio photo's tags, confirmed: what the artist said (checked by
 * core/artists/photo-tags.ts photoTagsSchema before). Only the artist's own photos in their
 * portfolio (attached or in a draft); any other id is refused in the same words.
 */
export async function savePhotoTags(
  database: DatabaseHandle,
  artistId: string,
  photoId: string,
  tags: PhotoTags,
): Promise<void> {
  await database.db.transaction(async (tx: Transaction) => {
    // Portfolio changes queue on the artist's row (the photo trigger then updates it).
    await lockArtist(tx, artistId);
    const saved = await tx
      .update(photo)
      .set({ styles: tags.styles, colors: tags.colors, tagsConfirmed: true })
      .where(and(eq(photo.id, photoId), portfolioPhotos(undefined, artistId)))
      .returning({ id: photo.id });
    if (!saved.length) throw new ProfileError(PHOTO_TAG_MESSAGES.notYours, 404);
  });
}

/** The rendition the analysis reads: the 640 px WebP, or the largest one of a smaller photo. */
export function analysedRendition(variants: readonly PhotoVariant[]): PhotoVariant | undefined {
  const webp = variants
    .filter((variant) => variant.format === "webp" && !variant.thumb)
    .sort((a, b) => a.width - b.width);
  return webp.find((variant) => variant.width >= 640) ?? webp.at(-1);
}

/** What suggests a photo's tags from its image (the style match's suggestTags). */
export type SuggestTags = (image: Buffer) => Promise<PhotoTags>;

/**
 * Suggests tags for every portfolio photo that has neither a suggestion nor confirmed tags:
 * photos sharing a file are looked at once. Runs after uploads and at start, in the background,
 * one photo at a time (an analysis takes 100–500 ms); one pass at a time, and a call during a pass
 * schedules one more. A photo the analysis fails on is stored as suggesting nothing (the artist
 * tags it), so no photo waits for ever.
 */
export class PhotoTagSuggestions {
  private readonly passes = new CoalescingPass({ pass: () => this.pass() });
  private readonly services: PhotoServices;
  private readonly suggest: SuggestTags;

  constructor(options: PhotoServices & { suggest: SuggestTags }) {
    this.services = options;
    this.suggest = options.suggest;
  }

  /** Suggests tags for the photos still without; returns how many photos got a suggestion. */
  suggestMissing(): Promise<number> {
    return this.passes.run();
  }

  /** After an upload: suggests in the background; failures are logged. */
  suggestSoon(): void {
    if (this.passes.closed) return;
    this.suggestMissing().catch((error: unknown) =>
      this.services.logger.warn({ err: error }, "suggesting photo tags failed"),
    );
  }

  /** At start: photos stored before (or while the server was down) get their suggestions. */
  suggestAtStart(): void {
    const started = performance.now();
    this.suggestMissing()
      .then((photos) => {
        if (photos > 0) {
          this.services.logger.info(
            { photos, ms: Math.round(performance.now() - started) },
            "photo tags suggested",
          );
        }
      })
      .catch((error: unknown) =>
        this.services.logger.warn({ err: error }, "suggesting photo tags failed"),
      );
  }

  private async pass(): Promise<number> {
    const waiting = await this.services.database.db
      .select({ id: photo.id, variants: photo.variants })
      .from(photo)
      .where(unsuggested());
    const bySource = new Map<string, string[]>();
    for (const { id, variants } of waiting) {
      const source = analysedRendition(variants);
      if (source) bySource.set(source.key, [...(bySource.get(source.key) ?? []), id]);
    }
    let suggested = 0;
    for (const [key, photoIds] of bySource) {
      if (this.passes.closed) break;
      let tags: PhotoTags = { styles: [], colors: [] };
      try {
        tags = suggestionOf(await this.suggest(await this.services.media.read(key)));
      } catch (error) {
        this.services.logger.warn(
          { err: error, key },
          "could not suggest tags for a portfolio photo",
        );
      }
      suggested += await this.store(photoIds, tags);
    }
    return suggested;
  }

  /** Stores a suggestion; photos confirmed or deleted meanwhile are left as they are. */
  private async store(photoIds: string[], tags: PhotoTags): Promise<number> {
    const stored = await this.services.database.db
      .update(photo)
      .set({ styles: tags.styles, colors: tags.colors, tagsSuggestedAt: sql`now()` })
      .where(and(inArray(photo.id, photoIds), unsuggested()))
      .returning({ id: photo.id });
    return stored.length;
  }

  /** Stops after the photo in hand. */
  async close(): Promise<void> {
    await this.passes.close();
  }
}

/** Portfolio photos with neither a suggestion nor confirmed tags (photo_tags_unsuggested_idx). */
const unsuggested = () =>
  and(eq(photo.kind, "portfolio"), isNull(photo.tagsSuggestedAt), not(photo.tagsConfirmed))!;
