import { count, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { parseSearch } from "~/core/artists/search";
import { profileTagsDefault } from "~/core/artists/photo-tags";
import { COLORS, STYLES } from "~/core/catalogue";
import { PRICE_FILTERS } from "~/core/artists/services";
import { randomUUID } from "node:crypto";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { artist, artistService, photo, user } from "../db/schema";
import type { StoredImage } from "../media/media";
import { createUser } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { servicesWithPhoto } from "../testing/services";
import { insertPhotos } from "./artist-rows";
import { matchingArtists, readSearchResults } from "./search";
import { photoTagsView } from "./views";

// Migration 0008 keeps the number of published artists per combination of styles and colors
// (since 0010, of what their work shows: their confirmed photos' tags, else what they declare;
// since 0029, by band of lowest price), and /artists sums them for its count. They must agree with counting the rows, whatever wrote.

describe(`facet counts on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let image: StoredImage;
  beforeAll(async () => ({ services, image } = await servicesWithPhoto(database())));

  const mask = async (fn: "style_mask" | "color_mask", values: string[]) => {
    const list = sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
    const [row] = rowsOf<{ mask: number }>(
      await database().db.execute(sql`select ${sql.raw(fn)}(array[${list}]::text[]) as mask`),
    );
    return row!.mask;
  };

  it("give each style and color of the catalogue its own bit, in the catalogue's order", async () => {
    for (const [bit, style] of STYLES.entries()) {
      expect(await mask("style_mask", [style]), style).toBe(1 << bit);
    }
    for (const [bit, color] of COLORS.entries()) {
      expect(await mask("color_mask", [color]), color).toBe(1 << bit);
    }
    expect(await mask("style_mask", ["Ombre", "Glitter", "Plaid"])).toBe(
      (1 << STYLES.indexOf("Ombre")) | (1 << STYLES.indexOf("Glitter")),
    );
  });

  it("band each lowest price by the first of the price filters it is within", async () => {
    const band = async (cents: number | null) => {
      const [row] = rowsOf<{ band: number }>(
        await database().db.execute(sql`select price_band(${cents}::int) as band`),
      );
      return row!.band;
    };
    for (const [i, dollars] of PRICE_FILTERS.entries()) {
      expect(await band(dollars * 100), `$${dollars}`).toBe(i);
      expect(await band(dollars * 100 + 1), `just over $${dollars}`).toBe(i + 1);
    }
    expect(await band(100)).toBe(0);
    expect(await band(null)).toBe(PRICE_FILTERS.length + 1);
  });

  /** Every filter the sum answers: none, each style and color, and some mixes of them. */
  const QUERIES = [
    "",
    ...STYLES.map((style) => `style=${encodeURIComponent(style)}`),
    ...COLORS.map((color) => `color=${color}`),
    "style=Ombre&style=Glitter",
    "style=Ombre&style=Glitter&color=Red",
    "style=Almond&color=Pink&color=Gold&color=Neon",
    ...PRICE_FILTERS.map((dollars) => `maxPrice=${dollars}`),
    "maxPrice=60&style=Ombre",
    "maxPrice=40&color=Red&color=Pink",
    "maxPrice=100&style=Glitter&color=Gold",
  ];

  const expectCountsTrue = async (when: string) => {
    for (const query of QUERIES) {
      const filters = parseSearch(new URLSearchParams(query));
      const [rows] = await database()
        .db.select({ total: count() })
        .from(artist)
        .where(matchingArtists(filters, null));
      const { total } = await readSearchResults(services, filters, null);
      expect(total, `${when}: ?${query}`).toBe(rows!.total);
    }
  };

  const someOf = <T>(values: readonly T[]) =>
    fc.uniqueArray(fc.constantFrom(...values), { minLength: 0, maxLength: 4 });
  const profile = fc.record({
    styles: someOf(STYLES),
    colors: someOf(COLORS),
    isActive: fc.boolean(),
  });

  const photoTags = fc.record({
    styles: someOf(STYLES),
    colors: someOf(COLORS),
    confirmed: fc.boolean(),
  });

  /** Each artist's work lists are what core's rule makes of their photos and declared lists. */
  const expectWorkTrue = async (ids: string[]) => {
    const { db } = database();
    for (const id of ids) {
      const [row] = await db.select().from(artist).where(eq(artist.id, id));
      const photos = await db.select().from(photo).where(eq(photo.artistId, id));
      const expected = profileTagsDefault(
        { styles: [], colors: [] },
        photos.map((p) => ({ tags: photoTagsView(p) })),
      );
      const confirmed = photos.some((p) => p.tagsConfirmed);
      expect({ styles: row!.workStyles, colors: row!.workColors }, id).toEqual(
        confirmed ? expected : { styles: null, colors: null },
      );
    }
  };

  it("agree with counting the rows through inserts, edits, unpublishing and deletions", async () => {
    const { db } = database();
    await fc.assert(
      fc.asyncProperty(
        fc.array(profile, { minLength: 1, maxLength: 12 }),
        fc.array(profile, { minLength: 1, maxLength: 12 }),
        fc.array(photoTags, { minLength: 1, maxLength: 12 }),
        fc.array(
          fc.array(
            fc.record({ cents: fc.integer({ min: 100, max: 15_000 }), removal: fc.boolean() }),
            {
              minLength: 1,
              maxLength: 3,
            },
          ),
          { minLength: 1, maxLength: 12 },
        ),
        async (first, edits, photos, menus) => {
          // Inserted in one statement, as a bulk load does.
          const ids = await Promise.all(first.map(() => createUser(services)));
          await db.insert(artist).values(
            first.map((fields, i) => ({
              id: ids[i]!,
              displayName: `Facet ${i}`,
              state: "TX",
              city: "Austin",
              publishedAt: new Date(),
              ...fields,
            })),
          );
          await expectCountsTrue("after inserting");
          // One by one, as profiles are edited, published and unpublished.
          for (const [i, fields] of edits.entries()) {
            await db
              .update(artist)
              .set(fields)
              .where(eq(artist.id, ids[i % ids.length]!));
          }
          await expectCountsTrue("after editing");
          // Service menus move each artist's lowest price, and with it the price band.
          const services_ = await db
            .insert(artistService)
            .values(
              menus.flatMap((menu, i) =>
                menu.map((service, position) => ({
                  id: randomUUID(),
                  artistId: ids[i % ids.length]!,
                  position,
                  name: "Service",
                  category: service.removal ? ("Removal" as const) : ("Manicure" as const),
                  priceCents: service.cents,
                  minutes: 30,
                })),
              ),
            )
            .returning({ id: artistService.id });
          await expectCountsTrue("after adding services");
          if (services_.length)
            await db.delete(artistService).where(eq(artistService.id, services_[0]!.id));
          await expectCountsTrue("after removing a service");
          // Portfolio photos, some with confirmed tags (decision 0026): the counts follow what
          // the artists' work shows, which is the confirmed photos' union or the declared lists.
          const rows = await insertPhotos(
            db,
            photos.map((tags, i) => ({
              artistId: ids[i % ids.length]!,
              kind: "portfolio" as const,
              position: i,
              stored: image,
              tags,
            })),
          );
          await expectCountsTrue("after adding photos");
          await expectWorkTrue(ids);
          await db.delete(photo).where(eq(photo.id, rows[0]!.id));
          await db
            .update(photo)
            .set({ tagsConfirmed: true })
            .where(eq(photo.id, rows.at(-1)!.id));
          await expectCountsTrue("after deleting and confirming photos");
          await expectWorkTrue(ids);
          // Many rows in one statement; and a deleted account takes its profile with it.
          await db.update(artist).set({ isActive: true }).where(inArray(artist.id, ids));
          await db.delete(user).where(eq(user.id, ids[0]!));
          await expectCountsTrue("after publishing all and deleting one");
          await db.delete(artist).where(inArray(artist.id, ids));
          await expectCountsTrue("after deleting the rest");
        },
      ),
      { numRuns: 15 },
    );
    // Fifteen runs of dozens of writes each: 20–35 s on an idle 2-core host, 90 s on a busy one.
  }, 180_000);
});
