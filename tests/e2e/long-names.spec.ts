import { createAccount, newAccount } from "./support/accounts";
import { createPublishedArtist } from "./support/artists";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Names are whatever people type: a 100-character name without a space must wrap or truncate,
// never widen the page past a small phone's screen.
test.use({ viewport: { width: 375, height: 812 } });

const LONG_NAME = "N".repeat(100);
const LONG_DISPLAY_NAME = "Studio".padEnd(60, "o");

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(375);
}

test("a client's very long name fits the phone screen @phone", async ({ page }) => {
  await createAccount(page.request, { ...newAccount("user"), name: LONG_NAME });
  for (const path of ["/user-dashboard", "/profile", "/"]) {
    await page.goto(path);
    await expectNoSidewaysScroll(page);
  }
  await page.goto("/profile");
  await expect(page.getByText(LONG_NAME)).toBeVisible();
});

test("an artist's very long names fit the phone screen @phone", async ({ page }) => {
  const account = { ...newAccount("artist"), name: LONG_NAME };
  const artist = await createPublishedArtist(page, 5, {
    displayName: LONG_DISPLAY_NAME,
    account,
  });
  for (const path of ["/dashboard", "/dashboard?step=5", `/artist/${artist.id}`, "/profile"]) {
    await page.goto(path);
    await expectNoSidewaysScroll(page);
  }
  await page.goto(`/artists?q=${LONG_DISPLAY_NAME}`);
  const card = page.getByRole("link", { name: LONG_DISPLAY_NAME, exact: true });
  await expect(card).toBeVisible();
  // At most two lines on the card; the link still carries the whole name (read aloud, and the
  // profile shows it all).
  await expect(card).toHaveText(LONG_DISPLAY_NAME);
  const lines = await card.evaluate((link) => {
    const style = getComputedStyle(link.parentElement!);
    return link.parentElement!.clientHeight / Number.parseFloat(style.lineHeight);
  });
  expect(lines).toBeLessThanOrEqual(2.05);
  await expectNoSidewaysScroll(page);
});
