import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Service } from "~/core/artists/services";
import type { AppServices } from "../context";
import { artist, artistService } from "../db/schema";
import { testPublishedArtist } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { readServiceMenu } from "./services";
import { artistCards } from "./views";
import { readSearchResults } from "./search";
import { parseSearch } from "~/core/artists/search";

// Migration 0026 keeps each artist's lowest price on their row (decision 0063), whatever writes
// the menu, and refuses prices and durations the product would not show.

const service = (fields: Partial<Service> = {}): Service => ({
  name: "Gel manicure",
  category: "Manicure",
  priceCents: 4500,
  upToCents: null,
  minutes: 60,
  description: "",
  ...fields,
});

describe(`service menus on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  beforeAll(() => {
    services = createTestServices(database());
  });

  const lowest = async (artistId: string) => {
    const [row] = await database()
      .db.select({ cents: artist.minPriceCents })
      .from(artist)
      .where(eq(artist.id, artistId));
    return row!.cents;
  };
  const add = (artistId: string, menu: Service[]) =>
    database()
      .db.insert(artistService)
      .values(menu.map((s, position) => ({ ...s, id: randomUUID(), artistId, position })))
      .returning({ id: artistService.id });

  it("keep each artist's lowest price as their menu changes", async () => {
    const [dana, eve] = [await testPublishedArtist(services), await testPublishedArtist(services)];
    expect(await lowest(dana.id)).toBeNull();
    const [, cheap] = await add(dana.id, [
      service({ priceCents: 6500 }),
      service({ priceCents: 3000, upToCents: 4000 }),
    ]);
    await add(eve.id, [service({ priceCents: 9000 })]);
    expect([await lowest(dana.id), await lowest(eve.id)]).toEqual([3000, 9000]);

    await database()
      .db.update(artistService)
      .set({ priceCents: 7000, upToCents: null })
      .where(eq(artistService.id, cheap!.id));
    expect(await lowest(dana.id)).toBe(6500);

    // Cards say "From $65" for an artist who lists services, nothing for one who lists none.
    const cards = await artistCards(services, { ids: [dana.id, eve.id] });
    expect(cards.map((card) => card.fromPriceCents)).toEqual([6500, 9000]);

    await database().db.delete(artistService).where(eq(artistService.artistId, dana.id));
    expect([await lowest(dana.id), await lowest(eve.id)]).toEqual([null, 9000]);
    const [card] = await artistCards(services, { ids: [dana.id] });
    expect(card).not.toHaveProperty("fromPriceCents");
  });

  it("are read back in the menu's order", async () => {
    const { id } = await testPublishedArtist(services);
    const menu = [
      service({ name: "Spa pedicure", category: "Pedicure", priceCents: 5000 }),
      service({ name: "Acrylic full set", category: "Extensions", upToCents: 8000 }),
      service({
        name: "Gel removal",
        category: "Removal",
        priceCents: 1500,
        description: "Soak-off",
      }),
    ];
    await add(id, menu);
    expect(await readServiceMenu(database(), id)).toEqual(menu);
  });

  it("refuse what the product would not show", async () => {
    const { id } = await testPublishedArtist(services);
    for (const bad of [
      service({ priceCents: 99 }),
      service({ priceCents: 1_000_001 }),
      service({ priceCents: 5000, upToCents: 4000 }),
      service({ minutes: 4 }),
      service({ minutes: 601 }),
      service({ category: "Massage" as Service["category"] }),
    ]) {
      await expect(add(id, [bad]), JSON.stringify(bad)).rejects.toThrow();
    }
    expect(await lowest(id)).toBeNull();
  });

  it("go with the artist", async () => {
    const { id } = await testPublishedArtist(services);
    const rows = await add(id, [service()]);
    await database().db.delete(artist).where(eq(artist.id, id));
    const left = await database()
      .db.select()
      .from(artistService)
      .where(
        inArray(
          artistService.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left).toEqual([]);
  });

  it("filter and sort /artists by price, counting the same artists", async () => {
    const named = async (displayName: string, menu: Service[]) => {
      const { id } = await testPublishedArtist(services);
      await database().db.update(artist).set({ displayName }).where(eq(artist.id, id));
      if (menu.length) await add(id, menu);
      return id;
    };
    const cheap = await named("Priced Cheap", [
      service({ priceCents: 9000 }),
      service({ priceCents: 3500 }),
    ]);
    const dear = await named("Priced Dear", [service({ priceCents: 7000, upToCents: 9000 })]);
    const none = await named("Priced None", []);
    const list = async (query: string) => {
      const filters = parseSearch(new URLSearchParams(`name=Priced&${query}`));
      const { total, artists } = await readSearchResults(services, filters, null);
      expect(total, query).toBe(artists.length);
      return artists.map((card) => card.id);
    };
    expect(await list("maxPrice=40")).toEqual([cheap]);
    expect(await list("maxPrice=60")).toEqual([cheap]);
    expect(await list("maxPrice=80&sort=price")).toEqual([cheap, dear]);
    expect(await list("maxPrice=100&sort=price")).toEqual([cheap, dear]);
    // Artists without prices come last.
    expect(await list("sort=price")).toEqual([cheap, dear, none]);
  });
});
