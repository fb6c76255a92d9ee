import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "../testing/database";

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
