import { sql } from "drizzle-orm";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "../testing/database";
import { rowsOf } from "./client";
import { applyMigrations, migrationsFolder } from "./migrate";
import journal from "./migrations/meta/_journal.json";

// Migration 0010 on a database with artists and photos from before: every photo without tags and
// unconfirmed, every artist's work what they declared, the facet counts unchanged.

/** A copy of the migrations folder that stops before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-migrations-"));
  fs.cpSync(migrationsFolder(), folder, { recursive: true });
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  fs.writeFileSync(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries }),
  );
  return folder;
}

describe(`migration 0010 (photo tags) on ${testDriver}`, () => {
  const database = useTestDatabase({ migrated: false });

  it("migrates existing photos with no tags, unconfirmed, and artists' work as declared, writing no row", async () => {
    const { db } = database();
    await applyMigrations(database(), migrationsBefore("0010_photo_tags"));
    await db.execute(sql`
      insert into "user" (id, name, email, username, user_type) values
        ('u1', 'One', 'one@example.com', 'one', 'artist'),
        ('u2', 'Two', 'two@example.com', 'two', 'artist')`);
    await db.execute(sql`
      insert into artist (id, display_name, styles, colors, state, city, is_active, published_at)
      values
        ('u1', 'Before One', '{Ombre,Glitter}', '{Pink}', 'TX', 'Austin', true, now()),
        ('u2', 'Before Two', '{Coffin}', '{}', 'CA', 'Fresno', false, null)`);
    await db.execute(sql`
      insert into photo (id, artist_id, kind, position, width, height, placeholder, variants)
      values ('p1', 'u1', 'portfolio', 0, 640, 480, '', '[]'),
             ('p2', 'u1', 'profile', null, 640, 480, '', '[]')`);
    const countsBefore = await facetCounts();

    await applyMigrations(database());

    expect(
      rowsOf(
        await db.execute(
          sql`select id, styles, colors, tags_confirmed, tags_suggested_at from photo order by id`,
        ),
      ),
    ).toEqual([
      { id: "p1", styles: [], colors: [], tags_confirmed: false, tags_suggested_at: null },
      { id: "p2", styles: [], colors: [], tags_confirmed: false, tags_suggested_at: null },
    ]);
    // No row is written: no work list is set, so the declared lists stand for it.
    expect(
      rowsOf(
        await db.execute(
          sql`select id, work_styles, work_colors, coalesce(work_styles, styles) as shown
              from artist order by id`,
        ),
      ),
    ).toEqual([
      { id: "u1", work_styles: null, work_colors: null, shown: ["Ombre", "Glitter"] },
      { id: "u2", work_styles: null, work_colors: null, shown: ["Coffin"] },
    ]);
    expect(await facetCounts()).toEqual(countsBefore);
    expect(countsBefore).toHaveLength(1);

    // From now on the triggers keep them: a confirmed photo decides.
    await db.execute(
      sql`update photo set styles = '{Almond}', colors = '{White}', tags_confirmed = true where id = 'p1'`,
    );
    expect(
      rowsOf(await db.execute(sql`select work_styles, work_colors from artist where id = 'u1'`)),
    ).toEqual([{ work_styles: ["Almond"], work_colors: ["White"] }]);
  });

  const facetCounts = async () =>
    rowsOf(
      await database().db.execute(
        // The columns 0010 knew (0029 adds a price band).
        sql`select styles_mask, colors_mask, published from artist_facet_count
            where published <> 0 order by 1, 2`,
      ),
    );
});
