import { PhotoTagSuggestions } from "./artists/photo-tags";
import { createAuth } from "./auth/auth";
import type { Config } from "./config";
import type { AppServices } from "./context";
import type { DatabaseHandle } from "./db/client";
import type { Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { StyleMatch } from "./match/style-match";
import { createStorage, MediaService } from "./media/media";
import { RateLimiter } from "./rate-limit";
import { RequestEvents } from "./requests/live";

/** Builds the long-lived services around an open, migrated database. */
export function createServices(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
): AppServices {
  const limiter = new RateLimiter(database.db);
  const mailer = createMailer(config, logger);
  const auth = createAuth({ config, database, mailer, limiter, logger });
  const media = new MediaService({
    storage: createStorage(config),
    db: database.db,
    publicUrl: config.mediaPublicUrl,
    logger,
  });
  // Photos on requests: their own storage, never under the public media address (decision 0031).
  const privateMedia = new MediaService({
    storage: createStorage(config, "private"),
    db: database.db,
    publicUrl: "",
    logger,
    tables: ["request_photo"],
  });
  const match = new StyleMatch({
    database,
    media,
    logger,
    descriptor: config.matchDescriptor,
    descriptionCache: config.photoDescriptionCache,
  });
  const photoTags = new PhotoTagSuggestions({
    database,
    media,
    logger,
    suggest: (image) => match.suggestTags(image),
  });
  const live = new RequestEvents(database, logger);
  return {
    config,
    database,
    logger,
    limiter,
    mailer,
    auth,
    media,
    privateMedia,
    match,
    photoTags,
    live,
  };
}
