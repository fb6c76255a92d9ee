import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { gracefulStop, trackResponses } from "./graceful-stop";

/** A server whose /slow answers after `release()` is called. */
async function serve() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((request, response) => {
    if (request.url === "/slow") void released.then(() => response.end("slow"));
    else response.end("fast");
  });
  trackResponses(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<{ body: string; connection: string | undefined }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, agent }, (response) => {
          let body = "";
          response.on("data", (chunk: Buffer) => (body += chunk.toString()));
          response.on("end", () => resolve({ body, connection: response.headers.connection }));
        })
        .on("error", reject);
    });
  return { server, get, release, agent };
}

describe("gracefulStop", () => {
  it("lets a request in flight finish, telling its client the connection closes", async () => {
    const { server, get, release, agent } = await serve();
    expect(await get("/fast")).toEqual({ body: "fast", connection: "keep-alive" });
    const slow = get("/slow"); // on the same kept-alive connection
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A cut-off far beyond the test's time limit: the stop must end because the last response
    // went out and its connection closed, not because connections were cut.
    const stopped = gracefulStop(server, 60_000);
    release();
    expect(await slow).toEqual({ body: "slow", connection: "close" });
    await stopped;
    agent.destroy();
  });

  it("closes idle kept-alive connections at once", async () => {
    const { server, get, agent } = await serve();
    await get("/fast");
    await gracefulStop(server, 60_000);
    expect(server.listening).toBe(false);
    agent.destroy();
  });
});
