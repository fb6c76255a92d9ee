import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger";
import { createLocalStorage } from "../media/local-storage";
import { MediaService } from "../media/media";
import { nailArtSvg, randomNailArtSpec } from "./nail-art";
import { DemoPictureCache } from "./picture-cache";
import { seededRandom } from "~/core/seeded-random";

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "nailmatch-cache-"));
  folders.push(dir);
  return dir;
}

async function setUp() {
  const media = new MediaService({
    storage: createLocalStorage(await tempDir()),
    db: undefined as never, // storing touches no rows
    publicUrl: "/media",
    logger: createLogger("silent"),
  });
  const cacheDir = await tempDir();
  return { media, cacheDir, cache: new DemoPictureCache(cacheDir, createLogger("silent")) };
}

const svg = nailArtSvg(randomNailArtSpec(seededRandom(7)), 320);

describe("DemoPictureCache", () => {
  it("stores a picture made once exactly as it stored it the first time", async () => {
    const { media, cache, cacheDir } = await setUp();
    const first = await cache.store(media, svg);
    expect(await fs.readdir(cacheDir)).toHaveLength(1);
    const again = await cache.store(media, svg);
    expect(again).toEqual(first);
    for (const variant of again.variants) {
      expect((await media.read(variant.key)).length).toBe(variant.bytes);
    }
  }, 60_000);

  it("keys each picture by what it looks like", async () => {
    const { media, cache, cacheDir } = await setUp();
    await cache.store(media, svg);
    await cache.store(media, nailArtSvg(randomNailArtSpec(seededRandom(8)), 320));
    expect(await fs.readdir(cacheDir)).toHaveLength(2);
  }, 60_000);

  it("makes the picture again when its cached files are damaged", async () => {
    const { media, cache, cacheDir } = await setUp();
    const first = await cache.store(media, svg);
    const [folder] = await fs.readdir(cacheDir);
    await fs.rm(path.join(cacheDir, folder!, "0.avif"));
    expect(await cache.store(media, svg)).toEqual(first);
    // Made again, and cached again whole.
    expect(await fs.readdir(path.join(cacheDir, folder!))).toContain("0.avif");
  }, 60_000);

  it("makes a picture ahead of time: a later store draws nothing and stores the same renditions", async () => {
    const { media, cache, cacheDir } = await setUp();
    await cache.make(svg);
    const [folder] = await fs.readdir(cacheDir);
    const made = await fs.stat(path.join(cacheDir, folder!, "picture.json"));
    await cache.make(svg); // already there: left as it is
    expect((await fs.stat(path.join(cacheDir, folder!, "picture.json"))).mtimeMs).toBe(
      made.mtimeMs,
    );
    const stored = await cache.store(media, svg);
    expect(await fs.readdir(cacheDir)).toEqual([folder]);
    const fresh = await new DemoPictureCache(null, createLogger("silent")).store(media, svg);
    expect(stored.variants.map(({ bytes, width }) => ({ bytes, width }))).toEqual(
      fresh.variants.map(({ bytes, width }) => ({ bytes, width })),
    );
  }, 60_000);

  it("works without a folder", async () => {
    const { media } = await setUp();
    const stored = await new DemoPictureCache(null, createLogger("silent")).store(media, svg);
    expect(stored.variants.length).toBeGreaterThan(0);
  }, 60_000);
});
