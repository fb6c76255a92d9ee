import type { Page } from "@playwright/test";
import { SEARCH_MESSAGES } from "../../core/artists/search-forms";
import { NEAR_MESSAGES } from "../../core/geo";
import { accessibilityViolations, expect, test, everyOf } from "./fixtures";

// The artists list's filters: each lives in the URL, updates the list without a page load, and
// shows as a removable chip. (Other tests publish artists as they run: counts are compared, not
// fixed.)

const foundCount = async (page: Page) => {
  const text = await page.getByText(/^[\d,]+ artists? found$/).textContent();
  return Number(text!.split(" ")[0]!.replaceAll(",", ""));
};
const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const toggle = (page: Page, group: string, name: string) =>
  filters(page).getByRole("region", { name: group }).getByRole("button", { name, exact: true });

/** Marks the loaded document: the mark survives client-side navigation, not a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test("styles and colors filter in the URL, as chips; back, reload and Clear All restore", async ({
  page,
}) => {
  await page.goto("/artists");
  const everyone = await foundCount(page);
  await markDocument(page);

  await toggle(page, "Styles", "Ombre").click();
  await expect(page).toHaveURL("/artists?style=Ombre");
  await expect(toggle(page, "Styles", "Ombre")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: "Remove filter: Ombre" })).toBeVisible();
  const ombre = await foundCount(page);
  expect(ombre).toBeGreaterThan(0);
  expect(ombre).toBeLessThan(everyone);

  await toggle(page, "Colors", "Pink").click();
  await expect(page).toHaveURL("/artists?style=Ombre&color=Pink");
  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByRole("link", { name: "Remove filter: Pink" })).toBeVisible();
  await expect(chips.getByRole("link", { name: "Remove filter: Ombre" })).toBeVisible();
  expect(await foundCount(page)).toBeLessThanOrEqual(ombre);
  expect(await isSameDocument(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL("/artists?style=Ombre");
  await expect(toggle(page, "Colors", "Pink")).toHaveAttribute("aria-pressed", "false");
  expect(await foundCount(page)).toBeGreaterThanOrEqual(ombre);

  // A second style widens the list (any chosen style matches).
  await toggle(page, "Styles", "Glitter").click();
  await expect(page).toHaveURL("/artists?style=Ombre&style=Glitter");
  await expect(chips.getByRole("link", { name: "Remove filter: Glitter" })).toBeVisible();
  expect(await foundCount(page)).toBeGreaterThanOrEqual(ombre);

  await page.reload();
  await expect(toggle(page, "Styles", "Glitter")).toHaveAttribute("aria-pressed", "true");
  await chips.getByRole("link", { name: "Remove filter: Glitter" }).click();
  await expect(page).toHaveURL("/artists?style=Ombre");

  await page.getByRole("link", { name: "Clear All" }).click();
  await expect(page).toHaveURL("/artists");
  await expect(chips).toBeHidden();
  expect(await foundCount(page)).toBeGreaterThanOrEqual(everyone);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("a filter toggled from the keyboard keeps the focus on its chip", async ({ page }) => {
  await page.goto("/artists");
  const ombre = toggle(page, "Styles", "Ombre");
  await ombre.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/artists?style=Ombre");
  await expect(ombre).toHaveAttribute("aria-pressed", "true");
  await expect(ombre).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL("/artists");
  await expect(ombre).toHaveAttribute("aria-pressed", "false");
  await expect(ombre).toBeFocused();
});

test("the search box searches by artist name, state or city, and says what it cannot read", async ({
  page,
}) => {
  await page.goto("/artists");
  const box = filters(page).getByRole("searchbox");

  await filters(page).getByText("State", { exact: true }).click();
  await expect(box).toHaveAccessibleName("Search by State");
  await box.fill("texas");
  await box.press("Enter");
  await expect(page).toHaveURL("/artists?state=TX");
  await expect(page.getByRole("link", { name: "Remove filter: Texas" })).toBeVisible();
  await expect(box).toHaveValue("");
  for (const card of await everyOf(page.getByRole("article")))
    await expect(card).toContainText("Texas");
  await expect(page.getByRole("link", { name: "Remove filter: Texas" })).toBeVisible();

  await filters(page).getByText("City", { exact: true }).click();
  await box.fill("hous");
  await box.press("Enter");
  await expect(page).toHaveURL("/artists?state=TX&city=hous");
  await expect(page.getByRole("link", { name: "Remove filter: City: hous" })).toBeVisible();
  for (const card of await everyOf(page.getByRole("article"))) {
    await expect(card).toContainText("Houston, Texas");
  }

  await filters(page).getByText("State", { exact: true }).click();
  await box.fill("Narnia");
  await box.press("Enter");
  await expect(filters(page).getByText(SEARCH_MESSAGES.unknownState("Narnia"))).toBeVisible();
  await expect(page).toHaveURL("/artists?state=TX&city=hous");

  await filters(page).getByText("Artist Name", { exact: true }).click();
  await box.fill("zzzz-nobody");
  await box.press("Enter");
  await expect(page).toHaveURL("/artists?name=zzzz-nobody&state=TX&city=hous");
  await expect(page.getByRole("heading", { name: "No artists found" })).toBeVisible();
  await page.getByRole("link", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL("/artists");
});

test("the search box keeps the mode chosen for the next search, with and without JavaScript", async ({
  page,
  noScript,
}) => {
  await page.goto("/artists");
  const box = filters(page).getByRole("searchbox");
  await filters(page).getByText("State", { exact: true }).click();
  await box.fill("texas");
  await box.press("Enter");
  await expect(page).toHaveURL("/artists?state=TX");
  await expect(box).toHaveAccessibleName("Search by State");
  await box.fill("florida");
  await box.press("Enter");
  await expect(page).toHaveURL("/artists?state=FL");
  await expect(box).toHaveAccessibleName("Search by State");

  await noScript.goto("/artists");
  await filters(noScript).getByText("City", { exact: true }).click();
  await filters(noScript).getByRole("searchbox").fill("Austin");
  await filters(noScript).getByRole("searchbox").press("Enter");
  await expect(noScript).toHaveURL("/artists?city=Austin");
  await expect(filters(noScript).getByRole("radio", { name: "City" })).toBeChecked();
});

test("what is typed while the previous result loads is kept when it arrives", async ({ page }) => {
  await page.goto("/artists");
  // The list's data waits until the test has typed: the new result arrives afterwards.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/artists.data*", async (route) => {
    await typed;
    await route.continue();
  });
  await toggle(page, "Colors", "Pink").click();
  const box = filters(page).getByRole("searchbox");
  await box.fill("Studio");
  const near = filters(page).getByLabel("ZIP code or city");
  await near.fill("Austin, TX");
  release();
  await expect(page).toHaveURL("/artists?color=Pink");
  await expect(toggle(page, "Colors", "Pink")).toHaveAttribute("aria-pressed", "true");
  await expect(box).toHaveValue("Studio");
  await expect(near).toHaveValue("Austin, TX");
  await page.unroute("**/artists.data*");
  await box.press("Enter");
  await expect(page).toHaveURL("/artists?name=Studio&color=Pink");
});

