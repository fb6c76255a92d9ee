import type { PhotoView } from "~/core/artists/types";

export type UploadPurpose = "portfolio" | "draft" | "profile";

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
      const body = request.response as { error?: string } & UploadedPhoto;
      if (request.status === 200 && body?.photo) resolve(body);
      else reject(new Error(body?.error ?? `Upload failed (HTTP ${request.status})`));
    };
    request.onerror = () => reject(new Error("Network error. Please check your connection."));
    request.send(file);
  });
}
