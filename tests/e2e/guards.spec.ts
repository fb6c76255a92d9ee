import type { APIRequestContext } from "@playwright/test";
import { createAccount, logIn, logOut, newAccount } from "./support/accounts";
import { expect, test } from "./fixtures";

const GUARDED = ["/dashboard", "/user-dashboard", "/profile", "/favorites"];

/** Where a page request ends up: its redirect's target, or the page itself when it opens. */
async function landing(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  if (response.status() === 200) return path;
  expect(response.status(), path).toBe(302);
  return response.headers()["location"];
}

test("anonymous visitors are sent to /login with a return path, and return after signing in", async ({
  page,
  request,
}) => {
  for (const path of GUARDED) {
    expect(await landing(request, path)).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
  const account = newAccount();
  await createAccount(request, account);

  await page.goto("/favorites?q=miami");
  await expect(page).toHaveURL("/login?redirectTo=%2Ffavorites%3Fq%3Dmiami");
  await logIn(page, account);
  await expect(page).toHaveURL("/favorites?q=miami");
  await expect(page.getByRole("heading", { name: "My Favorites" })).toBeVisible();
});

test("a client may not open the artist dashboard", async ({ request }) => {
  await createAccount(request, newAccount("user"));
  expect(await landing(request, "/dashboard")).toBe("/");
  for (const path of ["/user-dashboard", "/profile", "/favorites"]) {
    expect(await landing(request, path)).toBe(path);
  }
});

test("an artist is sent from /favorites to the dashboard", async ({ request }) => {
  await createAccount(request, newAccount("artist"));
  expect(await landing(request, "/favorites")).toBe("/dashboard");
  for (const path of ["/dashboard", "/user-dashboard", "/profile"]) {
    expect(await landing(request, path)).toBe(path);
  }
});

test("guards hold for client-side data requests, which return to the page, not the data", async ({
  request,
}) => {
  for (const path of GUARDED) {
    const response = await request.get(`${path}.data`, { maxRedirects: 0 });
    // React Router answers a redirected data request with 202 and the redirect in the body.
    expect(response.status(), path).toBe(202);
    const body = await response.text();
    expect(body, path).toContain("SingleFetchRedirect");
    expect(body, path).toContain(JSON.stringify(`/login?redirectTo=${encodeURIComponent(path)}`));
  }
});

test("after signing out in another tab, a client-side click to a guarded page returns there after login", async ({
  page,
  context,
}) => {
  const account = await createAccount(page.request, newAccount());
  await page.goto("/");
  const otherTab = await context.newPage();
  await otherTab.goto("/");
  await logOut(otherTab);
  await otherTab.close();

  // This tab still shows the signed-in header; its menu links navigate client-side.
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page
    .getByRole("navigation", { name: "Account" })
    .getByRole("link", { name: "Favorite Artists" })
    .click();
  await expect(page).toHaveURL("/login?redirectTo=%2Ffavorites");
  await logIn(page, account);
  await expect(page).toHaveURL("/favorites");
  await expect(page.getByRole("heading", { name: "My Favorites" })).toBeVisible();
});

test("a redirect back after login stays on this site", async ({ page, request }) => {
  const account = newAccount();
  await createAccount(request, account);
  await page.goto("/login?redirectTo=https://evil.example/phish");
  await logIn(page, account);
  await expect(page).toHaveURL("/");
});
