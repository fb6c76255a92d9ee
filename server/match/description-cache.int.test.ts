import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seededRandom } from "~/core/seeded-random";
import { addPortfolioPhoto } from "../artists/portfolio";
import { loadConfig } from "../config";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { randomNailArtSpec, renderNailArt } from "../demo/nail-art";
import { createLogger } from "../logger";
import { createServices } from "../services";
import { insertArtist } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { DescriptionCache } from "./description-cache";

// A new database of photos this machine has described before is indexed from the cache, with the
// same vectors and prints; a damaged entry is described again.

const stored = async (services: AppServices) =>
  rowsOf<{ photo_id: string; embedding: string; copy_print: string; copy_detail: string }>(
    await services.database.db.execute(
      sql`select photo_id, embedding::text, copy_print::text, encode(copy_detail, 'hex') as copy_detail
          from photo_embedding order by photo_id`,
    ),
  );

describe.runIf(testDriver === "pglite")("photo descriptions cached between databases", () => {
  const database = useTestDatabase();
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-descriptions-"));
  let services: AppServices;

  beforeAll(async () => {
    const config = loadConfig({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-test-")),
      LOG_LEVEL: "silent",
    });
    services = createServices(
      { ...config, photoDescriptionCache: cacheDir },
      database(),
      createLogger("silent"),
    );
    const artistId = await insertArtist(services);
    const random = seededRandom(7);
    for (let k = 0; k < 2; k++) {
      const picture = await renderNailArt(randomNailArtSpec(random), 320);
      await addPortfolioPhoto(services, artistId, picture, "portfolio");
    }
  }, 60_000);
  afterAll(async () => {
    await services.match.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  const entries = () =>
    fs
      .readdirSync(cacheDir)
      .flatMap((fingerprint) => fs.readdirSync(path.join(cacheDir, fingerprint)));

  it("keeps each photo's description once described, and indexes from it the next time", async () => {
    await services.match.index.indexMissing();
    const first = await stored(services);
    expect(first).toHaveLength(2);
    expect(entries()).toHaveLength(2);

    // A new database of the same photos: the descriptor reads only the fixed fingerprint picture.
    await services.database.db.execute(sql`delete from photo_embedding`);
    const fresh = createServices(
      { ...services.config, photoDescriptionCache: cacheDir },
      services.database,
      createLogger("silent"),
    );
    const describe = vi.spyOn(fresh.match.descriptor, "describe");
    try {
      expect(await fresh.match.index.indexMissing()).toBe(2);
      expect(describe).toHaveBeenCalledTimes(2); // the fingerprint picture, whole and framed
      expect(await stored(fresh)).toEqual(first);
    } finally {
      await fresh.match.close();
    }
  });

  it("describes a photo again when its entry is damaged, and mends the entry", async () => {
    const [fingerprint] = fs.readdirSync(cacheDir);
    const [damaged] = fs.readdirSync(path.join(cacheDir, fingerprint!));
    fs.writeFileSync(path.join(cacheDir, fingerprint!, damaged!), "{ not json");
    const before = await stored(services);
    await services.database.db.execute(sql`delete from photo_embedding`);
    expect(await services.match.index.indexMissing()).toBe(2);
    expect(await stored(services)).toEqual(before);
    expect(() =>
      JSON.parse(fs.readFileSync(path.join(cacheDir, fingerprint!, damaged!), "utf8")),
    ).not.toThrow();
  });
});

describe("the describing code's fingerprint", () => {
  const described = {
    vector: Float32Array.from([0.6, 0.8]),
    print: { coarse: Float32Array.from([1, 0]), fine: Float32Array.from([0, 1]) },
  };

  it("changes with the index's key and with anything the code reads otherwise", () => {
    const fingerprint = DescriptionCache.fingerprintOf("learned, framed 1/0.85", described);
    expect(DescriptionCache.fingerprintOf("learned, framed 1/0.85", described)).toBe(fingerprint);
    expect(DescriptionCache.fingerprintOf("learned, framed 1/0.8", described)).not.toBe(
      fingerprint,
    );
    for (const changed of [
      { ...described, vector: Float32Array.from([0.8, 0.6]) },
      { ...described, print: { ...described.print, fine: Float32Array.from([1, 0]) } },
      { ...described, print: null },
    ]) {
      expect(DescriptionCache.fingerprintOf("learned, framed 1/0.85", changed)).not.toBe(
        fingerprint,
      );
    }
  });
});
