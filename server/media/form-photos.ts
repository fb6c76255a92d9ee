import { IMAGE_MESSAGES, UPLOAD } from "~/core/uploads";
import type { AppServices } from "../context";
import { uploadedFiles } from "../http/request-body";
import { StorageFailedError, type StoredImage } from "./media";
import { ImageRejectedError } from "./pipeline";

/**
 * Photos sent with a form (a request's or reply's, a review's): stored before the row that names
 * them and removed again when that write is refused, so the rule lives once for every such form.
 */
export interface FormPhotoRules {
  /** The form field that carries them. */
  field: string;
  /** The most photos one form may carry. */
  limit: number;
  /** The words for more than that. */
  tooMany: string;
  /**
   * Where the files go: "public" ones are served from the cached media path; "private" ones only
   * through their feature's own routes, to whom it allows (request photos, decision 0031).
   */
  visibility: "public" | "private";
  /**
   * The feature's refusal, given its photos `field`: 400 for too many or a refused file, 413 for
   * one over the upload size, 503 when storage fails.
   */
  refuse: (message: string, status: 400 | 413 | 503, field: string) => Error;
}

/** A form's photo store, under its rules. */
export function formPhotoStore(rules: FormPhotoRules) {
  const refuse = (message: string, status: 400 | 413 | 503) =>
    rules.refuse(message, status, rules.field);
  const mediaOf = (services: AppServices) =>
    rules.visibility === "private" ? services.privateMedia : services.media;
  /**
   * Checks, re-encodes and stores a form's photos, all or none. Refuses more than the limit
   * before anything is stored, and any file the pipeline refuses (with its words); whatever was
   * stored of a refused set is removed again. `authorId`: whose photos they are, so that what a
   * crash leaves of them goes with the account.
   */
  async function store(
    services: AppServices,
    uploads: readonly Buffer[],
    authorId: string,
  ): Promise<StoredImage[]> {
    if (uploads.length > rules.limit) throw refuse(rules.tooMany, 400);
    try {
      return await mediaOf(services).ingestAll(uploads, authorId);
    } catch (error) {
      if (error instanceof ImageRejectedError) throw refuse(error.message, 400);
      if (error instanceof StorageFailedError) throw refuse(error.message, 503);
      throw error;
    }
  }
  return {
    /** The photo files a form carries, as bytes: at most the limit, each within the upload size. */
    async read(form: FormData): Promise<Buffer[]> {
      const files = uploadedFiles(form, rules.field);
      if (files.length > rules.limit) throw refuse(rules.tooMany, 400);
      if (files.some((file) => file.size > UPLOAD.maxBytes)) {
        throw refuse(IMAGE_MESSAGES.tooLarge, 413);
      }
      return Promise.all(files.map(async (file) => Buffer.from(await file.arrayBuffer())));
    },
    /**
     * Stores the photos (see `store`), then `write`s the row that names them; when the write
     * throws, the stored files are removed again and the error goes on.
     */
    async storeWith<T>(
      services: AppServices,
      uploads: readonly Buffer[],
      authorId: string,
      write: (photos: StoredImage[]) => Promise<T>,
    ): Promise<T> {
      const photos = await store(services, uploads, authorId);
      try {
        return await write(photos);
      } catch (error) {
        await mediaOf(services).deleteFiles(photos.flatMap((image) => image.variants));
        throw error;
      }
    },
  };
}
