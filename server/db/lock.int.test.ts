import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const fixture = path.resolve(import.meta.dirname, "../testing/open-embedded-database.ts");
const tsx = path.resolve("node_modules/.bin/tsx");

describe("the embedded database's data folder", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-db-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a second process with a clear message while the first holds it", async () => {
    const first = spawn(tsx, [fixture, dataDir], { stdio: ["pipe", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      first.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("opened")) resolve();
      });
      first.once("exit", (code) => reject(new Error(`first process exited with ${code}`)));
    });

    const second = spawnSync(tsx, [fixture, dataDir], { encoding: "utf8" });
    expect(second.status).toBe(3);
    expect(second.stderr).toContain(`The database in ${dataDir} is in use by another process`);
    expect(second.stderr).toContain("set DATA_DIR to another folder");

    first.stdin.write("stop\n");
    await new Promise((resolve) => first.once("exit", resolve));

    const third = spawn(tsx, [fixture, dataDir], { stdio: ["pipe", "pipe", "inherit"] });
    const opened = await new Promise<boolean>((resolve) => {
      third.stdout.on("data", (chunk: Buffer) => resolve(chunk.toString().includes("opened")));
      third.once("exit", () => resolve(false));
    });
    third.stdin.write("stop\n");
    await new Promise((resolve) => third.once("exit", resolve));
    expect(opened).toBe(true);
  }, 120_000); // three processes, each starting the embedded database one after another
});
