import { createAccount, newAccount } from "./support/accounts";
import type { PublishedArtist } from "./support/artists";
import { accessibilityViolations, expect, NOT_FOUND_RESPONSE, test } from "./fixtures";

// The worker's published artist (only looked at here).
let artist: PublishedArtist;
test.beforeEach(({ sharedArtist }) => {
  artist = sharedArtist;
});

test("anonymous visitors get the sign-up prompt, and no contact detail reaches their browser", async ({
  page,
  request,
}) => {
  await page.goto(`/artist/${artist.id}`);
  await expect(
    page.getByText(
      "Sign up or log in to view contact information and book appointments with this artist.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign Up" }).last()).toHaveAttribute(
    "href",
    `/signup?redirectTo=${encodeURIComponent(`/artist/${artist.id}`)}`,
  );
  await expect(page.getByRole("link", { name: "Book Appointment" })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // On the wire: neither the page nor the data request carries any of them.
  const secrets = [
    artist.contact.instagram,
    "555-0142",
    artist.contact.bookingEmail,
    artist.contact.bookingLink,
    artist.account.email,
  ];
  const html = await (await request.get(`/artist/${artist.id}`)).text();
  const json = await (await request.get(`/artist/${artist.id}.data`)).text();
  for (const secret of secrets) {
    expect(html, secret).not.toContain(secret);
    expect(json, secret).not.toContain(secret);
  }
});

test("signed-in users see Instagram, phone, e-mail and Book Appointment", async ({ page }) => {
  await createAccount(page.request, newAccount("user"));
  await page.goto(`/artist/${artist.id}`);
  const contact = page.getByRole("region", { name: "Contact" });
  await expect(
    contact.getByRole("link", { name: `Instagram @${artist.contact.instagram}` }),
  ).toHaveAttribute("href", `https://www.instagram.com/${artist.contact.instagram}`);
  await expect(contact.getByRole("link", { name: "Phone (212) 555-0142" })).toHaveAttribute(
    "href",
    "tel:+12125550142",
  );
  await expect(
    contact.getByRole("link", { name: `Email ${artist.contact.bookingEmail}` }),
  ).toHaveAttribute("href", `mailto:${artist.contact.bookingEmail}`);
  await expect(contact.getByRole("link", { name: "Book Appointment" })).toHaveAttribute(
    "href",
    artist.contact.bookingLink,
  );
});

test(
  "the lightbox opens at the clicked photo, wraps, follows the arrow keys and closes on Escape",
  { tag: "@store-independent" },
  async ({ page }) => {
    await page.goto(`/artist/${artist.id}`);
    await page.getByRole("link", { name: "Open photo 2 of 6" }).click();
    const counter = page.getByText(/^\d of 6$/);
    await expect(counter).toHaveText("2 of 6");
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("3 of 6");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("2 of 6");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("1 of 6");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText("6 of 6"); // wraps around
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText("1 of 6");

    await page.keyboard.press("Escape");
    await expect(counter).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  },
);

test.describe("on a 1280 px screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test(
    "the lightbox shows a large rendition, not the gallery's small one",
    { tag: "@store-independent" },
    async ({ page }) => {
      // The demo artist's pictures are drawn at 1280 px, as large as an upload is kept.
      await page.goto(`/artists?name=${encodeURIComponent("Dana's Nail Studio")}`);
      await page.getByRole("article").first().getByRole("link").first().click();
      await expect(page).toHaveURL(/\/artist\//);
      await page.getByRole("link", { name: /^Open photo 1 of \d$/ }).click();
      const shown = page.locator(".yarl__slide_current img");
      await expect(shown).toBeVisible();
      // The file the browser chose from the srcset, at its own size (naturalWidth would be
      // scaled by the srcset's descriptor).
      const chosenWidth = () =>
        shown.evaluate(async (img: HTMLImageElement) => {
          if (!img.complete || !img.currentSrc) return 0;
          const file = new Image();
          file.src = img.currentSrc;
          await file.decode();
          return file.naturalWidth;
        });
      await expect.poll(chosenWidth).toBeGreaterThanOrEqual(1280);
      const drawn = await shown.evaluate(
        (img: HTMLImageElement) => img.getBoundingClientRect().width * devicePixelRatio,
      );
      const natural = await chosenWidth();
      expect(drawn).toBeGreaterThan(640); // the screen asks for more than the 640 px rendition
      expect(natural).toBeGreaterThanOrEqual(drawn); // and gets it: nothing is blown up
    },
  );
});

