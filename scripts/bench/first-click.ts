// npm run bench:first-click -- --url http://localhost:3000: for each page's main controls, the time
// from navigation to the first contentful paint, and from that paint to the first click that
// works, in Chromium (desktop window, or a phone's where the control is a phone's), on a fresh
// profile each run. From the first paint on, the control is clicked every 50 ms until its effect
// shows; a click whose effect never shows is lost. Also the time the page hydrated. Start the
// production server with the demo data first (npm start). Options: --runs N (default 5),
// --only TEXT (controls whose page or name contains it).
import { parseArgs } from "node:util";
import { chromium, type Browser, type Page } from "@playwright/test";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://localhost:3000" },
    runs: { type: "string", default: "5" },
    only: { type: "string" },
  },
});
const base = values.url;
const DEMO_PASSWORD = "Polish-Demo-2025";
const ACCOUNTS = { client: "client@nailmatch.example", artist: "artist@nailmatch.example" };
const CLICK_EVERY_MS = 50;
const GIVE_UP_MS = 15_000;

interface Control {
  page: string;
  name: string;
  who?: keyof typeof ACCOUNTS;
  phone?: boolean;
  /** What to click: the first element matching `css` whose text or label starts with `text`. */
  target: { css: string; text?: string };
  /** Whether the click took effect (run in Node against the page). */
  worked: (page: Page, from: string) => Promise<boolean>;
}

const inPage = (page: Page, check: string) =>
  page.evaluate(check).then(Boolean, () => false) as Promise<boolean>;
const left = (page: Page, from: string) => Promise.resolve(page.url() !== from);
const popoverOpen = (id: string) => (page: Page) =>
  inPage(page, `!!document.querySelector(${JSON.stringify(`#${id}:popover-open`)})`);
const opensMatch = async (page: Page, from: string) =>
  (await left(page, from)) || inPage(page, `!!document.querySelector('[role="dialog"]')`);

const CONTROLS: Control[] = [
  {
    page: "/",
    name: "Learn more",
    target: { css: "button", text: "Learn more" },
    worked: (page) => inPage(page, "!!document.querySelector('dialog[open]')"),
  },
  {
    page: "/",
    name: "Upload Photo (AI Match)",
    target: { css: 'a[href="/match"]', text: "Step 1" },
    worked: opensMatch,
  },
  {
    page: "/",
    name: "phone menu",
    phone: true,
    target: { css: '[popovertarget="mobile-menu"]' },
    worked: popoverOpen("mobile-menu"),
  },
  { page: "/artists", name: "AI Match", target: { css: 'a[href="/match"]' }, worked: opensMatch },
  {
    page: "/artists",
    name: "List view",
    target: { css: '[data-view-option="artists:list"]' },
    worked: (page) => inPage(page, "document.documentElement.dataset.artistsView === 'list'"),
  },
  {
    page: "/artists",
    name: "style chip Ombre",
    target: { css: "button.toggle-chip", text: "Ombre" },
    worked: (page) => Promise.resolve(page.url().includes("style=Ombre")),
  },
  {
    page: "/artists",
    name: "search mode City",
    target: { css: "label:has(input[value=city])" },
    worked: (page) => inPage(page, "!!document.querySelector('input[value=city]:checked')"),
  },
  {
    page: "/artists",
    name: "Filters (phone)",
    phone: true,
    target: { css: "button[popovertarget]", text: "Filters" },
    worked: (page) => inPage(page, "!!document.querySelector('.filters-sheet:popover-open')"),
  },
  {
    page: "{artist}",
    name: "portfolio photo (lightbox)",
    target: { css: 'a[aria-label^="Open photo 1 of"]' },
    worked: async (page, from) =>
      (await left(page, from)) || inPage(page, "!!document.querySelector('.yarl__root')"),
  },
  {
    page: "/locations",
    name: "a state (Texas)",
    target: { css: "a", text: "Texas" },
    worked: (page) => Promise.resolve(page.url().includes("state=TX")),
  },
  {
    page: "/favorites",
    name: "List view",
    who: "client",
    target: { css: '[data-view-option="favorites:list"]' },
    worked: (page) => inPage(page, "document.documentElement.dataset.favoritesView === 'list'"),
  },
  {
    page: "/user-dashboard",
    name: "account menu",
    who: "client",
    target: { css: '[popovertarget="account-menu"]' },
    worked: popoverOpen("account-menu"),
  },
  {
    page: "/user-dashboard",
    name: "AI Match tile",
    who: "client",
    target: { css: 'main a[href="/match"]' },
    worked: opensMatch,
  },
  {
    page: "/dashboard",
    name: "account menu",
    who: "artist",
    target: { css: '[popovertarget="account-menu"]' },
    worked: popoverOpen("account-menu"),
  },
  {
    page: "/dashboard",
    name: "Edit Profile",
    who: "artist",
    target: { css: "button", text: "Edit Profile" },
    worked: (page) => inPage(page, "!!document.querySelector('main input')"),
  },
  {
    page: "/signup",
    name: "I'm an Artist",
    target: { css: "label", text: "I'm an Artist" },
    worked: (page) =>
      inPage(page, "!!document.querySelector('input[name=userType][value=artist]:checked')"),
  },
  {
    page: "/login",
    name: "Show password",
    target: { css: 'button[aria-label="Show password"]' },
    worked: (page) => inPage(page, "!!document.querySelector('input[name=password][type=text]')"),
  },
];

interface Run {
  paint: number;
  /** From the first paint to the first click that worked; null when none did. */
  firstWorking: number | null;
  hydrated: number | null;
}

/** Signs in with the login form's request; the cookies go to every new context of `who`. */
async function cookiesOf(browser: Browser, who: keyof typeof ACCOUNTS) {
  const context = await browser.newContext();
  const response = await context.request.post(`${base}/login`, {
    form: { email: ACCOUNTS[who], password: DEMO_PASSWORD },
    headers: { Origin: base },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`login as ${who}: ${response.status()}`);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

async function measure(browser: Browser, control: Control, cookies: object[], path: string) {
  const context = await browser.newContext({
    viewport: control.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    isMobile: control.phone,
    hasTouch: control.phone,
  });
  await context.addCookies(cookies as never);
  // When React marks the page hydrated (ms since the epoch).
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute("data-hydrated")) return;
      const at = performance.timeOrigin + performance.now();
      (window as unknown as { hydratedAt: number }).hydratedAt = at;
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
  });
  const page = await context.newPage();
  const url = new URL(path, base).toString();
  await page.goto(url, { waitUntil: "commit" });
  // Times are ms since the epoch: the page's clock restarts with each document.
  const paintSinceNavigation = await waitFor(page, () =>
    inPageNumber(page, `performance.getEntriesByName("first-contentful-paint")[0]?.startTime`),
  );
  const paint = (await inPageNumber(page, "performance.timeOrigin"))! + paintSinceNavigation;
  const hydratedAt = () => inPageNumber(page, "window.hydratedAt");
  let navigating = false;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigating = true;
  });

  let hydrated = await hydratedAt();
  let lastClick: number | null = null;
  let firstWorking: number | null = null;
  const started = Date.now();
  while (Date.now() - started < GIVE_UP_MS) {
    // Where the control is now (if painted; scrolled into view), then a real click there.
    const spot = await page
      .evaluate(({ css, text }) => {
        const element = [...document.querySelectorAll(css)].find(
          (candidate) =>
            !text ||
            candidate.textContent?.trim().startsWith(text) ||
            candidate.getAttribute("aria-label")?.startsWith(text),
        );
        if (!element) return null;
        element.scrollIntoView({ block: "center" });
        const { x, y, width, height } = element.getBoundingClientRect();
        return width && height ? { x: x + width / 2, y: y + height / 2 } : null;
      }, control.target)
      .catch(() => null);
    if (spot) {
      lastClick = Date.now();
      await page.mouse.click(spot.x, spot.y).catch(() => undefined);
    }
    hydrated ??= await hydratedAt();
    const checkUntil = Date.now() + CLICK_EVERY_MS;
    let worked = false;
    while (!worked && !navigating && Date.now() < checkUntil) {
      worked = await control.worked(page, url);
      if (!worked) await page.waitForTimeout(5);
    }
    // A click that started a page load worked if the page it loads shows the effect.
    if (navigating && !worked) {
      const loadUntil = Date.now() + GIVE_UP_MS;
      while (!worked && Date.now() < loadUntil) {
        worked = await control.worked(page, url);
        if (!worked) await page.waitForTimeout(20);
      }
    }
    if (worked) {
      firstWorking = lastClick === null ? null : Math.max(0, lastClick - paint);
      break;
    }
    if (navigating) break;
  }
  // When it hydrated, for comparison (unless the click took it to another page).
  const hydrateBy = Date.now() + GIVE_UP_MS;
  while (hydrated === null && !navigating && Date.now() < hydrateBy) {
    await page.waitForTimeout(20);
    hydrated = await hydratedAt();
  }
  await context.close();
  return {
    paint: paintSinceNavigation,
    firstWorking,
    hydrated: hydrated === null ? null : hydrated - paint,
  };
}

