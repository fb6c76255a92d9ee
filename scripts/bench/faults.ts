// npm run bench:faults: what people see when things break, and whether the app recovers alone.
// 1. PostgreSQL stopped under load: requests must fail fast with 503 (never 500, never hang) and
//    succeed again by themselves once it is back. Stops and starts the local server with
//    pg_ctlcluster (root, Debian's PostgreSQL; PG_CLUSTER, default "15 main"), on a database of
//    its own created through --admin-url (default postgres://postgres@127.0.0.1:5432/postgres).
// 2. The embedded database killed (SIGKILL) right after a confirmed sign-up: after a restart the
//    account signs in.
// 3. The app killed (SIGKILL) in the middle of a publish and of an upload: after a restart every
//    photo's files are there, a published profile is whole, and what media:gc finds an hour later
//    is only files nothing references.
// Prints the figures; exits non-zero when a rule is broken. `-- --part writes` runs one part.
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { WIZARD_DEFAULT_BACKGROUND } from "~/core/catalogue";
import { openServices } from "~/server/bootstrap";
import { rowsOf } from "~/server/db/client";
import type { PhotoVariant } from "~/server/db/schema";
import { GC_GRACE_MS } from "~/server/media/media";
import { signUp, startServer, type Server } from "./server";

const { values } = parseArgs({
  options: {
    "admin-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    /** Only some of the parts: outage, sign-up, writes (repeatable; default all). */
    part: { type: "string", multiple: true },
  },
});
const [version, cluster] = (process.env.PG_CLUSTER ?? "15 main").split(" ");
const problems: string[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sample {
  at: number;
  status: number;
  ms: number;
}

/** `workers` loops requesting pages until `until()` says stop. */
async function load(baseUrl: string, samples: Sample[], until: () => boolean, workers = 10) {
  const pages = ["/", "/artists", "/artists?style=Ombre", "/about", "/locations"];
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = worker; !until(); i++) {
        const started = performance.now();
        const status = await fetch(`${baseUrl}${pages[i % pages.length]}`, {
          signal: AbortSignal.timeout(15_000),
        })
          .then(async (response) => (await response.arrayBuffer(), response.status))
          .catch(() => 0);
        samples.push({ at: started, status, ms: performance.now() - started });
      }
    }),
  );
}

function summary(samples: Sample[]) {
  const statuses = new Map<number, number>();
  for (const { status } of samples) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const ms = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const p = (q: number) =>
    ms.length ? ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]! : 0;
  return {
    statuses: [...statuses].map(([status, n]) => `${status || "no answer"}: ${n}`).join(" · "),
    p50: p(0.5).toFixed(0),
    p99: p(0.99).toFixed(0),
  };
}

async function databaseOutage() {
  const name = `nailmatch_faults_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: values["admin-url"] });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(values["admin-url"]);
  url.pathname = `/${name}`;
  const server = await startServer({ name: "faults", databaseUrl: url.toString() });
  const pgctl = (action: "stop" | "start") =>
    execFileSync("pg_ctlcluster", [
      version!,
      cluster!,
      action,
      ...(action === "stop" ? ["-m", "fast"] : []),
    ]);
  try {
    const samples: Sample[] = [];
    const t0 = performance.now();
    let phase: "before" | "down" | "after" | "done" = "before";
    const marks: Record<string, number> = {};
    const running = load(server.baseUrl, samples, () => phase === "done");
    await sleep(5_000);
    pgctl("stop");
    marks.down = performance.now();
    phase = "down";
    await sleep(10_000);
    pgctl("start");
    marks.up = performance.now();
    phase = "after";
    // Recovered: the first moment from which every answer is a 200 for 3 seconds.
    let recovered: number | undefined;
    for (let waited = 0; waited < 60_000 && recovered === undefined; waited += 500) {
      await sleep(500);
      const since = samples.filter((s) => s.at > marks.up!);
      const lastBad = Math.max(
        marks.up!,
        ...since.filter((s) => s.status !== 200).map((s) => s.at),
      );
      if (performance.now() - lastBad > 3_000 && since.some((s) => s.at > lastBad)) {
        recovered = lastBad;
      }
    }
    phase = "done";
    await running;

    const before = summary(samples.filter((s) => s.at < marks.down!));
    const down = samples.filter((s) => s.at >= marks.down! + 1_000 && s.at < marks.up!);
    const during = summary(down);
    console.log("PostgreSQL stopped under load (10 connections):");
    console.log(`  before:  ${before.statuses}; p50 ${before.p50} ms, p99 ${before.p99} ms`);
    console.log(`  down:    ${during.statuses}; p50 ${during.p50} ms, p99 ${during.p99} ms`);
    if (recovered === undefined) {
      problems.push("the app did not recover within 60 s of PostgreSQL coming back");
    } else {
      console.log(
        `  back:    all answers 200 again ${((recovered - marks.up!) / 1000).toFixed(1)} s after PostgreSQL started`,
      );
    }
    console.log(
      `  (${samples.length} requests in ${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );
    if (down.some((s) => s.status === 500 || s.status === 0)) {
      problems.push("a request answered 500 or nothing while the database was down");
    }
    if (Number(during.p99) > 2_000)
      problems.push(`p99 while down is ${during.p99} ms: not failing fast`);
  } finally {
    server.stop();
    try {
      pgctl("start");
    } catch {
      // already running
    }
    await sleep(1_000);
    await admin(`drop database if exists ${name} with (force)`);
  }
}

