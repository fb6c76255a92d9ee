import compression from "compression";
import express from "express";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { cspNonce } from "./security";
import { pageCache } from "./page-cache";

const servers: Array<{ close(): void }> = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A page that counts its renders and writes its nonce, in two chunks as a stream would. */
async function serve(options: { status?: number; setCookie?: boolean } = {}) {
  const state = { version: "1", renders: 0 };
  const app = express()
    .use(cspNonce, compression())
    .use(
      pageCache({
        cacheable: (path) => /^\/list(\.data)?$/.test(path),
        version: async () => state.version,
      }),
    )
    .get(["/list", "/list.data", "/other"], (req, res) => {
      state.renders++;
      if (options.setCookie) res.cookie("flash", "hi");
      res.status(options.status ?? 200);
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("cache-control", "public, max-age=0");
      res.setHeader("x-request-id", String(state.renders));
      res.write(`<script nonce="${res.locals.cspNonce}">render ${state.renders}</script>`);
      res.end(`<p>${req.query.q ?? ""}é</p>${" ".repeat(2048)}`); // over compression's threshold
    });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    return { response, text: await response.text() };
  };
  return { state, get };
}

const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)![1];

describe("pageCache", () => {
  it("renders a page once per version and URL, each visitor getting their own nonce", async () => {
    const { state, get } = await serve();
    const first = await get("/list?q=a");
    const second = await get("/list?q=a", { "accept-encoding": "gzip" });
    expect(state.renders).toBe(1);
    expect(second.text).toContain("render 1");
    expect(second.text).toContain("<p>aé</p>");
    expect(nonceOf(second.text)).not.toBe(nonceOf(first.text));
    expect(second.response.headers.get("cache-control")).toBe("public, max-age=0");
    expect(second.response.headers.get("content-encoding")).toBe("gzip");

    await get("/list?q=b"); // another URL is another page
    await get("/list.data?q=a");
    expect(state.renders).toBe(3);

    state.version = "2"; // the listing changed: everything is rendered again
    expect((await get("/list?q=a")).text).toContain("render 4");
  });

  it("keeps nothing for visitors with cookies, other paths, other methods or failed pages", async () => {
    const { state, get } = await serve();
    await get("/list", { cookie: "session=1" });
    await get("/list", { cookie: "session=1" });
    await get("/other");
    await get("/other");
    expect(state.renders).toBe(4);

    const failing = await serve({ status: 404 });
    await failing.get("/list");
    await failing.get("/list");
    expect(failing.state.renders).toBe(2);

    const cookie = await serve({ setCookie: true });
    await cookie.get("/list");
    await cookie.get("/list");
    expect(cookie.state.renders).toBe(2);
  });
});
