import { beforeAll, describe, expect, it } from "vitest";
import { RateLimiter } from "./rate-limit";
import { testDriver, useTestDatabase } from "./testing/database";

describe(`rate limiter on ${testDriver}`, () => {
  const database = useTestDatabase();
  let limiter: RateLimiter;
  beforeAll(() => {
    limiter = new RateLimiter(database().db);
  });

  const rule = { max: 7, windowSeconds: 60 };
  const allowed = (hits: Array<{ allowed: boolean }>) => hits.filter((hit) => hit.allowed).length;

  it("allows exactly the limit of 25 hits at once, and counts none of the refused", async () => {
    const hits = await Promise.all(Array.from({ length: 25 }, () => limiter.hit("burst", rule)));
    expect(allowed(hits)).toBe(rule.max);
    expect(hits.filter((hit) => !hit.allowed).every((hit) => hit.count === rule.max)).toBe(true);
    expect(hits.find((hit) => !hit.allowed)!.retryAfter).toBeGreaterThan(0);
  });

  it("lets a given-back place be taken again, once", async () => {
    const hits = [];
    for (let i = 0; i < rule.max; i++) hits.push(await limiter.hit("returned", rule));
    await limiter.giveBack("returned", hits[0]!);
    const again = await Promise.all(Array.from({ length: 5 }, () => limiter.hit("returned", rule)));
    expect(allowed(again)).toBe(1);
  });

  it("gives back nothing for a refused hit or a window that has been reset", async () => {
    const first = await limiter.hit("reset-window", { max: 1, windowSeconds: 60 });
    const refused = await limiter.hit("reset-window", { max: 1, windowSeconds: 60 });
    expect(refused.allowed).toBe(false);
    await limiter.giveBack("reset-window", refused);
    expect((await limiter.hit("reset-window", { max: 1, windowSeconds: 60 })).allowed).toBe(false);

    await limiter.reset("reset-window");
    const fresh = await limiter.hit("reset-window", { max: 1, windowSeconds: 60 });
    expect(fresh.allowed).toBe(true);
    await limiter.giveBack("reset-window", first); // the old window: no effect on the new one
    expect((await limiter.hit("reset-window", { max: 1, windowSeconds: 60 })).allowed).toBe(false);
  });
});
