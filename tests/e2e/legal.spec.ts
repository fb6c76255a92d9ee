import type { Page } from "@playwright/test";
import { accessibilityViolations, expect, test } from "./fixtures";

// The Terms of Service and Privacy Policy (decision 0054): plain pages anyone can open, linked
// from every page's footer and from the sign-up form, listed in the sitemap.

const PAGES = [
  {
    path: "/terms",
    title: "Terms of Service",
    sections: [
      "What NailMatch is",
      "Your account",
      "What you post",
      "Rules for everyone",
      "Reports and moderation",
      "Ending your account",
      "Contact",
    ],
  },
  {
    path: "/privacy",
    title: "Privacy Policy",
    sections: [
      "What we store",
      "What we don’t keep",
      "Who sees what",
      "E-mails we send",
      "Deleting your account",
      "Contact",
    ],
  },
] as const;

const AGREEMENT = "By creating an account you agree to our Terms of Service and Privacy Policy.";

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const legal of PAGES) {
  test(`${legal.path} has its heading, sections, date and contact, and no accessibility violations`, async ({
    page,
  }) => {
    await page.goto(legal.path);
    await expect(page).toHaveTitle(`${legal.title} | NailMatch`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${legal.path}$`),
    );
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
    await expect(main).toContainText("Last updated: December 2, 2026");
    await expect(main).toContainText("Currently available only in the US.");
    await expect(main).toContainText(
      "Reported reviews, messages and profiles are reviewed by our team, who may hide content or suspend an account.",
    );
    for (const section of legal.sections) {
      await expect(
        main.getByRole("heading", { level: 2, name: section, exact: true }),
      ).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "support@nailmatch.example" })).toHaveAttribute(
      "href",
      "mailto:support@nailmatch.example",
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}

test("the privacy policy says who sees contact details, request photos and e-mail addresses", async ({
  page,
}) => {
  await page.goto("/privacy");
  const main = page.getByRole("main");
  await expect(main).toContainText("A client’s e-mail address is never shown to artists.");
  await expect(main).toContainText("private to its client and its artist");
  await expect(main).toContainText("“E-mail me about my requests”");
  await expect(main).toContainText("“Deleted account”");
  // Each page links to the other.
  await main.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");
  await page.getByRole("main").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy");
});

test("every page's footer links to both pages", async ({ page }) => {
  await page.goto("/");
  const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
  await legal.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  await legal.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
});

test("the sign-up form links to both pages beside its button", async ({ page }) => {
  await page.goto("/signup");
  const form = page.getByRole("main");
  await expect(form.getByRole("button", { name: "Create account" })).toBeVisible();
  await expect(form.getByText(AGREEMENT)).toBeVisible();
  await form.getByRole("link", { name: "Terms of Service" }).click();
  await expect(page).toHaveURL("/terms");
  await page.goBack();
  await expect(page).toHaveURL("/signup");
  // The URL changes before the form is back on screen: click the form's own link, once shown.
  await expect(form.getByRole("button", { name: "Create account" })).toBeVisible();
  await form.getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy");
});

test("the sitemap lists both pages", async ({ request }) => {
  const pages = await (await request.get("/sitemaps/pages.xml")).text();
  expect(pages).toMatch(/<loc>[^<]*\/terms<\/loc>/);
  expect(pages).toMatch(/<loc>[^<]*\/privacy<\/loc>/);
});

test.describe("on a phone @phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("both pages and the sign-up line fit the screen and pass axe", async ({ page }) => {
    for (const legal of PAGES) {
      await page.goto(legal.path);
      await expect(page.getByRole("heading", { level: 1, name: legal.title })).toBeVisible();
      expect(await horizontalOverflow(page), legal.path).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    await page.goto("/signup");
    await expect(page.getByRole("main").getByText(AGREEMENT)).toBeVisible();
    expect(await horizontalOverflow(page), "/signup").toBe(0);
    const footer = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toBeVisible();
  });
});
