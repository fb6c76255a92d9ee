import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { KEEP_ALIVE_MS, keepConnectionsAlive } from "./keep-alive";

describe("keepConnectionsAlive", () => {
  let server: http.Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  it("keeps an idle connection open longer than clients keep reusing it", async () => {
    server = http.createServer((_, response) => response.end("ok"));
    keepConnectionsAlive(server);
    // Clients stop reusing an idle socket after 5 s (Node's agent); a balancer after 60 s.
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    // Said to the client, so that it knows how long it may reuse the connection.
    expect(response.headers.get("keep-alive")).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    expect(await response.text()).toBe("ok");
  });
});