async function inPageNumber(page: Page, expression: string): Promise<number | null> {
  const value = await page.evaluate(expression).catch(() => null);
  return typeof value === "number" ? value : null;
}

async function waitFor(page: Page, read: () => Promise<number | null>): Promise<number> {
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    await page.waitForTimeout(5);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
const ms = (value: number) => (Number.isNaN(value) ? "–" : value.toFixed(0)).padStart(8);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"],
});
const artistPath = await (async () => {
  const html = await (await fetch(`${base}/artists`)).text();
  const id = /href="\/artist\/([^"]+)"/.exec(html)?.[1];
  if (!id) throw new Error("no artist on /artists: start the server with the demo data");
  return `/artist/${id}`;
})();
const cookies = {
  client: await cookiesOf(browser, "client"),
  artist: await cookiesOf(browser, "artist"),
};

const runs = Number(values.runs);
console.log(
  `${base}, ${runs} runs each, Chromium, loopback, medians (ms)\n\n` +
    "page             control                       paint  1st click   hydrated   lost",
);
for (const control of CONTROLS) {
  const path = control.page === "{artist}" ? artistPath : control.page;
  const label = `${control.page === "{artist}" ? "/artist/{id}" : control.page}${control.who ? ` (${control.who})` : ""}`;
  if (values.only && !`${label} ${control.name}`.includes(values.only)) continue;
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) {
    results.push(await measure(browser, control, control.who ? cookies[control.who] : [], path));
  }
  const worked = results.flatMap((r) => (r.firstWorking === null ? [] : [r.firstWorking]));
  console.log(
    [
      label.padEnd(16),
      control.name.padEnd(28),
      ms(median(results.map((r) => r.paint))),
      ms(median(worked)),
      ms(median(results.flatMap((r) => (r.hydrated === null ? [] : [r.hydrated])))),
      String(results.length - worked.length).padStart(6),
    ].join(" "),
  );
}
await browser.close();
