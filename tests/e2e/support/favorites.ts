import type { Locator, Page } from "@playwright/test";

/**
 * Presses a heart and waits for the server's answer. The heart and its toast change at once, before
 * the server has it; a test that leaves the page at once (a new address, a reload) would cancel the
 * save, as it would for anyone who closes the tab that fast.
 */
export async function pressHeart(page: Page, heart: Locator): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith("/favorites") &&
      response.request().method() === "POST",
  );
  await heart.click();
  await answered;
}
