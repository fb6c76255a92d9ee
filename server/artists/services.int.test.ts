import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Service } from "~/core/artists/services";
import type { AppServices } from "../context";
import { artist, artistService } from "../db/schema";
import { testPublishedArtist } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { addService, moveService, readServiceMenu, removeService, updateService } from "./services";
import { ProfileError } from "./errors";
import { SERVICE_MESSAGES } from "~/core/artists/services";
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

    // A removal on its own is no price to start from.
    await add(dana.id, [service({ category: "Removal", priceCents: 1500 })]);
    expect(await lowest(dana.id)).toBe(6500);

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
    const read = await readServiceMenu(database(), id);
    expect(read.map(({ id: _, ...fields }) => fields)).toEqual(menu);
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

  describe("written by the editor", () => {
    const names = async (artistId: string) =>
      (await readServiceMenu(database(), artistId)).map((row) => row.name);

    it("add at the end, save in place, move and remove, keeping the lowest price", async () => {
      const { id } = await testPublishedArtist(services);
      const first = await addService(database(), id, service({ name: "One", priceCents: 5000 }));
      await addService(database(), id, service({ name: "Two", priceCents: 3000 }));
      const third = await addService(database(), id, service({ name: "Three" }));
      expect(await names(id)).toEqual(["One", "Two", "Three"]);
      expect(await lowest(id)).toBe(3000);

      await updateService(database(), id, first, service({ name: "Uno", priceCents: 2500 }));
      expect(await names(id)).toEqual(["Uno", "Two", "Three"]);
      expect(await lowest(id)).toBe(2500);

      await moveService(database(), id, third, "up");
      expect(await names(id)).toEqual(["Uno", "Three", "Two"]);
      await moveService(database(), id, first, "down");
      expect(await names(id)).toEqual(["Three", "Uno", "Two"]);
      // At either end a move changes nothing.
      await moveService(database(), id, third, "up");
      expect(await names(id)).toEqual(["Three", "Uno", "Two"]);

      await removeService(database(), id, first);
      expect(await names(id)).toEqual(["Three", "Two"]);
      expect(await lowest(id)).toBe(3000);
      // A service added after a removal still goes last.
      await addService(database(), id, service({ name: "Four" }));
      expect(await names(id)).toEqual(["Three", "Two", "Four"]);
    });

    it("never touch another artist's menu", async () => {
      const [owner, other] = [
        await testPublishedArtist(services),
        await testPublishedArtist(services),
      ];
      const theirs = await addService(database(), owner.id, service({ name: "Theirs" }));
      for (const attempt of [
        () => updateService(database(), other.id, theirs, service({ name: "Mine now" })),
        () => moveService(database(), other.id, theirs, "down"),
        () => removeService(database(), other.id, theirs),
      ])
        await expect(attempt()).rejects.toThrow(ProfileError);
      expect(await names(owner.id)).toEqual(["Theirs"]);
    });

    it("hold at 30 services, even when adds arrive at once", async () => {
      const { id } = await testPublishedArtist(services);
      for (let n = 0; n < 28; n++) await addService(database(), id, service({ name: `S${n}` }));
      const attempts = await Promise.allSettled(
        [1, 2, 3, 4].map((n) => addService(database(), id, service({ name: `Late ${n}` }))),
      );
      expect(attempts.filter((a) => a.status === "fulfilled")).toHaveLength(2);
      for (const refused of attempts.filter((a) => a.status === "rejected"))
        expect((refused as PromiseRejectedResult).reason.message).toBe(SERVICE_MESSAGES.tooMany);
      expect(await names(id)).toHaveLength(30);
    });
  });
});
