import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";

/**
 * The secret signing sessions and tokens: AUTH_SECRET when set; otherwise (the embedded default,
 * where config guarantees this is allowed) one generated on first start and kept, readable only
 * by its owner, in DATA_DIR/auth-secret, so sessions survive restarts.
 */
export function resolveAuthSecret(config: Pick<Config, "authSecret" | "dataDir">): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, "auth-secret");
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}
