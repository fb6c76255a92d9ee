import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "../context";
import { rowsOf } from "../db/client";
import { testDriver, useTestDatabase } from "../testing/database";
import { createTestServices } from "../testing/services";
import { CLIENT_IP_HEADER } from "./client-ip";

describe(`Better Auth's own HTTP endpoints on ${testDriver}`, () => {
  const database = useTestDatabase();
  let services: AppServices;
  beforeAll(() => {
    services = createTestServices(database());
  });

  it("count requests in the shared database, per client address", async () => {
    const call = () =>
      services.auth.handler(
        new Request("http://localhost:3000/api/auth/ok", {
          headers: { [CLIENT_IP_HEADER]: "203.0.113.5" },
        }),
      );
    expect((await call()).status).toBe(200);
    await call();
    const buckets = rowsOf<{ key: string; count: number }>(
      await database().db.execute(
        sql`select key, count from rate_limit_bucket where key like 'auth:%'`,
      ),
    );
    expect(buckets).toHaveLength(1);
    expect(buckets[0]!.key).toContain("203.0.113.5");
    expect(Number(buckets[0]!.count)).toBe(2);
  });

  it("refuse requests over the limit", async () => {
    const ip = "203.0.113.99";
    const limit = 60; // AUTH: 60 requests a minute per address and path
    let last = 0;
    for (let i = 0; i <= limit; i++) {
      const response = await services.auth.handler(
        new Request("http://localhost:3000/api/auth/ok", { headers: { [CLIENT_IP_HEADER]: ip } }),
      );
      last = response.status;
    }
    expect(last).toBe(429);
  });
});
