// npm run check:pages [-- --url http://localhost:3000] [--path /about ...]: the page-quality budgets
// every change is held to (below). Without --url it serves the production build (run
// `npm run build` first) on a fresh embedded database with the demo data, and waits until its
// start-up work in the background is done. For each page, signed out or as the demo client:
// Lighthouse with its mobile defaults (simulated slow 4G, 4× slower CPU) in Debian's Chromium, and
// the bytes it loads by kind, before the first contentful paint and in all.
// Then the Nu Html Checker (vnu-jar, needs Java) over every page's HTML, the demo artist's dashboard
// too. Prints a table and exits 1 when a page misses a budget or its HTML has an error. Figures:
// docs/PERFORMANCE.md.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { DEMO_ACCOUNTS } from "~/server/demo/seed";

/** Every page is held to these. Sizes in KB (1,024 bytes), as sent (compressed) unless named. */
const BUDGET = {
  scores: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 },
  /**
   * The HTML as rendered, uncompressed (24 artist cards must fit). 106, not 100, since every
   * control works before hydration (decision 0022): the inline script and the phone filter sheet
   * add about 2.3 KB to /artists (0.6 KB compressed); and since reviews (decision 0032), each card
   * says its review count or "New" and the list has its Top rated and 4 stars & up links: 1.3 KB
   * more (/artists measured 105.0 KB). The next trim is the cards' markup, not this number.
   */
  htmlKB: 106,
  /**
   * Everything requested before the first contentful paint (the first screenful's photos too).
   * Which photos start before the paint depends on timing: /artists measured 87–149 KB.
   */
  firstRenderKB: 200,
  cssKB: 16,
  fontKB: 40,
  /** The page's JavaScript, fetched after the first paint. */
  jsKB: 230,
  /** JavaScript that every page loads. */
  sharedJsKB: 150,
  /** Everything the page fetched until the network was idle. */
  totalKB: 450,
};
/**
 * Lighthouse emulates a phone by counting each task on the page's main thread four times as long
 * as it took (`cpuSlowdownMultiplier` 4). A task's time includes any time the thread waited for a
 * core: on a shared 2-core machine that was half of it (the tab's main thread got 43–55 % of the
 * time its tasks lasted, by Chrome's thread clock), and the same build scored 75–99 run to run.
 * So the check measures the share of a core the tab gets (on /about, before the pages) and slows
 * the CPU four times relative to that: 4 × share, never faster than the machine itself (decision 0020).
 */
const PHONE_CPU_SLOWDOWN = 4;
const MIN_CPU_SLOWDOWN = 1;
/** Lighthouse's performance score varies from run to run (88–100 for the same build of /artists on
 * a busy 2-core machine, from its blocking time): a page under budget is run four more times and
 * judged on the median of five, as Lighthouse's own guidance on variability advises. */
const PERFORMANCE_RUNS = 5;
/** Tries of one Lighthouse run that failed to record its trace (see `audit`). */
const AUDIT_ATTEMPTS = 4;

interface Page {
  path: string;
  signedIn?: boolean;
  /** Its own HTML budget, where it is not BUDGET.htmlKB. */
  htmlKB?: number;
}

const { values } = parseArgs({
  options: { url: { type: "string" }, path: { type: "string", multiple: true } },
});

