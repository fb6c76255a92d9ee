import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";
import { seedDemoIfEmpty } from "../demo/seed";
import { createLogger } from "../logger";
import type { AppServices } from "../context";
import { createServices } from "../services";

// The demo data, created in an in-memory database and indexed for the style match: what a first
// start indexes, and what the match is fitted and evaluated against (the closeness of a photo to
// the indexed ones is part of its evidence of nails).

export async function openIndexedDemo(): Promise<{
  services: AppServices;
  close: () => Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-fit-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const database = await openDatabase({ driver: "pglite", dataDir: null });
  await applyMigrations(database);
  const services = createServices(config, database, createLogger("warn"));
  await seedDemoIfEmpty(services);
  await services.match.index.indexMissing();
  return {
    services,
    close: async () => {
      await services.match.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
