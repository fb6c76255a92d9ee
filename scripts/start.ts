// `npm start`: builds the app when the build is missing or older than the sources, then serves it.
// With --build-only it stops after the build (for runners that start several servers at once).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const BUILD_ENTRY = path.join(root, "build/server/index.js");
const SOURCES = [
  "app",
  "server",
  "core",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestChange(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

const built = fs.statSync(BUILD_ENTRY, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const changed = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
if (changed > built) {
  console.log(built ? "Sources changed since the last build: building…" : "Building the app…");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.argv.includes("--build-only")) await import("../server.ts");
