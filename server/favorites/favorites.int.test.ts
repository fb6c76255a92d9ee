import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { VIEWS_KEPT } from "~/core/favorites";
import { deleteAccount } from "../accounts/account";
import { searchArtists } from "../artists/search";
import type { AppServices } from "../context";
import { artist, artistView, favorite } from "../db/schema";
import { parseSearch } from "~/core/artists/search";
import { createUser, insertArtist } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import {
  favoriteCards,
  latestFavorites,
  recentActivity,
  recordView,
  setFavorite,
  withFavoriteFlags,
} from "./favorites";

describe(`favorites and activity on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  beforeAll(() => {
    services = createTestServices(database());
  });

  let made = 0;
  async function publishedArtist(fields: Partial<typeof artist.$inferInsert> = {}) {
    made++;
    return insertArtist(services, {
      displayName: `Artist ${made}`,
      publishedAt: new Date(Date.UTC(2026, 0, made)),
      ...fields,
    });
  }
  const savedIds = async (client: string, search?: string) =>
    (await favoriteCards(services, client, search)).artists.map((card) => card.id);

  it("saves idempotently, newest first, and forgets", async () => {
    const client = await createUser(services, "user");
    const [a, b] = [await publishedArtist(), await publishedArtist()];
    expect(await setFavorite(services, client, a, true)).toBe(true);
    expect(await setFavorite(services, client, a, true)).toBe(true); // a double click
    await database().db.execute(sql`select pg_sleep(0.01)`);
    await setFavorite(services, client, b, true);
    expect(await savedIds(client)).toEqual([b, a]);
    expect((await favoriteCards(services, client)).saved).toBe(2);

    await setFavorite(services, client, a, false);
    await setFavorite(services, client, a, false); // already gone: still fine
    expect(await savedIds(client)).toEqual([b]);
  });

  it("survives concurrent toggles of the same artist without duplicates or errors", async () => {
    const client = await createUser(services, "user");
    const a = await publishedArtist();
    await Promise.all(Array.from({ length: 8 }, () => setFavorite(services, client, a, true)));
    const rows = await database().db.select().from(favorite).where(eq(favorite.userId, client));
    expect(rows).toHaveLength(1);
  });

  it("refuses to save an unpublished or unknown artist, and hides one who unpublishes", async () => {
    const client = await createUser(services, "user");
    const draft = await publishedArtist({ isActive: false });
    expect(await setFavorite(services, client, draft, true)).toBe(false);
    expect(await setFavorite(services, client, "no-such-artist", true)).toBe(false);

    const a = await publishedArtist();
    await setFavorite(services, client, a, true);
    await database().db.update(artist).set({ isActive: false }).where(eq(artist.id, a));
    expect(await savedIds(client)).toEqual([]);
    await database().db.update(artist).set({ isActive: true }).where(eq(artist.id, a));
    expect(await savedIds(client)).toEqual([a]); // back when published again
  });

  it("is deleted with the artist and with the client", async () => {
    const client = await createUser(services, "user");
    const [a, b] = [await publishedArtist(), await publishedArtist()];
    await setFavorite(services, client, a, true);
    await setFavorite(services, client, b, true);
    await recordView(services, client, a);
    await deleteAccount(services, a);
    expect(await savedIds(client)).toEqual([b]);
    expect(await database().db.select().from(artistView).where(eq(artistView.artistId, a))).toEqual(
      [],
    );

    await deleteAccount(services, client);
    expect(await database().db.select().from(favorite).where(eq(favorite.userId, client))).toEqual(
      [],
    );
  });

  it("reads 200 favorites with their photos in two queries (no query per artist)", async () => {
    const client = await createUser(services, "user");
    const ids = [];
    for (let index = 0; index < 200; index++) ids.push(await publishedArtist());
    await database()
      .db.insert(favorite)
      .values(ids.map((artistId) => ({ userId: client, artistId })));
    const queries: string[] = [];
    const stop = database().observeQueries((query) => queries.push(query));
    const { saved, artists } = await favoriteCards(services, client);
    stop();
    expect(saved).toBe(200);
    expect(artists).toHaveLength(200);
    expect(queries).toHaveLength(2);
  });

  it("searches display name, account name, city, state (code or name) and bio, in any case", async () => {
    const client = await createUser(services, "user");
    const luxe = await publishedArtist({
      displayName: "Luxe Nails",
      state: "FL",
      city: "Miami",
      bio: "Bridal sets.",
    });
    const polish = await publishedArtist({ displayName: "Polish Bar", state: "OR", city: "Salem" });
    await setFavorite(services, client, luxe, true);
    // Saved in another millisecond: the clock can tie two saves, and the order is newest first.
    await database().db.execute(sql`select pg_sleep(0.01)`);
    await setFavorite(services, client, polish, true);
    for (const [search, found] of [
      ["luxe", [luxe]],
      ["MIAMI", [luxe]],
      ["fl", [luxe]],
      ["oregon", [polish]],
      ["bridal", [luxe]],
      ["test artist", [polish, luxe]], // both accounts are named "Test Artist"
      ["100%", []],
      ["", [polish, luxe]],
    ] as const) {
      expect(await savedIds(client, search), search).toEqual(found);
    }
    expect((await favoriteCards(services, client, "zzz")).saved).toBe(2);
  });

  it("marks a page of cards with the viewer's favorites in one query", async () => {
    const client = await createUser(services, "user");
    const a = await publishedArtist({ displayName: "Flagged Studio" });
    await setFavorite(services, client, a, true);
    const { artists } = await searchArtists(
      services,
      parseSearch(new URLSearchParams("name=studio")),
      null,
    );
    const flagged = await withFavoriteFlags(services, client, artists);
    expect(flagged.find((card) => card.id === a)?.isFavorite).toBe(true);
    expect(flagged.filter((card) => card.isFavorite)).toHaveLength(1);
    expect(artists.every((card) => card.isFavorite === undefined)).toBe(true); // kept lists untouched
  });

  it("counts a view once within minutes, keeps the latest views only, and lists activity", async () => {
    const client = await createUser(services, "user");
    const [a, b] = [await publishedArtist(), await publishedArtist()];
    await recordView(services, client, a);
    const [first] = await database()
      .db.select()
      .from(artistView)
      .where(eq(artistView.userId, client));
    await recordView(services, client, a); // a reload
    const [again] = await database()
      .db.select()
      .from(artistView)
      .where(eq(artistView.userId, client));
    expect(again!.viewedAt).toEqual(first!.viewedAt);

    await database().db.execute(sql`select pg_sleep(0.01)`);
    await setFavorite(services, client, b, true);
    await database().db.execute(sql`select pg_sleep(0.01)`);
    await recordView(services, client, b);
    const activity = await recentActivity(services, client, 5);
    expect(activity.map((event) => [event.artist.id, event.kind])).toEqual([
      [b, "viewed"],
      [a, "viewed"],
    ]);
    expect(await latestFavorites(services, client, 3)).toMatchObject([{ id: b, isFavorite: true }]);

    const others = await Promise.all(
      Array.from({ length: VIEWS_KEPT + 2 }, () => publishedArtist()),
    );
    for (const other of others) await recordView(services, client, other);
    const kept = await database().db.select().from(artistView).where(eq(artistView.userId, client));
    expect(kept).toHaveLength(VIEWS_KEPT);
  });
});
