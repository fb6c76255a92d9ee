import type { PhotoView } from "~/core/artists/types";
import type { ActionError } from "~/core/forms";
import { UploadNetworkError, uploadWithProgress } from "./upload-with-progress";

export type UploadPurpose = "portfolio" | "draft" | "profile";

/**
 * An upload that did not become a photo. `refused`: the server checked the file and said no
 * (its message says why); otherwise the upload itself failed (network, server error).
 */
export class UploadError extends Error {
  override name = "UploadError";
  readonly refused: boolean;

  constructor(message: string, refused: boolean) {
    super(message);
    this.refused = refused;
  }
}

export interface UploadedPhoto {
  photo: PhotoView;
  /** Portfolio photos after this one (portfolio and draft uploads). */
  count?: number;
}

/**
 * Sends one photo to /api/photos and reports upload progress (uploadWithProgress). Rejects with
 * the server's message, or a network error.
 */
export async function uploadPhoto(
  file: File,
  purpose: UploadPurpose,
  onProgress: (fraction: number) => void,
): Promise<UploadedPhoto> {
  const { status, body } = await uploadWithProgress(`/api/photos?purpose=${purpose}`, file, {
    headers: { "Content-Type": file.type || "application/octet-stream" },
    onProgress,
  }).catch((error: unknown) => {
    throw error instanceof UploadNetworkError ? new UploadError(error.message, false) : error;
  });
  const answer = body as (Partial<ActionError> & UploadedPhoto) | null;
  if (status === 200 && answer?.photo) return answer;
  if (status >= 400 && status < 500 && answer?.error) {
    throw new UploadError(answer.error.message, true);
  }
  throw new UploadError(`Upload failed (HTTP ${status})`, false);
}
