import { beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "~/core/accounts/messages";
import type { AppServices } from "../context";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { CLIENT_IP_HEADER } from "./client-ip";
import { requestPasswordReset } from "./password-reset";
import { signIn } from "./credentials";
import { signUp } from "./sign-up";
import { type FlowResult } from "./flow-results";
import { AUTH_LIMITS } from "./limits";

// Every account limit counts and decides in one atomic step: 25 requests sent at once pass
// exactly as many as the limit has left, never more (docs/decisions/0009).

const PASSWORD = "Velvet-Plum-42";
const AT_ONCE = 25;

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const request = (ip: string) =>
  new Request("http://localhost:3000/", { method: "POST", headers: { [CLIENT_IP_HEADER]: ip } });

let accounts = 0;
const signupForm = () => {
  const id = `burst${++accounts}`;
  return form({
    name: "Burst",
    email: `${id}@example.com`,
    username: id,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    userType: "user",
  });
};

const messages = (results: FlowResult[]) =>
  results.map((result) => (result.ok ? "ok" : result.error.message));
const count = (list: string[], value: string) => list.filter((item) => item === value).length;

describe(`account limits under concurrency on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  beforeAll(() => {
    services = createTestServices(database());
  });

  it("sign-ups: 25 at once from one address after 4 earlier ones, exactly 6 succeed", async () => {
    const ip = "192.0.2.10";
    for (let i = 0; i < 4; i++)
      expect((await signUp(services, request(ip), signupForm())).ok).toBe(true);
    const results = messages(
      await Promise.all(
        Array.from({ length: AT_ONCE }, () => signUp(services, request(ip), signupForm())),
      ),
    );
    const remaining = AUTH_LIMITS.signupsPerAddress.max - 4;
    expect(count(results, "ok")).toBe(remaining);
    expect(count(results, AUTH_MESSAGES.tooManySignups)).toBe(AT_ONCE - remaining);
  });

  it("refused sign-ups: 25 at once past most of the allowance, exactly the rest are answered", async () => {
    const ip = "192.0.2.11";
    const max = AUTH_LIMITS.refusedSignupsPerAddress.max;
    const taken = form({ name: "x", email: "not-an-address", username: "x", password: "x" });
    for (let i = 0; i < max - 10; i++) await signUp(services, request(ip), taken);
    const results = messages(
      await Promise.all(
        Array.from({ length: AT_ONCE }, () => signUp(services, request(ip), taken)),
      ),
    );
    expect(count(results, AUTH_MESSAGES.tooManySignups)).toBe(AT_ONCE - 10);
  });

  it("wrong passwords: 25 at once for one account from one address, exactly 5 checked", async () => {
    const email = "burst-owner@example.com";
    const owner = form({
      name: "Owner",
      email,
      username: "burst_owner",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect((await signUp(services, request("192.0.2.12"), owner)).ok).toBe(true);
    const results = messages(
      await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          signIn(services, request("203.0.113.12"), form({ email, password: `Wrong-${i}-Xx!` })),
        ),
      ),
    );
    const max = AUTH_LIMITS.failedLoginsPerAccountAndAddress.max;
    expect(count(results, AUTH_MESSAGES.invalidCredentials)).toBe(max);
    expect(count(results, AUTH_MESSAGES.tooManyAttempts)).toBe(AT_ONCE - max);
    // The owner, from their own address, still signs in.
    expect(
      (await signIn(services, request("192.0.2.12"), form({ email, password: PASSWORD }))).ok,
    ).toBe(true);
  });

  it("wrong passwords: 25 at once for 25 accounts from one address, exactly 20 checked", async () => {
    const results = messages(
      await Promise.all(
        Array.from({ length: AT_ONCE }, (_, i) =>
          signIn(
            services,
            request("203.0.113.13"),
            form({ email: `guess${i}@example.com`, password: "Guess-1234!" }),
          ),
        ),
      ),
    );
    const max = AUTH_LIMITS.failedLoginsPerAddress.max;
    expect(count(results, AUTH_MESSAGES.invalidCredentials)).toBe(max);
    expect(count(results, AUTH_MESSAGES.tooManyAttempts)).toBe(AT_ONCE - max);
  });

  it("reset requests: 25 at once from one address, exactly 5 accepted", async () => {
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        requestPasswordReset(
          services,
          request("203.0.113.14"),
          form({ email: `r${i}@example.com` }),
        ),
      ),
    );
    const refused = results.filter(
      (result) => !result.ok && result.error.message === AUTH_MESSAGES.tooManyResetRequests,
    );
    expect(results.length - refused.length).toBe(AUTH_LIMITS.resetRequestsPerAddress.max);
  });
});
