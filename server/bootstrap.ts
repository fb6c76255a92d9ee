import { ConfigError, loadConfig } from "./config";
import type { AppServices } from "./context";
import { databaseTarget, openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/lock";
import { applyMigrations, installedExtensions } from "./db/migrate";
import { createLogger } from "./logger";
import { checkPort } from "./port";
import { createServices } from "./services";

/**
 * What the server and the maintenance scripts start with: configuration, the database (locked,
 * migrated) and the services around it. Expected start-up errors (bad configuration, a data
 * folder in use, for the server a port in use) end the process with their message instead of a
 * stack trace, before any slow work.
 */
export async function openServices({ willListen = false } = {}): Promise<AppServices> {
  const config = await orExit(ConfigError, () => loadConfig());
  const portProblem = willListen && (await checkPort(config.port, config.host));
  if (portProblem) {
    console.error(portProblem);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const database = await orExit(DataDirLockedError, () => openDatabase(databaseTarget(config)));
  await database.exclusive(() => applyMigrations(database));
  const extensions = await installedExtensions(database);
  logger.info(
    { driver: database.driver, location: database.location, extensions },
    "database ready",
  );
  return createServices(config, database, logger);
}

async function orExit<T>(
  kind: new (...args: never[]) => Error,
  run: () => T | Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof kind) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
