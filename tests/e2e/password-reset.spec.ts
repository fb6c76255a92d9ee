import { createAccount, latestMailTo, logIn, logOut } from "./support/accounts";
import { expect, test } from "./fixtures";

test("a forgotten password is reset through the e-mailed link", async ({ page, request }) => {
  const account = await createAccount(request);

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that email");

  const mail = await latestMailTo(account.email);
  expect(mail.subject).toBe("Reset your NailMatch password");
  const link = /http:\/\/localhost:\d+\/reset-password\?token=[\w-]+/.exec(mail.text ?? "")?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await page.getByLabel("New password").fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();

  const newPassword = "Fresh-Coat-2026";
  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("Confirm password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL("/login?reset=done");
  await expect(page.getByRole("status")).toHaveText(
    "Your password has been changed. Log in with your new password.",
  );

  await logIn(page, account);
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  await logIn(page, { ...account, password: newPassword });
  await expect(page).toHaveURL("/");

  // The link works once: opened again, it says so at once, with a way to ask for a new one.
  await logOut(page);
  await page.goto(link!);
  await expect(page.getByRole("alert")).toHaveText(
    "This reset link has expired or was already used. Please request a new one.",
  );
  await expect(page.getByLabel("New password")).toHaveCount(0);
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
});

test("the reset form does not reveal whether an address has an account", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that email");
});