const server = values.url ? undefined : await startServer();
const base = values.url ?? server!.url;
try {
  // The top rated artist: a full page of reviews (10), many with photos.
  const artistId = /href="\/artist\/([^"?]+)"/.exec(await fetchText("/artists?sort=rating"))?.[1];
  if (!artistId) throw new Error("no artist on /artists: is the demo data there?");
  const PAGES: Page[] = [
    { path: "/" },
    { path: "/artists" },
    /**
     * A profile with 10 reviews and their photos (decision 0032) and a menu of services
     * (decision 0063): 62 KB at most. The top rated profile measured 60.8 KB with its 7
     * services (their markup 1.1 KB, their offers 0.7 KB, and their share of the page's data),
     * after the portfolio's repeated classes gave 1.0 KB back; with 30 services (8 shown), 61.5 KB.
     */
    { path: `/artist/${artistId}`, htmlKB: 62 },
    { path: "/match" },
    { path: "/locations" },
    { path: "/login" },
    { path: "/signup" },
    { path: "/about" },
    { path: "/terms" },
    { path: "/privacy" },
    { path: "/favorites", signedIn: true },
    { path: "/user-dashboard", signedIn: true },
    // The request form, with the artist's services to choose from (issue 55).
    { path: `/requests/new?artist=${artistId}`, signedIn: true },
  ];
  const pages = values.path ? PAGES.filter((page) => values.path!.includes(page.path)) : PAGES;
  const cookie = pages.some((page) => page.signedIn) ? await signIn("client") : "";
  const misses = await checkPages(pages, cookie);
  misses.push(...(await checkHtml([...pages, { path: "/dashboard", signedIn: true }], cookie)));
  if (misses.length) {
    console.error(`\n${misses.length} budget(s) missed:\n  ${misses.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log("\nEvery page is within its budgets.");
  }
} finally {
  server?.stop();
}

async function checkPages(pages: Page[], cookie: string) {
  const browser = browserOnDemand();
  const misses: string[] = [];
  const scriptsByPage: Array<Map<string, number>> = [];
  const kb = (bytes: number) => bytes / 1024;
  try {
    const cpuSlowdown = await calibrateCpuSlowdown(browser);
    console.log(
      "page                  perf a11y  b.p.  seo   FCP s  LCP s    CLS │ HTML KB  first   CSS  font    JS   img  total (KB sent)",
    );
    for (const page of pages) {
      const runs = [await audit(browser, page, cookie, cpuSlowdown)];
      while (
        runs.length < PERFORMANCE_RUNS &&
        runs[0]!.scores.performance < BUDGET.scores.performance
      ) {
        runs.push(await audit(browser, page, cookie, cpuSlowdown));
      }
      runs.sort((a, b) => a.scores.performance - b.scores.performance);
      const result = runs[Math.floor(runs.length / 2)]!;
      scriptsByPage.push(result.scripts);
      const { scores, bytes } = result;
      console.log(
        [
          page.path.slice(0, 20).padEnd(20),
          ...Object.values(scores).map((score) => String(score).padStart(5)),
          (result.fcp / 1000).toFixed(2).padStart(7),
          (result.lcp / 1000).toFixed(2).padStart(6),
          result.cls.toFixed(3).padStart(6),
          "│",
          kb(result.htmlBytes).toFixed(1).padStart(7),
          ...[bytes.firstRender, bytes.css, bytes.font, bytes.js, bytes.image, bytes.total].map(
            (value) => kb(value).toFixed(0).padStart(5),
          ),
          runs.length > 1 ? `  (median of ${runs.length} runs)` : "",
        ].join(" "),
      );
      for (const [category, minimum] of Object.entries(BUDGET.scores)) {
        const score = scores[category as keyof typeof scores];
        if (score < minimum) {
          misses.push(
            `${page.path}: ${category} ${score} < ${minimum} (${result.failing[category]})`,
          );
        }
      }
      const limits: Array<[string, number, number]> = [
        ["HTML", result.htmlBytes, page.htmlKB ?? BUDGET.htmlKB],
        ["bytes to first render", bytes.firstRender, BUDGET.firstRenderKB],
        ["CSS", bytes.css, BUDGET.cssKB],
        ["fonts", bytes.font, BUDGET.fontKB],
        ["JavaScript", bytes.js, BUDGET.jsKB],
        ["total", bytes.total, BUDGET.totalKB],
      ];
      for (const [what, value, limit] of limits) {
        if (kb(value) > limit) {
          misses.push(`${page.path}: ${what} ${kb(value).toFixed(1)} KB > ${limit} KB`);
        }
      }
    }
  } finally {
    browser.kill();
  }
  // A script every page loaded is part of the shell all of them pay for.
  const [first, ...others] = scriptsByPage;
  const shared = [...(first ?? new Map<string, number>())].filter(([url]) =>
    others.every((scripts) => scripts.has(url)),
  );
  const sharedBytes = shared.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(
    `\nJavaScript every page loads: ${kb(sharedBytes).toFixed(1)} KB in ${shared.length} files`,
  );
  if (process.env.VERBOSE) {
    for (const [url, bytes] of shared.sort((a, b) => b[1] - a[1])) {
      console.log(`  ${kb(bytes).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
    }
  }
  if (pages.length > 1 && kb(sharedBytes) > BUDGET.sharedJsKB) {
    misses.push(`shared JavaScript ${kb(sharedBytes).toFixed(1)} KB > ${BUDGET.sharedJsKB} KB`);
  }
  return misses;
}

