import type { Page } from "@playwright/test";
import { HYDRATED_ATTRIBUTE } from "../../app/lib/before-hydration";
import { createAccount, newAccount, sameOrigin } from "./support/accounts";
import { createPublishedArtist } from "./support/artists";
import { expect, test } from "./fixtures";

// Every main control works from the first paint (decision 0022). Each test holds the app's
// scripts back, so the page stays as the server sent it, opens the page without waiting for it
// (`commit`), presses the control at once, and sees its effect while the page is still not
// hydrated. Then it lets the scripts through and checks that the page hydrates without errors.

/** Holds every script of the app until the returned function is called. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const notHydrated = async (page: Page) =>
  expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toHaveCount(0);

async function hydrate(page: Page, release: () => void) {
  release();
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
}

test("home: 'Learn more' opens the onboarding steps before the page hydrates", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Learn more" }).click();
  const dialog = page.getByRole("dialog", { name: "Join as a nail artist" });
  await expect(dialog).toBeVisible();
  await notHydrated(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Learn more" })).toBeFocused();
  await hydrate(page, release);
  await page.getByRole("button", { name: "Learn more" }).click();
  await expect(dialog).toBeVisible();
});

test("artists: the view toggle switches and says so before hydration, and after a reload", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/artists", { waitUntil: "commit" });
  await page.getByRole("link", { name: "List view" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-artists-view", "list");
  await expect(page.getByRole("link", { name: "List view" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByRole("link", { name: "Grid view" })).not.toHaveAttribute(
    "aria-current",
    "true",
  );
  await notHydrated(page);

  await page.reload({ waitUntil: "commit" });
  await expect(page.getByRole("link", { name: "List view" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await notHydrated(page);
  await hydrate(page, release);
  await expect(page.getByRole("link", { name: "List view" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await page.getByRole("link", { name: "Grid view" }).click();
  await expect(page.locator("html")).not.toHaveAttribute("data-artists-view", "list");
  await expect(page.getByRole("link", { name: "Grid view" })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("artists: a filter toggle and a search by city work before hydration", async ({ page }) => {
  await holdScripts(page);
  await page.goto("/artists", { waitUntil: "commit" });
  const filters = page.getByRole("complementary", { name: "Filters" });
  await filters
    .getByRole("region", { name: "Styles" })
    .getByRole("button", { name: "Ombre", exact: true })
    .click();
  await expect(page).toHaveURL("/artists?style=Ombre");

  await filters.getByText("City", { exact: true }).click();
  await expect(filters.getByRole("radio", { name: "City" })).toBeChecked();
  const box = filters.getByRole("searchbox");
  await box.fill("Austin");
  await box.press("Enter");
  await expect(page).toHaveURL("/artists?city=Austin&style=Ombre");
  await notHydrated(page);
});

test("artist profile: a portfolio photo opens before hydration", async ({ page }) => {
  await page.goto("/artists");
  const profile = await page.getByRole("heading", { level: 2 }).getByRole("link").first();
  const href = await profile.getAttribute("href");
  await holdScripts(page);
  await page.goto(href!, { waitUntil: "commit" });
  await page.getByRole("link", { name: /^Open photo 1 of \d+$/ }).click();
  await expect(page).toHaveURL(/\/media\/.+-1280\.webp$|\/media\/.+\.webp$/);
});

test("a signed-in client's account menu and heart work before hydration", async ({ page }) => {
  await createAccount(page.request, newAccount("user"));
  const release = await holdScripts(page);
  await page.goto("/artists", { waitUntil: "commit" });
  const trigger = page.getByRole("button", { name: /^Account menu for / });
  await trigger.click();
  const menu = page.getByRole("navigation", { name: "Account" });
  await expect(menu.getByRole("link", { name: "Favorite Artists" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();

  const heart = page.getByRole("button", { name: /^Save .+ to favorites$/ }).first();
  const name = await heart.getAttribute("aria-label");
  await heart.click();
  // The heart posts as a page; the server sends the browser back to the list, heart filled.
  await expect(page.getByRole("button", { name: name! }).first()).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await notHydrated(page);
  await hydrate(page, release);
});

test("an account menu opened before hydration stays open when the scripts arrive", async ({
  page,
}) => {
  await createAccount(page.request, newAccount("user"));
  const release = await holdScripts(page);
  await page.goto("/about", { waitUntil: "commit" });
  await page.getByRole("button", { name: /^Account menu for / }).click();
  const menu = page.getByRole("navigation", { name: "Account" });
  await expect(menu.getByRole("link", { name: "Settings" })).toBeVisible();
  await hydrate(page, release);
  await expect(menu.getByRole("link", { name: "Settings" })).toBeVisible();
  // A navigation still closes it.
  await menu.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL("/profile");
  await expect(menu).toBeHidden();
});

test("the artist wizard keeps what was typed before hydration", async ({ page }) => {
  await createAccount(page.request, newAccount("artist"));
  const release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  const name = page.getByLabel("Display name");
  await name.fill("Typed Before Hydration");
  await page.getByLabel("Bio").fill("Typed early too.");
  await notHydrated(page);
  await hydrate(page, release);
  // Typing after hydration renders the step again: what was typed before stays.
  await page.getByLabel("Bio").pressSequentially(" And later.");
  await expect(name).toHaveValue("Typed Before Hydration");
  await expect(page.getByLabel("Bio")).toHaveValue("Typed early too. And later.");
});

test("sign-up: the account type and the password's show button work before hydration", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/signup", { waitUntil: "commit" });
  await page.getByText("I'm an Artist").click();
  await expect(page.getByRole("radio", { name: "I'm an Artist" })).toBeChecked();
  await expect(
    page.getByText("Create your artist profile and start getting clients"),
  ).toBeVisible();
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("Velvet-Plum-42");
  await page.getByRole("button", { name: "Show password" }).first().click();
  await expect(password).toHaveAttribute("type", "text");
  await notHydrated(page);
  await hydrate(page, release);
  // Hydration keeps what was chosen, and the address now says it.
  await expect(page.getByRole("radio", { name: "I'm an Artist" })).toBeChecked();
  await expect(page).toHaveURL("/signup?type=artist");
  await expect(password).toHaveAttribute("type", "text");
  // The password's rules are ticked for what was typed before the scripts arrived.
  for (const rule of ["At least 8 characters", "An uppercase letter", "A special character"]) {
    await expect(page.getByRole("listitem").filter({ hasText: rule })).toContainText(", done");
  }
});

test("a button that needs the page's script keeps a press made before hydration", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.goto("/artists");
  const href = await page.locator('a[href^="/artist/"]').first().getAttribute("href");
  const release = await holdScripts(page);
  await page.goto(href!, { waitUntil: "commit" });
  const share = page.getByRole("button", { name: "Share", exact: true });
  await share.click();
  await expect(share).toHaveAttribute("aria-busy", "true");
  await notHydrated(page);
  await hydrate(page, release);
  await expect(
    page.getByRole("status").filter({ hasText: "Link copied to clipboard" }),
  ).toBeVisible();
  await expect(share).not.toHaveAttribute("aria-busy");
});

test.describe("on a phone @phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens and closes before hydration", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/about", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Our Artists" })).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await notHydrated(page);
  });

  test("a menu opened before hydration stays open when the scripts arrive", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/about", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Our Artists" })).toBeVisible();
    await hydrate(page, release);
    await expect(menu.getByRole("link", { name: "Our Artists" })).toBeVisible();
  });

  test("'Filters' opens the sheet, and 'Show N artists' goes back to the results", async ({
    page,
  }) => {
    await holdScripts(page);
    await page.goto("/artists", { waitUntil: "commit" });
    const found = await page.getByText(/^[\d,]+ artists? found$/).textContent();
    const count = found!.split(" ")[0]!;
    await page.getByRole("button", { name: /^Filters/ }).click();
    const sheet = page.getByRole("complementary", { name: "Filters" });
    await expect(sheet.getByRole("region", { name: "Styles" })).toBeVisible();
    await sheet.getByRole("button", { name: `Show ${count} artists` }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: /^Filters/ })).toBeFocused();
    await notHydrated(page);
  });
});

test("the service menu's 'Add a service', opened and typed in before hydration, stays so and saves", async ({
  page,
}) => {
  await createPublishedArtist(page, 5);
  const release = await holdScripts(page);
  await page.goto("/dashboard", { waitUntil: "commit" });
  const menu = page.getByRole("region", { name: "Services & prices", exact: true });
  await menu.getByText("Add a service").click();
  await menu.getByLabel("Service name").fill("Typed early manicure");
  await menu.getByLabel("Category").selectOption("Manicure");
  await menu.getByLabel("Price", { exact: true }).fill("40");
  await menu.getByLabel("Duration (minutes)").fill("45");
  await notHydrated(page);
  await hydrate(page, release);
  await expect(menu.getByLabel("Service name")).toHaveValue("Typed early manicure");
  await menu.getByRole("button", { name: "Add service" }).click();
  await expect(menu.getByRole("heading", { name: "Typed early manicure" })).toBeVisible();
  // Saved, the disclosure closes, though it was opened before the script started.
  await expect(menu.getByRole("button", { name: "Add service" })).toBeHidden();
});

test("a request's services ticked before hydration keep their estimate", async ({
  page,
  browser,
  baseURL,
}) => {
  const artist = await createPublishedArtist(page, 5);
  for (const [name, price] of [
    ["Gel manicure", "45"],
    ["Nail art", "20"],
  ] as const)
    await page.request.post("/dashboard", {
      headers: sameOrigin,
      form: {
        intent: "add-service",
        name,
        category: "Manicure",
        price,
        upTo: "",
        minutes: "45",
        description: "",
      },
    });
  const context = await browser.newContext({ baseURL });
  await createAccount(context.request, newAccount());
  const client = await context.newPage();
  const release = await holdScripts(client);
  await client.goto(`/requests/new?artist=${artist.id}`, { waitUntil: "commit" });
  const choices = client.getByRole("group", { name: "Services" });
  await choices.getByLabel(/Gel manicure/).check();
  await client.getByLabel("Your message").fill("Typed before the script.");
  await notHydrated(client);
  await hydrate(client, release);
  await expect(choices.getByLabel(/Gel manicure/)).toBeChecked();
  await expect(choices.getByRole("status")).toHaveText("Estimated $45 · about 45 min");
  await expect(client.getByLabel("Your message")).toHaveValue("Typed before the script.");
  await context.close();
});
