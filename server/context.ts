import { createContext, type RouterContextProvider } from "react-router";
import type { PhotoTagSuggestions } from "./artists/photo-tags";
import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import type { StyleMatch } from "./match/style-match";
import type { MediaService } from "./media/media";
import type { RateLimiter } from "./rate-limit";
import type { RequestEvents } from "./requests/live";

/** Long-lived services, the same for every request. */
export interface AppServices {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
  limiter: RateLimiter;
  media: MediaService;
  /** Photos on requests: served only through their request's parties (decision 0031). */
  privateMedia: MediaService;
  match: StyleMatch;
  /** Suggests portfolio photos' styles and colors in the background (decision 0026). */
  photoTags: PhotoTagSuggestions;
  /** Open conversations' live streams, fed by one LISTEN per process (decision 0058). */
  live: RequestEvents;
}

/** What the photo passes in the background (indexing, tag suggestions) work with. */
export type PhotoServices = Pick<AppServices, "database" | "media" | "logger">;

/** Facts about the request being served. */
export interface RequestInfo {
  id: string;
  /** The request's logger: every line carries the request id. */
  log: Logger;
  /** Nonce for this response's inline scripts (Content-Security-Policy). */
  cspNonce: string;
  /** The listing version (server/artists/listing-version.ts), read once per request. */
  listingVersion: () => Promise<string>;
}

export const appServicesContext = createContext<AppServices>();
export const requestInfoContext = createContext<RequestInfo>();

type Context = Readonly<RouterContextProvider>;

export const getServices = (context: Context): AppServices => context.get(appServicesContext);
export const getRequestInfo = (context: Context): RequestInfo => context.get(requestInfoContext);
