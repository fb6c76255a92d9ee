import { createAuth } from "./auth/auth";
import type { Config } from "./config";
import type { AppServices } from "./context";
import type { DatabaseHandle } from "./db/client";
import type { Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { RateLimiter } from "./rate-limit";

/** Builds the long-lived services around an open, migrated database. */
export function createServices(
  config: Config,
  database: DatabaseHandle,
  logger: Logger,
): AppServices {
  const limiter = new RateLimiter(database.db);
  const mailer = createMailer(config, logger);
  const auth = createAuth({ config, database, mailer, limiter, logger });
  return { config, database, logger, limiter, mailer, auth };
}
