import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Writable } from "node:stream";
import { loadConfig } from "../config";
import type { AppServices } from "../context";
import type { DatabaseHandle } from "../db/client";
import { createLogger } from "../logger";
import { createServices } from "../services";
import { storedTestPhoto } from "./artists";

/**
 * The app's services on a test database, with a throw-away DATA_DIR and silent logs (or logs
 * written to `logTo`, at LOG_LEVEL or info, for tests about what is logged).
 */
export function createTestServices(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  logTo?: Writable,
): AppServices {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-test-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: logTo ? "info" : "silent",
    ...env,
  });
  // Tests describe each photo through the real path, never from another run's cache.
  return createServices(
    { ...config, photoDescriptionCache: null },
    database,
    createLogger(config.logLevel, logTo),
  );
}

/** Test services on `database`, and one stored picture for the photo rows a test writes. */
export async function servicesWithPhoto(database: DatabaseHandle) {
  const services = createTestServices(database);
  return { services, image: await storedTestPhoto(services) };
}