test("a popular location is a single choice: another replaces it, pressing it again clears it", async ({
  page,
}) => {
  await page.goto("/artists");
  await toggle(page, "Popular locations", "Miami").click();
  await expect(page).toHaveURL("/artists?state=FL&city=Miami");
  await expect(toggle(page, "Popular locations", "Miami")).toHaveAttribute("aria-pressed", "true");
  for (const card of await everyOf(page.getByRole("article"))) {
    await expect(card).toContainText("Miami, Florida");
  }
  await toggle(page, "Popular locations", "Austin").click();
  await expect(page).toHaveURL("/artists?state=TX&city=Austin");
  await expect(toggle(page, "Popular locations", "Miami")).toHaveAttribute("aria-pressed", "false");
  await toggle(page, "Popular locations", "Austin").click();
  await expect(page).toHaveURL("/artists");
});

test("near a ZIP code: artists within the radius, nearest first, each with its distance", async ({
  page,
}) => {
  await page.goto("/artists?style=Ombre");
  const near = filters(page).getByRole("region", { name: "Near" });
  await near.getByLabel("ZIP code or city").fill("33101");
  await near.getByLabel("Distance").selectOption("50");
  await near.getByRole("button", { name: /search near this place$/ }).click();
  await expect(page).toHaveURL("/artists?style=Ombre&near=33101&radius=50");
  await expect(
    page
      .getByRole("article")
      .first()
      .getByText(/ mi away$/),
  ).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Remove filter: Within 50 mi of 33101 (Miami, FL)" }),
  ).toBeVisible();
  const distances = await page
    .getByRole("article")
    .getByText(/^\d+(\.\d)? mi away$/)
    .allTextContents();
  expect(distances.length).toBeGreaterThan(0);
  const miles = distances.map((text) => Number.parseFloat(text));
  expect(miles).toEqual(miles.toSorted((a, b) => a - b));
  expect(Math.max(...miles)).toBeLessThanOrEqual(50);

  // A ZIP code that does not exist is said beside the field; the other filters stay.
  await near.getByLabel("ZIP code or city").fill("00000");
  await near.getByRole("button", { name: /search near this place$/ }).click();
  await expect(near.getByText(NEAR_MESSAGES.unknownZip("00000"))).toBeVisible();
  await expect(page.getByRole("link", { name: "Remove filter: Ombre" })).toBeVisible();
  await expect(near.getByLabel("ZIP code or city")).toHaveAttribute("aria-invalid", "true");

  await near.getByLabel("ZIP code or city").fill("Narnia");
  await near.getByRole("button", { name: /search near this place$/ }).click();
  await expect(near.getByText(NEAR_MESSAGES.unknownPlace("Narnia"))).toBeVisible();
});

