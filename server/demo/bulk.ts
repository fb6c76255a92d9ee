import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { COLORS, STYLES } from "~/core/catalogue";
import { US_STATES } from "~/core/us-locations";
import { CITIES_BY_STATE } from "~/core/us-cities";
import type { AppServices } from "../context";
import { artist, artistService, user } from "../db/schema";
import type { StoredImage } from "../media/media";
import { labelsOf, nailArtSvg, randomNailArtSpec } from "./nail-art";
import { DEMO_PICTURE_CACHE, DemoPictureCache } from "./picture-cache";
import { insertPhotos } from "../artists/artist-rows";
import { seededRandom } from "~/core/seeded-random";
import { planServices } from "./services";

/** Distinct pictures generated for a bulk load; every artist's photos share their files. */
const BULK_PICTURES = 12;
const PHOTOS_PER_ARTIST = 5;
/** Rows written per statement: large enough to be fast, small enough for PGlite's memory. */
const BATCH = 250;
/**
 * The share of bulk artists with a service menu (the demo's planner, up to 8 services each, so a
 * batch's menus are at most 2,000 rows in one statement); the others list no prices, as the
 * price sort puts last.
 */
const WITH_MENU = 0.85;

/**
 * Loads `count` published artists quickly, for benchmarks: a dozen generated pictures processed
 * once and shared, places spread over every state, random styles and colours, and most of them a
 * service menu priced for their city. Accounts have no password (nobody signs in as them).
 */
export async function bulkSeedArtists(
  services: AppServices,
  count: number,
  onProgress: (done: number) => void = () => {},
): Promise<void> {
  const random = seededRandom(count);
  const cache = new DemoPictureCache(DEMO_PICTURE_CACHE, services.logger);
  const pool: Array<{ stored: StoredImage; labels: ReturnType<typeof labelsOf> }> = [];
  for (let i = 0; i < BULK_PICTURES; i++) {
    const spec = randomNailArtSpec(random);
    pool.push({
      stored: await cache.store(services.media, nailArtSvg(spec, 640)),
      labels: labelsOf(spec),
    });
  }
  const pickSome = <T>(list: readonly T[], max: number) =>
    list.filter(() => random() < max / list.length).slice(0, max);

  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const ids = Array.from({ length: size }, () => randomUUID());
    const now = Date.now();
    const publishedAt = ids.map(
      () => new Date(now - Math.floor(random() * 365 * 24 * 3600 * 1000)),
    );
    const rows = ids.map((id, i) => {
      const state = US_STATES[Math.floor(random() * US_STATES.length)]!.code;
      const cities = CITIES_BY_STATE[state];
      return {
        id,
        displayName: `Studio ${start + i}`,
        email: `bulk-${id}@nailmatch.example`,
        bio: "Bulk-loaded artist for benchmarks.",
        styles: pickSome(STYLES, 3),
        colors: pickSome(COLORS, 3),
        instagram: `studio_${start + i}`,
        state,
        city: cities[Math.floor(random() * cities.length)]!,
        isFeatured: random() < 0.05,
        isActive: true,
        publishedAt: publishedAt[i]!,
        createdAt: publishedAt[i]!,
      };
    });
    await services.database.db.transaction(async (tx) => {
      await tx.insert(user).values(
        ids.map((id, i) => ({
          id,
          name: `Bulk Artist ${start + i}`,
          email: `bulk-${id}@nailmatch.example`,
          username: `bulk_${id.replaceAll("-", "").slice(0, 15)}`,
          userType: "artist" as const,
          createdAt: publishedAt[i]!,
        })),
      );
      await tx.insert(artist).values(rows);
      const menus = rows.flatMap((row, i) =>
        random() < WITH_MENU
          ? planServices(start + i, row, row.styles).map((service, position) => ({
              ...service,
              id: randomUUID(),
              artistId: row.id,
              position,
            }))
          : [],
      );
      // One statement: the menu trigger sets the batch's lowest prices in one update.
      if (menus.length) await tx.insert(artistService).values(menus);
      await insertPhotos(
        tx,
        ids.flatMap((id) =>
          Array.from({ length: PHOTOS_PER_ARTIST }, (_, position) => {
            const picture = pool[Math.floor(random() * pool.length)]!;
            return {
              artistId: id,
              kind: "portfolio" as const,
              position,
              stored: picture.stored,
              generatedLabels: picture.labels,
            };
          }),
        ),
      );
    });
    onProgress(start + size);
  }
}

/** Reviews written per statement (each statement updates the artists' ratings once). */
const REVIEW_BATCH = 50_000;
/** The clients the bulk reviews come from. */
const BULK_CLIENTS = 1000;

/**
 * Adds `count` reviews, for benchmarks, each on a completed request of its own from one of a
 * thousand clients to a random published artist, stars leaning high (as real ones do). By SQL,
 * in batches: the review table's triggers keep every artist's rating (migration 0015).
 */
export async function bulkSeedReviews(
  { database }: AppServices,
  count: number,
  onProgress: (done: number) => void = () => {},
): Promise<void> {
  const { db } = database;
  const tag = randomUUID().slice(0, 8);
  await db.execute(sql`
    insert into "user" (id, name, email, username, user_type)
    select ${`bulk-client-${tag}-`} || n, 'Client ' || n,
           ${`bulk-client-${tag}-`} || n || '@example.com', ${`bc${tag}`} || n, 'user'
    from generate_series(1, ${BULK_CLIENTS}) as n`);
  for (let start = 0; start < count; start += REVIEW_BATCH) {
    const size = Math.min(REVIEW_BATCH, count - start);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        create temporary table bulk_review on commit drop as
        select ${`bulk-req-${tag}-`} || (${start} + n) as request_id,
               ids[1 + floor(random() * array_length(ids, 1))::int] as artist_id,
               ${`bulk-client-${tag}-`} || (1 + n % ${BULK_CLIENTS}) as client_id,
               least(5, greatest(1, round(4.3 + (random() + random() + random() - 1.5) * 1.4)))::int as stars,
               now() - random() * interval '700 days' as at
        from generate_series(1, ${size}) as n,
             (select array_agg(id) as ids from artist where is_active) as published`);
      await tx.execute(sql`
        insert into request (id, client_id, artist_id, client_name, state, time_zone,
                             artist_unread, created_at, last_activity_at)
        select request_id, client_id, artist_id, 'Client', 'completed', 'America/Chicago', 0, at, at
        from bulk_review`);
      await tx.execute(sql`
        insert into review (id, request_id, artist_id, author_id, author_name, stars, body,
                            created_at, updated_at)
        select gen_random_uuid()::text, request_id, artist_id, client_id, 'Client', stars,
               'Bulk-loaded review for benchmarks: lovely work, would book again.', at, at
        from bulk_review`);
    });
    onProgress(start + size);
  }
  await db.execute(sql`analyze artist`);
  await db.execute(sql`analyze review`);
}
