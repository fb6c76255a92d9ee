import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../testing/s3";
import { createS3Storage, type S3StorageOptions } from "./s3-storage";
import type { MediaStorage } from "./storage";

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function collect(storage: MediaStorage, prefix: string) {
  const found: Array<{ key: string; lastModified: Date }> = [];
  for await (const entry of storage.list(prefix)) found.push(entry);
  return found;
}

/** Puts many small objects, a limited number at a time so the server is not flooded. */
async function putMany(storage: MediaStorage, keys: readonly string[], parallel = 50) {
  for (let start = 0; start < keys.length; start += parallel) {
    await Promise.all(
      keys
        .slice(start, start + parallel)
        .map((key) => storage.put(key, Buffer.from(key), "text/plain")),
    );
  }
}

/** Every key in the bucket, bypassing the driver (and its prefix). */
async function rawKeys(options: S3StorageOptions): Promise<string[]> {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  });
  try {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: options.bucket, ContinuationToken }),
      );
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  } finally {
    client.destroy();
  }
}

const range = (count: number, key: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => key(i));

describe("S3 media storage against a local S3 server", () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let storage: MediaStorage;
  beforeAll(async () => {
    server = await startS3Server();
    storage = createS3Storage(server.options);
  });
  afterAll(async () => {
    await server?.close();
  });

  it("gets back what it put: bytes, content type and length", async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 254, 255]);
    await storage.put("photos/ab/abcdef-640.webp", bytes, "image/webp");

    const object = await storage.get("photos/ab/abcdef-640.webp");
    expect(object).not.toBeNull();
    expect(object!.contentType).toBe("image/webp");
    expect(object!.contentLength).toBe(bytes.length);
    expect((await readAll(object!.body)).equals(bytes)).toBe(true);
    expect(storage.driver).toBe("s3");
  });

  it("returns null for a missing key", async () => {
    expect(await storage.get("photos/zz/missing-640.webp")).toBeNull();
  });

  it("lists exactly the keys under a prefix, with when they were written", async () => {
    const keys = ["photos/a/1.webp", "photos/a/2.webp", "photos/a/3.webp"];
    await putMany(storage, [...keys, "other/1.webp"]);

    const found = await collect(storage, "photos/a/");
    expect(found.map((entry) => entry.key).sort()).toEqual(keys);
    for (const entry of found) {
      expect(entry.lastModified).toBeInstanceOf(Date);
      expect(Number.isNaN(entry.lastModified.getTime())).toBe(false);
    }
    expect((await collect(storage, "other/")).map((entry) => entry.key)).toEqual(["other/1.webp"]);
  });

  it("lists and deletes past one page (1000 keys) of results", async () => {
    const keys = range(1100, (i) => `many/${String(i).padStart(4, "0")}.txt`);
    // s3rver deletes a batch's keys concurrently and races (500) removing the folder once it is
    // empty: one key stays behind so the folder never empties.
    await putMany(storage, [...keys, "many/kept.txt"]);

    const found = await collect(storage, "many/");
    expect(found).toHaveLength(1101);
    expect(new Set(found.map((entry) => entry.key))).toEqual(new Set([...keys, "many/kept.txt"]));

    await storage.delete(keys);
    expect((await collect(storage, "many/")).map((entry) => entry.key)).toEqual(["many/kept.txt"]);
  });

  it("deletes the given keys and ignores missing ones", async () => {
    await putMany(storage, ["gone/1.webp", "gone/2.webp", "gone/kept.webp"]);

    await storage.delete(["gone/1.webp", "gone/2.webp", "gone/never-existed.webp"]);
    expect(await storage.get("gone/1.webp")).toBeNull();
    expect((await collect(storage, "gone/")).map((entry) => entry.key)).toEqual(["gone/kept.webp"]);
    await expect(storage.delete([])).resolves.toBeUndefined();
  });

  it("applies its prefix to every key and strips it from what it lists", async () => {
    const prefixed = createS3Storage({ ...server.options, prefix: "media/" });
    await prefixed.put("photos/cd/cdef-320.webp", Buffer.from("small"), "image/webp");

    expect(await rawKeys(server.options)).toContain("media/photos/cd/cdef-320.webp");
    expect(await storage.get("photos/cd/cdef-320.webp")).toBeNull();
    expect(await prefixed.get("photos/cd/cdef-320.webp")).not.toBeNull();
    expect(await collect(prefixed, "photos/cd/")).toEqual([
      { key: "photos/cd/cdef-320.webp", lastModified: expect.any(Date) },
    ]);

    await prefixed.delete(["photos/cd/cdef-320.webp"]);
    expect(await rawKeys(server.options)).not.toContain("media/photos/cd/cdef-320.webp");
  });

  it("rejects invalid keys before writing anything", async () => {
    const before = await rawKeys(server.options);
    for (const key of ["../x", "/x", "a b", "", "photos\\x", "photos/../x"]) {
      await expect(storage.put(key, Buffer.from("x"), "text/plain")).rejects.toThrow(
        /Invalid media key/,
      );
    }
    expect(await rawKeys(server.options)).toEqual(before);
  });
});
