/**
 * The docs name only what exists. For README.md, CONTRIBUTING.md and docs/*.md (not
 * docs/decisions: a record is history and may name what is gone), outside fenced code blocks:
 *
 * 1. Paths. Each word of a `backticked` span that starts with a top-level folder (app/, core/,
 *    server/, scripts/, tests/, docs/, public/) or contains a "/" and ends in a file extension
 *    exists, from the project root. Skipped: placeholders and globs (`<id>`, `*`, `{…}`, `…`),
 *    URLs and URL paths (`/readyz`), and what is made at run time (build/, data/,
 *    node_modules/, test-timings/, DATA_DIR/).
 * 2. Scripts. Every `npm run X`, and every backticked `bench:x`, `check:x`, `db:x`, `demo:x`,
 *    `fit:x`, `media:x` or `test:x`, is a script in package.json.
 * 3. Exported names. A backticked name written right before a backticked .ts/.tsx path, joined
 *    by "in", "from", "(" or "," (`insertPhotos` in `server/artists/artist-rows.ts`,
 *    `displayText` (`core/text.ts`), `PhotoReader.read`, `…/reader.ts`), is exported by that
 *    file; for `Class.member`, the class is exported and the file names the member.
 * 4. Links. A relative markdown link's file exists, from the linking file's folder, and a
 *    `#anchor` into a markdown page names one of its headings as GitHub spells them.
 *
 * Separately: the README's layout names every top-level folder, ARCHITECTURE's every folder
 * one level into the code and the start-up files of server/ and scripts/, and
 * docs/decisions/README.md lists every record once, in order, titled as its heading.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const TOP_FOLDERS = ["app", "core", "server", "scripts", "tests", "docs", "public"];
const MADE_AT_RUN_TIME = ["build/", "data/", "node_modules/", "test-timings/", "DATA_DIR/"];
const SCRIPT_PREFIXES = ["bench", "check", "db", "demo", "fit", "media", "test"];

interface Project {
  exists: (file: string) => boolean;
  read: (file: string) => string;
  scripts: Set<string>;
}

const disk: Project = {
  exists: (file) => fs.existsSync(path.join(ROOT, file)),
  read: (file) => fs.readFileSync(path.join(ROOT, file), "utf8"),
  scripts: new Set(
    Object.keys(
      (
        JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
          scripts: Record<string, string>;
        }
      ).scripts,
    ),
  ),
};

const trimPunctuation = (word: string) => word.replace(/^[("'[]+|[)"',.;:\]]+$/g, "");
const PLACEHOLDER = /[<>*{}…$]|\.\.\./;
const FILE_EXTENSION = /\.[a-z]{1,5}$/;

function looksLikePath(word: string): boolean {
  if (PLACEHOLDER.test(word) || /:\/\/|^[/.~]/.test(word)) return false;
  if (MADE_AT_RUN_TIME.some((root) => word.startsWith(root))) return false;
  if (TOP_FOLDERS.some((folder) => word === `${folder}/` || word.startsWith(`${folder}/`))) {
    return true;
  }
  return word.includes("/") && FILE_EXTENSION.test(word);
}

function isExported(source: string, name: string): boolean {
  const declared = new RegExp(
    String.raw`export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?` +
      String.raw`(?:function\*?|const|let|var|class|interface|type|enum)\s+${name}\b`,
  );
  const listed = new RegExp(String.raw`export\s+(?:type\s+)?\{[^}]*\b${name}\b[^}]*\}`);
  return declared.test(source) || listed.test(source);
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, "-" for spaces. */
const anchors = (markdown: string) =>
  new Set(
    [...prose(markdown).matchAll(/^#+ (.+)$/gm)].map((heading) =>
      heading[1]!
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, "")
        .replace(/ /g, "-"),
    ),
  );

/** Prose without fenced code blocks (commands and sketches there are not checked). */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "");

/** What in one markdown file names something that does not exist. */
export function problemsIn(markdown: string, file: string, project: Project): string[] {
  const text = prose(markdown);
  const problems: string[] = [];
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);

  for (const span of spans) {
    for (const word of span.split(/\s+/).map(trimPunctuation)) {
      if (looksLikePath(word) && !project.exists(word.replace(/\/$/, ""))) {
        problems.push(`${file}: no such path \`${word}\``);
      }
    }
    const bare = new RegExp(String.raw`^(?:${SCRIPT_PREFIXES.join("|")}):[\w:-]+$`).test(span);
    const scripts = bare ? [span] : [...span.matchAll(/npm run (\S+)/g)].map((m) => m[1]!);
    for (const script of scripts.filter((name) => !PLACEHOLDER.test(name))) {
      if (!project.scripts.has(script)) problems.push(`${file}: no npm script "${script}"`);
    }
  }

  const named =
    /`([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?(?:\([^`]*\))?`(?:\s+in\s+|\s+from\s+|\s*\(|,\s*)`([\w./-]+\.tsx?)`/g;
  for (const [, name, member, source] of text.matchAll(named)) {
    // A bare file name (`reader.ts`) is no path; a missing path is reported above.
    if (!looksLikePath(source!) || !project.exists(source!)) continue;
    const code = project.read(source!);
    if (!isExported(code, name!)) problems.push(`${file}: \`${source}\` exports no ${name}`);
    else if (member && !new RegExp(String.raw`\b${member}\b`).test(code)) {
      problems.push(`${file}: \`${source}\` has no ${name}.${member}`);
    }
  }

  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/.test(target!)) continue;
    const [linkedPath, anchor] = target!.split("#");
    const linked = linkedPath ? path.join(path.dirname(file), linkedPath) : file;
    if (!project.exists(linked)) problems.push(`${file}: link to missing ${target}`);
    else if (anchor && linked.endsWith(".md") && !anchors(project.read(linked)).has(anchor)) {
      problems.push(`${file}: no heading for ${target}`);
    }
  }
  return problems;
}

