import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "../testing/database";
import { rowsOf } from "./client";
import { applyMigrations, installedExtensions } from "./migrate";
import journal from "./migrations/meta/_journal.json";

describe(`migrations on ${testDriver}`, () => {
  const database = useTestDatabase();

  it("applies every migration in the journal and records it", async () => {
    const applied = rowsOf<{ hash: string }>(
      await database().db.execute(sql`select hash from drizzle.__drizzle_migrations`),
    );
    expect(applied).toHaveLength(journal.entries.length);
  });

  it("installs pg_trgm, and vector wherever the server offers it", async () => {
    const extensions = await installedExtensions(database());
    expect(extensions).toContain("pg_trgm");
    const available = rowsOf<{ name: string }>(
      await database().db.execute(
        sql`select name from pg_available_extensions where name = 'vector'`,
      ),
    );
    if (testDriver === "pglite") expect(available).toHaveLength(1);
    if (available.length > 0) expect(extensions).toContain("vector");
    else {
      expect(extensions).not.toContain("vector");
      console.info("This PostgreSQL server has no pgvector: vector features are tested on PGlite.");
    }
  });

  it("trigram similarity answers", async () => {
    const [row] = rowsOf<{ score: number }>(
      await database().db.execute(sql`select similarity('Stiletto', 'stileto') as score`),
    );
    expect(Number(row?.score)).toBeGreaterThan(0.4);
  });

  it("is safe to run again at every start", async () => {
    await applyMigrations(database());
    const applied = rowsOf(
      await database().db.execute(sql`select 1 from drizzle.__drizzle_migrations`),
    );
    expect(applied).toHaveLength(journal.entries.length);
  });
});
