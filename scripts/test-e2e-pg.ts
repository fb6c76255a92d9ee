// `npm run test:e2e:pg`: the end-to-end suite with the app on PostgreSQL and an S3-compatible
// bucket, as two instances sharing both. Needs TEST_DATABASE_URL (a role that may CREATE DATABASE);
// uses a fresh database, dropped afterwards.
import { spawnSync } from "node:child_process";
import pg from "pg";

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error(
    "test:e2e:pg needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres",
  );
  process.exit(2);
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const build = spawnSync(process.execPath, ["scripts/start.ts", "--build-only"], {
  stdio: "inherit",
});
if (build.status !== 0) process.exit(build.status ?? 1);

const name = `nailmatch_e2e_${process.pid}`;
await admin(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
let status = 1;
try {
  const run = spawnSync("playwright", ["test", ...process.argv.slice(2), "--project", "desktop"], {
    stdio: "inherit",
    env: { ...process.env, E2E_DATABASE_URL: url.toString() },
  });
  status = run.status ?? 1;
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
process.exit(status);
