import type { Page } from "@playwright/test";
import { FAVORITE_MESSAGES as M } from "../../core/favorites";
import { accessibilityViolations, expect, test } from "./fixtures";
import { createAccount, expectOk, newAccount, sameOrigin } from "./support/accounts";
import { pressHeart } from "./support/favorites";

// Favorites live on the server: a client saves artists from cards, list rows and profiles, and
// finds them on /favorites and the client dashboard.

const heart = (scope: Page | ReturnType<Page["locator"]>, name: string) =>
  scope.getByRole("button", { name: `Save ${name} to favorites` });
const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

/**
 * The first demo artists in California, by name and profile id. Artists made by other tests
 * (all in Texas or Florida) come and go while the suite runs; the demo ones stay.
 */
async function firstArtists(page: Page, count: number) {
  await page.goto("/artists?state=CA");
  const links = page.getByRole("article").getByRole("heading").getByRole("link");
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const link = links.nth(index);
      return {
        name: (await link.textContent())!,
        id: (await link.getAttribute("href"))!.split("/").pop()!,
      };
    }),
  );
}

/** Saves an artist with the request the heart sends. */
const save = async (page: Page, artistId: string) =>
  expectOk(
    await page.request.post("/favorites", {
      form: { intent: "favorite", artistId, saved: "true" },
      headers: sameOrigin,
    }),
  );

test("a client saves artists from a card, a list row and a profile, and the hearts agree", async ({
  page,
}) => {
  await createAccount(page.request, newAccount());
  const [first, second] = await firstArtists(page, 2);
  const card = page.getByRole("article").filter({ hasText: first!.name });

  await pressHeart(page, heart(card, first!.name));
  await expect(heart(card, first!.name)).toHaveAttribute("aria-pressed", "true");
  await expect(toast(page, M.added)).toBeVisible();
  await page.reload();
  await expect(heart(card, first!.name)).toHaveAttribute("aria-pressed", "true");

  // The same card as a list row.
  await page.getByRole("link", { name: "List view" }).click();
  await pressHeart(page, heart(card, first!.name));
  await expect(heart(card, first!.name)).toHaveAttribute("aria-pressed", "false");
  await expect(toast(page, M.removed)).toBeVisible();

  await page.goto(`/artist/${second!.id}`);
  await pressHeart(page, heart(page, second!.name));
  await expect(heart(page, second!.name)).toHaveAttribute("aria-pressed", "true");
  await expect(toast(page, M.added)).toBeVisible();

  await page.goto("/favorites");
  await expect(page.getByText("1 artist saved")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toContainText(second!.name);
});

test(
  "a refused save rolls the heart back and says so",
  { tag: "@store-independent" },
  async ({ page, expectedErrors }) => {
    expectedErrors.push(/Failed to load resource|net::/);
    await createAccount(page.request, newAccount());
    const [first] = await firstArtists(page, 1);
    await page.route("**/favorites.data*", (route) => route.abort("internetdisconnected"));
    const card = page.getByRole("article").filter({ hasText: first!.name });
    await heart(card, first!.name).click();
    await expect(toast(page, M.failed)).toBeVisible();
    await expect(heart(card, first!.name)).toHaveAttribute("aria-pressed", "false");
  },
);

test("/favorites: count, search in the URL, both empty states, list rows with Remove", async ({
  page,
}) => {
  await createAccount(page.request, newAccount());
  await page.goto("/favorites");
  await expect(page.getByText("0 artists saved")).toBeVisible();
  await expect(page.getByRole("heading", { name: M.emptyTitle })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  const [first, second] = await firstArtists(page, 2);
  await save(page, first!.id);
  await save(page, second!.id);
  await page.goto("/favorites");
  await expect(page.getByText("2 artists saved")).toBeVisible();
  // Newest saved first.
  await expect(page.getByRole("article").first()).toContainText(second!.name);

  const search = page.getByRole("searchbox", { name: "Search your favorites" });
  await search.fill(first!.name.toUpperCase());
  await search.press("Enter");
  await expect(page).toHaveURL(/\/favorites\?q=/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(search).toHaveValue(first!.name.toUpperCase());

  await search.fill("zzzz-nothing");
  await search.press("Enter");
  await expect(page.getByRole("heading", { name: M.noMatchTitle })).toBeVisible();
  await expect(page.getByText(M.noMatchText)).toBeVisible();
  await search.fill("");
  await search.press("Enter");
  await expect(page.getByRole("article")).toHaveCount(2);

  // List rows say Remove; the choice is remembered for this list only.
  await page.getByRole("link", { name: "List view" }).click();
  await page.reload();
  await expect(page.getByRole("link", { name: "List view" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: `Remove ${second!.name} from favorites` }).click();
  await expect(toast(page, M.removed)).toBeVisible();
  await expect(page.getByText("1 artist saved")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);

  await page.goto("/artists");
  await expect(page.getByRole("link", { name: "Grid view" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  await page.goto("/favorites");
  await page.getByRole("button", { name: `Remove ${first!.name} from favorites` }).click();
  await expect(page.getByRole("heading", { name: M.emptyTitle })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Browse Artists" }).click();
  await expect(page).toHaveURL("/artists");
});

test("the client dashboard shows the saved artist and the viewed one", async ({ page }) => {
  const account = await createAccount(page.request, newAccount());
  const [first, second] = await firstArtists(page, 2);
  await save(page, first!.id);
  await page.goto(`/artist/${second!.id}`);
  await page.goto("/user-dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Welcome back, ${account.username}!`,
  );
  const favorites = page.getByRole("region", { name: "Your Favorites" });
  await expect(favorites.getByRole("link", { name: new RegExp(first!.name) })).toBeVisible();
  await expect(favorites.getByText(M.emptyTitle)).toBeHidden();
  const activity = page.getByRole("region", { name: "Recent Activity" });
  await expect(activity.getByRole("listitem").first()).toContainText(second!.name);
  await expect(activity.getByRole("listitem").first()).toContainText("Viewed just now");
  await expect(activity).toContainText(`${first!.name}Saved just now`);
  await expect(page.getByRole("link", { name: /By Location/ })).toHaveAttribute(
    "href",
    "/locations",
  );
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("visitors and artists see no heart, and the server refuses them", async ({
  page,
  request,
}) => {
  const [first] = await firstArtists(page, 1);
  await expect(page.getByRole("button", { name: /to favorites$/ })).toHaveCount(0);
  const anonymous = await request.post("/favorites", {
    form: { intent: "favorite", artistId: first!.id, saved: "true" },
    headers: sameOrigin,
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/^\/login\?/);

  await createAccount(page.request, newAccount("artist"));
  await page.goto("/artists");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /to favorites$/ })).toHaveCount(0);
  // The heart's own request (a page's data request; a page visit would follow the page's guard).
  const asArtist = await page.request.post("/favorites.data", {
    form: { intent: "favorite", artistId: first!.id, saved: "true" },
    headers: sameOrigin,
  });
  expect(asArtist.status()).toBe(403);
});

test.describe("on a phone @phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("favorites and the dashboard fit the screen and pass axe", async ({ page }) => {
    await createAccount(page.request, newAccount());
    const [first] = await firstArtists(page, 1);
    await save(page, first!.id);
    await page.goto("/favorites");
    await expect(page.getByRole("article")).toHaveCount(1);
    await page.getByRole("link", { name: "List view" }).click();
    await expect(
      page.getByRole("button", { name: `Remove ${first!.name} from favorites` }),
    ).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto("/user-dashboard");
    await expect(page.getByRole("region", { name: "Your Favorites" })).toContainText(first!.name);
    expect(await accessibilityViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
  });
});
