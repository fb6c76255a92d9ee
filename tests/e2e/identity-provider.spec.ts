import { expect, test } from "./fixtures";

/** The provider's port, as playwright.config.ts chose it. */
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4180);

test("'Continue with Google' signs in through the OpenID Connect provider and creates a client", async ({
  page,
  expectedErrors,
}) => {
  // The provider's own development pages fetch assets from the internet, which is closed here.
  expectedErrors.push(/ERR_NAME_NOT_RESOLVED|status of 404/);
  const login = `olivia${Date.now().toString(36)}`;

  await page.goto("/login");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(new RegExp(`localhost:${OIDC_PORT}/interaction/`));
  await page.locator("input[name=login]").fill(login);
  await page.locator("input[name=password]").fill("anything");
  await page.locator("button[type=submit]").click();
  await page.locator("button[type=submit]").click(); // consent

  await expect(page).toHaveURL("/");
  const menu = page.getByRole("button", { name: `Account menu for ${login}` });
  await expect(menu).toBeVisible();

  await page.goto("/profile");
  const details = page.getByRole("region", { name: "Your account" });
  await expect(details).toContainText(`@${login}`);
  await expect(details).toContainText(`${login}@oidc.example`);
  await expect(details).toContainText("Olivia Provider");

  // A client: no artist dashboard.
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/");
});
