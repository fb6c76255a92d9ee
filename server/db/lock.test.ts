import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock";

describe("lockDataDir", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-lock-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("refuses a second lock while the first is held, and allows it after release", () => {
    const release = lockDataDir(dir);
    // A lock held by a live process other than us: the parent of this test process.
    const lockFile = path.join(dir, "nailmatch.lock");
    const owner = JSON.parse(fs.readFileSync(lockFile, "utf8")) as { pid: number };
    fs.writeFileSync(lockFile, JSON.stringify({ ...owner, pid: process.ppid }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another process \(pid \d+/);

    fs.writeFileSync(lockFile, JSON.stringify(owner));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
    lockDataDir(dir)();
  });

  it("takes over a lock left by a process that no longer runs", () => {
    fs.writeFileSync(
      path.join(dir, "nailmatch.lock"),
      JSON.stringify({ pid: 2 ** 22 + 7, hostname: os.hostname(), startedAt: "2026-01-01" }),
    );
    const release = lockDataDir(dir);
    const owner = JSON.parse(fs.readFileSync(path.join(dir, "nailmatch.lock"), "utf8"));
    expect(owner.pid).toBe(process.pid);
    release();
  });

  it("creates the folder when it does not exist yet", () => {
    const nested = path.join(dir, "a", "b");
    lockDataDir(nested)();
    expect(fs.existsSync(nested)).toBe(true);
  });
});
