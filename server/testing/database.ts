import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { applyMigrations } from "../db/migrate";
import { testDriver } from "./driver";

export { testDriver };

function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL=postgres://…");
  return url;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server that is dropped again on close.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<DatabaseHandle> {
  if (testDriver === "pglite") {
    const template = migrated ? await migratedTemplate() : undefined;
    const database = await openDatabase({ driver: "pglite", dataDir: null, template });
    if (migrated && !template) await applyMigrations(database);
    return database;
  }
  const name = `nailmatch_test_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: "postgres", url: url.toString() });
  if (migrated) await applyMigrations(database);
  return {
    ...database,
    async close() {
      await database.close();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

let template: Promise<Blob | undefined> | undefined;

/** The run's migrated PGlite database, dumped by the global setup (./pglite-template.ts). */
function migratedTemplate(): Promise<Blob | undefined> {
  const file = inject("pgliteTemplate");
  template ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return template;
}

/**
 * Registers hooks giving the current test file its own database; call the result inside tests.
 * `migrated: false`: an empty database (for tests of the migrations themselves).
 */
export function useTestDatabase(options: { migrated?: boolean } = {}): () => DatabaseHandle {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(options);
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error("the test database is not open yet");
    return database;
  };
}
