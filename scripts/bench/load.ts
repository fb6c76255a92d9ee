// npm run bench:load: 100 people at once for 60 s on one process, each doing one kind of thing
// over and over: browsing pages, filtering the list, opening profiles, saving favorites, the
// style match and signing in. Prints throughput, p50/p99 and errors per kind; any error (a
// refused connection, a timeout, an unexpected status) fails the run. Runs against BASE_URL, or
// starts the production build on a fresh embedded database with the demo data, or on
// --database-url (its own PostgreSQL database, seeded). Options: --seconds N (default 60).
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import sharp from "sharp";
import { COLORS, STYLES } from "~/core/catalogue";
import { signUp, startServer } from "./server";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "60" },
    "database-url": { type: "string" },
  },
});
const seconds = Number(values.seconds);

const server = await startServer({
  name: "load",
  databaseUrl: values["database-url"],
  // Every simulated person comes from 127.0.0.1: per-address limits would count them as one.
  env: { IP_RATE_LIMIT_FACTOR: "1000000" },
});
const { baseUrl } = server;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** The published artists' pages, from the sitemap. */
async function artistPaths(): Promise<string[]> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const artistsFile = files.find((file) => file.includes("/artists-"));
  const pages = await (await fetch(`${baseUrl}${artistsFile}`)).text();
  return [...pages.matchAll(/<loc>([^<]+\/artist\/[^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
}

interface Scenario {
  name: string;
  connections: number;
  /** The statuses that mean it worked. */
  ok: number[];
  request: () => {
    method?: "GET" | "POST";
    path: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
  };
}

const artists = await artistPaths();
if (!artists.length) throw new Error("no published artist in the sitemap");
const client = await signUp(baseUrl, "user");
const member = await signUp(baseUrl, "user");
const photo = await sharp({
  create: { width: 800, height: 600, channels: 3, background: { r: 230, g: 90, b: 150 } },
})
  .jpeg({ quality: 85 })
  .toBuffer();
const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: baseUrl };

const SCENARIOS: Scenario[] = [
  {
    name: "browse (home, list, map, about)",
    connections: 35,
    ok: [200],
    request: () => ({ path: pick(["/", "/artists", "/artists?page=2", "/locations", "/about"]) }),
  },
  {
    name: "filter /artists",
    connections: 25,
    ok: [200],
    request: () => ({
      path: pick([
        `/artists?style=${encodeURIComponent(pick(STYLES))}`,
        `/artists?style=${encodeURIComponent(pick(STYLES))}&color=${pick(COLORS)}`,
        `/artists?color=${pick(COLORS)}&page=2`,
        `/artists?state=${pick(["CA", "TX", "NY", "FL"])}`,
        `/artists?near=${pick(["78701", "10001", "90012", "33101"])}&radius=100`,
        `/artists?q=${pick(["gel", "miami", "ombre", "studio"])}`,
      ]),
    }),
  },
  {
    name: "artist profile",
    connections: 25,
    ok: [200],
    request: () => ({ path: pick(artists) }),
  },
  {
    name: "favorite (signed in)",
    connections: 10,
    ok: [200],
    request: () => ({
      method: "POST",
      path: "/favorites.data",
      headers: { ...form, Cookie: client.cookie },
      body: new URLSearchParams({
        intent: "favorite",
        artistId: pick(artists).split("/").pop()!,
        saved: pick(["true", "false"]),
      }).toString(),
    }),
  },
  {
    name: "style match (800×600 photo)",
    connections: 2,
    ok: [200],
    request: () => ({
      method: "POST",
      path: "/api/match",
      headers: { "Content-Type": "image/jpeg", Origin: baseUrl },
      body: photo,
    }),
  },
  {
    name: "sign in",
    connections: 3,
    ok: [302],
    request: () => ({
      method: "POST",
      path: "/login",
      headers: form,
      body: new URLSearchParams({
        email: member.email,
        password: member.password,
        redirectTo: "/",
      }).toString(),
    }),
  },
];

// Without vector search (PostgreSQL without pgvector) the match says it is unavailable: not load.
const { available } = (await (await fetch(`${baseUrl}/api/match`)).json()) as {
  available: boolean;
};
if (!available) {
  const match = SCENARIOS.findIndex((scenario) => scenario.name.startsWith("style match"));
  SCENARIOS[0]!.connections += SCENARIOS[match]!.connections;
  SCENARIOS.splice(match, 1);
  console.log("The style match is unavailable here (no vector search): left out.");
}

const total = SCENARIOS.reduce((sum, scenario) => sum + scenario.connections, 0);
console.log(`${baseUrl}: ${total} connections for ${seconds} s, ${artists.length} artists\n`);

try {
  const runs = SCENARIOS.map(
    (scenario) =>
      new Promise<{
        scenario: Scenario;
        result: autocannon.Result;
        unexpected: Map<number, number>;
      }>((resolve, reject) => {
        const unexpected = new Map<number, number>();
        const instance = autocannon(
          {
            url: baseUrl,
            connections: scenario.connections,
            duration: seconds,
            timeout: 10,
            headers: { "accept-encoding": "gzip" },
            requests: [{ setupRequest: (request) => ({ ...request, ...scenario.request() }) }],
          },
          (error, result) => (error ? reject(error) : resolve({ scenario, result, unexpected })),
        );
        instance.on("response", (_client, status) => {
          if (!scenario.ok.includes(status)) {
            unexpected.set(status, (unexpected.get(status) ?? 0) + 1);
          }
        });
      }),
  );
  const results = await Promise.all(runs);
  console.log("request                              req/s   p50 ms   p99 ms   requests   errors");
  let failures = 0;
  for (const { scenario, result, unexpected } of results) {
    const wrong = [...unexpected.values()].reduce((sum, n) => sum + n, 0);
    // autocannon counts timeouts among its errors.
    const errors = result.errors + wrong;
    failures += errors;
    console.log(
      [
        scenario.name.padEnd(34),
        result.requests.average.toFixed(0).padStart(7),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
        String(result.requests.total).padStart(10),
        String(errors).padStart(8),
        [
          ...[...unexpected].map(([status, n]) => `${status}: ${n}`),
          ...(result.timeouts ? [`timeouts: ${result.timeouts}`] : []),
          ...(result.errors - result.timeouts > 0
            ? [`errors: ${result.errors - result.timeouts}`]
            : []),
        ].join(", "),
      ].join(" "),
    );
  }
  const all = results.reduce((sum, { result }) => sum + result.requests.average, 0);
  console.log(`\nall requests: ${all.toFixed(0)} req/s; ${failures} errors`);
  process.exitCode = failures ? 1 : 0;
} finally {
  server.stop();
}
