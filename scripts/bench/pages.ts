// npm run bench:pages -- --url http://localhost:3000: each page's HTML size (raw and gzip), then
// its throughput at 50 connections on one process (autocannon), beside /about. Start the
// production server first (npm start). Options: --seconds N (default 20), --connections N (50),
// --path P (repeatable; default the pages below), --as email:password (signed in, through the
// /login form, for pages such as /dashboard).
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    seconds: { type: "string", default: "20" },
    connections: { type: "string", default: "50" },
    path: { type: "string", multiple: true },
    as: { type: "string" },
  },
});

/** The session cookie of a sign-in through the /login form, as a visitor's browser gets it. */
async function signIn(credentials: string) {
  const split = credentials.indexOf(":");
  const response = await fetch(new URL("/login", values.url), {
    method: "POST",
    redirect: "manual",
    headers: { origin: new URL(values.url).origin },
    body: new URLSearchParams({
      email: credentials.slice(0, split),
      password: credentials.slice(split + 1),
    }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (cookies.length === 0) throw new Error(`Signing in failed: ${response.status}`);
  return cookies.join("; ");
}
const cookie = values.as ? await signIn(values.as) : undefined;
const signedIn: Record<string, string> = cookie ? { cookie } : {};
const PAGES = values.path ?? [
  "/about",
  "/artists",
  "/artists?page=2",
  "/artists?style=Ombre&color=Pink",
  "/artists?near=78701&radius=100",
  "/locations",
];

console.log(
  `${values.url}, ${values.connections} connections, ${values.seconds} s per page` +
    `${values.as ? `, signed in as ${values.as.split(":")[0]}` : ""}\n\n` +
    "page                               HTML KB   gzip KB    req/s   p50 ms   p99 ms   errors",
);
for (const page of PAGES) {
  const url = new URL(page, values.url).toString();
  const response = await fetch(url, { headers: signedIn });
  const html = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${page}: ${response.status}`);
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.seconds),
    headers: { "accept-encoding": "gzip", ...signedIn },
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