type Browser = ReturnType<typeof browserOnDemand>;

/** Debian's Chromium, headless: started when a port is asked for and none is running. */
function browserOnDemand() {
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  return {
    async port() {
      chrome ??= await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
        chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
      });
      return chrome.port;
    },
    kill() {
      chrome?.kill();
      chrome = undefined;
    },
  };
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) and says to run again.
 * Once it has, the same browser tends to fail the same way (three times running on /match in
 * one CI run), so each new attempt gets a new browser.
 */
async function audit(
  browser: Browser,
  page: Page,
  cookie: string,
  cpuSlowdown: number,
  attempt = 1,
): ReturnType<typeof run> {
  try {
    return await run(await browser.port(), page, cookie, cpuSlowdown);
  } catch (error) {
    if (attempt >= AUDIT_ATTEMPTS) throw error;
    console.warn(`  (${String(error)}; running again in a new browser)`);
    browser.kill();
    return audit(browser, page, cookie, cpuSlowdown, attempt + 1);
  }
}

/** The CPU slowdown for this machine as it is now: 4 × the share of a core the tab gets. */
async function calibrateCpuSlowdown(browser: Browser) {
  const shares: number[] = [];
  for (let i = 0; i < 3; i++) {
    shares.push((await audit(browser, { path: "/about" }, "", PHONE_CPU_SLOWDOWN)).cpuShare);
  }
  const share = shares.sort((a, b) => a - b)[1]!;
  const slowdown = Math.max(MIN_CPU_SLOWDOWN, Math.round(PHONE_CPU_SLOWDOWN * share * 10) / 10);
  console.log(
    `The tab's main thread got ${(share * 100).toFixed(0)} % of a core ` +
      `(runs: ${shares.map((s) => (s * 100).toFixed(0)).join(", ")} %): ` +
      `CPU slowdown ${slowdown}× (Lighthouse's phone: ${PHONE_CPU_SLOWDOWN}× of a whole core)\n`,
  );
  return slowdown;
}

/**
 * The share of wall time the page's main thread was running during its tasks (Chrome's thread
 * clock, `tdur`, against the wall clock, `dur`, of each task of 1 ms or more), at most 1.
 */
function cpuShareOf(traceEvents: TraceEvent[]) {
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  let wall = 0;
  let cpu = 0;
  for (const event of traceEvents) {
    if (event.name !== "RunTask" || event.ph !== "X" || event.tdur === undefined) continue;
    if (!mainThreads.has(`${event.pid}:${event.tid}`) || (event.dur ?? 0) < 1000) continue;
    wall += event.dur!;
    cpu += event.tdur;
  }
  return wall ? Math.min(1, cpu / wall) : 1;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

async function run(port: number, page: Page, cookie: string, cpuSlowdown: number) {
  const result = await lighthouse(new URL(page.path, base).toString(), {
    port,
    output: "json",
    logLevel: "error",
    extraHeaders: page.signedIn ? { cookie } : undefined,
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  });
  const lhr = result!.lhr;
  if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits["network-requests"]?.details as unknown as { items: NetworkRequest[] }
  ).items;
  const observedPaint = (lhr.audits.metrics?.details as { items: Array<Record<string, number>> })
    .items[0]!.observedFirstContentfulPaint!;
  const sum = (list: NetworkRequest[]) => list.reduce((total, r) => total + r.transferSize, 0);
  const ofType = (type: string) => sum(requests.filter((r) => r.resourceType === type));
  /** Per category, the audits that cost it points. */
  const failing = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, category]) => [
      id,
      category.auditRefs
        .map((ref) => lhr.audits[ref.id]!)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
        .map((a) => a.id)
        .join(", "),
    ]),
  );
  return {
    cpuShare: cpuShareOf(result!.artifacts.Trace.traceEvents as unknown as TraceEvent[]),
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
    },
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    cls: metric("cumulative-layout-shift"),
    htmlBytes: requests.find((r) => r.resourceType === "Document")?.resourceSize ?? 0,
    bytes: {
      firstRender: sum(requests.filter((r) => r.networkRequestTime < observedPaint)),
      css: ofType("Stylesheet"),
      font: ofType("Font"),
      js: ofType("Script"),
      image: ofType("Image"),
      total: sum(requests),
    },
    scripts: new Map(
      requests.filter((r) => r.resourceType === "Script").map((r) => [r.url, r.transferSize]),
    ),
    failing,
  };
}

