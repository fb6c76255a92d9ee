import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "../testing/database";
import { rowsOf } from "./client";
import { SESSION_SETTINGS } from "./session-settings";

describe(`the start-up lock on ${testDriver}`, () => {
  const database = useTestDatabase();

  it("runs concurrent holders one after another", async () => {
    const events: string[] = [];
    const holder = (name: string) =>
      database().exclusive(async () => {
        events.push(`${name} in`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        events.push(`${name} out`);
      });
    await Promise.all([holder("a"), holder("b")]);
    expect(events).toEqual(
      events[0] === "a in"
        ? ["a in", "a out", "b in", "b out"]
        : ["b in", "b out", "a in", "a out"],
    );
  });
});

describe(`the demo lock on ${testDriver}`, () => {
  const database = useTestDatabase();

  it("is taken by one holder: a second try returns at once without running", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = database().tryExclusive("demo", () => held.then(() => "first"));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the first holds it now
    const second = await database().tryExclusive("demo", async () => "second");
    expect(second).toEqual({ ran: false });
    // The start-up lock is another lock: free meanwhile.
    expect(await database().exclusive(async () => "startup")).toBe("startup");
    release();
    expect(await first).toEqual({ ran: true, value: "first" });
    expect(await database().tryExclusive("demo", async () => "third")).toEqual({
      ran: true,
      value: "third",
    });
  });

  it("is released when its holder fails", async () => {
    await expect(
      database().tryExclusive("demo", () => Promise.reject(new Error("boom"))),
    ).rejects.toThrow("boom");
    expect(await database().tryExclusive("demo", async () => 1)).toEqual({ ran: true, value: 1 });
  });
});

describe(`a connection's settings on ${testDriver}`, () => {
  const database = useTestDatabase();

  it("start as SESSION_SETTINGS says, on every connection", async () => {
    // Several at once: on the server each may be a connection of its own.
    const shown = await Promise.all(
      Object.keys(SESSION_SETTINGS).flatMap((name) =>
        [1, 2, 3].map(async () => {
          const result = await database().db.execute(sql`select current_setting(${name}) as value`);
          return [name, rowsOf<{ value: string }>(result)[0]!.value] as const;
        }),
      ),
    );
    for (const [name, value] of shown) expect(value).toBe(SESSION_SETTINGS[name]);
  });
});
