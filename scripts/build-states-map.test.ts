import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { buildStatesModule, STATES_MODULE_PATH } from "./build-states-map";

describe("the generated states map", () => {
  it("matches what the generator makes now (run the script after changing either)", async () => {
    const committed = await readFile(STATES_MODULE_PATH, "utf8");
    expect(await buildStatesModule()).toBe(committed);
  }, 60_000); // projecting and simplifying the states: seconds on a busy machine

  it("stays within the page-weight budget", async () => {
    const committed = await readFile(STATES_MODULE_PATH, "utf8");
    expect(Buffer.byteLength(committed)).toBeLessThan(45_000);
  });
});
