import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

// What cached fitting work (readings, labelled pixels, fitted models) is keyed by: the code it
// depends on, so any change to that code makes it again.

const ROOT = path.resolve(import.meta.dirname, "../..");
/** How the network is run (threads, messages) changes nothing it reads: its version is hashed. */
const HASHED_BY_VERSION = ["server/match/embedder.ts"];

/** The files a module imports (relative and `~/` imports), resolved to files that exist. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(file, "utf8");
  const found: string[] = [];
  // Type-only imports change no reading.
  for (const [, spec] of source.matchAll(/^(?!import type)(?:.*\bfrom|import)\s+"([^"]+)"/gm)) {
    if (!spec!.startsWith(".") && !spec!.startsWith("~/")) continue;
    const base = spec!.startsWith("~/")
      ? path.join(ROOT, spec!.slice(2))
      : path.resolve(path.dirname(file), spec!);
    const candidate = [base, `${base}.ts`, path.join(base, "index.ts")].find(
      (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
    );
    if (candidate && !HASHED_BY_VERSION.includes(path.relative(ROOT, candidate)))
      found.push(candidate);
  }
  return found;
}

/**
 * The hash of these files (from the project's root) and every file they import, transitively,
 * and of the image and network libraries' versions.
 */
export function codeHash(entries: readonly string[]): string {
  const seen = new Set<string>();
  const queue = entries.map((f) => path.join(ROOT, f));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  const hash = createHash("sha256");
  for (const file of [...seen].sort()) {
    hash.update(path.relative(ROOT, file)).update(fs.readFileSync(file));
  }
  hash.update(JSON.stringify(sharp.versions));
  for (const network of ["nsfwjs", "@tensorflow/tfjs", "@tensorflow/tfjs-backend-wasm"]) {
    hash.update(fs.readFileSync(path.join(ROOT, "node_modules", network, "package.json")));
  }
  return hash.digest("hex").slice(0, 16);
}
