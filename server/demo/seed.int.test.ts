import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POPULAR_LOCATIONS } from "~/core/catalogue";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { artist, photo, user } from "../db/schema";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { favoriteCards, recentActivity } from "../favorites/favorites";
import { DEMO_ACCOUNTS, DEMO_ARTIST_COUNT, DemoSeed, seedDemoIfEmpty } from "./seed";

describe(`demo data on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    rowsOf<T>(await database().db.execute(query));

  beforeAll(async () => {
    services = createTestServices(database());
    expect(await seedDemoIfEmpty(services, { pictures: 16 })).toBe(true);
  }, 120_000);

  it("publishes enough artists across many states and the popular cities", async () => {
    const artists = await rows<{ state: string; city: string }>(
      sql`select state, city from artist where is_active and published_at is not null`,
    );
    expect(artists.length).toBeGreaterThanOrEqual(60);
    expect(artists).toHaveLength(DEMO_ARTIST_COUNT);
    expect(new Set(artists.map((a) => a.state)).size).toBeGreaterThanOrEqual(15);
    const cities = new Set(artists.map((a) => a.city));
    for (const { city } of POPULAR_LOCATIONS) expect(cities, city).toContain(city);
  });

  it("varies styles, colours and backgrounds, with some featured and some rated", async () => {
    const [stats] = await rows<Record<string, number>>(sql`
      select count(distinct s) as styles, count(distinct c) as colors,
             count(distinct background_color) as backgrounds,
             count(*) filter (where is_featured) as featured,
             count(*) filter (where rating is not null) as rated,
             count(*) filter (where rating is null) as unrated
      from artist, unnest(styles) s, unnest(colors) c`);
    expect(Number(stats!.styles)).toBeGreaterThanOrEqual(8);
    expect(Number(stats!.colors)).toBeGreaterThanOrEqual(8);
    expect(Number(stats!.backgrounds)).toBeGreaterThanOrEqual(6);
    expect(Number(stats!.featured)).toBeGreaterThan(0);
    expect(Number(stats!.rated)).toBeGreaterThan(0);
    expect(Number(stats!.unrated)).toBeGreaterThan(0);
  });

  it("gives every artist 5 to 9 generated photos whose true labels are recorded", async () => {
    const counts = await rows<{ n: number }>(
      sql`select count(*) as n from photo where kind = 'portfolio' group by artist_id`,
    );
    expect(counts.every(({ n }) => Number(n) >= 5 && Number(n) <= 9)).toBe(true);
    const unlabelled = await rows(
      sql`select 1 from photo where kind = 'portfolio' and generated_labels is null`,
    );
    expect(unlabelled).toHaveLength(0);
  });

  it("lists as an artist's styles and colours exactly what their pictures show", async () => {
    const artists = await database().db.select().from(artist);
    const photos = await database().db.select().from(photo).where(eq(photo.kind, "portfolio"));
    for (const a of artists) {
      const labels = photos.filter((p) => p.artistId === a.id).map((p) => p.generatedLabels!);
      const shown = (key: "styles" | "colors") => new Set(labels.flatMap((l) => l[key]));
      expect(new Set(a.styles), a.displayName).toEqual(shown("styles"));
      expect(new Set(a.colors), a.displayName).toEqual(shown("colors"));
    }
  });

  it("creates the demo accounts with their known passwords", async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const signedIn = await services.auth.api.signInEmail({
        body: { email: account.email, password: account.password },
      });
      expect(signedIn.user.email).toBe(account.email);
    }
    const [demo] = await rows<{ user_type: string; display_name: string }>(sql`
      select u.user_type, a.display_name from "user" u join artist a on a.id = u.id
      where u.email = ${DEMO_ACCOUNTS.artist.email}`);
    expect(demo).toMatchObject({ user_type: "artist", display_name: "Dana's Nail Studio" });
  });

  it("gives the demo client a few favorites and some recent activity", async () => {
    const [client] = rowsOf<{ id: string }>(
      await services.database.db.execute(
        sql`select id from "user" where email = ${DEMO_ACCOUNTS.client.email}`,
      ),
    );
    const { saved, artists } = await favoriteCards(services, client!.id);
    expect(saved).toBe(4);
    expect(artists).toHaveLength(4);
    const activity = await recentActivity(services, client!.id, 10);
    expect(activity.length).toBeGreaterThanOrEqual(6);
    expect(activity.map((event) => event.at)).toEqual(
      activity
        .map((event) => event.at)
        .toSorted()
        .reverse(),
    );
  });

  it("leaves a database with artists alone", async () => {
    expect(await seedDemoIfEmpty(services, { pictures: 16 })).toBe(false);
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*) as n from artist`);
    expect(Number(n)).toBe(DEMO_ARTIST_COUNT);
  });
});

describe(`demo accounts after a start stopped while creating them, on ${testDriver}`, () => {
  const database = useTestDatabase();

  it("makes an account left without its password again", async () => {
    const services = createTestServices(database());
    // What a crash between Better Auth's user row and its password row leaves.
    await database()
      .db.insert(user)
      .values({ id: "half-made", name: "Casey Morgan", email: DEMO_ACCOUNTS.client.email });
    expect(await new DemoSeed(services, { pictures: 12 }).prepare()).toBe("in progress");
    const signedIn = await services.auth.api.signInEmail({
      body: { email: DEMO_ACCOUNTS.client.email, password: DEMO_ACCOUNTS.client.password },
    });
    expect(signedIn.user.id).not.toBe("half-made");
  });
});
