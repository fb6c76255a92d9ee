import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage";
import type { MediaStorage } from "./storage";

describe("local media storage", () => {
  let root: string;
  let storage: MediaStorage;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-media-"));
    storage = createLocalStorage(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("stores, reads and deletes objects", async () => {
    await storage.put("photos/ab/abc-320.webp", Buffer.from("webp bytes"), "image/webp");
    const object = await storage.get("photos/ab/abc-320.webp");
    expect(object).toMatchObject({ contentType: "image/webp", contentLength: 10 });
    expect(await text(object!.body)).toBe("webp bytes");
    await storage.delete(["photos/ab/abc-320.webp", "photos/zz/missing.webp"]);
    expect(await storage.get("photos/ab/abc-320.webp")).toBeNull();
  });

  it("lists keys under a prefix with their time, leaving out unfinished writes", async () => {
    await storage.put("photos/ab/one-320.avif", Buffer.from("1"), "image/avif");
    await storage.put("photos/cd/two-320.avif", Buffer.from("2"), "image/avif");
    await storage.put("other/three.png", Buffer.from("3"), "image/png");
    fs.writeFileSync(path.join(root, "photos", "ab", ".crashed.partial"), "x");
    const listed = [];
    for await (const entry of storage.list("photos/")) listed.push(entry);
    expect(listed.map((e) => e.key).sort()).toEqual([
      "photos/ab/one-320.avif",
      "photos/cd/two-320.avif",
    ]);
    expect(listed[0]!.lastModified).toBeInstanceOf(Date);
  });

  it("refuses keys that would leave its folder", async () => {
    for (const key of ["../escape.webp", "/abs.webp", "photos/../../x", "a b"]) {
      await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(
        "Invalid media key",
      );
    }
    expect(fs.readdirSync(path.dirname(root)).includes("escape.webp")).toBe(false);
  });
});
