// npm run seed -- --artists N [--reviews M]: bulk-loads N published artists, then M reviews of
// them (for benchmarks), into the configured database (DATA_DIR or DATABASE_URL; stop the server
// first when it uses the embedded database).
import { parseArgs } from "node:util";
import { openServices } from "~/server/bootstrap";
import { bulkSeedArtists, bulkSeedReviews } from "~/server/demo/bulk";

const { values } = parseArgs({
  options: {
    artists: { type: "string", default: "1000" },
    reviews: { type: "string", default: "0" },
  },
});
const count = Number(values.artists);
const reviews = Number(values.reviews);
if (!Number.isInteger(reviews) || reviews < 0 || reviews > 10_000_000) {
  console.error("--reviews must be a whole number from 0 to 10000000");
  process.exit(2);
}
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
if (reviews > 0) {
  const begun = performance.now();
  await bulkSeedReviews(services, reviews, (done) => {
    process.stdout.write(`\r  ${done}/${reviews} reviews`);
  });
  console.log(
    `\nLoaded ${reviews} reviews in ${((performance.now() - begun) / 1000).toFixed(1)} s.`,
  );
}
await services.database.close();