test(
  "'Use my location' asks the browser only when clicked, then searches near it",
  { tag: "@store-independent" },
  async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 25.7617, longitude: -80.1918 }); // Miami
    await page.goto("/artists");
    await filters(page).getByRole("button", { name: "Use my location" }).click();
    await expect(page).toHaveURL(/\/artists\?near=25\.76\d*%2C-80\.19\d*$/);
    await expect(
      page.getByRole("link", { name: "Remove filter: Within 25 mi of your location" }),
    ).toBeVisible();
    await expect(page.getByRole("article").first()).toContainText("Florida");
  },
);

const viewLink = (page: Page, name: "Grid view" | "List view") =>
  page.getByRole("group", { name: "View" }).getByRole("link", { name });

test(
  "the list view is remembered across a reload and applied before the page paints",
  { tag: "@store-independent" },
  async ({ page }) => {
    await page.goto("/artists");
    await viewLink(page, "List view").click();
    await expect(viewLink(page, "List view")).toHaveAttribute("aria-current", "true");
    // Switched in place: the address stays as it was.
    await expect(page).toHaveURL("/artists");
    // The server's HTML says nothing of the choice: the inline script sets it before first paint.
    const html = await (await page.request.get("/artists")).text();
    expect(html).not.toContain('data-artists-view="list"');
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-artists-view", "list");
    await expect(viewLink(page, "List view")).toHaveAttribute("aria-current", "true");
    const card = page.getByRole("article").first();
    const box = (await card.boundingBox())!;
    expect(box.width).toBeGreaterThan(700); // a full-width row, not a grid cell
    expect(await accessibilityViolations(page)).toEqual([]);

    await viewLink(page, "Grid view").click();
    await page.reload();
    await expect(viewLink(page, "Grid view")).toHaveAttribute("aria-current", "true");
  },
);

