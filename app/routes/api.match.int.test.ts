import sharp from "sharp";
import { Writable } from "node:stream";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATCH, MATCH_MESSAGES } from "~/core/match";
import { IMAGE_MESSAGES } from "~/core/uploads";
import { CLIENT_IP_HEADER } from "~/server/auth/client-ip";
import { appServicesContext, type AppServices } from "~/server/context";
import { testDriver, useTestDatabase } from "~/server/testing/database";
import { createTestServices } from "~/server/testing/services";
import { action } from "./api.match";

// POST /api/match through its route action: the per-address limit holds under concurrency, and a
// damaged photo is refused in the upload's words. The match needs pgvector (always there on the
// embedded database); on a PostgreSQL server without it these are skipped, saying why.

type ActionArgs = Parameters<typeof action>[0];

describe(`POST /api/match on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  let available = false;
  let logged = "";

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    services = createTestServices(database(), {}, sink);
    available = (await services.match.available()) === true;
  });
  afterAll(() => services.match.close());

  const post = (ip: string, body: Buffer) => {
    const context = new RouterContextProvider();
    context.set(appServicesContext, services);
    const request = new Request("http://localhost:3000/api/match", {
      method: "POST",
      headers: { [CLIENT_IP_HEADER]: ip, "Content-Type": "image/jpeg" },
      body: new Uint8Array(body),
    });
    return action({ request, context, params: {} } as unknown as ActionArgs);
  };

  const photo = () =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: "#c0508a" } })
      .jpeg()
      .toBuffer();

  it("analyses exactly 10 of 25 photos sent at once from one address", async (test) => {
    if (!available) {
      console.log(`skipped on ${testDriver}: the database has no pgvector, so no match runs`);
      return test.skip();
    }
    const bytes = await photo();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => post("198.51.100.20", bytes)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MATCH.perMinute);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25 - MATCH.perMinute);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(await refused.json()).toEqual({ error: { message: MATCH_MESSAGES.tooMany } });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("refuses a truncated JPEG like an upload: 415, the upload's message, nothing logged as an error", async (test) => {
    if (!available) {
      console.log(`skipped on ${testDriver}: the database has no pgvector, so no match runs`);
      return test.skip();
    }
    const bytes = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#c0508a" },
    })
      .jpeg()
      .toBuffer();
    for (const share of [0.2, 0.9]) {
      const answer = await post(
        `198.51.100.${share * 10}`,
        bytes.subarray(0, bytes.length * share),
      );
      expect(answer.status).toBe(415);
      expect(await answer.json()).toEqual({ error: { message: IMAGE_MESSAGES.damaged } });
    }
    expect(logged).not.toMatch(/"level":50/);
  });
});
