// npm run bench:live -- --url http://localhost:3000: how long a reply takes to appear on the other
// side's open conversation, in Chromium, both ways (the demo client writes, the demo artist's page
// shows it; then the other way): from the click on "Send reply" to the line in the other page, as
// the median (and slowest) of --runs round trips (default 10). --poll takes EventSource away from
// the pages, so they ask every 10 s as before the live channel (decision 0058). Start the
// production server with the demo data first (npm start); the bench sends the demo artist one
// request and cancels it at the end.
import { parseArgs } from "node:util";
import { chromium, type Browser, type Page } from "@playwright/test";
import { REQUEST_COPY } from "~/core/request-copy";
import { STATE_LABELS } from "~/core/requests";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    runs: { type: "string", default: "10" },
    poll: { type: "boolean", default: false },
  },
});
const base = values.url;
const runs = Number(values.runs);
const DEMO_PASSWORD = "Polish-Demo-2025";
const ACCOUNTS = { client: "client@nailmatch.example", artist: "artist@nailmatch.example" };

/** A page signed in as `who` (the login form's request), without EventSource for --poll. */
async function signedInPage(browser: Browser, who: keyof typeof ACCOUNTS): Promise<Page> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
  });
  const response = await context.request.post("/login", {
    form: { email: ACCOUNTS[who], password: DEMO_PASSWORD },
    headers: { Origin: base },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`login as ${who}: ${response.status()}`);
  if (values.poll) {
    await context.addInitScript(() => {
      delete (window as { EventSource?: unknown }).EventSource;
    });
  }
  return context.newPage();
}

/** Milliseconds since the epoch, by the page's clock (every page here shares the machine's). */
const now = (page: Page) => page.evaluate(() => performance.timeOrigin + performance.now());

/** `from` replies `text`; answers the time from its click until `to` shows the line. */
async function roundTrip(from: Page, to: Page, text: string): Promise<number> {
  // The receiving page notes when the line appears, without a test's polling interval.
  await to.evaluate((wanted) => {
    const seen = window as unknown as { seenAt?: number };
    delete seen.seenAt;
    // No named functions in here: the bench runner would wrap them in a helper the page lacks.
    new MutationObserver((_, observer) => {
      const list = document.querySelector('[aria-label="Conversation"]');
      if (!list?.textContent?.includes(wanted)) return;
      seen.seenAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  await from.getByLabel("Reply").fill(text);
  const sentAt = await now(from);
  await from.getByRole("button", { name: REQUEST_COPY.sendReply }).click();
  const handle = await to.waitForFunction(
    () => (window as unknown as { seenAt?: number }).seenAt,
    undefined,
    { timeout: 30_000 },
  );
  return ((await handle.jsonValue()) as number) - sentAt;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  const html = await (await fetch(`${base}/artists?name=Dana`)).text();
  const artistId = /href="\/artist\/([^"]+)"/.exec(html)?.[1];
  if (!artistId) throw new Error("Dana's Nail Studio is not on /artists: start with the demo data");
  const client = await signedInPage(browser, "client");
  const artist = await signedInPage(browser, "artist");
  await client.goto(`/requests/new?artist=${artistId}`);
  await client.getByLabel("Your message").fill("Hello! A quick question about chrome tips.");
  await client.getByRole("button", { name: "Send request" }).click();
  await client.waitForURL(/\/requests\/[0-9a-f-]{36}\?sent=1$/);
  const path = new URL(client.url()).pathname;
  await artist.goto(path);
  await client.goto(path);

  const times = { "client → artist": [] as number[], "artist → client": [] as number[] };
  for (let i = 1; i <= runs; i++) {
    times["client → artist"].push(await roundTrip(client, artist, `Bench question ${i}`));
    times["artist → client"].push(await roundTrip(artist, client, `Bench answer ${i}`));
  }
  console.log(`${runs} replies each way, ${values.poll ? "asking every 10 s" : "live channel"}:`);
  for (const [way, list] of Object.entries(times)) {
    const sorted = [...list].sort((a, b) => a - b);
    const median = (sorted[(runs - 1) >> 1]! + sorted[runs >> 1]!) / 2;
    console.log(
      `  ${way}  median ${median.toFixed(0).padStart(5)} ms   slowest ${sorted.at(-1)!.toFixed(0).padStart(5)} ms`,
    );
  }
  // Leave no open request behind (a client has at most 3 open with one artist).
  await client.getByRole("button", { name: REQUEST_COPY.cancel }).click();
  await client.getByText(STATE_LABELS.cancelled, { exact: true }).waitFor();
} finally {
  await browser.close();
}
