import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page, type Response } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../app/lib/before-hydration";
import { baseURL } from "../../playwright.config";
import { signedIn, type SignedIn } from "./support/accounts";
import { createPublishedArtist, type PublishedArtist } from "./support/artists";

/**
 * The page fixture fails a test on any uncaught script error or console error the test did not
 * expect (a hydration mismatch, a CSP violation, a failed request), so every flow is also a
 * check that the page runs cleanly.
 */
export const test = base.extend<
  {
    expectedErrors: RegExp[];
    /**
     * A second person beside `page`: a new client account, signed in in a browser context of its
     * own (closed after the test), and that context's first page.
     */
    client: SignedIn;
    /** A page with JavaScript off, in a browser context of its own (closed after the test). */
    noScript: Page;
  },
  {
    /**
     * A published artist with 6 photos, made once per worker, for tests that only look at one or
     * write to one as a client (never change it: a test that edits, deletes or logs out an
     * artist, or reads an artist's requests, makes its own).
     */
    sharedArtist: PublishedArtist;
  }
>({
  sharedArtist: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL });
      const artist = await createPublishedArtist(await context.newPage(), 6);
      await context.close();
      await use(artist);
    },
    { scope: "worker" },
  ],
  client: async ({ browser, baseURL }, use) => {
    const client = await signedIn(browser, baseURL!);
    await use(client);
    await client.page.context().close();
  },
  noScript: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await use(await context.newPage());
    await context.close();
  },
  /** Browser errors a test expects (push a pattern); any other one fails the test. */
  expectedErrors: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, javaScriptEnabled }, use) => {
    // Without JavaScript nothing hydrates: a page is ready once loaded.
    if (javaScriptEnabled !== false) context.on("page", waitForHydrationOnLoad);
    await use(context);
  },
  page: async ({ page, expectedErrors }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`console error: ${message.text()}`);
    });
    await use(page);
    const unexpected = errors.filter((error) => !expectedErrors.some((re) => re.test(error)));
    expect(unexpected, "unexpected errors in the browser").toEqual([]);
  },
});

/**
 * Scripts load after the first paint (app/lib/after-first-paint.ts): a page the test loads is
 * ready once React has hydrated it, as a person waits for a page to respond. A test that asks
 * for `waitUntil: "commit"` acts on the page as it arrives, before it has hydrated.
 */
function waitForHydrationOnLoad(page: Page) {
  for (const method of ["goto", "reload"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    page[method] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args[method === "goto" ? 1 : 0] as { waitUntil?: string } | undefined;
      if (options?.waitUntil === "commit") return response;
      if (response?.headers()["content-type"]?.startsWith("text/html")) {
        await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
      }
      return response;
    }) as never;
  }
}

/** The console message Chromium logs for a response with status 404. */
export const NOT_FOUND_RESPONSE = /status of 404/;
/** A form refused with its field's message answers 400, which the browser logs. */
export const BAD_REQUEST_RESPONSE = /status of 400/;

export { expect };

/** Every element of a list that must not be empty: a loop over nothing would prove nothing. */
export async function everyOf(list: Locator) {
  await expect(list.first()).toBeVisible();
  return list.all();
}

/** Axe with the WCAG 2.2 A/AA rules; returns the violations (expect them to equal []). */
export async function accessibilityViolations(page: Page) {
  // A toast fading in is read at its half-faded colors: judge the page once movement has settled.
  const settled = () =>
    page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  const analyse = () =>
    new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
  await settled();
  let results = await analyse();
  // A toast can start fading out while axe reads the page (a busy machine): what is really wrong
  // is still wrong on a second look, once that movement has settled too.
  if (results.violations.length > 0) {
    await settled();
    results = await analyse();
  }
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}