async function killedAfterSignUp() {
  const dataDir = path.join(os.tmpdir(), `nailmatch-faults-${process.pid}`);
  const port = 4800 + Math.floor(Math.random() * 100);
  const first = await startServer({ name: "faults-embedded", port, env: { DATA_DIR: dataDir } });
  const account = await signUp(first.baseUrl, "user");
  first.stop("SIGKILL"); // right after the sign-up was confirmed
  await sleep(500);
  const second = await startServer({ name: "faults-embedded", port, env: { DATA_DIR: dataDir } });
  try {
    const login = await fetch(`${second.baseUrl}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: second.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: account.email, password: account.password }),
    });
    const ok = login.status === 302;
    console.log(
      `\nEmbedded database killed (SIGKILL) right after a sign-up: after a restart the account ${ok ? "signs in" : `does not sign in (${login.status})`}`,
    );
    if (!ok) problems.push("an account confirmed before a SIGKILL was lost");
  } finally {
    second.stop();
  }
}

/** A photo of `megapixels`; random noise, so no two uploads share stored files. */
const photo = (megapixels: number) => {
  const width = Math.round(Math.sqrt(megapixels * 1e6 * (4 / 3)));
  const height = Math.round((width * 3) / 4);
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
};

async function killedMidWrite() {
  const dataDir = path.join(os.tmpdir(), `nailmatch-faults-writes-${process.pid}`);
  const port = 4900 + Math.floor(Math.random() * 100);
  const start = () => startServer({ name: "faults-writes", port, env: { DATA_DIR: dataDir } });
  const stopped = async (server: Server, signal: NodeJS.Signals) => {
    server.stop(signal);
    for (let i = 0; i < 50; i++) {
      if (!(await fetch(`${server.baseUrl}/healthz`).catch(() => null))) return;
      await sleep(200);
    }
  };
  let server = await start();
  const artist = await signUp(server.baseUrl, "artist");
  const as = (extra: Record<string, string> = {}) => ({
    Origin: server.baseUrl,
    Cookie: artist.cookie,
    ...extra,
  });
  const upload = async (bytes: Buffer) =>
    fetch(`${server.baseUrl}/api/photos?purpose=portfolio`, {
      method: "POST",
      headers: as({ "Content-Type": "image/jpeg" }),
      body: new Uint8Array(bytes),
    });
  for (let i = 0; i < 5; i++) await upload(await photo(0.5));
  const publish = () =>
    fetch(`${server.baseUrl}/dashboard.data`, {
      method: "POST",
      headers: as({ "Content-Type": "application/json" }),
      body: JSON.stringify({
        intent: "publish",
        displayName: "Killed Midway",
        email: artist.email,
        bio: "Published while the process was killed.",
        backgroundColor: WIZARD_DEFAULT_BACKGROUND,
        styles: ["Ombre"],
        colors: ["Pink"],
        instagram: "@killed.midway",
        phone: "212 555 0142",
        bookingEmail: "book@example.com",
        bookingLink: "https://book.example/killed",
        state: "TX",
        city: "Austin",
      }),
    }).catch(() => null);

  // Killed a few milliseconds into the publish, then a few hundred into a 12-megapixel upload.
  void publish();
  await sleep(15);
  await stopped(server, "SIGKILL");
  server = await start();
  const big = await photo(12);
  for (const delay of [150, 400, 700]) {
    void upload(big).catch(() => null);
    await sleep(delay);
    await stopped(server, "SIGKILL");
    server = await start();
  }
  await stopped(server, "SIGTERM");

  process.env.DATA_DIR = dataDir;
  delete process.env.DATABASE_URL;
  const services = await openServices();
  try {
    const { db } = services.database;
    const [profile] = rowsOf<{ is_active: boolean; published_at: Date | null; photos: number }>(
      await db.execute(sql`
        select a.is_active, a.published_at,
          (select count(*)::int from photo p where p.artist_id = a.id and p.position is not null) as photos
        from artist a join "user" u on u.id = a.id where u.email = ${artist.email}`),
    );
    const variants = rowsOf<{ variants: PhotoVariant[] }>(
      await db.execute(sql`select variants from photo`),
    ).flatMap((row) => row.variants);
    let missing = 0;
    for (const { key } of variants) if (!(await services.media.storage.get(key))) missing++;
    const { deleted } = await services.media.collectGarbage(Date.now() + GC_GRACE_MS + 60_000);
    const published = Boolean(profile?.is_active && profile.published_at);
    console.log(
      `
The app killed (SIGKILL) mid-publish and three times mid-upload, then restarted:
` +
        `  profile ${published ? "published, whole" : "not published (the publish had not committed)"}` +
        ` with ${profile?.photos ?? 0} portfolio photos; ${missing} of ${variants.length} referenced files missing;
` +
        `  media:gc an hour later deletes ${deleted} unreferenced file(s) the killed uploads left`,
    );
    if (missing) problems.push(`${missing} files referenced by photos are missing after a SIGKILL`);
    if (profile?.is_active && (!profile.published_at || profile.photos < 5)) {
      problems.push("a profile is active without being whole after a SIGKILL mid-publish");
    }
  } finally {
    await services.database.close();
  }
}

const parts = values.part ?? ["outage", "sign-up", "writes"];
if (parts.includes("outage")) await databaseOutage();
if (parts.includes("sign-up")) await killedAfterSignUp();
if (parts.includes("writes")) await killedMidWrite();
console.log(problems.length ? `\n${problems.join("\n")}` : "\nEvery rule held.");
process.exitCode = problems.length ? 1 : 0;
