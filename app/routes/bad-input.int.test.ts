import { eq } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountUser } from "~/core/accounts/user";
import { REQUEST_MESSAGES } from "~/core/request-copy";
import { REVIEW_MESSAGES } from "~/core/reviews";
import { CLIENT_IP_HEADER } from "~/server/auth/client-ip";
import { sessionMiddleware } from "~/server/auth/session";
import { appServicesContext, type AppServices } from "~/server/context";
import { requestMessage, review } from "~/server/db/schema";
import { createApp } from "~/server/http/app";
import { openConversation } from "~/server/requests/requests";
import { sendRequest } from "~/server/requests/send";
import { testPublishedArtist } from "~/server/testing/artists";
import { testDriver, useTestDatabase } from "~/server/testing/database";
import { routeBuild } from "~/server/testing/route-build";
import { createTestServices } from "~/server/testing/services";
import { completedRequest } from "~/server/testing/reviews";
import { TEST_PASSWORD, signedUpAccount } from "~/server/testing/sign-up";
import * as apiAuth from "./api.auth";
import * as artist from "./artist";
import * as dashboard from "./dashboard";
import * as login from "./login";
import * as request_ from "./request";
import * as requestNew from "./request-new";
import * as requestReview from "./request-review";
import * as resetPassword from "./reset-password";
import * as signup from "./signup";
import { testRequest } from "~/server/testing/requests";

// Hostile input that used to answer 500, through the route modules with the session middleware
// in front as the app runs them: return paths that are not ASCII or carry control characters, a
// refusal's status text in `.data` answers, and a stray hit on the identity provider's callback.

type Handler = (args: never) => unknown;

function collect() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split("\n"));
      done();
    },
  });
  return { sink, lines };
}

