import {
  MATCH_ENDPOINT,
  MATCH_MESSAGES,
  type MatchResponse,
  type MatchStatus,
  type StyleAnalysis,
} from "~/core/match";
import { UploadNetworkError, uploadWithProgress } from "./upload-with-progress";

/**
 * An analysis that did not come back. `refused`: the server answered with its own reason (a file
 * that is not an image or too large, too many analyses, the match unavailable), shown as is;
 * otherwise the request itself failed and the caller says the generic failure.
 */
export class AnalyzeError extends Error {
  override name = "AnalyzeError";
  readonly refused: boolean;
  readonly status: number;

  constructor(message: string, refused: boolean, status: number) {
    super(message);
    this.refused = refused;
    this.status = status;
  }
}

export interface AnalyzeOptions {
  /** Share of the photo sent so far, 0–1. */
  onProgress?: (fraction: number) => void;
  /** The whole photo has reached the server; the analysis itself is running. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

/** Whether `status` carries the server's reason for refusing (4xx, and 503 unavailable). */
const hasReason = (status: number) => (status >= 400 && status < 500) || status === 503;

/**
 * Sends the inspiration photo to the style match (the raw file as the body, like uploadPhoto) and
 * reports upload progress (uploadWithProgress). Resolves with the analysis; rejects with an
 * AnalyzeError, or a DOMException "AbortError" when `signal` aborts.
 */
export async function analyzePhoto(
  file: File,
  { onProgress, onUploaded, signal }: AnalyzeOptions = {},
): Promise<StyleAnalysis> {
  const { status, body } = await uploadWithProgress(MATCH_ENDPOINT, file, {
    headers: {
      "Content-Type": file.type || "application/octet-stream",
      Accept: "application/json",
    },
    onProgress,
    onUploaded,
    signal,
  }).catch((error: unknown) => {
    throw error instanceof UploadNetworkError ? new AnalyzeError(error.message, false, 0) : error;
  });
  // Either shape of MatchResponse, or null when the body was not JSON.
  const answer = body as Partial<
    Extract<MatchResponse, { analysis: unknown }> & Extract<MatchResponse, { error: unknown }>
  > | null;
  if (status === 200 && answer?.analysis) return answer.analysis;
  if (hasReason(status) && answer?.error?.message) {
    throw new AnalyzeError(answer.error.message, true, status);
  }
  if (status === 429) throw new AnalyzeError(MATCH_MESSAGES.tooMany, true, status);
  throw new AnalyzeError(`Analysis failed (HTTP ${status})`, false, status);
}

let status: Promise<boolean> | undefined;

/**
 * Whether the style match can run on this server (GET on the endpoint), asked once per page load.
 * Rejects when the question could not be answered; the next call asks again.
 */
export function matchAvailable(): Promise<boolean> {
  status ??= fetch(MATCH_ENDPOINT, { headers: { Accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Match status failed (HTTP ${response.status})`);
      return ((await response.json()) as MatchStatus).available === true;
    })
    .catch((error: unknown) => {
      status = undefined;
      throw error;
    });
  return status;
}
