import type { Locator, Page } from "@playwright/test";
import { createPublishedArtist } from "./support/artists";
import { accessibilityViolations, expect, test } from "./fixtures";

// An artist's service menu (issue 55): added, edited, reordered and removed in the wizard's
// Booking Information step and on the dashboard, with and without JavaScript; what clients see
// on the profile.

type Row = { name: string; category: string; price: string; upTo?: string; minutes: string };

async function fillRow(form: Locator, row: Row) {
  await form.getByLabel("Service name").fill(row.name);
  await form.getByLabel("Category").selectOption(row.category);
  await form.getByLabel("Price", { exact: true }).fill(row.price);
  await form.getByLabel("Up to").fill(row.upTo ?? "");
  await form.getByLabel("Duration (minutes)").fill(row.minutes);
}

async function addService(page: Page, menu: Locator, row: Row) {
  const adding = menu.locator("details.service-add");
  if ((await adding.getAttribute("open")) === null) await menu.getByText("Add a service").click();
  await fillRow(adding, row);
  await adding.getByRole("button", { name: "Add service" }).click();
}

const rowNames = (menu: Locator) => menu.getByRole("listitem").getByRole("heading", { level: 3 });

test("an artist lists services in the wizard and the dashboard; clients see them on the profile", async ({
  page,
}) => {
  const artist = await createPublishedArtist(page, 5);
  await page.goto("/dashboard?step=2");
  const menu = page.getByRole("region", { name: "Services & prices (optional)" });
  await expect(menu.getByText("No services yet.")).toBeVisible();

  await addService(page, menu, {
    name: "Gel manicure",
    category: "Manicure",
    price: "$45",
    minutes: "60",
  });
  await expect(page.getByRole("status").filter({ hasText: "Service added." })).toBeVisible();
  await expect(menu.getByRole("listitem")).toHaveCount(1);
  await expect(menu.getByRole("listitem").first()).toContainText("Manicure · 1 h · $45");

  // A bad row is not sent: its message stands beside the field, focused, and nothing is added.
  await addService(page, menu, {
    name: "Spa pedicure",
    category: "Pedicure",
    price: "0",
    minutes: "90",
  });
  const price = menu.locator("details.service-add").getByLabel("Price", { exact: true });
  await expect(price).toBeFocused();
  await expect(price).toHaveAccessibleDescription(/Enter a price between \$1 and \$10,000\./);
  await price.fill("50");
  await menu.locator("details.service-add").getByLabel("Up to").fill("40");
  await menu.getByRole("button", { name: "Add service" }).click();
  await expect(
    menu.getByText("The upper price must be at least the starting price."),
  ).toBeVisible();
  await expect(menu.getByRole("listitem")).toHaveCount(1);
  await menu.locator("details.service-add").getByLabel("Up to").fill("80");
  await menu.getByRole("button", { name: "Add service" }).click();
  await expect(menu.getByRole("listitem")).toHaveCount(2);
  await expect(menu.getByRole("listitem").nth(1)).toContainText("Pedicure · 1 h 30 min · $50–80");
  expect(await accessibilityViolations(page)).toEqual([]);

  // Reorder, edit in place, remove.
  await menu.getByRole("listitem").nth(1).getByRole("button", { name: "Move up" }).click();
  await expect(rowNames(menu)).toHaveText(["Spa pedicure", "Gel manicure"]);
  const gel = menu.getByRole("listitem").filter({ hasText: "Gel manicure" });
  await gel.getByText("Edit").click();
  await gel.getByLabel("Duration (minutes)").fill("4");
  await gel.getByRole("button", { name: "Save service" }).click();
  await expect(gel.getByLabel("Duration (minutes)")).toHaveAccessibleDescription(
    "Enter a duration between 5 and 600 minutes.",
  );
  await gel.getByLabel("Service name").fill("Gel manicure with art");
  await gel.getByLabel("Duration (minutes)").fill("75");
  await gel.getByRole("button", { name: "Save service" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Service saved." })).toBeVisible();
  await expect(rowNames(menu)).toHaveText(["Spa pedicure", "Gel manicure with art"]);
  await expect(menu.getByRole("listitem").nth(1)).toContainText("1 h 15 min");

  await addService(page, menu, {
    name: "Soak-off",
    category: "Removal",
    price: "15",
    minutes: "20",
  });
  await expect(menu.getByRole("listitem")).toHaveCount(3);
  await menu
    .getByRole("listitem")
    .filter({ hasText: "Soak-off" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Service removed." })).toBeVisible();
  await expect(rowNames(menu)).toHaveText(["Spa pedicure", "Gel manicure with art"]);

  // The dashboard has the same menu.
  await page.goto("/dashboard");
  await expect(
    rowNames(page.getByRole("region", { name: "Services & prices", exact: true })),
  ).toHaveText(["Spa pedicure", "Gel manicure with art"]);

  // Clients see it on the profile, and "From $45" on the card.
  await page.goto(`/artist/${artist.id}`);
  const shown = page.getByRole("region", { name: "Services & prices" });
  await expect(shown).toContainText("Spa pedicure");
  await expect(shown).toContainText("$50–80");
  await expect(shown).toContainText("1 h 15 min");
  await page.goto(`/artists?name=${encodeURIComponent(artist.displayName)}`);
  await expect(page.getByRole("article").filter({ hasText: artist.displayName })).toContainText(
    "From $45",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu is added, refused, moved and removed with plain forms", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await createPublishedArtist(page, 5);
    await page.goto("/dashboard");
    const menu = page.getByRole("region", { name: "Services & prices", exact: true });

    await addService(page, menu, {
      name: "Acrylic full set",
      category: "Extensions",
      price: "70",
      minutes: "120",
    });
    await expect(page).toHaveURL("/dashboard#services");
    await expect(menu.getByRole("listitem")).toContainText(["Extensions · 2 h · $70"]);

    // Refused: the page comes back with the form open, what was typed, and why.
    await addService(page, menu, { name: "X", category: "Nail art", price: "20", minutes: "30" });
    await expect(menu.getByText("Give the service a name (2 to 60 characters).")).toBeVisible();
    await expect(
      menu.locator("details.service-add").getByLabel("Price", { exact: true }),
    ).toHaveValue("20");
    await expect(menu.getByRole("listitem")).toHaveCount(1);

    await addService(page, menu, {
      name: "Chrome art",
      category: "Nail art",
      price: "20",
      minutes: "30",
    });
    await expect(rowNames(menu)).toHaveText(["Acrylic full set", "Chrome art"]);
    await menu.getByRole("listitem").nth(1).getByRole("button", { name: "Move up" }).click();
    await expect(rowNames(menu)).toHaveText(["Chrome art", "Acrylic full set"]);
    await menu.getByRole("listitem").first().getByRole("button", { name: "Remove" }).click();
    await expect(rowNames(menu)).toHaveText(["Acrylic full set"]);
    await context.close();
  });
});