test(
  "without JavaScript, ?view=list shows the list, and the toggle and the filters keep each other",
  { tag: "@store-independent" },
  async ({ noScript: page }) => {
    await page.goto("/artists?style=Ombre&view=list");
    const card = page.getByRole("article").first();
    expect((await card.boundingBox())!.width).toBeGreaterThan(700); // a row, not a grid cell
    await expect(viewLink(page, "List view")).toHaveAttribute("aria-current", "true");
    await expect(viewLink(page, "Grid view")).not.toHaveAttribute("aria-current", "true");
    await expect(viewLink(page, "Grid view")).toHaveAttribute("href", "/artists?style=Ombre");

    // A filter keeps the view.
    await toggle(page, "Styles", "Glitter").click();
    await expect(page).toHaveURL("/artists?style=Ombre&style=Glitter&view=list");
    expect((await page.getByRole("article").first().boundingBox())!.width).toBeGreaterThan(700);

    // The grid keeps the filters.
    await viewLink(page, "Grid view").click();
    await expect(page).toHaveURL("/artists?style=Ombre&style=Glitter");
    await expect(viewLink(page, "Grid view")).toHaveAttribute("aria-current", "true");
    expect((await page.getByRole("article").first().boundingBox())!.width).toBeLessThan(700);
    await viewLink(page, "List view").click();
    await expect(page).toHaveURL("/artists?style=Ombre&style=Glitter&view=list");

    // Any other value is the grid.
    await page.goto("/artists?view=tiles");
    await expect(viewLink(page, "Grid view")).toHaveAttribute("aria-current", "true");
  },
);

test(
  "with JavaScript, an address naming a view wins over the stored choice and becomes it",
  { tag: "@store-independent" },
  async ({ page }) => {
    await page.goto("/artists?view=list");
    await expect(page.locator("html")).toHaveAttribute("data-artists-view", "list");
    await expect(viewLink(page, "List view")).toHaveAttribute("aria-current", "true");
    // Leaving the list view from such an address drops the parameter, and remembers the grid.
    await viewLink(page, "Grid view").click();
    await expect(page).toHaveURL("/artists");
    await expect(viewLink(page, "Grid view")).toHaveAttribute("aria-current", "true");
    await page.reload();
    await expect(page.locator("html")).not.toHaveAttribute("data-artists-view", "list");
    await expect(viewLink(page, "Grid view")).toHaveAttribute("aria-current", "true");
  },
);

test(
  "unknown or malformed parameters are ignored, never an error",
  { tag: "@store-independent" },
  async ({ page }) => {
    for (const query of [
      "style=Plaid&color=Neon&radius=7&sort=weird&page=0",
      `q=${"a".repeat(5000)}`,
      "state=Atlantis&near=",
      "near=99.9,999",
    ]) {
      const response = await page.goto(`/artists?${query}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Nail Artists" })).toBeVisible();
    }
  },
);

test.describe("on a phone @phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters open as a sheet that counts the results and says when any is active", async ({
    page,
  }) => {
    await page.goto("/artists");
    const button = page.getByRole("button", { name: /^Filters/ });
    await expect(filters(page)).toBeHidden();
    await expect(button).not.toContainText("Active");
    await button.click();
    await expect(filters(page)).toBeVisible();
    await expect(filters(page).getByRole("link", { name: "Clear all" })).toHaveCount(0);
    await toggle(page, "Styles", "Glitter").click();
    await expect(page).toHaveURL("/artists?style=Glitter");
    // The URL changes before the new list is drawn: wait for it, then read its count.
    await expect(toggle(page, "Styles", "Glitter")).toHaveAttribute("aria-pressed", "true");
    // The sheet stays open, its count following the filters.
    const glitter = await foundCount(page);
    const show = filters(page).getByRole("button", {
      name: glitter === 1 ? "Show 1 artist" : `Show ${glitter.toLocaleString("en-US")} artists`,
    });
    await expect(show).toBeVisible();
    await expect(button).toContainText("Active");
    expect(await accessibilityViolations(page)).toEqual([]);
    await show.click();
    await expect(filters(page)).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await filters(page).getByRole("link", { name: "Clear all" }).click();
    await expect(page).toHaveURL("/artists");
    await expect(button).not.toContainText("Active");
    await page.keyboard.press("Escape");
    await expect(filters(page)).toBeHidden();
  });
});
