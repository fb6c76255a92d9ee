import type { PhotoView } from "~/core/artists/types";
import type { ActionError } from "~/core/forms";

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
 * Sends one photo to /api/photos and reports upload progress (fetch cannot report upload
 * progress; XMLHttpRequest can). Rejects with the server's message, or a network error.
 */
export function uploadPhoto(
  file: File,
  purpose: UploadPurpose,
  onProgress: (fraction: number) => void,
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/photos?purpose=${purpose}`);
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as Partial<ActionError> & UploadedPhoto;
      if (request.status === 200 && body?.photo) resolve(body);
      else if (request.status >= 400 && request.status < 500 && body?.error) {
        reject(new UploadError(body.error.message, true));
      } else reject(new UploadError(`Upload failed (HTTP ${request.status})`, false));
    };
    request.onerror = () => reject(new UploadError("Network error", false));
    request.send(file);
  });
}
