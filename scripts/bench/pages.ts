// npm run bench:pages -- --url http://localhost:3000: each page's HTML size (raw and gzip), then
// its throughput at 50 connections on one process (autocannon), beside /about. Start the
// production server first (npm start). Options: --seconds N (default 20), --connections N (50),
// --path P (repeatable; default the pages below).
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    path: { type: "string", multiple: true },
  },
});
const PAGES = values.path ?? [
  "/about",
  "/artists",
  "/artists?page=2",
  "/artists?style=Ombre&color=Pink",
  "/artists?near=78701&radius=100",
  "/locations",
];

console.log(
  `${values.url}, ${values.connections} connections, ${values.seconds} s per page\n\n` +
    "page                               HTML KB   gzip KB    req/s   p50 ms   p99 ms   errors",
);
for (const page of PAGES) {
  const url = new URL(page, values.url).toString();
  const response = await fetch(url);
  const html = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${page}: ${response.status}`);
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    headers: { "accept-encoding": "gzip" },
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    [
      page.padEnd(34),
      (html.length / 1024).toFixed(1).padStart(8),
      (gzipSync(html).length / 1024).toFixed(1).padStart(9),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(errors).padStart(8),
    ].join(" "),
  );
}
