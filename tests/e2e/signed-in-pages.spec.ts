import { createAccount, newAccount } from "./support/accounts";
import { accessibilityViolations, expect, test } from "./fixtures";

test("the client dashboard welcomes the user and links onwards", async ({ page }) => {
  const account = await createAccount(page.request, newAccount("user"));
  await page.goto("/user-dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    // The same name as the header's menu: the username first.
    `Welcome back, ${account.username}!`,
  );
  const links: Array<[string, string]> = [
    ["Find Artists", "/artists"],
    ["By Location", "/locations"],
    ["Browse Artists", "/artists"],
  ];
  const main = page.getByRole("main");
  for (const [name, href] of links) {
    await expect(main.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
      "href",
      href,
    );
  }
  // AI Match and Try AI Match open the style match (tests/e2e/style-match.spec.ts), links to
  // its page before hydration.
  for (const name of [/^AI Match/, /^Try AI Match$/]) {
    const opener = main.getByRole("button", { name });
    await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await expect(opener).toHaveAttribute("href", "/match");
  }
  await expect(page.getByRole("region", { name: "Your Favorites" })).toContainText(
    "No favorites yet",
  );
  await expect(page.getByRole("region", { name: "Recent Activity" })).toContainText(
    "No recent activity",
  );
  await expect(page.getByRole("heading", { name: "Ready to get started?" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("favorites start empty, with a way to browse artists", async ({ page }) => {
  await createAccount(page.request, newAccount("user"));
  await page.goto("/favorites");
  await expect(page.getByText("0 artists saved")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No favorites yet" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Browse Artists" }),
  ).toHaveAttribute("href", "/artists");
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("account settings and the delete dialog have no accessibility violations", async ({
  page,
}) => {
  await createAccount(page.request, newAccount("artist"));
  await page.goto("/profile");
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Delete Account" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
