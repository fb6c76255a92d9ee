import { createAccount, logIn, logOut } from "./support/accounts";
import { expect, test } from "./fixtures";

test("login validates, then answers alike for a wrong password and an unknown e-mail", async ({
  page,
  request,
}) => {
  const account = await createAccount(request);

  await page.goto("/login");
  const submit = page.getByRole("button", { name: "Sign in" });
  await submit.click();
  await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
  await page.getByLabel("Email").fill("jane");
  await submit.click();
  await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await submit.click();
  await expect(page.getByText("Password is required", { exact: true })).toBeVisible();

  await logIn(page, { email: account.email, password: "Wrong-Password-9" });
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  await logIn(page, { email: `nobody-${account.email}`, password: account.password });
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");

  await logIn(page, account);
  await expect(page).toHaveURL("/");
  await expect(
    page.getByRole("button", { name: `Account menu for ${account.username}` }),
  ).toBeVisible();
});

test("'Remember me' keeps the session for 30 days; without it the cookie ends with the browser", async ({
  page,
  context,
  request,
}) => {
  const account = await createAccount(request);

  await page.goto("/login");
  await logIn(page, account);
  await expect(page).toHaveURL("/");
  const sessionCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name.endsWith("session_token"));
  expect((await sessionCookie())?.expires).toBe(-1);

  await logOut(page);
  await page.goto("/login");
  await page.getByLabel("Remember me").check();
  await logIn(page, account);
  await expect(page).toHaveURL("/");
  const expires = (await sessionCookie())!.expires * 1000;
  expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  expect((await sessionCookie())?.httpOnly).toBe(true);
  expect((await sessionCookie())?.sameSite).toBe("Lax");
});

test(
  "the button says 'Signing in...' while working",
  { tag: "@store-independent" },
  async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto("/login");
    await page.route("**/login.data", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await logIn(page, account);
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(page).toHaveURL("/");
  },
);

test(
  "a network failure says so and keeps the form",
  { tag: "@store-independent" },
  async ({ page, expectedErrors }) => {
    expectedErrors.push(/Failed to load resource|ERR_FAILED|net::/);
    await page.goto("/login");
    await page.route("**/login.data", (route) => route.abort("internetdisconnected"));
    await logIn(page, { email: "jane@example.com", password: "Velvet-Plum-42" });
    await expect(page.getByRole("alert")).toHaveText(
      "Network error. Please check your internet connection and try again.",
    );
    await expect(page.getByLabel("Email")).toHaveValue("jane@example.com");
  },
);

test(
  "the login page links to signup and to password reset",
  { tag: "@store-independent" },
  async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    await page.goto("/login");
    await page.getByRole("main").getByRole("link", { name: "Sign up", exact: true }).click();
    await expect(page).toHaveURL("/signup");
  },
);

test("a signed-in user visiting /login or /signup goes home", async ({ page }) => {
  await createAccount(page.request);
  await page.goto("/login");
  await expect(page).toHaveURL("/");
  await page.goto("/signup");
  await expect(page).toHaveURL("/");
});

test(
  "Better Auth's credential endpoints are not reachable directly (no way around our limits)",
  { tag: "@store-independent" },
  async ({ request, baseURL }) => {
    for (const path of [
      "sign-in/email",
      "sign-up/email",
      "request-password-reset",
      "update-user",
    ]) {
      const response = await request.post(`/api/auth/${path}`, {
        headers: { Origin: baseURL!, "Content-Type": "application/json" },
        data: { email: "jane@example.com", password: "Velvet-Plum-42" },
      });
      expect(response.status(), path).toBe(404);
    }
  },
);
