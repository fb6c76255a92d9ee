// `npm run test:pg`: the integration suite against the PostgreSQL server in TEST_DATABASE_URL.
// Each test file creates (and drops) its own database there, so the role needs CREATEDB. Arguments
// go to Vitest: `npm run test:pg -- server/auth/credentials.int.test.ts` runs one file.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    "test:pg needs TEST_DATABASE_URL, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres",
  );
  process.exit(2);
}
const timings = ["--reporter=default", "--reporter=json", "--outputFile.json=test-timings/pg.json"];
const result = spawnSync(
  "vitest",
  ["run", "--project", "integration", ...timings, ...process.argv.slice(2)],
  {
    stdio: "inherit",
    env: { ...process.env, TEST_DB_DRIVER: "postgres" },
  },
);
process.exit(result.status ?? 1);
