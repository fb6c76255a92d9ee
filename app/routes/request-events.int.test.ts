import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_LIVE, requestEventsPath } from "~/core/requests";
import type { AppServices } from "~/server/context";
import { artist } from "~/server/db/schema";
import { createApp } from "~/server/http/app";
import { RequestEvents } from "~/server/requests/live";
import { actOnRequest } from "~/server/requests/requests";
import { sendRequest } from "~/server/requests/send";
import { testDriver, useTestDatabase } from "~/server/testing/database";
import { routeBuild } from "~/server/testing/route-build";
import { createTestServices } from "~/server/testing/services";
import { signedUpAccount } from "~/server/testing/sign-up";
import * as requestEvents from "./request-events";
import { testRequest } from "~/server/testing/requests";

// A conversation's live channel (decision 0058) through the whole app: session, compression,
// the route. Each party's open stream hears the other side's reply; no one else gets a stream;
// a stream the browser leaves, or the server ends, leaves nothing behind.

/** A signed-up account and its session cookie. */
function account(services: AppServices, handle: string, userType: "user" | "artist") {
  return signedUpAccount(
    services,
    { name: `${handle} Tester`, email: `${handle}@example.com`, username: handle, userType },
    `192.0.2.${50 + handle.length}`,
  );
}

/** Reads a stream's events as text blocks, one at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  return {
    /** The next block (an event, a comment or the retry line), or null at the stream's end. */
    async next(): Promise<string | null> {
      while (!buffered.includes("\n\n")) {
        const { value, done } = await reader.read();
        if (done) return null;
        buffered += decoder.decode(value, { stream: true });
      }
      const at = buffered.indexOf("\n\n");
      const block = buffered.slice(0, at);
      buffered = buffered.slice(at + 2);
      return block;
    },
    /** The next activity event's time (skipping comments and the retry line). */
    async activity(): Promise<string | null> {
      for (;;) {
        const block = await this.next();
        if (block === null) return null;
        const data = /^event: (.+)\ndata: (.+)$/.exec(block);
        if (data?.[1] === REQUEST_LIVE.event) return data[2]!;
      }
    },
  };
}

describe(`a conversation's live channel on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let server: Server;
  let client: Awaited<ReturnType<typeof account>>;
  let studio: Awaited<ReturnType<typeof account>>;
  let stranger: Awaited<ReturnType<typeof account>>;
  let requestId: string;

  beforeAll(async () => {
    services = createTestServices(database());
    client = await account(services, "live_client", "user");
    studio = await account(services, "live_artist", "artist");
    stranger = await account(services, "live_stranger_2", "user");
    await services.database.db
      .insert(artist)
      .values({ id: studio.user.id, displayName: "Dana's Nails", state: "NY", isActive: true });
    requestId = await sendRequest(
      services,
      client.user,
      studio.user.id,
      testRequest("Chrome almonds for a party, please."),
    );
    const build = routeBuild({
      "routes/request-events": { path: "requests/:id/events", module: requestEvents },
    });
    server = createApp({ services, build }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    server.close();
    await services.live.close();
    await services.match.close();
  });

  const open = (cookie: string, signal?: AbortSignal) =>
    fetch(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}${requestEventsPath(requestId)}`,
      {
        headers: { cookie, "Accept-Encoding": "gzip, br" },
        signal,
      },
    );

  it("sends the client the artist's reply as it is committed, uncompressed", async () => {
    const leave = new AbortController();
    const response = await open(client.cookie, leave.signal);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(response.headers.get("content-encoding")).toBeNull();
    const events = eventReader(response.body!);
    expect(await events.next()).toBe(`retry: ${REQUEST_LIVE.retryMs}`);
    const before = await events.activity();
    expect(before).not.toBeNull();

    await actOnRequest(services, studio.user, requestId, "reply", { body: "Sure, Thursday?" });
    const after = await events.activity();
    expect(Date.parse(after!)).toBeGreaterThan(Date.parse(before!));
    leave.abort();
  });

  it("sends the artist the client's reply the same way", async () => {
    const leave = new AbortController();
    const response = await open(studio.cookie, leave.signal);
    const events = eventReader(response.body!);
    const before = await events.activity();
    await actOnRequest(services, client.user, requestId, "reply", { body: "Thursday works." });
    expect(Date.parse((await events.activity())!)).toBeGreaterThan(Date.parse(before!));
    leave.abort();
  });

  it("answers anyone else 404 and a signed-out visitor 401, holding no stream for them", async () => {
    const refused = await open(stranger.cookie);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe("Not found");
    expect((await open("")).status).toBe(401);
    const elsewhere = await fetch(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}${requestEventsPath("00000000-0000-4000-8000-000000000000")}`,
      { headers: { cookie: client.cookie } },
    );
    expect(elsewhere.status).toBe(404);
    await expect.poll(() => services.live.open).toEqual({ streams: 0, heartbeat: false });
  });

  it("lets go of its listener and its heartbeat when the browser leaves", async () => {
    const leaving = [new AbortController(), new AbortController()];
    const streams = await Promise.all(
      leaving.map(async (leave, i) => {
        const response = await open(i === 0 ? client.cookie : studio.cookie, leave.signal);
        const events = eventReader(response.body!);
        await events.activity();
        return events;
      }),
    );
    expect(services.live.open).toEqual({ streams: 2, heartbeat: true });
    leaving[0]!.abort();
    await expect.poll(() => services.live.open.streams, { timeout: 10_000 }).toBe(1);
    expect(services.live.open.heartbeat).toBe(true);
    leaving[1]!.abort();
    await expect
      .poll(() => services.live.open, { timeout: 10_000 })
      .toEqual({ streams: 0, heartbeat: false });
    // A move after they left reaches no one and raises nothing.
    await actOnRequest(services, studio.user, requestId, "reply", { body: "See you then." });
    expect(streams).toHaveLength(2);
  });

  it("keeps a quiet stream alive with a comment, and ends every stream when the server stops", async () => {
    const live = services.live;
    // A heartbeat every 20 ms, so the test need not wait 25 s for one.
    services.live = new RequestEvents(services.database, services.logger, 20);
    try {
      const response = await open(client.cookie);
      const events = eventReader(response.body!);
      await events.activity();
      expect(await events.next()).toBe(": keep-alive");
      await services.live.close();
      // The stream ends (the browser reconnects, to another instance).
      for (let block = await events.next(); block !== null; block = await events.next());
      expect(services.live.open).toEqual({ streams: 0, heartbeat: false });
      // A stopping server opens no new stream.
      expect((await open(client.cookie)).status).toBe(503);
    } finally {
      services.live = live;
    }
  });
});
