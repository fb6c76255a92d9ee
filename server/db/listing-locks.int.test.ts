import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "../testing/database";
import { artist, photo, user } from "./schema";

// Migrations 0018 and 0019: the triggers that keep listing_version and the facet counts take their
// locks in one order (listing_version before any artist, photo or review row), so two transactions
// changing listings at once wait for each other, never deadlock. Only PostgreSQL runs
// transactions side by side (PGlite has one connection).

describe.runIf(testDriver === "postgres")("listing changes at once, on PostgreSQL", () => {
  const database = useTestDatabase();

  async function publishedArtist(): Promise<string> {
    const id = randomUUID();
    const { db } = database();
    await db.insert(user).values({
      id,
      name: "Test Artist",
      email: `${id}@example.com`,
      username: `u${id.slice(0, 12).replaceAll("-", "")}`,
      userType: "artist",
    });
    await db.insert(artist).values({
      id,
      displayName: "Same Facets",
      state: "CA",
      isActive: true,
      styles: ["Ombre"],
      colors: ["Pink"],
    });
    return id;
  }

  it("a photo's change and another artist's change of the same facets both commit", async () => {
    const [first, second] = [await publishedArtist(), await publishedArtist()];
    const { db } = database();
    let release!: () => void;
    const photoStatementDone = new Promise<void>((resolve) => (release = resolve));
    let proceed!: () => void;
    const goOn = new Promise<void>((resolve) => (proceed = resolve));
    // A photo statement (its listing-version trigger fires first), then its artist's facets.
    const photoThenArtist = db.transaction(async (tx) => {
      await tx.execute(sql`update photo set position = position where false`);
      release();
      await goOn;
      await tx
        .update(artist)
        .set({ colors: ["Pink", "Red"] })
        .where(eq(artist.id, first));
    });
    await photoStatementDone;
    // Another artist with the same styles and colors changes them meanwhile.
    const artistAlone = db
      .update(artist)
      .set({ colors: ["Pink", "Red"] })
      .where(eq(artist.id, second));
    const settled = Promise.allSettled([photoThenArtist, artistAlone]);
    await sleep(300); // the second is waiting now (on the listing version, or holding the facets)
    proceed();
    expect((await settled).map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
    const rows = await db
      .select({ colors: artist.colors })
      .from(artist)
      .where(eq(artist.displayName, "Same Facets"));
    expect(rows.map((row) => row.colors)).toEqual([
      ["Pink", "Red"],
      ["Pink", "Red"],
    ]);
  });

  it("an account is deleted while its photos' suggested tags are being stored: both commit", async () => {
    const id = await publishedArtist();
    const { db } = database();
    const photoIds = [`${id}-a`, `${id}-b`];
    for (const [position, photoId] of photoIds.entries()) {
      await db.insert(photo).values({
        id: photoId,
        artistId: id,
        kind: "portfolio",
        position,
        width: 640,
        height: 480,
        placeholder: "data:,",
        variants: [],
      });
    }
    // What the tag suggestion stores after an upload, held mid-statement: the first photo's row is
    // locked while the second's condition sleeps. The deletion starts in that second.
    const suggestion = db.execute(sql`
      update ${photo} set styles = '{Ombre}', tags_suggested_at = now()
      where ${photo.artistId} = ${id} and (${photo.id} <> ${photoIds[1]} or pg_sleep(1) is not null)`);
    await sleep(300);
    const deletion = db.delete(user).where(eq(user.id, id));
    const settled = await Promise.allSettled([suggestion, deletion]);
    expect(settled.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
    expect(await db.select().from(photo).where(eq(photo.artistId, id))).toEqual([]);
  });
});
