import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { isDatabaseUnavailable } from "./unavailable";

describe("isDatabaseUnavailable", () => {
  it("recognises a PostgreSQL server that does not answer, through the query builder", async () => {
    const unreachable = await openDatabase({
      driver: "postgres",
      url: "postgres://nobody@127.0.0.1:1/nailmatch",
    });
    const error = await unreachable.db.execute(sql`select 1`).catch((e: unknown) => e);
    await unreachable.close();
    expect(error).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises the server shutting down and a dropped connection", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating"), { code: "57P01" }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("leaves faults in queries alone", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("syntax"), { code: "42601" }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
