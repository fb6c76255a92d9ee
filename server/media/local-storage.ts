import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { assertValidKey } from "./keys";
import type { MediaStorage } from "./storage";

const CONTENT_TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
};

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key)] ?? "application/octet-stream";

/**
 * The folder of unfinished writes: a file is written there, then renamed to its key, so a reader
 * never sees half a file. A partial's name starts with its owner's account id (`{owner}.` and
 * random hex, or only hex for a write of no one's, like demo pictures), so that deleting the
 * account removes what a crash (kill -9 mid-upload) left of its photos; media:gc removes the
 * others by age. One folder, nearly always empty: finding an owner's partials is one readdir.
 */
const PARTIALS = ".partials";
const PARTIAL = /\.partial$/;
const OWNER = /^[A-Za-z0-9_-]{1,128}$/;

function assertValidOwner(owner: string): void {
  if (!OWNER.test(owner)) throw new Error(`Invalid media owner ${JSON.stringify(owner)}.`);
}

/** Every file under a folder (dot-folders, the partials', included), with its path. */
async function* filesUnder(dir: string): AsyncGenerator<{ name: string; file: string }> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield { name: entry.name, file };
  }
}

/** Media in a folder (DATA_DIR/media by default); the app serves it under /media. */
export function createLocalStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split("/"));
  };

  const partials = path.join(root, PARTIALS);

  /** Stored objects: dot-files and dot-folders (unfinished writes) are none. */
  async function* walk(
    dir: string,
    prefix: string,
  ): AsyncGenerator<{ key: string; lastModified: Date }> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      else {
        const { mtime } = await fs.stat(path.join(dir, entry.name));
        yield { key, lastModified: mtime };
      }
    }
  }

  return {
    driver: "local",
    async put(key, body, _contentType, owner) {
      const file = fileOf(key);
      if (owner !== undefined) assertValidOwner(owner);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.mkdir(partials, { recursive: true });
      const name = `${owner ? `${owner}.` : ""}${randomBytes(8).toString("hex")}.partial`;
      const partial = path.join(partials, name);
      try {
        await fs.writeFile(partial, body);
        await fs.rename(partial, file);
      } catch (error) {
        // A failed write (a full disk) leaves nothing; only a crash leaves a partial.
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        body: createReadStream(file),
        contentType: contentTypeOf(key),
        contentLength: stat.size,
      };
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(fileOf(key), { force: true })));
    },
    list(prefix) {
      const trimmed = prefix.replace(/\/+$/, "");
      if (trimmed) assertValidKey(trimmed);
      return walk(path.join(root, ...trimmed.split("/").filter(Boolean)), trimmed);
    },
    async deletePartials(owner) {
      assertValidOwner(owner);
      const names = await fs.readdir(partials).catch(() => []);
      const own = names.filter((name) => name.startsWith(`${owner}.`) && PARTIAL.test(name));
      await Promise.all(own.map((name) => fs.rm(path.join(partials, name), { force: true })));
    },
    async collectPartials(before) {
      let deleted = 0;
      // Anywhere under the folder: older versions wrote partials beside their key.
      for await (const { name, file } of filesUnder(root)) {
        if (!PARTIAL.test(name)) continue;
        const stat = await fs.stat(file).catch(() => null);
        if (!stat || stat.mtime >= before) continue;
        await fs.rm(file, { force: true });
        deleted++;
      }
      return deleted;
    },
  };
}
