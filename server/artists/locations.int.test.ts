import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../context";
import { artist } from "../db/schema";
import { createUser } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { stateCounts } from "./locations";

describe(`artist counts by state on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  beforeAll(() => {
    services = createTestServices(database());
  });

  async function addArtist(state: string | null, isActive: boolean) {
    const id = await createUser(services);
    await database().db.insert(artist).values({ id, state, isActive });
  }

  it("is empty without published artists", async () => {
    await addArtist("WY", false);
    expect(await stateCounts(services)).toEqual({});
  });

  it("counts published artists per state, leaving out drafts and artists without a state", async () => {
    await addArtist("CA", true);
    await addArtist("CA", true);
    await addArtist("CA", false);
    await addArtist("TX", true);
    await addArtist("DC", true);
    await addArtist(null, true);
    expect(await stateCounts(services)).toEqual({ CA: 2, TX: 1, DC: 1 });
  });
});
