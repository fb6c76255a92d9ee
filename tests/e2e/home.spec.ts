import { accessibilityViolations, expect, test } from "./fixtures";

test("home has a title, a hero and every section", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Find nail artists by style, color and location | NailMatch");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Find the nail artist who gets your style",
  );
  for (const heading of ["How it works", "Why NailMatch?", "Are you a nail artist?"]) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  }
  // The first two steps open the style match (tests/e2e/style-match.spec.ts), the third links on.
  // Before hydration they are links to its page.
  for (const step of ["Upload Photo", "AI Analysis"]) {
    const opener = page.getByRole("button", { name: new RegExp(step) });
    await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await expect(opener).toHaveAttribute("href", "/match");
  }
  await expect(page.getByRole("link", { name: /Perfect Match/ })).toHaveAttribute(
    "href",
    "/artists",
  );
});

test("the hero search lands on /artists with the query", async ({ page }) => {
  await page.goto("/");
  const search = page.getByRole("searchbox", { name: "Search artists" });
  await expect(search).toHaveAttribute(
    "placeholder",
    "Search by artist name, style, or location...",
  );
  await search.fill("french tips");
  await search.press("Enter");
  await expect(page).toHaveURL("/artists?q=french+tips");
});

test("the search button submits too", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search artists" }).fill("Miami");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL("/artists?q=Miami");
});

test("'Learn more' opens the artist onboarding steps, and its button starts artist signup", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Learn more" }).click();
  const dialog = page.getByRole("dialog", { name: "Join as a nail artist" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("listitem")).toHaveCount(5);
  await expect(dialog).toContainText("name, e-mail, username and password");
  await expect(dialog).toContainText("5-15 portfolio photos");
  await expect(dialog).toContainText("city and state");
  expect(await accessibilityViolations(page)).toEqual([]);

  await dialog.getByRole("link", { name: "Create Your Account" }).click();
  await expect(page).toHaveURL("/signup?type=artist");
});

test("the onboarding modal closes with Escape and returns focus", async ({ page }) => {
  await page.goto("/");
  const learnMore = page.getByRole("button", { name: "Learn more" });
  await learnMore.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(learnMore).toBeFocused();
});
