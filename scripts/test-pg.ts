// `npm run test:pg`: the integration suite against the PostgreSQL server in TEST_DATABASE_URL.
// Each test file creates (and drops) its own database there, so the role needs CREATEDB.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.error(
    "test:pg needs TEST_DATABASE_URL, e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres",
  );
  process.exit(2);
}
// Arguments after `--` pass on to vitest (one file: `npm run test:pg -- server/demo/seed.int.test.ts`).
const result = spawnSync("vitest", ["run", "--project", "integration", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, TEST_DB_DRIVER: "postgres" },
});
process.exit(result.status ?? 1);
