import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "./fixtures";
import { adminAccount, latestMailTo, logIn, signedIn } from "./support/accounts";
import { createPublishedArtist } from "./support/artists";

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("@phone a reported profile: the admin suspends the account on a phone, the artist is told, unlisted and kept out, then restored @store-rules", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const artist = await createPublishedArtist(page);
  // Someone reports the profile with a reason.
  const reporter = await signedIn(browser, baseURL!);
  await reporter.page.goto(`/artist/${artist.id}`);
  await reporter.page.getByLabel("Report this profile").click();
  await reporter.page.getByLabel("Spam or advertising").check();
  await reporter.page.getByLabel(/What is wrong/).fill("Sells fake gift cards in the bio.");
  await reporter.page.getByRole("button", { name: "Send report" }).click();
  await expect(reporter.page.getByText(/Thanks for telling us/)).toBeInViewport();

  // The admin, on a phone: the queue fits the screen and passes axe.
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await adminAccount(adminContext.request, 3);
  const admin = await adminContext.newPage();
  await admin.goto("/admin");
  const card = admin
    .getByRole("article")
    .filter({ hasText: "Sells fake gift cards in the bio." })
    .first();
  await expect(card).toContainText("Profile · Spam or advertising");
  await expect(card).toContainText(`Account: `);
  await expect(card).toContainText(artist.account.email);
  expect(await horizontalOverflow(admin)).toBe(0);
  expect(await accessibilityViolations(admin)).toEqual([]);

  // A reason is needed; then the account is suspended.
  await card.getByRole("button", { name: "Suspend account" }).click();
  await expect(card.getByText(/Say why in at least/)).toBeVisible();
  expect(await accessibilityViolations(admin)).toEqual([]);
  await card.getByLabel(/^Why/).fill("The profile advertises gift cards, not nail work.");
  await card.getByRole("button", { name: "Suspend account" }).click();
  await expect(admin.getByText("Suspended an account.")).toBeVisible();
  await expect
    .poll(async () => (await latestMailTo(artist.account.email)).subject)
    .toBe("Your account is suspended");
  expect((await latestMailTo(artist.account.email)).text).toContain(
    "The profile advertises gift cards, not nail work.",
  );

  // Unlisted for everyone, and kept out at the next sign-in.
  await reporter.page.goto(`/artist/${artist.id}`);
  await expect(reporter.page.getByRole("heading", { name: artist.displayName })).toHaveCount(0);
  const outside = await browser.newPage({ baseURL });
  await outside.goto("/login");
  await logIn(outside, artist.account);
  await expect(outside.getByText(/This account is suspended/)).toBeVisible();
  await expect(outside).toHaveURL(/\/login/);

  // The audit log has it; restored, the artist signs in again.
  await admin.goto("/admin/audit");
  const audit = admin.getByRole("list", { name: "Audit log" });
  await expect(audit).toContainText("The profile advertises gift cards, not nail work.");
  await expect(audit).toContainText(`Account: ${artist.account.email}`);
  expect(await horizontalOverflow(admin)).toBe(0);
  expect(await accessibilityViolations(admin)).toEqual([]);
  await expect(audit).toContainText("Suspended an account");
  await admin.goto("/admin");
  const suspended = admin
    .getByRole("region", { name: "Suspended accounts" })
    .getByRole("article")
    .filter({ hasText: artist.account.email });
  await expect(suspended).toContainText("The profile advertises gift cards, not nail work.");
  await suspended.getByLabel(/^Why/).fill("Appeal accepted: the bio was a friend's joke.");
  await suspended.getByRole("button", { name: "Restore account" }).click();
  await expect(admin.getByText("Restored an account.")).toBeVisible();
  await expect(suspended).toHaveCount(0);
  await expect
    .poll(async () => (await latestMailTo(artist.account.email)).subject)
    .toBe("Your account is restored");
  await outside.goto("/login");
  await logIn(outside, artist.account);
  await expect(outside).not.toHaveURL(/\/login/);
  await reporter.page.goto(`/artist/${artist.id}`);
  await expect(reporter.page.getByRole("heading", { name: artist.displayName })).toBeVisible();
  await outside.close();
  await reporter.page.context().close();
  await adminContext.close();
});
