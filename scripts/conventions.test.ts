/**
 * Conventions a reviewer would otherwise have to remember, checked on the tree:
 * - An end-to-end loop over a list goes through `everyOf` (tests/e2e/fixtures.ts), which first
 *   waits for the list to have an element: a loop over nothing passes and proves nothing.
 * - A product-runtime file (app/, server/, core/; not tests, fitting, evaluation or test helpers)
 *   over 300 lines says in its first 5 lines why it is one file: a `// Whole: <reason>` line, or
 *   ` * Whole: <reason>` in a leading block comment. Otherwise it is split along its seam.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const E2E = path.join(ROOT, "tests/e2e");

/** The lines of a test file that take a whole list without asking that it not be empty. */
const bareLoops = (source: string) =>
  source
    .split("\n")
    .map((line, index) => ({ line: index + 1, text: line.trim() }))
    .filter(({ text }) => /\.all\(\)/.test(text));

const sourceFiles = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** Longer than this, a file says why it is whole (or is split). */
const MAX_LINES = 300;

/** What runs in the product: not tests, nor fitting, evaluation and test helpers. */
const isProductRuntime = (relative: string) =>
  !/\.test\.tsx?$/.test(relative) && !/^server\/(fit|eval|testing)\//.test(relative);

/** Counted as `wc -l` counts: the final newline ends the last line. */
const lineCount = (source: string) => source.replace(/\n$/, "").split("\n").length;

/** A line that gives a reason: `// Whole: …`, or ` * Whole: …` inside the opening block comment. */
const saysWhy = (source: string) =>
  source
    .split("\n")
    .slice(0, 5)
    .some((line) => /^(\/\/| \*) Whole: \S/.test(line));

/** Too long and silent about why: the rule's finding for one source. */
const unexplained = (source: string) => lineCount(source) > MAX_LINES && !saysWhy(source);

describe("end-to-end loops", () => {
  it("finds a bare .all() (the rule can fail)", () => {
    expect(bareLoops("for (const card of await cards.all()) {}")).toHaveLength(1);
    expect(bareLoops("for (const card of await everyOf(cards)) {}")).toHaveLength(0);
  });

  it("go through everyOf, which fails on an empty list", () => {
    const found = sourceFiles(E2E)
      .filter((file) => !file.endsWith("fixtures.ts"))
      .flatMap((file) =>
        bareLoops(fs.readFileSync(file, "utf8")).map(
          ({ line, text }) => `${path.relative(E2E, file)}:${line}: ${text}`,
        ),
      );
    expect(found).toEqual([]);
  });
});

describe("files over 300 lines", () => {
  const body = Array.from({ length: 300 }, (_, i) => `export const n${i} = ${i};`).join("\n");

  it("are found unless they say why they are whole (the rule can fail)", () => {
    expect(unexplained(`// A module.\n${body}\n`)).toBe(true);
    expect(unexplained(`// Whole: one table, read as one\n${body}\n`)).toBe(false);
    expect(unexplained(`"use client";\n// Whole: one table, read as one\n${body}\n`)).toBe(false);
    expect(unexplained(`/**\n * Whole: one table, read as one\n */\n${body}\n`)).toBe(false);
    expect(unexplained(`// Whole:\n${body}\n`)).toBe(true);
    expect(unexplained(`${body}\n// Whole: too late to count\n`)).toBe(true);
    expect(unexplained(`// Short.\n${body.split("\n").slice(1).join("\n")}\n`)).toBe(false);
  });

  it("in the product's runtime are split or say why they are whole", () => {
    const found = ["app", "server", "core"]
      .flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
      .map((file) => path.relative(ROOT, file).split(path.sep).join("/"))
      .filter(isProductRuntime)
      .filter((file) => unexplained(fs.readFileSync(path.join(ROOT, file), "utf8")));
    expect(found).toEqual([]);
  });
});
