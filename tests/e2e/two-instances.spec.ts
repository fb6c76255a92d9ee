import { createAccount, logIn, signedIn } from "./support/accounts";
import { createPublishedArtist } from "./support/artists";
import { sendRequest } from "./support/requests";
import { expect, test } from "./fixtures";

// Two app instances on one PostgreSQL and one bucket (npm run test:e2e:pg): nothing a user does
// may depend on which instance answers. Browser cookies are per host, not per port, so one
// browser talks to both like a user behind a load balancer.
// playwright.config.ts runs this file only there, where it sets E2E_SECOND_URL.
const second = process.env.E2E_SECOND_URL;
if (!second) throw new Error("two-instances.spec.ts runs with npm run test:e2e:pg");

test("a session started on one instance is valid on the other", async ({ page }) => {
  const account = await createAccount(page.request);
  await page.goto(`${second}/profile`);
  await expect(page.getByRole("region", { name: "Your account" })).toContainText(account.email);
});

test("photos uploaded through one instance are served by the other from the shared bucket", async ({
  page,
}) => {
  const artist = await createPublishedArtist(page, 5);
  await page.goto(`${second}/artist/${artist.id}`);
  const first = page.getByRole("img", { name: `${artist.displayName}: portfolio photo 1 of 5` });
  await expect(first).toBeVisible();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(src.startsWith(`${second}/media/photos/`)).toBe(true);
  const response = await page.request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
});

test("failed logins count the same whichever instance sees them", async ({ page, request }) => {
  const account = await createAccount(request);

  for (let attempt = 0; attempt < 5; attempt++) {
    await page.goto(attempt % 2 ? `${second}/login` : "/login");
    await logIn(page, { email: account.email, password: `Wrong-${attempt}-Pass!` });
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  }
  await page.goto(`${second}/login`);
  await logIn(page, account);
  await expect(page.getByRole("alert")).toHaveText(
    "Too many failed attempts. Please try again later.",
  );
});

test("a request sent through one instance moves the artist's unread count on the other, without a reload", async ({
  page,
  browser,
  baseURL,
}) => {
  const artist = await createPublishedArtist(page);
  await page.clock.install();
  await page.goto(`${second}/about`);
  const menuLink = page.locator('header a[href="/requests"]').first();
  await expect(menuLink).toHaveText("Requests");
  const client = await signedIn(browser, baseURL!);
  const path = await sendRequest(client.page, artist, "Hello! Short almond nails, please.");
  // The header asks every 30 s while the page is visible; the count is the database's.
  await page.clock.fastForward(31_000);
  await expect(menuLink).toContainText("1");
  await page.goto(`${second}${path}`);
  await expect(page.getByRole("list", { name: "Conversation" })).toContainText("Short almond");
  await client.page.context().close();
});

test("a reply served by one instance appears at once on the conversation open on the other", async ({
  page,
  browser,
  baseURL,
}) => {
  const artist = await createPublishedArtist(page);
  const client = await signedIn(browser, baseURL!);
  const path = await sendRequest(client.page, artist, "Hello! Short almond nails, please.");
  // The client reads the conversation on the second instance; the artist answers on the first.
  await client.page.goto(`${second}${path}`);
  await page.goto(path);
  await page.getByLabel("Reply").fill("Happy to! Friday at noon?");
  await page.getByRole("button", { name: "Send reply" }).click();
  // Well inside the 10 s a page without the live channel waits to ask (decision 0058).
  await expect(client.page.getByRole("list", { name: "Conversation" })).toContainText(
    "Happy to! Friday at noon?",
    { timeout: 5_000 },
  );
  await client.page.context().close();
});
