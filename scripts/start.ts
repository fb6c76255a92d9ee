// `npm start`: builds the app when the build is missing or older than the sources, then serves it.
// With --build-only it stops after the build (for runners that start several servers at once).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_HOST, DEFAULT_PORT, checkPort } from "../server/port.ts";

const root = path.resolve(import.meta.dirname, "..");

// A port in use is said at once, not after a build and a minute of demo data.
try {
  process.loadEnvFile(path.join(root, ".env"));
} catch {
  // no .env: settings come from the environment and defaults
}
const port = Number(process.env.PORT || DEFAULT_PORT);
const host = process.env.HOST || DEFAULT_HOST;
const buildOnly = process.argv.includes("--build-only");
const portProblem = !buildOnly && Number.isInteger(port) ? await checkPort(port, host) : null;
if (portProblem) {
  console.error(portProblem);
  process.exit(1);
}
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

if (!buildOnly) await import("../server.ts");
