import { expect, test } from "./fixtures";

test("about tells the founder story with a professional-network contact", async ({ page }) => {
  await page.goto("/about");
  await expect(page).toHaveTitle("About Us | NailMatch");
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
  await expect(page.getByText("2021", { exact: true })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("working from home");
  await expect(page.getByRole("link", { name: "Connect on LinkedIn" })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/company/nailmatch",
  );
});