test(
  "share copies the profile link, or shows it when copying is refused",
  { tag: "@store-independent" },
  async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(`/artist/${artist.id}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Link copied to clipboard" }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/artist/${artist.id}`,
    );

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("denied"));
    });
    await page.getByRole("button", { name: "Share" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: `Copy this link to share: ${baseURL}/artist/${artist.id}` }),
    ).toBeVisible();
  },
);

test(
  "the page is titled by the artist and previews well when shared",
  { tag: "@store-independent" },
  async ({ page, baseURL }) => {
    await page.goto(`/artist/${artist.id}`);
    await expect(page).toHaveTitle(`${artist.displayName} | NailMatch`);
    const meta = (selector: string) => page.locator(selector).getAttribute("content");
    expect(await meta('meta[property="og:title"]')).toBe(artist.displayName);
    expect(await meta('meta[property="og:description"]')).toBe("Nail artist in Austin, Texas");
    expect(await meta('meta[property="og:image"]')).toMatch(
      new RegExp(`^${baseURL}/media/photos/.+\\.webp$`),
    );
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `${baseURL}/artist/${artist.id}`,
    );
    const image = await page.request.get((await meta('meta[property="og:image"]'))!);
    expect(image.status()).toBe(200);
    expect(image.headers()["cache-control"]).toContain("immutable");
  },
);

test(
  "an unknown artist is a 404 with a way back",
  { tag: "@store-independent" },
  async ({ page, expectedErrors }) => {
    expectedErrors.push(NOT_FOUND_RESPONSE);
    const response = await page.goto("/artist/no-such-artist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Artist not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Artists" }).click();
    await expect(page).toHaveURL("/artists");
  },
);

test("an unpublished profile is visible to its owner only", async ({
  page,
  browser,
  expectedErrors,
}) => {
  expectedErrors.push(NOT_FOUND_RESPONSE);
  await createAccount(page.request, newAccount("artist"));
  await page.goto("/dashboard");
  await page.getByLabel("Display name").fill("Not Yet Live");
  await page.getByLabel("Email", { exact: true }).fill("hello@notyetlive.example");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=2");

  await page.getByRole("link", { name: "Preview profile" }).click();
  await expect(page).toHaveURL(/\/artist\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Not Yet Live" })).toBeVisible();
  await expect(page.getByText("Only you can see this profile until you publish it.")).toBeVisible();

  const stranger = await browser.newPage();
  const response = await stranger.goto(page.url());
  expect(response?.status()).toBe(404);
  await expect(stranger.getByRole("heading", { name: "Artist not found" })).toBeVisible();
  await stranger.goto("/artists?q=Not+Yet+Live");
  await expect(stranger.getByText("No artists found")).toBeVisible();
  await stranger.close();
});

test("without JavaScript, Share shows the link to copy and Back is a link to the list", async ({
  noScript: page,
  baseURL,
}) => {
  await page.goto(`/artist/${artist.id}`);
  await page.locator("summary").filter({ hasText: "Share" }).click();
  await expect(page.getByLabel("Copy this link to share the profile")).toHaveValue(
    `${baseURL}/artist/${artist.id}`,
  );
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL("/artists");
});

test("with JavaScript, Back returns to the list as it was left", async ({ page }) => {
  const list = `/artists?name=${encodeURIComponent(artist.displayName)}`;
  await page.goto(list);
  await page.getByRole("link", { name: artist.displayName, exact: true }).click();
  await expect(page).toHaveURL(`/artist/${artist.id}`);
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(list);
});

test("the profile lists the artist's services and prices by category, as offers for search engines too", async ({
  page,
}) => {
  // The demo artist's menu is planned for New York (server/demo/services.ts).
  await page.goto(`/artists?name=${encodeURIComponent("Dana's Nail Studio")}`);
  const card = page.getByRole("article").first();
  await expect(card.getByText(/^From \$\d+$/)).toBeVisible();
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/artist\//);

  const menu = page.getByRole("region", { name: "Services & prices" });
  await expect(menu.getByRole("heading", { level: 3 }).first()).toBeVisible();
  const services = menu.getByRole("listitem");
  const count = await services.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(8);
  // Each row reads as its name, its price (or range) and its duration.
  const rows = (await services.allTextContents()).map((text) =>
    /^\S.* \$(\d+)(?:–\d+)? (?:\d+ h|\d+ min)/.exec(text),
  );
  expect(rows.every(Boolean), JSON.stringify(await services.allTextContents())).toBe(true);
  // The card's "From" is the menu's lowest price.
  const prices = rows.map((row) => Number(row![1]));
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  ) as { hasOfferCatalog: { itemListElement: unknown[] } };
  expect(structured.hasOfferCatalog.itemListElement).toHaveLength(count);
  await page.goBack();
  await expect(card.getByText(`From $${Math.min(...prices)}`)).toBeVisible();
});
