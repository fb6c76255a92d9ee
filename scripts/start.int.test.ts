import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

describe("npm start", () => {
  it("says a port is taken before building, migrating or seeding anything", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => blocker.close());
    const { port } = blocker.address() as net.AddressInfo;
    const dataDir = path.join(os.tmpdir(), `nailmatch-port-${port}`);
    fs.rmSync(dataDir, { recursive: true, force: true });

    const child = spawn(process.execPath, ["scripts/start.ts"], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));

    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} on 127.0.0.1 is already in use.`);
    expect(output).not.toMatch(/build/i);
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
