import { createAccount, newAccount } from "./support/accounts";
import { expect, test } from "./fixtures";

test("the account menu opens by keyboard, links to settings, the dashboard and favorites, and closes", async ({
  page,
}) => {
  const account = await createAccount(page.request, newAccount("user"));
  await page.goto("/");
  const trigger = page.getByRole("button", { name: `Account menu for ${account.username}` });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Account" });
  await expect(menu.getByRole("link", { name: "Settings" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Favorite Artists" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "href",
    "/user-dashboard",
  );
  // Its links follow the button in the tab order.
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Settings" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(10, 400); // outside
  await expect(menu).toBeHidden();

  await trigger.click();
  await menu.getByRole("link", { name: "Favorite Artists" }).click();
  await expect(page).toHaveURL("/favorites");
  await expect(menu).toBeHidden();
  await trigger.click();
  await menu.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL("/profile");
  // A client's dashboard is a click away, as an artist's is.
  await trigger.click();
  await menu.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL("/user-dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back");
});

test("an artist's menu offers the dashboard", async ({ page }) => {
  const account = await createAccount(page.request, newAccount("artist"));
  await page.goto("/");
  await page.getByRole("button", { name: `Account menu for ${account.username}` }).click();
  const menu = page.getByRole("navigation", { name: "Account" });
  await expect(menu.getByRole("link", { name: "Favorite Artists" })).toHaveCount(0);
  await menu.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL("/dashboard");
});

test("logout returns home signed out", async ({ page }) => {
  await createAccount(page.request, newAccount());
  await page.goto("/about");
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Logout" })
    .click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  await page.goto("/profile");
  await expect(page).toHaveURL("/login?redirectTo=%2Fprofile");
});

test("a failed logout says 'Failed to log out' and stays signed in", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/Failed to load resource|net::/);
  const account = await createAccount(page.request, newAccount());
  await page.goto("/");
  await page.route("**/logout.data", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("button", { name: "Logout" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Failed to log out" })).toBeVisible();
  await expect(
    page.getByRole("button", { name: `Account menu for ${account.username}` }),
  ).toBeVisible();
});

test.describe("signed in on a phone @phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu holds the account links and logout", async ({ page }) => {
    const account = await createAccount(page.request, newAccount());
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toContainText(`Signed in as ${account.username}`);
    await expect(menu.getByRole("link", { name: "Settings" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Favorite Artists" })).toBeVisible();
    const loggedOut = page.waitForResponse((response) => response.url().includes("/logout"));
    await menu.getByRole("button", { name: "Logout" }).click();
    await expect(menu).toBeHidden();
    await loggedOut;
    await expect(page).toHaveURL("/");
    // The redirect home closes the menu again if it lands after a quick reopen: retry until it stays.
    await expect(async () => {
      if (await menu.isHidden()) await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu.getByRole("link", { name: "Login" })).toBeVisible({ timeout: 1000 });
    }).toPass();
  });
});
