/**
 * Conventions a reviewer would otherwise have to remember, checked on the tree:
 * - An end-to-end loop over a list goes through `everyOf` (tests/e2e/fixtures.ts), which first
 *   waits for the list to have an element: a loop over nothing passes and proves nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const E2E = path.resolve(import.meta.dirname, "../tests/e2e");

/** The lines of a test file that take a whole list without asking that it not be empty. */
const bareLoops = (source: string) =>
  source
    .split("\n")
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter(({ text }) => /\.all\(\)/.test(text));

const e2eFiles = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return e2eFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe("end-to-end loops", () => {
  it("finds a bare .all() (the rule can fail)", () => {
    expect(bareLoops("for (const card of await cards.all()) {}")).toHaveLength(1);
    expect(bareLoops("for (const card of await everyOf(cards)) {}")).toHaveLength(0);
  });

  it("go through everyOf, which fails on an empty list", () => {
    const found = e2eFiles(E2E)
      .filter((file) => !file.endsWith("fixtures.ts"))
      .flatMap((file) =>
        bareLoops(fs.readFileSync(file, "utf8")).map(
          ({ line, text }) => `${path.relative(E2E, file)}:${line}: ${text}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
