import { accessibilityViolations, expect, test } from "./fixtures";

test.describe("header", () => {
  test("links lead to every main section", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Find the nail artist");

    await nav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");

    await expect(nav.getByRole("link", { name: "Our Artists" })).toHaveAttribute(
      "href",
      "/artists",
    );
    await expect(nav.getByRole("link", { name: "Locations" })).toHaveAttribute(
      "href",
      "/locations",
    );

    await page.getByRole("banner").getByRole("link", { name: "NailMatch home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("signed-out visitors get Login, Sign Up and 'Become an artist'", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    await expect(header.getByRole("link", { name: "Become an artist" })).toHaveAttribute(
      "href",
      "/signup?type=artist",
    );
  });

  test("stays at the top while the page scrolls", async ({ page }) => {
    await page.goto("/");
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole("banner")).toBeInViewport();
  });

  test("skip link moves focus to the content", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test("pages paint before any script is fetched, then hydrate", async ({ page }) => {
  for (const path of ["/", "/artists", "/locations"]) {
    await page.goto(path);
    // Hydrated: the held preloads and module script have been given back and have run.
    await expect(page.locator('link[rel="x-modulepreload"], script[type^="x-"]')).toHaveCount(0);
    await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint, path).toBeDefined();
    expect(timing.scripts.length, path).toBeGreaterThan(5);
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.paint!);
  }
});

test("the toaster is mounted once the page has hydrated, never rendered by the server", async ({
  page,
}) => {
  // Server-rendered, it hydrated on its own after the page, and a toast raised before then (a
  // quick first tap on a heart) made its markup differ from the server's: React error #418.
  const html = await (await page.request.get("/artists")).text();
  expect(html).not.toContain("data-rht-toaster");
  await page.goto("/artists");
  await expect(page.locator("[data-rht-toaster]")).toBeAttached();
});

test.describe("mobile menu @phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("is collapsed behind a toggle that opens, navigates and closes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("popovertarget", "mobile-menu");
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    for (const name of ["Home", "Our Artists", "Locations", "About", "Login", "Sign Up"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Become an artist" })).toBeVisible();

    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(menu).toBeHidden();
  });

  test("closes on Escape and gives focus back to the toggle", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("closes on a tap outside it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Menu" });
    await expect(menu).toBeVisible();
    // The page's left margin, below the menu: nothing there to follow (the tap reaches the page).
    await page.mouse.click(4, 830);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("closes when the page changes by other means than its links", async ({ page }) => {
    await page.goto("/about");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/about");
    await expect(page.getByRole("navigation", { name: "Menu" })).toBeHidden();
  });

  test("home and about have no accessibility violations on a phone", async ({ page }) => {
    for (const path of ["/", "/about"]) {
      await page.goto(path);
      expect(await accessibilityViolations(page)).toEqual([]);
    }
  });
});

test.describe("footer", () => {
  test("has the tagline, quick links, contact links and copyright", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Upload a photo of the nails you love");
    const quickLinks = footer.getByRole("navigation", { name: "Quick Links" });
    await expect(quickLinks.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(quickLinks.getByRole("link", { name: "Browse Artists" })).toHaveAttribute(
      "href",
      "/artists",
    );
    await expect(quickLinks.getByRole("link", { name: "About Us" })).toHaveAttribute(
      "href",
      "/about",
    );
    await expect(footer.getByRole("link", { name: "support@nailmatch.example" })).toHaveAttribute(
      "href",
      "mailto:support@nailmatch.example",
    );
    await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute(
      "href",
      "https://www.instagram.com/nailmatch",
    );
    await expect(footer.getByRole("link", { name: "TikTok" })).toHaveAttribute(
      "href",
      "https://www.tiktok.com/@nailmatch",
    );
    // This year, from the clock (the suite runs beside the server, so theirs agree).
    await expect(footer).toContainText(`© ${new Date().getFullYear()} NailMatch`);
    await expect(footer).toContainText("Currently available only in the US.");
  });
});
