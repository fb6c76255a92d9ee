import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "../testing/database";
import { artist, user } from "./schema";

// Migration 0018: the triggers that keep listing_version and the facet counts take their locks in
// one order, so two transactions changing listings at once wait for each other, never deadlock.
// Only PostgreSQL runs transactions side by side (PGlite has one connection).

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
});
