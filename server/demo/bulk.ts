import { randomUUID } from "node:crypto";
import { COLORS, STYLES } from "~/core/catalogue";
import { US_STATES } from "~/core/us-locations";
import { CITIES_BY_STATE } from "~/core/us-cities";
import type { AppServices } from "../context";
import { artist, user } from "../db/schema";
import type { StoredImage } from "../media/media";
import { labelsOf, mulberry32, nailArtSvg, randomNailArtSpec } from "./nail-art";
import { DEMO_PICTURE_CACHE, DemoPictureCache } from "./picture-cache";
import { insertPhotos } from "../artists/artist-rows";

/** Distinct pictures generated for a bulk load; every artist's photos share their files. */
const BULK_PICTURES = 12;
const PHOTOS_PER_ARTIST = 5;
/** Rows written per statement: large enough to be fast, small enough for PGlite's memory. */
const BATCH = 250;

/**
 * Loads `count` published artists quickly, for benchmarks: a dozen generated pictures processed
 * once and shared, places spread over every state, random styles and colours. Accounts have no
 * password (nobody signs in as them).
 */
export async function bulkSeedArtists(
  services: AppServices,
  count: number,
  onProgress: (done: number) => void = () => {},
): Promise<void> {
  const random = mulberry32(count);
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
      await tx.insert(artist).values(
        ids.map((id, i) => {
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
            rating: random() < 0.6 ? Math.round((3.5 + random() * 1.5) * 10) / 10 : null,
            isFeatured: random() < 0.05,
            isActive: true,
            publishedAt: publishedAt[i]!,
            createdAt: publishedAt[i]!,
          };
        }),
      );
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
