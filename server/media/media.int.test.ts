import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MESSAGES } from "~/core/uploads";
import { ProfileError } from "../artists/errors";
import { addPortfolioPhoto } from "../artists/portfolio";
import { ownArtist } from "../artists/profiles";
import type { AppServices } from "../context";
import { createUser, distinctPhotos } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { GC_GRACE_MS } from "./media";

describe(`media garbage collection on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  beforeAll(() => {
    services = createTestServices(database());
  });

  const keys = async () => {
    const found: string[] = [];
    for await (const { key } of services.media.storage.list("photos/")) found.push(key);
    return found.sort();
  };

  it("deletes files no photo references once they are past the grace period, and nothing else", async () => {
    const artistId = await createUser(services);
    const { photo } = await addPortfolioPhoto(
      services,
      artistId,
      (await distinctPhotos(1))[0]!,
      "portfolio",
    );
    // Files a crash left behind: stored, but their photo row was never written.
    await services.media.storage.put("photos/ff/orphan-320.webp", Buffer.from("x"), "image/webp");
    const referenced = await keys();
    // Its responsive sources, its square list thumbnail and the orphan.
    expect(referenced.length).toBe(photo.sources.length + 2);

    // Within the grace period an unreferenced file may belong to an upload in progress: kept.
    expect(await services.media.collectGarbage()).toMatchObject({ deleted: 0 });
    expect(await keys()).toContain("photos/ff/orphan-320.webp");

    const later = Date.now() + GC_GRACE_MS + 60_000;
    expect(await services.media.collectGarbage(later)).toEqual({
      scanned: referenced.length,
      deleted: 1,
    });
    const left = await keys();
    expect(left).not.toContain("photos/ff/orphan-320.webp");
    expect(left).toHaveLength(photo.sources.length + 1);
  });
});

describe(`storage failing on ${testDriver}`, () => {
  const database = useTestDatabase();

  it("refuses the upload with a clear message and leaves no file and no photo behind", async () => {
    const services = createTestServices(database());
    const storage = services.media.storage;
    const put = storage.put.bind(storage);
    let writes = 0;
    // The third write of the upload fails, as a full disk or an unreachable bucket would.
    (storage as { put: typeof put }).put = async (key, body, type) => {
      if (++writes === 3) throw new Error("ENOSPC: no space left on device");
      return put(key, body, type);
    };
    const artistId = await createUser(services);
    const error = await addPortfolioPhoto(
      services,
      artistId,
      (await distinctPhotos(1))[0]!,
      "portfolio",
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProfileError);
    expect(error).toMatchObject({ message: IMAGE_MESSAGES.storageFailed, status: 503 });

    const files: string[] = [];
    for await (const { key } of storage.list("photos/")) files.push(key);
    expect(files).toEqual([]);
    expect(await ownArtist(services, artistId)).toMatchObject({ portfolio: [] });
  });
});
