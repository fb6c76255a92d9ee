import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { applyMigrations } from "../db/migrate";
import { testDriver } from "./driver";

// The integration project's global setup: on PGlite, one migrated database is made per run and
// dumped to a file; each test file's database starts from that dump (server/testing/database.ts)
// instead of running initdb and every migration again, seconds per file on a busy 2-core host.

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite data folder's dump, or "" when the suite runs on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (testDriver === "postgres") {
    project.provide("pgliteTemplate", "");
    return;
  }
  const database = await openDatabase({ driver: "pglite", dataDir: null });
  await applyMigrations(database);
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
  await database.close();
  const file = path.join(os.tmpdir(), `nailmatch-pglite-template-${process.pid}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rm(file, { force: true });
}
