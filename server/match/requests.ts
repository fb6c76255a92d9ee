import { MATCH, MATCH_MESSAGES, type StyleAnalysis } from "~/core/match";
import { IMAGE_MESSAGES, UPLOAD } from "~/core/uploads";
import { perAddress } from "../auth/limits";
import { clientIp } from "../auth/client-ip";
import type { AppServices } from "../context";
import { BodyError, FORM_MAX_BYTES, readBody, readForm, uploadedFiles } from "../http/request-body";
import { ImageRejectedError } from "../media/pipeline";
import type { RateRule } from "../rate-limit";

// One path for a style-match request, whoever asks: the endpoint the dialog posts the photo to
// (POST /api/match, the photo as the body) and the /match page's form (multipart). Both check
// the same things in the same order, count against the same limit and answer the same words.
// The photo is analysed in memory: never stored, never logged.

/** Analyses per address per minute, shared by the endpoint and the page (one key). */
export const MATCH_RATE: RateRule = { max: MATCH.perMinute, windowSeconds: 60 };

/** Why a photo could not be matched, with the HTTP status to answer. */
export interface MatchRefusal {
  status: number;
  message: string;
  /** Seconds, for a 429. */
  retryAfter?: number;
}

export type MatchOutcome = { analysis: StyleAnalysis } | { refusal: MatchRefusal };

/** A photo refused before its bytes could be looked at (none, or several, in a form). */
export class PhotoMissingError extends Error {
  override name = "PhotoMissingError";
  readonly status = 400;
}

/** The endpoint's body: the photo itself, at most 10 MB (counted, whatever Content-Length says). */
export const photoFromBody = (request: Request) => readBody(request, UPLOAD.maxBytes);

/**
 * The page's multipart form: one file in `field`. The body may exceed the photo's limit by the
 * form's own framing (boundaries, headers), no more; the photo's size is checked on its own.
 */
export async function photoFromForm(request: Request, field: string): Promise<Buffer> {
  const form = await readForm(request, UPLOAD.maxBytes + FORM_MAX_BYTES);
  const files = uploadedFiles(form, field);
  if (files.length === 0) throw new PhotoMissingError(IMAGE_MESSAGES.missing);
  if (files.length > 1) throw new PhotoMissingError(MATCH_MESSAGES.onePhoto);
  const [file] = files as [File];
  if (file.size > UPLOAD.maxBytes) throw new BodyError(413, IMAGE_MESSAGES.tooLarge);
  return Buffer.from(await file.arrayBuffer());
}

/**
 * Runs the style match for `request`: is it available here, is this address within its limit,
 * then the photo (read by `readPhoto`) analysed. Never throws for the photo or the analysis.
 */
export async function matchRequest(
  services: AppServices,
  request: Request,
  readPhoto: (request: Request) => Promise<Buffer>,
): Promise<MatchOutcome> {
  if (!(await services.match.available())) {
    return { refusal: { status: 503, message: MATCH_MESSAGES.unavailable } };
  }
  const hit = await services.limiter.hit(
    `match:ip:${clientIp(request)}`,
    perAddress(MATCH_RATE, services.config.ipRateLimitFactor),
  );
  if (!hit.allowed) {
    return {
      refusal: { status: 429, message: MATCH_MESSAGES.tooMany, retryAfter: hit.retryAfter },
    };
  }
  try {
    const photo = await readPhoto(request);
    return { analysis: await services.match.analyse(photo, { keepRanking: true }) };
  } catch (error) {
    // The photo's own size rule, in the photo's words.
    if (error instanceof BodyError) {
      const message = error.status === 413 ? IMAGE_MESSAGES.tooLarge : error.message;
      return { refusal: { status: error.status, message } };
    }
    if (error instanceof ImageRejectedError) {
      return { refusal: { status: 415, message: error.message } };
    }
    if (error instanceof PhotoMissingError) {
      return { refusal: { status: error.status, message: error.message } };
    }
    services.logger.error({ err: error }, "style match failed");
    return { refusal: { status: 500, message: MATCH_MESSAGES.failed } };
  }
}

/** The refusal's headers: when to try again after too many analyses. */
export const refusalHeaders = (refusal: MatchRefusal): HeadersInit =>
  refusal.retryAfter === undefined ? {} : { "Retry-After": String(refusal.retryAfter) };
