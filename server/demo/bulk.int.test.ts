import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ARTISTS_PAGE_SIZE, parseSearch } from "~/core/artists/search";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { readSearchResults } from "../artists/search";
import { bulkSeedArtists } from "./bulk";

describe(`bulk artists on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    rowsOf<T>(await database().db.execute(query));
  const COUNT = 300; // two batches

  beforeAll(async () => {
    services = createTestServices(database());
    await bulkSeedArtists(services, COUNT);
  }, 120_000);

  it("publishes every artist with five photos", async () => {
    const [stats] = await rows<{ artists: number; photos: number }>(sql`
      select (select count(*)::int from artist where is_active) as artists,
             (select count(*)::int from photo where kind = 'portfolio') as photos`);
    expect(stats).toEqual({ artists: COUNT, photos: COUNT * 5 });
  });

  it("gives most artists a menu of 3 to 8 services, the others none", async () => {
    const menus = await rows<{ services: number; positions: number[] }>(sql`
      select count(*)::int as services, array_agg(position order by position) as positions
      from artist_service group by artist_id`);
    const share = menus.length / COUNT;
    expect(share).toBeGreaterThan(0.78);
    expect(share).toBeLessThan(0.92);
    for (const { services, positions } of menus) {
      expect(services).toBeGreaterThanOrEqual(3);
      expect(services).toBeLessThanOrEqual(8);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
  });

  it("keeps each artist's lowest price, removals left out, null without a menu", async () => {
    const wrong = await rows(sql`
      select a.id from artist a
      where a.min_price_cents is distinct from
            (select min(price_cents) from artist_service s
             where s.artist_id = a.id and s.category <> 'Removal')`);
    expect(wrong).toEqual([]);
    const [spread] = await rows<{ under40: number; unpriced: number }>(sql`
      select count(*) filter (where min_price_cents <= 4000)::int as under40,
             count(*) filter (where min_price_cents is null)::int as unpriced
      from artist`);
    expect(spread!.under40).toBeGreaterThan(0);
    expect(spread!.under40).toBeLessThan(COUNT);
    expect(spread!.unpriced).toBe(
      COUNT -
        (await rows(sql`select distinct artist_id from artist_service where category <> 'Removal'`))
          .length,
    );
  });

  it("lists them by the price filter and the price sort, unpriced last", async () => {
    const upTo40 = await readSearchResults(
      services,
      parseSearch(new URLSearchParams("maxPrice=40")),
      null,
    );
    const [under40] = await rows<{ n: number }>(
      sql`select count(*)::int as n from artist where min_price_cents <= 4000`,
    );
    expect(upTo40.total).toBe(under40!.n);
    const pages = Math.ceil(COUNT / ARTISTS_PAGE_SIZE);
    const last = await readSearchResults(
      services,
      parseSearch(new URLSearchParams(`sort=price&page=${pages}`)),
      null,
    );
    expect(last.artists.at(-1)!.fromPriceCents).toBeUndefined();
    const first = await readSearchResults(
      services,
      parseSearch(new URLSearchParams("sort=price")),
      null,
    );
    const prices = first.artists.map((card) => card.fromPriceCents!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});
