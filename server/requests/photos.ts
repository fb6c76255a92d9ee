import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { PhotoView } from "~/core/artists/types";
import type { AccountUser } from "~/core/accounts/user";
import { REQUEST_FIELDS, REQUEST_LIMITS } from "~/core/requests";
import { REQUEST_MESSAGES as M } from "~/core/request-copy";
import type { Transaction } from "../db/client";
import type { AppServices } from "../context";
import { bookingRequest, report, requestPhoto, type PhotoVariant } from "../db/schema";
import { formPhotoStore } from "../media/form-photos";
import { photoViewOf, type StoredImage } from "../media/media";
import { listThumbnail } from "../media/thumbnail";
import { formWithPhotosAction } from "../http/request-body";
import { RequestError, isId } from "./errors";
import { partyTo } from "./parties";

// Photos on requests and replies (decision 0031): private media. They are checked and re-encoded
// by the upload pipeline like any photo, but stored apart from the public ones and served only
// through /requests/{id}/photos/…, to the request's two parties (and to an admin once their
// message is reported). Files are stored before the row that names them and deleted after it,
// so a failure leaves only files that media:gc collects.

type Database = AppServices["database"]["db"];

/** A file of a request photo: the rendition's width and format, or the list thumbnail. */
const fileName = (variant: PhotoVariant) =>
  variant.thumb ? `thumb.${variant.format}` : `${variant.width}.${variant.format}`;

/** Where a party's browser fetches one of a request photo's files. */
const fileUrl = (requestId: string, photoId: string, variant: PhotoVariant) =>
  `/requests/${requestId}/photos/${photoId}/${fileName(variant)}`;

/** The list thumbnail's address of a request photo (its square crop). */
export function thumbnailUrl(requestId: string, photoId: string, variants: PhotoVariant[]) {
  const thumb = listThumbnail(variants);
  return thumb ? fileUrl(requestId, photoId, thumb) : null;
}

/** An action on a request or reply form: its body may carry the photos. */
export const requestFormAction = formWithPhotosAction(REQUEST_LIMITS.photos);

/**
 * A request's or reply's photos: private files, at most the limit, a refused one the photos
 * field's refusal. Stored before the line is written, all or none (see formPhotoStore).
 */
export const requestPhotos = formPhotoStore({
  field: REQUEST_FIELDS.photos,
  limit: REQUEST_LIMITS.photos,
  tooMany: M.tooManyPhotos,
  visibility: "private",
  refuse: (message, status, field) => new RequestError(message, status, field),
});

/** Records a line's stored photos, in the order they were chosen (inside the line's transaction). */
export async function insertRequestPhotos(
  tx: Transaction,
  line: { requestId: string; messageId: string; authorId: string },
  images: readonly StoredImage[],
): Promise<void> {
  if (images.length === 0) return;
  await tx.insert(requestPhoto).values(
    images.map((image, position) => ({
      id: randomUUID(),
      ...line,
      position,
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
      variants: image.variants,
    })),
  );
}

/** The photos of some lines of one request, by line, each line's in their order. */
export async function photosOfLines(
  db: Database,
  requestId: string,
  messageIds: readonly string[],
): Promise<Map<string, PhotoView[]>> {
  const byLine = new Map<string, PhotoView[]>();
  if (messageIds.length === 0) return byLine;
  const rows = await db
    .select({
      id: requestPhoto.id,
      messageId: requestPhoto.messageId,
      width: requestPhoto.width,
      height: requestPhoto.height,
      placeholder: requestPhoto.placeholder,
      variants: requestPhoto.variants,
    })
    .from(requestPhoto)
    .where(
      and(eq(requestPhoto.requestId, requestId), inArray(requestPhoto.messageId, [...messageIds])),
    )
    .orderBy(asc(requestPhoto.messageId), asc(requestPhoto.position));
  for (const row of rows) {
    const photos = byLine.get(row.messageId) ?? [];
    photos.push(photoViewOf(row, (variant) => fileUrl(requestId, row.id, variant)));
    byLine.set(row.messageId, photos);
  }
  return byLine;
}

/**
 * The stored file behind a request photo's address, for one of the request's two parties; null
 * for anyone else, and for any id or file name that is not one of theirs (the same 404).
 */
export async function requestPhotoFile(
  { database }: AppServices,
  viewer: AccountUser,
  requestId: string,
  photoId: string,
  file: string,
): Promise<PhotoVariant | null> {
  if (!isId(requestId) || !isId(photoId)) return null;
  const [row] = await database.db
    .select({ variants: requestPhoto.variants })
    .from(requestPhoto)
    .innerJoin(bookingRequest, eq(bookingRequest.id, requestPhoto.requestId))
    .where(
      and(
        eq(requestPhoto.id, photoId),
        eq(requestPhoto.requestId, requestId),
        or(
          partyTo(viewer.id),
          // An admin sees the photos of a reported message, and no others (decision 0053).
          viewer.admin
            ? sql`exists (select 1 from ${report} where ${report.subject} = 'message' and ${report.subjectId} = ${requestPhoto.messageId})`
            : sql`false`,
        ),
      ),
    );
  return row?.variants.find((variant) => fileName(variant) === file) ?? null;
}

/** The files of every request photo a person sent: removed after their account is deleted. */
export async function requestPhotoFilesOf(
  { database }: AppServices,
  userId: string,
): Promise<PhotoVariant[]> {
  const rows = await database.db
    .select({ variants: requestPhoto.variants })
    .from(requestPhoto)
    .where(eq(requestPhoto.authorId, userId));
  return rows.flatMap((row) => row.variants);
}
