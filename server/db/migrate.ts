import { sql } from "drizzle-orm";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import fs from "node:fs";
import path from "node:path";
import { rowsOf, type DatabaseHandle } from "./client";

/**
 * The migrations folder, found by walking up from this module: it sits beside this file in the
 * source tree, and two levels above the bundled server (build/server/index.js).
 */
export function migrationsFolder(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "server", "db", "migrations");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error("server/db/migrations not found");
  }
}

/**
 * Brings the schema up to date; safe to run at every start. `folder`: another migrations folder
 * (a test of a migration applies the ones before it first).
 */
export async function applyMigrations(
  { db, driver }: DatabaseHandle,
  folder = migrationsFolder(),
): Promise<void> {
  const config = { migrationsFolder: folder };
  // Each migrator needs its own driver's database type; the handle says which one this is.
  if (driver === "pglite") await migratePglite(db as unknown as PgliteDatabase, config);
  else await migratePostgres(db as unknown as NodePgDatabase, config);
}

/** Installed extensions, e.g. to report whether vector search is available. */
export async function installedExtensions({ db }: DatabaseHandle): Promise<string[]> {
  const result = await db.execute(sql`select extname from pg_extension order by extname`);
  return rowsOf<{ extname: string }>(result).map((row) => row.extname);
}
