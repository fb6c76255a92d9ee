import { createAccount, logIn, newAccount } from "./support/accounts";
import { accessibilityViolations, expect, test } from "./fixtures";

test("settings show the account, with the username marked unchangeable", async ({ page }) => {
  const account = await createAccount(page.request, newAccount());
  await page.goto("/profile");
  await expect(page).toHaveTitle("Account Settings | NailMatch");
  const details = page.getByRole("region", { name: "Your account" });
  await expect(details).toContainText(account.name);
  await expect(details).toContainText(`@${account.username}`);
  await expect(details).toContainText("cannot be changed");
  await expect(details).toContainText(account.email);
  const today = new Date().toLocaleDateString("en-US", { dateStyle: "long" });
  await expect(details.locator("time")).toHaveText(today);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("the name is edited in place: Save keeps it, Cancel restores it, blank is ignored", async ({
  page,
}) => {
  const account = await createAccount(page.request, newAccount());
  await page.goto("/profile");
  const details = page.getByRole("region", { name: "Your account" });

  await details.getByRole("button", { name: "Edit name" }).click();
  const input = details.getByRole("textbox", { name: "Name" });
  await expect(input).toBeFocused();
  await input.fill("Renamed Person");
  // The new name shows at once; reload only once the server has answered the save.
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/profile"),
  );
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details).toContainText("Renamed Person");
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(details).toContainText("Renamed Person");

  await details.getByRole("button", { name: "Edit name" }).click();
  await input.fill("Never Saved");
  await details.getByRole("button", { name: "Cancel" }).click();
  await expect(details).toContainText("Renamed Person");
  await expect(details).not.toContainText("Never Saved");

  await details.getByRole("button", { name: "Edit name" }).click();
  await input.fill("   ");
  await details.getByRole("button", { name: "Save" }).click();
  await page.reload();
  await expect(details).toContainText("Renamed Person");
  expect(account.name).not.toBe("Renamed Person");
});

test("deleting the account needs DELETE typed exactly, then signs out for good", async ({
  page,
}) => {
  const account = await createAccount(page.request, newAccount());
  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete Account" });
  const typed = dialog.getByLabel("Type DELETE to confirm");
  // A client is told what a client has: no profile or portfolio.
  await expect(dialog).toContainText("your favorites, the reviews you wrote");
  await expect(dialog).not.toContainText("portfolio");

  await expect(confirm).toBeDisabled();
  await typed.fill("delete");
  await expect(confirm).toBeDisabled();
  await typed.fill("DELETE ");
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Delete Account" }).click();
  await expect(typed).toHaveValue("");
  await typed.fill("DELETE");
  await page.route("**/profile.data", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await confirm.click();
  await expect(dialog.getByRole("button", { name: "Deleting..." })).toBeDisabled();
  await expect(page).toHaveURL("/?account=deleted");
  await expect(page.getByRole("status")).toHaveText(
    "Your account and its data have been deleted. You are signed out.",
  );
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

  await page.goto("/profile");
  await expect(page).toHaveURL("/login?redirectTo=%2Fprofile");
  await logIn(page, account);
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
});

test("an artist is told their profile and portfolio go with the account", async ({ page }) => {
  await createAccount(page.request, newAccount("artist"));
  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog).toContainText("your artist profile, its profile and portfolio photos");
});