interface NetworkRequest {
  url: string;
  resourceType: string;
  transferSize: number;
  resourceSize: number;
  networkRequestTime: number;
}

async function fetchText(pathname: string) {
  const response = await fetch(new URL(pathname, base));
  return response.text();
}

/** The Nu Html Checker's errors in each page's HTML (the dashboard as the demo artist). */
async function checkHtml(pages: Page[], clientCookie: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-html-"));
  const artistCookie = await signIn("artist");
  const files = new Map<string, string>();
  for (const [index, page] of pages.entries()) {
    const cookie = !page.signedIn ? "" : page.path === "/dashboard" ? artistCookie : clientCookie;
    const response = await fetch(new URL(page.path, base), { headers: { cookie } });
    const file = path.join(dir, `page-${index}.html`);
    fs.writeFileSync(file, await response.text());
    files.set(file, page.path);
  }
  const vnu = spawnSync(
    "java",
    [
      "-jar",
      "node_modules/vnu-jar/build/dist/vnu.jar",
      "--errors-only",
      "--format",
      "json",
      ...files.keys(),
    ],
    { encoding: "utf8" },
  );
  fs.rmSync(dir, { recursive: true, force: true });
  if (vnu.error) return [`HTML check: could not run Java (${vnu.error.message})`];
  const { messages } = JSON.parse(vnu.stderr) as {
    messages: Array<{ url: string; type: string; message: string; lastLine?: number }>;
  };
  const errors = messages.filter((message) => message.type === "error");
  console.log(`\nNu Html Checker: ${errors.length} error(s) in ${files.size} pages`);
  return errors.map(
    (error) =>
      `${files.get(new URL(error.url).pathname) ?? error.url}: invalid HTML: ${error.message}`,
  );
}

async function signIn(who: keyof typeof DEMO_ACCOUNTS) {
  const response = await fetch(new URL("/login", base), {
    method: "POST",
    redirect: "manual",
    headers: { origin: new URL(base).origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      email: DEMO_ACCOUNTS[who].email,
      password: DEMO_ACCOUNTS[who].password,
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`signing in as the demo ${who} failed: ${response.status}`);
  return cookie;
}

/** The production build on a fresh embedded database (the demo data is made on first start). */
async function startServer() {
  const port = 4400 + Math.floor(Math.random() * 90);
  const url = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nailmatch-pages-"));
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // No page shows how the style match describes photos, and the check waits for the start's
      // indexing of the demo photos to end: the hand-built descriptor indexes them in seconds,
      // where the network took a minute of the check's time.
      MATCH_DESCRIPTOR: "hand-built",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = () => {
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  console.log(`Starting the production build with the demo data on ${url} …`);
  while (Date.now() - started < 300_000) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    // The server answers while the demo artists are still being published; the pages are
    // measured with all of them.
    const ready = await fetch(new URL("/readyz?demo=complete", url)).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      console.log(`… ready with the demo data in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      await waitUntilIdle(child.pid!);
      return { url, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  stop();
  throw new Error("the server did not start within 5 minutes");
}

/**
 * Waits until the server has finished its start-up work in the background (a fresh database
 * indexes its portfolio photos for the style match): a CPU-hungry neighbour on two cores slows
 * Chromium's main thread, and Lighthouse's blocking time with it. Idle: under a tenth of a core
 * for three seconds running (read from /proc; elsewhere it does not wait).
 */
async function waitUntilIdle(pid: number) {
  const statFile = `/proc/${pid}/stat`;
  const cpuTicks = () => {
    // utime and stime, the 14th and 15th fields (after the command name in parentheses).
    const fields = fs.readFileSync(statFile, "utf8").split(") ")[1]!.split(" ");
    return Number(fields[11]) + Number(fields[12]);
  };
  if (!fs.existsSync(statFile)) return;
  const ticksPerSecond = 100; // USER_HZ on Linux
  const started = Date.now();
  let quietSeconds = 0;
  let last = cpuTicks();
  while (quietSeconds < 3 && Date.now() - started < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuTicks();
    quietSeconds = (now - last) / ticksPerSecond < 0.1 ? quietSeconds + 1 : 0;
    last = now;
  }
  console.log(`… idle after ${((Date.now() - started) / 1000).toFixed(0)} s more\n`);
}
