import type { AppServices } from "../context";
import { StorageFailedError, type StoredImage } from "./media";
import { ImageRejectedError } from "./pipeline";

/**
 * Photos sent with a form (a request's or reply's, a review's): stored before the row that names
 * them and removed again when that write is refused, so the rule lives once for every such form.
 */
export interface FormPhotoRules {
  /** The most photos one form may carry. */
  limit: number;
  /** The words for more than that. */
  tooMany: string;
  /**
   * Where the files go: "public" ones are served from the cached media path; "private" ones only
   * through their feature's own routes, to whom it allows (request photos, decision 0031).
   */
  visibility: "public" | "private";
  /** The feature's refusal on its photos field: 400 for a refused file, 503 when storage fails. */
  refuse: (message: string, status: 400 | 503) => Error;
}

/** A form's photo store, under its rules. */
export function formPhotoStore(rules: FormPhotoRules) {
  const mediaOf = (services: AppServices) =>
    rules.visibility === "private" ? services.privateMedia : services.media;
  return {
    /**
     * Checks, re-encodes and stores a form's photos, all or none. Refuses more than the limit
     * before anything is stored, and any file the pipeline refuses (with its words); whatever was
     * stored of a refused set is removed again. `authorId`: whose photos they are, so that what a
     * crash leaves of them goes with the account.
     */
    async store(
      services: AppServices,
      uploads: readonly Buffer[],
      authorId: string,
    ): Promise<StoredImage[]> {
      if (uploads.length > rules.limit) throw rules.refuse(rules.tooMany, 400);
      try {
        return await mediaOf(services).ingestAll(uploads, authorId);
      } catch (error) {
        if (error instanceof ImageRejectedError) throw rules.refuse(error.message, 400);
        if (error instanceof StorageFailedError) throw rules.refuse(error.message, 503);
        throw error;
      }
    },
    /** Removes stored photos whose row was never written (the form was refused). */
    async discard(services: AppServices, images: readonly StoredImage[]): Promise<void> {
      await mediaOf(services).deleteFiles(images.flatMap((image) => image.variants));
    },
  };
}
