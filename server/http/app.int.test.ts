import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { createApp } from "./app";

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  logTo?: Writable,
  clientDir?: string,
) {
  const app = createApp({ services: createTestServices(database, env, logTo), clientDir });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init);
}

describe(`health endpoints on ${testDriver}`, () => {
  const database = useTestDatabase();

  it("/healthz answers while the process is up", async () => {
    const request = await serve(database());
    const response = await request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers when the database does", async () => {
    const request = await serve(database());
    const response = await request("/readyz");
    expect(response.status).toBe(200);
    // No demo data made by this start: nothing for `?demo=complete` to wait for.
    expect(await response.json()).toEqual({ status: "ok", database: "ok", demo: "off" });
    expect((await request("/readyz?demo=complete")).status).toBe(200);
  });

  it("/readyz fails when the PostgreSQL server is unreachable", async () => {
    const unreachable = await openDatabase({
      driver: "postgres",
      url: "postgres://nobody@127.0.0.1:1/nailmatch",
    });
    const request = await serve(unreachable);
    const response = await request("/readyz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: "unavailable",
      database: "unreachable",
      demo: "off",
    });
    await unreachable.close();
  });

  it("/readyz fails when the embedded database has gone away", async () => {
    const closed = await openDatabase({ driver: "pglite", dataDir: null });
    await closed.close();
    const request = await serve(closed);
    expect((await request("/readyz")).status).toBe(503);
  });
});

describe("every response", () => {
  const database = useTestDatabase();

  it("is logged in one line without personal data: no e-mail, no query value", async () => {
    let logged = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const request = await serve(database(), {}, sink);
    await request("/missing?email=jane%40example.com&q=Jane+Doe&page=2");
    await new Promise((resolve) => setImmediate(resolve));
    const line = JSON.parse(logged.trim().split("\n").at(-1)!) as { req: { url: string } };
    expect(line.req.url).toBe("/missing?email=[redacted]&q=[redacted]&page=2");
    expect(logged).not.toMatch(/jane|Doe/i);
  });

  it("carries a request id, echoing a well-formed one from the caller", async () => {
    const request = await serve(database());
    const generated = (await request("/healthz")).headers.get("x-request-id");
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request("/healthz", { headers: { "X-Request-Id": "lb-12345678" } });
    expect(echoed.headers.get("x-request-id")).toBe("lb-12345678");
    const refused = await request("/healthz", { headers: { "X-Request-Id": "<script>" } });
    expect(refused.headers.get("x-request-id")).not.toBe("<script>");
  });

  it("carries the security headers", async () => {
    const request = await serve(database());
    const { headers } = await request("/healthz");
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("x-powered-by")).toBeNull();
    expect(headers.get("permissions-policy")).toContain("geolocation=(self)");
    expect(headers.get("permissions-policy")).toContain("camera=()");
  });

  it("but build files carry only what applies to them, and are kept for a year", async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-client-"));
    fs.mkdirSync(path.join(clientDir, "assets"));
    fs.writeFileSync(path.join(clientDir, "assets", "entry-abc123.js"), "export {};".repeat(200));
    const request = await serve(database(), { NODE_ENV: "production" }, undefined, clientDir);
    const response = await request("/assets/entry-abc123.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("content-security-policy")).toBeNull();
    // No log line is written for them, so no request id to look one up by.
    expect(response.headers.get("x-request-id")).toBeNull();
    expect((await request("/assets/missing-abc123.js")).status).toBe(404);
    fs.rmSync(clientDir, { recursive: true });
  });

  it("in production restricts scripts to our origin and a per-response nonce", async () => {
    const request = await serve(database(), { NODE_ENV: "production" });
    const first = (await request("/healthz")).headers.get("content-security-policy") ?? "";
    const second = (await request("/healthz")).headers.get("content-security-policy") ?? "";
    expect(first).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(first).toContain("object-src 'none'");
    expect(first).not.toBe(second);
    expect(first).not.toContain("upgrade-insecure-requests");
  });

  it("lets sign-in forms continue to the configured identity provider", async () => {
    const request = await serve(database(), {
      NODE_ENV: "production",
      OIDC_ISSUER: "https://accounts.google.com",
      OIDC_CLIENT_ID: "id",
      OIDC_CLIENT_SECRET: "secret",
    });
    const csp = (await request("/healthz")).headers.get("content-security-policy");
    expect(csp).toContain("form-action 'self' https://accounts.google.com");
  });

  it("on an https deployment adds HSTS and upgrades insecure requests", async () => {
    const request = await serve(database(), {
      NODE_ENV: "production",
      PUBLIC_URL: "https://nailmatch.example",
    });
    const { headers } = await request("/healthz");
    expect(headers.get("strict-transport-security")).toContain("max-age=31536000");
    expect(headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

describe("cross-site request forgery guard", () => {
  const database = useTestDatabase();

  it("refuses a state-changing request from another origin", async () => {
    const request = await serve(database());
    const response = await request("/profile", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe("Cross-site request refused");
  });

  it("refuses a cross-site request that hides its origin", async () => {
    const request = await serve(database());
    const response = await request("/profile", {
      method: "POST",
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(403);
  });

  it("lets our own pages through, by public URL or by the address they were served from", async () => {
    const request = await serve(database(), { PUBLIC_URL: "https://nailmatch.example" });
    const fromPublic = await request("/nowhere", {
      method: "POST",
      headers: { Origin: "https://nailmatch.example" },
    });
    expect(fromPublic.status).toBe(404); // passed the guard; no such route in this bare app
    const { port } = new URL(fromPublic.url);
    const fromServer = await request("/nowhere", {
      method: "POST",
      headers: { Origin: `http://127.0.0.1:${port}`, "Sec-Fetch-Site": "same-origin" },
    });
    expect(fromServer.status).toBe(404);
  });

  it("leaves reads alone", async () => {
    const request = await serve(database());
    const response = await request("/healthz", { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(200);
  });
});