/** What is wrong with the decision records' index. */
export function indexProblems(index: string, records: { file: string; heading: string }[]) {
  const problems: string[] = [];
  const rows = [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\)\s*\| (.+?)\s*\|/gm)];
  const listed = rows.map((row) => row[2]);
  for (const record of records) {
    const times = listed.filter((file) => file === record.file).length;
    if (times !== 1) problems.push(`${record.file} is listed ${times} times`);
  }
  for (const [, number, file, title] of rows) {
    const record = records.find((candidate) => candidate.file === file);
    if (!record) problems.push(`${number} links to missing ${file}`);
    else if (record.heading !== `${number}. ${title}`) {
      problems.push(`${number}'s title is not its heading "${record.heading}"`);
    }
  }
  const numbers = rows.map((row) => row[1]!);
  if (numbers.join() !== [...numbers].sort().join()) problems.push("records out of order");
  return problems;
}

const DOCS = [
  "README.md",
  "CONTRIBUTING.md",
  ...fs
    .readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
].filter((file) => disk.exists(file));

describe("the docs", () => {
  it.each(DOCS)("%s names only paths, scripts and exports that exist", (file) => {
    expect(problemsIn(disk.read(file), file, disk)).toEqual([]);
  });

  it("give the layout as it is on disk", () => {
    const section = (file: string, heading: string) =>
      disk
        .read(file)
        .split(/^## /m)
        .find((part) => part.startsWith(heading)) ?? "";
    const architecture = section("docs/ARCHITECTURE.md", "Layout");
    const readme = section("README.md", "Project layout");
    const entries = (folder: string) =>
      fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true });
    const missing = (text: string, names: string[]) =>
      names.filter((name) => {
        const escaped = name.replace(/[.]/g, "\\.");
        return !new RegExp(String.raw`(?:^|[\s,(\`])${escaped}(?![\w-])`).test(text);
      });

    const folders = TOP_FOLDERS.filter((folder) => disk.exists(folder));
    expect(
      missing(
        readme,
        folders.map((folder) => `${folder}/`),
      ),
    ).toEqual([]);
    // Every folder one level down in the code, and the start-up files of server/ and scripts/.
    const inside = ["app", "core", "server", "scripts", "tests"].flatMap((folder) =>
      entries(folder)
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${entry.name}/`),
    );
    const startUp = ["server", "scripts"].flatMap((folder) =>
      entries(folder)
        .map((entry) => entry.name)
        .filter((name) => /^[\w-]+\.ts$/.test(name) && !name.endsWith(".test.ts")),
    );
    expect(missing(architecture, [...folders.map((f) => `${f}/`), ...inside, ...startUp])).toEqual(
      [],
    );
  });

  it("list every decision record once, in order, with its title", () => {
    const records = fs
      .readdirSync(path.join(ROOT, "docs/decisions"))
      .filter((name) => /^\d{4}-.+\.md$/.test(name) && !name.startsWith("0000"))
      .map((file) => ({
        file,
        heading: disk.read(`docs/decisions/${file}`).split("\n")[0]!.replace(/^# /, ""),
      }));
    expect(indexProblems(disk.read("docs/decisions/README.md"), records)).toEqual([]);
  });
});

describe("the docs check", () => {
  const project: Project = {
    exists: (file) => ["core/text.ts", "docs/OPERATIONS.md"].includes(file),
    read: () =>
      "## Hostile input\nexport function displayText() {}\nexport class Reader { read() {} }",
    scripts: new Set(["test", "bench:images"]),
  };
  const check = (markdown: string) => problemsIn(markdown, "docs/X.md", project);

  it("finds a made-up path, script, export or link", () => {
    expect(check("See `server/made-up.ts` and `core/nothing/`.")).toEqual([
      "docs/X.md: no such path `server/made-up.ts`",
      "docs/X.md: no such path `core/nothing/`",
    ]);
    expect(check("Run `npm run bench:nothing` or `fit:all`.")).toEqual([
      'docs/X.md: no npm script "bench:nothing"',
      'docs/X.md: no npm script "fit:all"',
    ]);
    expect(check("`cleanText` in `core/text.ts`; `Reader.write`, `core/text.ts`")).toEqual([
      "docs/X.md: `core/text.ts` exports no cleanText",
      "docs/X.md: `core/text.ts` has no Reader.write",
    ]);
    expect(check("[ops](OPS.md), [start](OPERATIONS.md#start)")).toEqual([
      "docs/X.md: link to missing OPS.md",
      "docs/X.md: no heading for OPERATIONS.md#start",
    ]);
  });

  it("accepts what exists, placeholders and what is made at run time", () => {
    expect(
      check(
        "`displayText` (`core/text.ts`), `Reader.read` in `core/text.ts`, `npm run test`, " +
          "`bench:images`, `photos/<hash>.avif`, `data/mail/*.eml`, `build/server/index.js`, " +
          "`/readyz?demo=complete`, [ops](OPERATIONS.md#hostile-input)\n" +
          "```sh\nnode server/made-up.ts\n```",
      ),
    ).toEqual([]);
  });
});
