// npm run seed -- --artists N: bulk-loads N published artists (for benchmarks) into the configured
// database (DATA_DIR or DATABASE_URL; stop the server first when it uses the embedded database).
import { parseArgs } from "node:util";
import { openServices } from "~/server/bootstrap";
import { bulkSeedArtists } from "~/server/demo/bulk";

const { values } = parseArgs({ options: { artists: { type: "string", default: "1000" } } });
const count = Number(values.artists);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error("--artists must be a whole number from 1 to 1000000");
  process.exit(2);
}

const services = await openServices();
const started = performance.now();
await bulkSeedArtists(services, count, (done) => {
  if (done % 2000 === 0 || done === count) process.stdout.write(`\r  ${done}/${count} artists`);
});
const seconds = (performance.now() - started) / 1000;
console.log(
  `\nLoaded ${count} artists in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} a second).`,
);
await services.database.close();
