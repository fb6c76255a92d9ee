// `npm test`: every check, in the order CI runs them, with a summary. Exits non-zero on any failure.
import { spawnSync } from "node:child_process";

interface Step {
  name: string;
  script: string;
  /** Why the step is skipped, when it is. */
  skip?: string;
  /** Steps that must have passed first. */
  needs?: string[];
}

const steps: Step[] = [
  { name: "Typecheck", script: "typecheck" },
  { name: "Lint", script: "lint" },
  { name: "Unit tests", script: "test:unit" },
  { name: "Integration tests (PGlite)", script: "test:integration" },
  {
    name: "Integration tests (PostgreSQL)",
    script: "test:pg",
    skip: process.env.TEST_DATABASE_URL
      ? undefined
      : "TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/postgres)",
  },
  { name: "Build", script: "build" },
  { name: "End-to-end tests (Chromium)", script: "test:e2e", needs: ["Build"] },
  {
    name: "End-to-end tests (PostgreSQL + S3, two instances)",
    script: "test:e2e:pg",
    needs: ["Build"],
    skip: process.env.TEST_DATABASE_URL ? undefined : "TEST_DATABASE_URL is not set",
  },
  {
    name: "Page quality (Lighthouse, page weight, valid HTML)",
    script: "check:pages",
    needs: ["Build"],
  },
];

const results: Array<{ name: string; outcome: string; seconds: number }> = [];
const passed = new Set<string>();

for (const step of steps) {
  const missing = step.needs?.find((name) => !passed.has(name));
  const skip = step.skip ?? (missing ? `${missing} failed` : undefined);
  if (skip) {
    console.log(`\n━━ ${step.name}: SKIPPED (${skip})`);
    results.push({ name: step.name, outcome: `skipped: ${skip}`, seconds: 0 });
    continue;
  }
  console.log(`\n━━ ${step.name} (npm run ${step.script})`);
  const started = performance.now();
  const { status } = spawnSync("npm", ["run", step.script, "--silent"], { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  if (status === 0) passed.add(step.name);
  results.push({ name: step.name, outcome: status === 0 ? "passed" : "FAILED", seconds });
}

const width = Math.max(...results.map((result) => result.name.length));
console.log("\n━━ Summary");
for (const result of results) {
  const time = result.seconds ? `${result.seconds.toFixed(1).padStart(6)} s` : "        ";
  console.log(`  ${result.name.padEnd(width)}  ${time}  ${result.outcome}`);
}
const failed = results.filter((result) => result.outcome === "FAILED");
const skippedOnFailure = results.filter((result) => result.outcome.endsWith(" failed"));
if (failed.length || skippedOnFailure.length) {
  console.log(`\n${failed.length} step(s) failed.`);
  process.exit(1);
}
console.log("\nAll checks passed.");
