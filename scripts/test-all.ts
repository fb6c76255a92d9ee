// `npm test`: every check, in the order CI runs them, with a summary: each step's time, and for
// the test steps their slowest files (from the JSON their runners write to test-timings/).
// Exits non-zero on any failure.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

interface Step {
  name: string;
  /** The npm script it runs. */
  script: string;
  /** The runner's JSON report in test-timings/, for per-file times. */
  timings?: string;
  /** Why the step is skipped, when it is. */
  skip?: string;
  /** Steps that must have passed first. */
  needs?: string[];
}

// An inner array's steps run at once, their output printed as each ends: steps that leave a core
// idle beside each other (the typechecker, the linter and the unit tests are single-threaded; the
// PostgreSQL suite waits on its server) on 2 cores. The page check measures the core its tab
// gets and slows the CPU to match (decision 0020), but it cannot speed a starved tab up: it runs
// alone, last. The linter reads the route types too, so they are
// generated first.
const steps: Array<Step | Step[]> = [
  { name: "Route types", script: "typegen" },
  [
    { name: "Typecheck", script: "typecheck:generated", needs: ["Route types"] },
    { name: "Lint", script: "lint", needs: ["Route types"] },
    { name: "Unit tests", script: "test:unit", timings: "unit.json" },
  ],
  { name: "Integration tests (PGlite)", script: "test:integration", timings: "integration.json" },
  [
    {
      name: "Integration tests (PostgreSQL)",
      script: "test:pg",
      timings: "pg.json",
      skip: process.env.TEST_DATABASE_URL
        ? undefined
        : "TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)",
    },
    // Drawn here, not by the end-to-end suite's server while every test waits for its demo data.
    { name: "Demo pictures", script: "demo:pictures" },
  ],
  { name: "Build", script: "build" },
  {
    name: "End-to-end tests (Chromium)",
    script: "test:e2e",
    needs: ["Build"],
    timings: "e2e.json",
  },
  {
    name: "End-to-end tests (PostgreSQL + S3, two instances)",
    script: "test:e2e:pg",
    timings: "e2e-pg.json",
    needs: ["Build"],
    skip: process.env.TEST_DATABASE_URL ? undefined : "TEST_DATABASE_URL is not set",
  },
  // Alone: beside the two-instance run on a slow machine its tab got 18 % of a core, less than
  // a phone's quarter, which no CPU slowdown can give back (decision 0044, amended).
  {
    name: "Page quality (Lighthouse, page weight, valid HTML)",
    script: "check:pages",
    needs: ["Build"],
  },
];

const TIMINGS_DIR = "test-timings";
fs.rmSync(TIMINGS_DIR, { recursive: true, force: true });

/** Seconds per test file from a Vitest or Playwright JSON report (test time, across workers). */
function fileSeconds(report: string): Map<string, number> {
  const seconds = new Map<string, number>();
  const add = (file: string, ms: number) => seconds.set(file, (seconds.get(file) ?? 0) + ms / 1000);
  const json = JSON.parse(fs.readFileSync(path.join(TIMINGS_DIR, report), "utf8")) as {
    testResults?: Array<{ name: string; startTime: number; endTime: number }>;
    suites?: PlaywrightSuite[];
  };
  for (const file of json.testResults ?? []) {
    add(path.relative(process.cwd(), file.name), file.endTime - file.startTime);
  }
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) for (const result of test.results) add(file, result.duration);
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of json.suites ?? []) walk(suite, `tests/e2e/${suite.file}`);
  return seconds;
}
interface PlaywrightSuite {
  file: string;
  specs?: Array<{ tests: Array<{ results: Array<{ duration: number }> }> }>;
  suites?: PlaywrightSuite[];
}

const results: Array<{ name: string; outcome: string; seconds: number; slowest?: string[] }> = [];
const passed = new Set<string>();

/** Why a step does not run now (skipped, or a step it needs failed), if it does not. */
function reasonToSkip(step: Step): string | undefined {
  const missing = step.needs?.find((name) => !passed.has(name));
  return step.skip ?? (missing ? `${missing} failed` : undefined);
}

function record(step: Step, status: number | null, seconds: number) {
  if (status === 0) passed.add(step.name);
  let slowest: string[] | undefined;
  if (step.timings && fs.existsSync(path.join(TIMINGS_DIR, step.timings))) {
    slowest = [...fileSeconds(step.timings)]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([file, time]) => `${time.toFixed(1).padStart(6)} s  ${file}`);
  }
  results.push({ name: step.name, outcome: status === 0 ? "passed" : "FAILED", seconds, slowest });
}

function skipped(step: Step, reason: string) {
  console.log(`\n━━ ${step.name}: SKIPPED (${reason})`);
  results.push({ name: step.name, outcome: `skipped: ${reason}`, seconds: 0 });
}

/** Runs steps at once, each one's output held and printed when it ends. */
async function runTogether(group: Step[]) {
  await Promise.all(
    group.map(async (step) => {
      const reason = reasonToSkip(step);
      if (reason) return skipped(step, reason);
      const started = performance.now();
      const child = spawn("npm", ["run", step.script, "--silent"], {
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
      });
      const output: Buffer[] = [];
      child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
      child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
      const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
      console.log(`\n━━ ${step.name} (npm run ${step.script})`);
      process.stdout.write(Buffer.concat(output));
      record(step, status, (performance.now() - started) / 1000);
    }),
  );
}

for (const entry of steps) {
  if (Array.isArray(entry)) {
    await runTogether(entry);
    continue;
  }
  const step = entry;
  const reason = reasonToSkip(step);
  if (reason) {
    skipped(step, reason);
    continue;
  }
  console.log(`\n━━ ${step.name} (npm run ${step.script})`);
  const started = performance.now();
  const { status } = spawnSync("npm", ["run", step.script, "--silent"], { stdio: "inherit" });
  record(step, status, (performance.now() - started) / 1000);
}

const width = Math.max(...results.map((result) => result.name.length));
console.log("\n━━ Summary");
for (const result of results) {
  const time = result.seconds ? `${result.seconds.toFixed(1).padStart(6)} s` : "        ";
  console.log(`  ${result.name.padEnd(width)}  ${time}  ${result.outcome}`);
  for (const line of result.slowest ?? []) console.log(`      ${line}`);
}
console.log(`\n(Slowest files: the time their tests took, summed over parallel workers.)`);
const failed = results.filter((result) => result.outcome === "FAILED");
const skippedOnFailure = results.filter((result) => result.outcome.endsWith(" failed"));
if (failed.length || skippedOnFailure.length) {
  console.log(`\n${failed.length} step(s) failed.`);
  process.exit(1);
}
console.log("\nAll checks passed.");
