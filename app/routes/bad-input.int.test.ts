import { Writable } from "node:stream";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "~/server/auth/credentials";
import { CLIENT_IP_HEADER } from "~/server/auth/client-ip";
import { sessionMiddleware } from "~/server/auth/session";
import { appServicesContext, type AppServices } from "~/server/context";
import { testDriver, useTestDatabase } from "~/server/testing/database";
import { createTestServices } from "~/server/testing/services";
import * as apiAuth from "./api.auth";
import * as dashboard from "./dashboard";
import * as login from "./login";
import * as signup from "./signup";

// Hostile input that used to answer 500, through the route modules with the session middleware
// in front as the app runs them: return paths that are not ASCII or carry control characters, a
// refusal's status text in `.data` answers, and a stray hit on the identity provider's callback.

const PASSWORD = "Velvet-Plum-42";
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

  beforeAll(async () => {
    services = createTestServices(database(), {}, log.sink);
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: "Client",
      email: "client@example.com",
      username: "bad_input_client",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      userType: "user",
    }))
      form.set(key, value);
    const result = await signUp(services, request("/signup", { method: "POST" }), form);
    if (!result.ok) throw new Error("sign-up failed");
    client = result.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  });
  afterAll(() => services.match.close());

  function request(path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set(CLIENT_IP_HEADER, "192.0.2.40");
    return new Request(`http://localhost:3000${path}`, { ...init, headers });
  }

  /** Runs a loader or action as the app does, after the session middleware; returns what it threw or returned. */
  async function run(handler: Handler, req: Request): Promise<unknown> {
    const context = new RouterContextProvider();
    context.set(appServicesContext, services);
    let outcome: unknown;
    await sessionMiddleware({ request: req, context, params: {} } as never, async () => {
      try {
        outcome = await handler({ request: req, context, params: {} } as never);
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
      password: PASSWORD,
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
