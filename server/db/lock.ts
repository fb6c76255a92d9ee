import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Raised when another live process holds the embedded database's folder. */
export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

const LOCK_FILE = "nailmatch.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockOwner;
  } catch {
    return undefined; // half-written or unreadable: treat as stale
  }
}

/**
 * Takes an exclusive lock on a folder (PGlite does not lock its data directory, and two processes
 * writing it corrupt it). The lock file names its owner's pid, so a lock left by a crashed process
 * on this machine is recognised and taken over at once. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
  };

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readOwner(lockPath)?.pid === me.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockPath);
      const stale =
        !owner || (owner.hostname === me.hostname && (owner.pid === me.pid || !isAlive(owner.pid)));
      if (!stale) {
        throw new DataDirLockedError(
          `The database in ${dir} is in use by another process (pid ${owner.pid} on ${owner.hostname}, ` +
            `since ${owner.startedAt}). Stop that process first, or set DATA_DIR to another folder.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}: another process keeps taking the lock.`);
}
