import fs from "node:fs";
import fsPromises from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { IMAGE_MESSAGES } from "~/core/uploads";
import { deleteAccount } from "../accounts/account";
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
      partials: 0,
    });
    const left = await keys();
    expect(left).not.toContain("photos/ff/orphan-320.webp");
    expect(left).toHaveLength(photo.sources.length + 1);
  });

  it("removes what a crash mid-upload left: the account's with it, the rest after an hour", async () => {
    const { media } = services.config;
    if (media.driver !== "local") throw new Error("local only");
    const partials = () =>
      fs
        .readdirSync(media.dir, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith(".partial"));
    // As earlier versions left one: beside its key.
    fs.mkdirSync(path.join(media.dir, "photos", "ee"), { recursive: true });
    fs.writeFileSync(path.join(media.dir, "photos", "ee", ".0a1b2c3d4e5f.partial"), "x");
    // The process stops between writing each file of a portfolio photo and renaming it (kill -9).
    const rename = fsPromises.rename.bind(fsPromises);
    const stopped: Array<() => void> = [];
    const spy = vi.spyOn(fsPromises, "rename").mockImplementation((from, to) => {
      if (!String(from).endsWith(".partial")) return rename(from, to);
      return new Promise((_, reject) => stopped.push(() => reject(new Error("killed"))));
    });
    const artistId = await createUser(services);
    const upload = addPortfolioPhoto(
      services,
      artistId,
      (await distinctPhotos(1))[0]!,
      "portfolio",
    ).catch(() => null);
    try {
      // Until every file of the photo is written and stopped there.
      const own = () => partials().filter((file) => file.includes(artistId)).length;
      for (let tries = 0, seen = -1; tries < 300; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (own() > 0 && own() === stopped.length && own() === seen) break;
        seen = own();
      }
      expect(own()).toBeGreaterThan(0);
      await deleteAccount(services, artistId);
      expect(partials()).toEqual(["photos/ee/.0a1b2c3d4e5f.partial"]);

      expect(await services.media.collectGarbage()).toMatchObject({ partials: 0 });
      const later = Date.now() + GC_GRACE_MS + 60_000;
      expect(await services.media.collectGarbage(later)).toMatchObject({ partials: 1 });
      expect(partials()).toEqual([]);
    } finally {
      spy.mockRestore();
      stopped.splice(0).forEach((fail) => fail());
      await upload;
    }
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
