import express from "express";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { closeAfterUnreadBody } from "./unread-bodies";

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

describe("closeAfterUnreadBody", () => {
  it("answers `Connection: close` when the body was left unread, keep-alive otherwise", async () => {
    const app = express()
      .use(closeAfterUnreadBody)
      // Answers at once, as a route without an action does.
      .post("/unread", (_req, res) => void res.status(405).end())
      .post("/read", (req, res) => {
        req.resume();
        req.once("end", () => res.status(200).end());
      });
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    const post = (path: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method: "POST",
        body: new Uint8Array(4 * 1024 * 1024),
      });

    expect((await post("/unread")).headers.get("connection")).toBe("close");
    expect((await post("/read")).headers.get("connection")).toBe("keep-alive");
  });
});
