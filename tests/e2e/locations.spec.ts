import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "./fixtures";

// The demo data has artists in California and none in Wyoming.
const map = (page: Page) => page.getByRole("group", { name: "Map of the US states" });

test("the locations page shows the map, its legend and the list of states", async ({ page }) => {
  await page.goto("/locations");
  await expect(page).toHaveTitle("Artist Locations | NailMatch");
  await expect(page.getByRole("heading", { level: 1, name: "Artist Locations" })).toBeVisible();
  await expect(page.getByText("Click to view the artists in your state!")).toBeVisible();
  await expect(map(page).getByRole("link")).not.toHaveCount(0);
  await expect(map(page).getByRole("img", { name: "Wyoming: No artists" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Legend" })).toContainText("States with artists");
  await expect(page.getByRole("list", { name: "Legend" })).toContainText("States without artists");

  const list = page.getByRole("region", { name: "Artists by state" });
  await expect(list.getByRole("link", { name: /^California \d+ artists?$/ })).toHaveAttribute(
    "href",
    "/artists?state=CA",
  );
  await expect(list).toContainText(/No artists yet in:.*Wyoming/);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test(
  "hovering a state shows its tooltip; clicking one with artists opens them",
  { tag: "@store-independent" },
  async ({ page }) => {
    await page.goto("/locations");
    const california = map(page).getByRole("link", { name: /^California: \d+ artists?$/ });
    await california.hover();
    const tooltip = page.getByTestId("map-tooltip");
    await expect(tooltip).toContainText("California");
    await expect(tooltip).toContainText(/\d+ artists?/);
    expect(await accessibilityViolations(page)).toEqual([]);

    await california.click();
    await expect(page).toHaveURL("/artists?state=CA");
  },
);

test(
  "a state without artists shows 'No artists', and says so when clicked or pressed",
  { tag: "@store-independent" },
  async ({ page }) => {
    await page.goto("/locations");
    const wyoming = map(page).getByRole("img", { name: "Wyoming: No artists" });
    const said = page.getByRole("status").filter({ hasText: /^No artists in/ });
    await wyoming.hover();
    await expect(page.getByTestId("map-tooltip")).toHaveText(/Wyoming\s*No artists/);
    await wyoming.click();
    await expect(said).toHaveText("No artists in Wyoming yet.");
    await expect(page).toHaveURL("/locations");

    // From the keyboard too: Enter or Space on the focused state.
    const alabama = map(page).getByRole("img", { name: "Alabama: No artists" });
    await alabama.focus();
    await page.keyboard.press("Enter");
    await expect(said).toHaveText("No artists in Alabama yet.");
    await wyoming.focus();
    await page.keyboard.press(" ");
    await expect(said).toHaveText("No artists in Wyoming yet.");
    await expect(page).toHaveURL("/locations");
    expect(await accessibilityViolations(page)).toEqual([]);
  },
);

test(
  "every state is reachable by keyboard, with its tooltip, and Enter follows a link",
  { tag: "@store-independent" },
  async ({ page }) => {
    await page.goto("/locations");
    const states = map(page).locator("a, [role=img]");
    await expect(states).toHaveCount(51);
    const unreachable = await states.evaluateAll((elements) =>
      elements
        .filter(
          (element) => !element.hasAttribute("href") && element.getAttribute("tabindex") !== "0",
        )
        .map((element) => element.getAttribute("aria-label")),
    );
    expect(unreachable).toEqual([]);

    // Tab from the subtitle into the map: the first state in document order is Alabama.
    await page.getByText("Click to view the artists in your state!").click();
    await page.keyboard.press("Tab");
    await expect(map(page).getByRole("img", { name: "Alabama: No artists" })).toBeFocused();
    await expect(page.getByTestId("map-tooltip")).toContainText("Alabama");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("map-tooltip")).toBeHidden();

    await page.keyboard.press("Tab"); // Alaska: none
    await page.keyboard.press("Tab"); // Arizona: artists
    const arizona = map(page).getByRole("link", { name: /^Arizona: \d+ artists?$/ });
    await expect(arizona).toBeFocused();
    await expect(page.getByTestId("map-tooltip")).toContainText("Arizona");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/artists?state=AZ");
  },
);
