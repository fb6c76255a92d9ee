import { accessibilityViolations, expect, test, everyOf } from "./fixtures";

test("the artists list shows published artists as cards, newest first, a page at a time", async ({
  page,
}) => {
  await page.goto("/artists");
  await expect(page).toHaveTitle("Nail Artists | NailMatch");
  await expect(page.getByRole("heading", { level: 1, name: "Nail Artists" })).toBeVisible();
  const found = await page.getByText(/^\d+ artists found$/).textContent();
  expect(Number(found!.split(" ")[0])).toBeGreaterThanOrEqual(64); // the demo artists at least
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(24);
  await expect(
    cards.first().getByRole("list", { name: "Portfolio preview" }).getByRole("listitem").first(),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/artists?page=2");
  await expect(page.getByText("Page 2 of")).toBeVisible();
  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL("/artists");

  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/artist\/[\w-]+$/);
});

test("the home search lands on matching artists, and the search can be removed", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search artists" }).fill("Miami");
  await page.getByRole("searchbox", { name: "Search artists" }).press("Enter");
  await expect(page).toHaveURL("/artists?q=Miami");
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  for (const card of await everyOf(cards)) await expect(card).toContainText("Miami, Florida");

  await page.getByRole("link", { name: "Remove filter: “Miami”" }).click();
  await expect(page).toHaveURL("/artists");
});

test("a search by state name or style finds artists too", async ({ page }) => {
  await page.goto("/artists?q=texas");
  for (const card of await everyOf(page.getByRole("article")))
    await expect(card).toContainText("Texas");
  await page.goto("/artists?q=ombre");
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("no match shows the empty state with a way out; bad paging is ignored", async ({ page }) => {
  await page.goto("/artists?q=zzzz-no-such-artist");
  await expect(page.getByRole("heading", { name: "No artists found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your filters or search terms")).toBeVisible();
  await page.getByRole("link", { name: "Clear all filters" }).click();
  await expect(page).toHaveURL("/artists");

  await page.goto("/artists?page=-3");
  await expect(page.getByRole("article")).toHaveCount(24);
  await page.goto("/artists?page=abc%27%3B");
  await expect(page.getByRole("article")).toHaveCount(24);

  // Past the last page: not "No artists found" under a count, but where the list ends.
  await page.goto("/artists?style=Ombre&page=99");
  await expect(page.getByRole("heading", { name: "There is no page 99" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No artists found" })).toHaveCount(0);
  const last = page.getByRole("link", { name: /^(Go to page \d+|Back to the list)$/ });
  await last.click();
  await expect(page).toHaveURL(/\/artists\?style=Ombre(&page=\d+)?$/);
  await expect(page.getByRole("article").first()).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test.describe("on a phone @phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the list and a profile have no accessibility violations", async ({ page }) => {
    await page.goto("/artists");
    expect(await accessibilityViolations(page)).toEqual([]);
    // The demo artist's profile: other tests delete or suspend the suite's own artists while
    // this one runs, and the newest card may be one of those.
    await page.goto(`/artists?name=${encodeURIComponent("Dana's Nail Studio")}`);
    await page.getByRole("article").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/artist\//);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test("the price filter keeps artists with a service at or under it, and the price sort orders them", async ({
  page,
  noScript: plainPage,
}) => {
  // Without JavaScript, the Price toggles are a form the server turns into the same address.
  await plainPage.goto("/artists?style=Ombre");
  await plainPage
    .getByRole("region", { name: "Price" })
    .getByRole("button", { name: "Up to $60" })
    .click();
  await expect(plainPage).toHaveURL("/artists?style=Ombre&maxPrice=60");
  await expect(plainPage.getByRole("link", { name: "Remove filter: Up to $60" })).toBeVisible();

  const fromPrices = async () =>
    (
      await page
        .getByRole("article")
        .getByText(/^From \$\d+$/)
        .allTextContents()
    ).map((text) => Number(text.slice("From $".length)));
  await page.goto("/artists", { waitUntil: "networkidle" });
  const price = page.getByRole("region", { name: "Price" });
  await price.getByRole("button", { name: "Up to $40" }).click();
  await expect(page).toHaveURL("/artists?maxPrice=40");
  await expect(price.getByRole("button", { name: "Up to $40" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("link", { name: "Remove filter: Up to $40" })).toBeVisible();
  const cards = page.getByRole("article");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  // Every artist listed shows a price at or under $40.
  expect(await fromPrices()).toHaveLength(count);
  for (const price of await fromPrices()) expect(price).toBeLessThanOrEqual(40);

  await page.getByRole("link", { name: "Remove filter: Up to $40" }).click();
  // The sort links carry the current filters: wait for the list without the price before sorting.
  await expect(page).toHaveURL("/artists");
  await expect(page.getByRole("link", { name: "Remove filter: Up to $40" })).toHaveCount(0);
  await page
    .getByRole("navigation", { name: "Sort artists" })
    .getByRole("link", { name: "Price: low to high" })
    .click();
  await expect(page).toHaveURL("/artists?sort=price");
  // The sort's own link says it is current once the sorted list is on the page.
  await expect(
    page.getByRole("navigation", { name: "Sort artists" }).getByRole("link", {
      name: "Price: low to high",
    }),
  ).toHaveAttribute("aria-current", "true");
  await expect
    .poll(async () => {
      const prices = await fromPrices();
      return prices.length > 0 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);
});
