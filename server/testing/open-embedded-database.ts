// Test fixture run as a separate process: opens the embedded database in the folder given as the
// first argument, holds it until told to stop on stdin, and reports what happened on stdout.
import { openDatabase } from "../db/client";
import { DataDirLockedError } from "../db/lock";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: open-embedded-database <data dir>");

try {
  const database = await openDatabase({ driver: "pglite", dataDir });
  console.log("opened");
  process.stdin.once("data", () => void database.close().then(() => process.exit(0)));
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(3);
}
