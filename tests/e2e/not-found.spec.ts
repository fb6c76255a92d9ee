import { expect, NOT_FOUND_RESPONSE, test } from "./fixtures";

test("an unknown path gets the designed 404 page with status 404", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(NOT_FOUND_RESPONSE); // the browser reports the 404 document itself
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | NailMatch");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  await page.getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");
});

test("a missing asset is a plain 404, not a page", async ({ request }) => {
  const response = await request.get("/assets/missing-abc123.js");
  expect(response.status()).toBe(404);
  expect(response.headers()["content-type"]).not.toContain("text/html");
});
