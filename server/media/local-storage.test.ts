import fs from "node:fs";
import fsPromises from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLocalStorage } from "./local-storage";
import type { MediaStorage } from "./storage";

/**
 * Writes that stop between writing their partial file and renaming it to its key, as a process
 * killed mid-upload leaves them (`crash()` lets them fail, afterwards).
 */
function stopWritesMidway() {
  const rename = fsPromises.rename.bind(fsPromises);
  const stopped: Array<() => void> = [];
  const spy = vi.spyOn(fsPromises, "rename").mockImplementation((from, to) => {
    if (!String(from).endsWith(".partial")) return rename(from, to);
    return new Promise((_, reject) => stopped.push(() => reject(new Error("killed"))));
  });
  return {
    crash() {
      spy.mockRestore();
      stopped.splice(0).forEach((fail) => fail());
    },
  };
}

/** Every file under a folder, relative to it, dot-files included. */
const filesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** Waits until `count` partial files are on disk. */
async function partialsOnDisk(root: string, count: number): Promise<string[]> {
  for (let tries = 0; tries < 200; tries++) {
    const partials = filesUnder(root).filter((file) => file.endsWith(".partial"));
    if (partials.length >= count) return partials;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} partial files appeared`);
}

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

  it("leaves a crashed write's partial file under its owner's name, for deletePartials", async () => {
    const writes = stopWritesMidway();
    const pending = [
      storage.put("photos/aa/a-320.webp", Buffer.from("a"), "image/webp", "alice-1"),
      storage.put("photos/aa/b-320.webp", Buffer.from("b"), "image/webp", "alice-1"),
      storage.put("photos/bb/c-320.webp", Buffer.from("c"), "image/webp", "bob_2"),
      storage.put("photos/cc/d-320.webp", Buffer.from("d"), "image/webp"),
    ].map((write) => write.catch(() => {}));
    expect(await partialsOnDisk(root, 4)).toHaveLength(4);
    // Not a stored object: no key lists it.
    const listed = [];
    for await (const entry of storage.list("")) listed.push(entry);
    expect(listed).toEqual([]);

    await storage.deletePartials("alice-1");
    await storage.deletePartials("bob"); // a prefix of another owner's id: none of theirs
    const left = filesUnder(root);
    expect(left.filter((file) => file.includes("alice-1"))).toEqual([]);
    expect(left.filter((file) => file.endsWith(".partial"))).toHaveLength(2);
    expect(left.filter((file) => file.includes("bob_2."))).toHaveLength(1);
    writes.crash();
    await Promise.all(pending);
  });

  it("collects partial files older than a time, wherever they are, and nothing else", async () => {
    await storage.put("photos/ab/kept-320.webp", Buffer.from("1"), "image/webp");
    const writes = stopWritesMidway();
    const pending = [
      storage.put("photos/ab/old-320.webp", Buffer.from("2"), "image/webp", "carol"),
      storage.put("photos/ab/new-320.webp", Buffer.from("3"), "image/webp", "dave"),
    ].map((write) => write.catch(() => {}));
    const [carol, dave] = (await partialsOnDisk(root, 2)).sort();
    // One beside its key, as earlier versions wrote them.
    const beside = path.join("photos", "ab", ".0123456789ab.partial");
    fs.writeFileSync(path.join(root, beside), "x");
    const hoursAgo = new Date(Date.now() - 3 * 3600_000);
    for (const file of [carol!, beside]) fs.utimesSync(path.join(root, file), hoursAgo, hoursAgo);

    expect(await storage.collectPartials(new Date(Date.now() - 3600_000))).toBe(2);
    expect(filesUnder(root)).toEqual([dave!, "photos/ab/kept-320.webp"]);
    writes.crash();
    await Promise.all(pending);
  });

  it("leaves no partial file when a write fails, and refuses an owner that is not an id", async () => {
    const rename = vi.spyOn(fsPromises, "rename").mockRejectedValueOnce(new Error("ENOSPC"));
    await expect(
      storage.put("photos/ab/full-320.webp", Buffer.from("x"), "image/webp", "erin"),
    ).rejects.toThrow("ENOSPC");
    rename.mockRestore();
    expect(filesUnder(root)).toEqual([]);
    for (const owner of ["../x", "a/b", "a.b", ""]) {
      await expect(
        storage.put("photos/ab/x-320.webp", Buffer.from("x"), "image/webp", owner),
      ).rejects.toThrow("Invalid media owner");
    }
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
