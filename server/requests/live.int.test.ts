import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountUser } from "~/core/accounts/user";
import type { AppServices } from "../context";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { testAccount, testPublishedArtist } from "../testing/artists";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { RequestEvents } from "./live";
import { announceMoves } from "./moves";
import { actOnRequest, openConversation } from "./requests";
import { sendRequest } from "./send";
import { unreadRequestCount } from "./lists";
import { testRequest } from "../testing/requests";

// The fan-out behind a conversation's live channel (decision 0058): one LISTEN per process, a
// NOTIFY at each move's commit, heard by every process on the database.

const LOOK = testRequest("Hi! I'd love pastel French tips for a wedding.");

/** Subscribes to a request's moves; answers the moves heard so far and how to stop. */
async function hear(live: RequestEvents, requestId: string) {
  const heard: string[] = [];
  const stop = await live.subscribe(
    { requestId, moved: () => heard.push(requestId), ended: () => heard.push("ended") },
    () => {},
  );
  return { heard, stop };
}

describe(`request moves fanned out on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let client: AccountUser;
  let dana: AccountUser;
  let id: string;
  beforeAll(async () => {
    services = createTestServices(database());
    client = await testAccount(services, "user");
    dana = await testPublishedArtist(services);
    id = await sendRequest(services, client, dana.id, LOOK);
  });
  afterAll(() => services.live.close());

  it("tells the request's subscribers of a reply, and no other request's", async () => {
    const other = await sendRequest(services, await testAccount(services, "user"), dana.id, LOOK);
    const mine = await hear(services.live, id);
    const theirs = await hear(services.live, other);
    await actOnRequest(services, dana, id, "reply", { body: "Happy to!" });
    await expect.poll(() => mine.heard).toEqual([id]);
    expect(theirs.heard).toEqual([]);
    mine.stop();
    theirs.stop();
    expect(services.live.open).toEqual({ streams: 0, heartbeat: false });
  });

  it("says nothing for a change that is rolled back", async () => {
    const mine = await hear(services.live, id);
    await services.database.db
      .transaction(async (tx) => {
        await announceMoves(tx, [id]);
        throw new Error("rolled back");
      })
      .catch(() => {});
    // A move after it: the first word heard is this one's.
    await actOnRequest(services, client, id, "reply", { body: "Thank you!" });
    await expect.poll(() => mine.heard.length).toBe(1);
    mine.stop();
  });

  it("leaves the conversation on screen out of its viewer's unread count", async () => {
    await actOnRequest(services, dana, id, "reply", { body: "Thursday at six?" });
    expect(await unreadRequestCount(services, client)).toBe(1);
    expect(await unreadRequestCount(services, client, id)).toBe(0);
    // Not a way to hide another request: only the one named is left out.
    const second = await sendRequest(services, client, dana.id, LOOK);
    await actOnRequest(services, dana, second, "reply", { body: "Hello!" });
    expect(await unreadRequestCount(services, client, id)).toBe(1);
    await openConversation(services, client, id);
    await openConversation(services, client, second);
    expect(await unreadRequestCount(services, client)).toBe(0);
  });
});

describe.runIf(testDriver === "postgres")("request moves across processes on postgres", () => {
  const database = useTestDatabase();
  let services: AppServices;
  let elsewhere: DatabaseHandle;
  let other: RequestEvents;
  beforeAll(async () => {
    services = createTestServices(database());
    // A second app process on the same database: its own pool and its own listener.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database().location.split("/").pop()}`;
    elsewhere = await openDatabase({ driver: "postgres", url: url.toString() });
    other = new RequestEvents(elsewhere, services.logger);
  });
  afterAll(async () => {
    await other.close();
    await services.live.close();
    await elsewhere.close();
  });

  it("a reply served by one process reaches a stream open on another", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    const id = await sendRequest(services, client, dana.id, LOOK);
    const there = await hear(other, id);
    await actOnRequest(services, dana, id, "reply", { body: "Happy to!" });
    await expect.poll(() => there.heard, { timeout: 10_000 }).toEqual([id]);
    there.stop();
  });

  it("listens again after losing its connection, and has its streams look again", async () => {
    const client = await testAccount(services, "user");
    const dana = await testPublishedArtist(services);
    const id = await sendRequest(services, client, dana.id, LOOK);
    const there = await hear(other, id);
    await services.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'nailmatch-listen' and datname = current_database()`,
    );
    // Back (after a second's wait): its streams are told to look, as they may have missed a move.
    await expect.poll(() => there.heard.length, { timeout: 20_000 }).toBeGreaterThan(0);
    there.heard.length = 0;
    await actOnRequest(services, dana, id, "reply", { body: "Still here." });
    await expect.poll(() => there.heard, { timeout: 10_000 }).toEqual([id]);
    there.stop();
  });
});
