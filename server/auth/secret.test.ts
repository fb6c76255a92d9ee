import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./secret";

describe("resolveAuthSecret", () => {
  it("uses AUTH_SECRET when set", () => {
    expect(resolveAuthSecret({ authSecret: "x".repeat(32), dataDir: "/nonexistent" })).toBe(
      "x".repeat(32),
    );
  });

  it("otherwise generates one secret, keeps it owner-readable in DATA_DIR, and reuses it", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-secret-"));
    const first = resolveAuthSecret({ authSecret: undefined, dataDir });
    const second = resolveAuthSecret({ authSecret: undefined, dataDir });
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    const mode = fs.statSync(path.join(dataDir, "auth-secret")).mode & 0o777;
    expect(mode).toBe(0o600);
    fs.rmSync(dataDir, { recursive: true });
  });
});
