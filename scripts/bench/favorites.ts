// npm run bench:favorites -- --url http://localhost:3000: the favorite toggle's round trip as the
// heart sends it (POST /favorites.data), signed in as the demo client, p50/p95 over --runs
// toggles (default 200), one at a time, then /favorites and /user-dashboard page times. Start the
// production server with the demo data first (npm start).
import { parseArgs } from "node:util";
import { DEMO_ACCOUNTS } from "~/server/demo/seed";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    runs: { type: "string", default: "200" },
  },
});
const base = values.url;
const runs = Number(values.runs);
const origin = new URL(base).origin;

const login = await fetch(new URL("/login", base), {
  method: "POST",
  redirect: "manual",
  headers: { origin, "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({
    email: DEMO_ACCOUNTS.client.email,
    password: DEMO_ACCOUNTS.client.password,
  }),
});
const cookie = login.headers
  .getSetCookie()
  .map((header) => header.split(";")[0])
  .join("; ");
if (!cookie) throw new Error(`login failed: ${login.status}`);

const artists = await fetch(new URL("/artists", base)).then((response) => response.text());
const artistId = /href="\/artist\/([^"]+)"/.exec(artists)?.[1];
if (!artistId) throw new Error("no artist on /artists");

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const report = (name: string, times: number[]) => {
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(28)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms`,
  );
};

const toggles: number[] = [];
for (let run = 0; run < runs; run++) {
  const started = performance.now();
  const response = await fetch(new URL("/favorites.data", base), {
    method: "POST",
    headers: { origin, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "favorite", artistId, saved: String(run % 2 === 0) }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`toggle failed: ${response.status}`);
  toggles.push(performance.now() - started);
}
console.log(`${base}, signed in as the demo client, ${runs} runs\n`);
report("favorite toggle", toggles);

for (const page of ["/favorites", "/user-dashboard"]) {
  const times: number[] = [];
  for (let run = 0; run < 50; run++) {
    const started = performance.now();
    const response = await fetch(new URL(page, base), { headers: { cookie } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  report(page, times);
}
