/** The server's answer to an upload: its status, and its body as JSON (null when it was not JSON). */
export interface UploadAnswer {
  status: number;
  body: unknown;
}

export interface UploadProgressOptions {
  /** Request headers, such as the Content-Type of a raw file sent as the body. */
  headers?: Record<string, string>;
  /** Share of the body sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
  /** The whole body has reached the server; its answer is on the way. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

/** The upload got no answer at all (the network failed): each caller says so in its own error. */
export class UploadNetworkError extends Error {
  override name = "UploadNetworkError";
  constructor() {
    super("Network error");
  }
}

const cancelled = () => new DOMException("The upload was cancelled", "AbortError");

/**
 * POSTs a body (a file, a FormData…) and reports upload progress, which fetch cannot. Resolves
 * with any answer the server gives, whatever its status; rejects with an UploadNetworkError when
 * none came, or a DOMException "AbortError" when `signal` aborts (before or during the upload).
 */
export function uploadWithProgress(
  url: string,
  body: XMLHttpRequestBodyInit,
  { headers = {}, onProgress, onUploaded, signal }: UploadProgressOptions = {},
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const request = new XMLHttpRequest();
    request.open("POST", url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => onUploaded?.();
    request.onload = () =>
      resolve({ status: request.status, body: (request.response as unknown) ?? null });
    request.onerror = () => reject(new UploadNetworkError());
    request.onabort = () => reject(cancelled());
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}
