import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSearch } from "~/core/artists/search";
import { COLORS, POPULAR_LOCATIONS, STYLES } from "~/core/catalogue";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { artist, photo, user } from "../db/schema";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { favoriteCards, recentActivity } from "../favorites/favorites";
import { readSearchResults } from "../artists/search";
import { DEMO_ACCOUNTS, DEMO_ARTIST_COUNT, DemoSeed, planDemo, seedDemoIfEmpty } from "./seed";

describe(`demo data on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    rowsOf<T>(await database().db.execute(query));

  beforeAll(async () => {
    services = createTestServices(database());
    expect(await seedDemoIfEmpty(services, { pictureSize: 96 })).toBe(true);
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

  it("gives every artist 5 or 6 generated photos whose true labels are recorded", async () => {
    const counts = await rows<{ n: number }>(
      sql`select count(*) as n from photo where kind = 'portfolio' group by artist_id`,
    );
    expect(counts).toHaveLength(DEMO_ARTIST_COUNT);
    expect(counts.every(({ n }) => Number(n) >= 5 && Number(n) <= 6)).toBe(true);
    const unlabelled = await rows(
      sql`select 1 from photo where kind = 'portfolio' and generated_labels is null`,
    );
    expect(unlabelled).toHaveLength(0);
  });

  it("gives every artist pictures of their own: no file and no picture shared", async () => {
    // Renditions are named by the hash of their bytes: the same key is the same file.
    const files = await rows<{ key: string; artists: number }>(sql`
      select v->>'key' as key, count(distinct artist_id) as artists
      from photo, jsonb_array_elements(variants) v group by 1`);
    expect(files.length).toBeGreaterThan(DEMO_ARTIST_COUNT * 5);
    expect(files.filter((file) => Number(file.artists) > 1)).toEqual([]);
    // Nor two pictures drawn from the same spec, at any size.
    const specs = planDemo().pictures.map((picture) => JSON.stringify(picture.spec));
    expect(new Set(specs).size).toBe(specs.length);
  });

  it("spreads styles and colors as a marketplace: none everywhere, and filters narrow", async () => {
    const artists = await rows<{ styles: string[]; colors: string[] }>(
      sql`select styles, colors from artist where is_active`,
    );
    const share = (has: (a: (typeof artists)[number]) => boolean) =>
      artists.filter(has).length / artists.length;
    const colorShares = COLORS.map((c) => [c, share((a) => a.colors.includes(c))] as const);
    const styleShares = STYLES.map((s) => [s, share((a) => a.styles.includes(s))] as const);
    const percent = (shares: ReadonlyArray<readonly [string, number]>) =>
      shares.map(([name, value]) => `${name} ${Math.round(value * 100)} %`).join(", ");
    console.info(`Artists per color: ${percent(colorShares)}`);
    console.info(`Artists per style: ${percent(styleShares)}`);
    expect(Math.max(...colorShares.map(([, value]) => value))).toBeLessThanOrEqual(0.4);
    expect(Math.max(...styleShares.map(([, value]) => value))).toBeLessThanOrEqual(0.5);
    // Every style and color is somebody's.
    expect(Math.min(...colorShares.map(([, value]) => value))).toBeGreaterThan(0);
    expect(Math.min(...styleShares.map(([, value]) => value))).toBeGreaterThan(0);

    // What the list says: a color added to a style always leaves fewer artists.
    const found = async (query: string) =>
      (await readSearchResults(services, parseSearch(new URLSearchParams(query)), null)).total;
    const ombre = await found("style=Ombre");
    const ombreRed = await found("style=Ombre&color=Red");
    console.info(`Ombre: ${ombre} artists; Ombre + Red: ${ombreRed}`);
    expect(ombreRed).toBeGreaterThan(0);
    expect(ombreRed).toBeLessThan(ombre);
    for (const style of STYLES) {
      const withStyle = await found(`style=${style}`);
      for (const color of COLORS) {
        expect(await found(`style=${style}&color=${color}`), `${style} + ${color}`).toBeLessThan(
          withStyle,
        );
      }
    }
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
    expect(await seedDemoIfEmpty(services, { pictureSize: 96 })).toBe(false);
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
    expect(await new DemoSeed(services, { pictureSize: 96 }).prepare()).toBe("in progress");
    const signedIn = await services.auth.api.signInEmail({
      body: { email: DEMO_ACCOUNTS.client.email, password: DEMO_ACCOUNTS.client.password },
    });
    expect(signedIn.user.id).not.toBe("half-made");
  });
});