describe(`hostile input to the routes on ${testDriver}`, () => {
  const database = useTestDatabase();
  const log = collect();
  let services: AppServices;
  let client = "";
  let me: AccountUser;

  beforeAll(async () => {
    services = createTestServices(database(), {}, log.sink);
    ({ cookie: client, user: me } = await signedUpAccount(
      services,
      {
        name: "Client",
        email: "client@example.com",
        username: "bad_input_client",
        userType: "user",
      },
      "192.0.2.40",
    ));
  });
  afterAll(() => services.match.close());

  function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set(CLIENT_IP_HEADER, "192.0.2.40");
    return new Request(`http://localhost:3000${path}`, { ...init, headers });
  }

  /** Runs a loader or action as the app does, after the session middleware; returns what it threw or returned. */
  async function run(
    handler: Handler,
    req: Request,
    params: Record<string, string> = {},
  ): Promise<unknown> {
    const context = new RouterContextProvider();
    context.set(appServicesContext, services);
    let outcome: unknown;
    await sessionMiddleware({ request: req, context, params } as never, async () => {
      try {
        outcome = await handler({ request: req, context, params } as never);
      } catch (thrown) {
        outcome = thrown;
      }
      return new Response(null);
    });
    return outcome;
  }

  const location = (outcome: unknown) => {
    expect(outcome).toBeInstanceOf(Response);
    const response = outcome as Response;
    expect(response.status).toBe(302);
    return response.headers.get("location");
  };

  it.each([
    ["/%E4%B8%AD", "/%E4%B8%AD"],
    [
      "/artists?q=%E2%80%AE%D8%B9%D8%B1%D8%A8%D9%8A",
      "/artists?q=%E2%80%AE%D8%B9%D8%B1%D8%A8%D9%8A",
    ],
    ["/%7F", "/"],
    ["/%0D%0ASet-Cookie:x=y", "/"],
    ["//evil.example", "/"],
    ["/%2F/evil.example", "/"],
  ])(
    "a signed-in visit to /login and /signup with redirectTo=%s goes to %s",
    async (value, expected) => {
      for (const route of [login, signup]) {
        const path = `/${route === login ? "login" : "signup"}?redirectTo=${value}`;
        const outcome = await run(
          route.loader as Handler,
          request(path, { headers: { cookie: client } }),
        );
        expect(location(outcome)).toBe(expected);
      }
    },
  );

  it("signs in and returns to a non-ASCII path, with the session cookie", async () => {
    const body = new URLSearchParams({
      email: "client@example.com",
      password: TEST_PASSWORD,
      redirectTo: "/中文?q=\u202Eé",
    });
    const outcome = await run(
      login.action as Handler,
      request("/login", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body,
      }),
    );
    expect(location(outcome)).toBe("/%E4%B8%AD%E6%96%87?q=%E2%80%AE%C3%A9");
    expect((outcome as Response).headers.getSetCookie().join()).toMatch(/session_token=/);
  });

  it("carries a refusal's real status text, which `.data` answers show", async () => {
    const outcome = await run(
      dashboard.action as Handler,
      request("/dashboard.data", {
        method: "POST",
        headers: { cookie: client, "Content-Type": "application/json" },
        body: JSON.stringify({ intent: "publish" }),
      }),
    );
    const { init } = outcome as UNSAFE_DataWithResponseInit<unknown>;
    expect(init).toMatchObject({ status: 403, statusText: "Forbidden" });
  });

  describe("messages and reviews of invisible characters, or with bidi overrides", () => {
    /** Zero-width space, non-joiner, joiner, word joiner and byte order mark, over and over. */
    const NOTHING = "\u200B\u200C\u200D\u2060\uFEFF".repeat(8);
    const post = (path: string, fields: Record<string, string>) =>
      request(path, {
        method: "POST",
        headers: { cookie: client, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    /** The outcome is the form's refusal with a 400, its message shown beside `field`. */
    const expectRefused = (outcome: unknown, field: string, message: string) => {
      const { data, init } = outcome as UNSAFE_DataWithResponseInit<{
        error: { field: string; message: string };
      }>;
      expect({ status: init?.status, ...data.error }).toEqual({ status: 400, field, message });
    };
    let artistId = "";
    beforeAll(async () => {
      artistId = (await testPublishedArtist(services, "NY")).id;
    });

    it("a request of nothing visible is refused as too short; overrides are dropped from one sent", async () => {
      const refused = await run(
        requestNew.action as Handler,
        post("/requests/new", { artist: artistId, message: NOTHING }),
      );
      expectRefused(refused, "message", REQUEST_MESSAGES.messageTooShort);
      const sent = await run(
        requestNew.action as Handler,
        post("/requests/new", {
          artist: artistId,
          message: "Chrome\u202E tips\u2066 for\u2069 Friday,\r\nplease\u0007!",
        }),
      );
      expect((sent as Response).status).toBe(302);
      const id = (sent as Response).headers.get("location")!.split("/")[2]!.split("?")[0]!;
      const [line] = (await openConversation(services, me, id))!.lines;
      expect(line!.body).toBe("Chrome tips for Friday,\nplease!");
    });

    it("a reply of nothing visible is refused as empty", async () => {
      const id = await sendRequest(
        services,
        me,
        artistId,
        testRequest("Gel, almond shape, please."),
      );
      const outcome = await run(
        request_.action as Handler,
        post(`/requests/${id}`, { intent: "reply", reply: NOTHING }),
        { id },
      );
      expectRefused(outcome, "reply", REQUEST_MESSAGES.replyEmpty);
      const lines = await database()
        .db.select()
        .from(requestMessage)
        .where(eq(requestMessage.requestId, id));
      expect(lines).toHaveLength(1);
    });

    it("a review of nothing visible is refused as too short; overrides are dropped from one posted", async () => {
      const id = await completedRequest(services, me, artistId);
      const path = `/requests/${id}/review`;
      const refused = await run(
        requestReview.action as Handler,
        post(path, { intent: "review", stars: "5", body: NOTHING }),
        { id },
      );
      expectRefused(refused, "body", REVIEW_MESSAGES.bodyTooShort);
      const posted = await run(
        requestReview.action as Handler,
        post(path, {
          intent: "review",
          stars: "5",
          body: "Lovely\u202E work,\u2066 lasted\u2069 three weeks.\r\nThank you!",
        }),
        { id },
      );
      expect(posted).toBeInstanceOf(Response);
      const [row] = await database()
        .db.select({ body: review.body })
        .from(review)
        .where(eq(review.requestId, id));
      expect(row?.body).toBe("Lovely work, lasted three weeks.\nThank you!");
    });
  });

  it("answers a stray hit on the provider's callback with 404 and no error log when none is configured", async () => {
    const before = log.lines.length;
    const outcome = await run(
      apiAuth.loader as Handler,
      request("/api/auth/callback/oidc?code=x&state=%E2%80%AE"),
    );
    expect((outcome as UNSAFE_DataWithResponseInit<unknown>).init).toMatchObject({
      status: 404,
      statusText: "Not Found",
    });
    const errors = log.lines.slice(before).filter((line) => /"level":(50|60)/.test(line));
    expect(errors).toEqual([]);
  });
});

describe(`a NUL byte hidden in a URL, through the app on ${testDriver}`, () => {
  const database = useTestDatabase();
  const log = collect();
  let origin = "";
  let close = () => {};

  beforeAll(async () => {
    // The pages where one answered 500, with their own loaders behind the app's middleware.
    const build = routeBuild({
      "routes/artist": { path: "artist/:id", module: artist },
      "routes/reset-password": { path: "reset-password", module: resetPassword },
      "routes/request-new": { path: "requests/new", module: requestNew },
    });
    const services = createTestServices(database(), {}, log.sink);
    const server = createApp({ services, build }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("is refused with 400 at any depth of encoding, in a path or a query, never logged as an error", async () => {
    for (const nul of ["%00", "%%0000", "%2500", "%252500", "%25%30%30"]) {
      for (const path of [
        `/artist/${nul}`,
        `/artist/ab${nul}c.data`,
        `/reset-password?token=${nul}`,
        `/reset-password.data?token=${nul}`,
        `/requests/new?artist=${nul}`,
        `/artists?${nul}=x`,
      ]) {
        const response = await fetch(`${origin}${path}`, { redirect: "manual" });
        expect(response.status, path).toBe(400);
        expect(await response.text(), path).toMatch(/^Bad request/);
      }
    }
    const posted = await fetch(`${origin}/reset-password?token=%%0000`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "password=x",
    });
    expect(posted.status).toBe(400);
    await new Promise((resolve) => setImmediate(resolve));
    const levels = log.lines.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.filter((level) => level >= 50)).toEqual([]);
  });

  it("leaves other addresses, percent signs included, to their page", async () => {
    expect((await fetch(`${origin}/artist/no-such-artist`)).status).toBe(404);
    expect((await fetch(`${origin}/reset-password?token=100%25`)).status).toBe(200);
    expect((await fetch(`${origin}/reset-password?token=%2530%2530`)).status).toBe(200);
  });
});
