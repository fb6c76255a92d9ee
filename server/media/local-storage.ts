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

/** Media in a folder (DATA_DIR/media by default); the app serves it under /media. */
export function createLocalStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split("/"));
  };

  async function* walk(
    dir: string,
    prefix: string,
  ): AsyncGenerator<{ key: string; lastModified: Date }> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      else if (!entry.name.startsWith(".")) {
        const { mtime } = await fs.stat(path.join(dir, entry.name));
        yield { key, lastModified: mtime };
      }
    }
  }

  return {
    driver: "local",
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write beside, then rename: a reader never sees half a file, a crash leaves no partial key.
      const partial = path.join(path.dirname(file), `.${randomBytes(6).toString("hex")}.partial`);
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
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
  };
}
