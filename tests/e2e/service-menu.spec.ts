import type { Locator, Page } from "@playwright/test";
import { createPublishedArtist, type PublishedArtist } from "./support/artists";
import { createAccount, newAccount, sameOrigin } from "./support/accounts";
import { dayAhead } from "./support/requests";
import { BAD_REQUEST_RESPONSE, accessibilityViolations, expect, test } from "./fixtures";

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

/** Adds services with the request the editor's form sends (for tests about choosing them). */
async function listServices(page: Page, rows: Row[]) {
  for (const row of rows) {
    const response = await page.request.post("/dashboard", {
      headers: sameOrigin,
      form: { intent: "add-service", upTo: "", description: "", ...row },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

const MENU: Row[] = [
  { name: "Gel manicure", category: "Manicure", price: "45", minutes: "60" },
  { name: "Hand-painted art", category: "Nail art", price: "20", upTo: "35", minutes: "30" },
  { name: "Spa pedicure", category: "Pedicure", price: "55", minutes: "50" },
];

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

  // The wizard's review lists them under Booking Information.
  await page.goto("/dashboard?step=5");
  await expect(page.getByText(/^Services: /)).toHaveText(
    "Services: Spa pedicure $50–80 · Gel manicure with art $45",
  );

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

test("a client chooses services in a request; the artist sees them and books their time", async ({
  page,
  client,
}) => {
  const artist: PublishedArtist = await createPublishedArtist(page, 5);
  await listServices(page, MENU);
  await client.page.goto(`/requests/new?artist=${artist.id}`);
  const choices = client.page.getByRole("group", { name: "Services" });
  await choices.getByLabel(/Gel manicure/).check();
  await expect(choices.getByRole("status")).toHaveText("Estimated $45 · about 1 h");
  await choices.getByLabel(/Hand-painted art/).check();
  await expect(choices.getByRole("status")).toHaveText("Estimated $65–80 · about 1 h 30 min");
  expect(await accessibilityViolations(client.page)).toEqual([]);
  await client.page.getByLabel("Your message").fill("A gel manicure with a little art, please.");
  await client.page.getByRole("button", { name: "Send request" }).click();
  await expect(client.page).toHaveURL(/\/requests\/[0-9a-f-]{36}\?sent=1$/);
  const path = new URL(client.page.url()).pathname;
  await expect(client.page.getByText("Estimated $65–80 · about 1 h 30 min")).toBeVisible();

  // The artist sees what was chosen, books it, and the booking shows when it ends.
  await page.goto(path);
  await expect(page.getByText("Gel manicure · $45 · 1 h")).toBeVisible();
  await expect(page.getByText("Hand-painted art · $20–35 · 30 min")).toBeVisible();
  await expect(page.getByText("Estimated $65–80 · about 1 h 30 min")).toBeVisible();
  await page.getByLabel("Agreed date and time").fill(`${dayAhead(10)}T14:00`);
  await page.getByRole("button", { name: "Mark as booked" }).click();
  await expect(page.getByText(/Booked for .*2:00\s–\s3:30 PM/)).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByText(/2:00\s–\s3:30 PM/)).toBeVisible();
});

test("a long menu shows its first 8 services, and the rest on asking", async ({ page }) => {
  const artist = await createPublishedArtist(page, 5);
  await listServices(
    page,
    Array.from({ length: 10 }, (_, i) => ({
      name: `Service ${i + 1}`,
      category: "Other",
      price: String(20 + i),
      minutes: "30",
    })),
  );
  await page.goto(`/artist/${artist.id}`);
  const shown = page.getByRole("region", { name: "Services & prices" }).getByRole("listitem");
  await expect(shown).toHaveCount(8);
  await page.getByRole("link", { name: "See all 10 services" }).click();
  await expect(shown).toHaveCount(10);
  await expect(page.getByRole("link", { name: "See all 10 services" })).toHaveCount(0);
});

test("@phone the menu editor and the request's services fit a phone and pass axe", async ({
  page,
  browser,
  baseURL,
}) => {
  const overflow = (on: Page) =>
    on.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const artist = await createPublishedArtist(page, 5);
  await listServices(page, MENU);
  await page.goto("/dashboard?step=2");
  const menu = page.getByRole("region", { name: "Services & prices (optional)" });
  await menu.getByRole("listitem").first().getByText("Edit").click();
  await menu.getByText("Add a service").click();
  await menu.getByRole("button", { name: "Add service" }).click();
  await expect(menu.getByText("Give the service a name (2 to 60 characters).")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await overflow(page)).toBe(0);

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await createAccount(context.request, newAccount());
  const client = await context.newPage();
  await client.goto(`/requests/new?artist=${artist.id}`);
  await client
    .getByRole("group", { name: "Services" })
    .getByLabel(/Hand-painted art/)
    .check();
  await expect(client.getByText("Estimated $20–35 · about 30 min")).toBeVisible();
  expect(await accessibilityViolations(client)).toEqual([]);
  expect(await overflow(client)).toBe(0);
  await context.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu is added, refused, moved and removed with plain forms", async ({
    page,
    expectedErrors,
  }) => {
    expectedErrors.push(BAD_REQUEST_RESPONSE); // the refused service
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
    // Edit is a link to the row's editor; saving goes back to the menu, the editor closed.
    const chrome = menu.getByRole("listitem").first();
    await chrome.getByRole("link", { name: "Edit" }).click();
    await expect(page).toHaveURL(/\?service=[\w-]+#service-/);
    await chrome.getByLabel("Service name").fill("Chrome powder art");
    await chrome.getByRole("button", { name: "Save service" }).click();
    await expect(page).toHaveURL("/dashboard#services");
    await expect(rowNames(menu)).toHaveText(["Chrome powder art", "Acrylic full set"]);
    await expect(menu.getByLabel("Service name")).toHaveCount(1); // only "Add a service"'s
    await menu.getByRole("listitem").first().getByRole("button", { name: "Remove" }).click();
    await expect(rowNames(menu)).toHaveText(["Acrylic full set"]);
  });

  test("a request's services are chosen with plain checkboxes", async ({
    page: artistPage,
    noScript: client,
  }) => {
    const artist = await createPublishedArtist(artistPage, 5);
    await listServices(artistPage, MENU);
    await createAccount(client.request, newAccount());
    await client.goto(`/requests/new?artist=${artist.id}`);
    const choices = client.getByRole("group", { name: "Services" });
    await choices.getByLabel(/Spa pedicure/).check();
    await choices.getByLabel(/Gel manicure/).check();
    // Refused for its message: the choice comes back ticked, with what it comes to.
    await client.getByRole("button", { name: "Send request" }).click();
    await expect(choices.getByLabel(/Spa pedicure/)).toBeChecked();
    await expect(choices.getByRole("status")).toHaveText("Estimated $100 · about 1 h 50 min");
    await client.getByLabel("Your message").fill("Mani and pedi before a wedding, please.");
    await client.getByRole("button", { name: "Send request" }).click();
    await expect(client.getByText("Spa pedicure · $55 · 50 min")).toBeVisible();
  });
});
