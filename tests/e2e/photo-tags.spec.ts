import fs from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { newAccount, sameOrigin, signUp } from "./support/accounts";
import { createPublishedArtist, uploadPhotos } from "./support/artists";
import { analysisAvailable } from "./support/match";
import { nailArtPhotos, photoFiles } from "./support/photos";
import { accessibilityViolations, expect, test, everyOf } from "./fixtures";

// Each portfolio photo's styles and colors (decision 0026): the analysis suggests them, the
// artist confirms ("Yes") or edits them, in the wizard and on the dashboard, with or without
// JavaScript; /artists filters by the confirmed ones.

const SECTION = "Styles and colors in your photos";

/** Photo n's row in the tag section. */
const tagRow = (page: Page, n: number) =>
  page
    .getByRole("region", { name: SECTION })
    .getByRole("listitem", { name: new RegExp(`^Photo ${n}\\b`) });

/** The row's "Edit": a link to the page with that editor open, a toggle once hydrated. */
const editButton = (row: Locator) => row.getByRole("link", { name: /^Edit tags of photo/ });

/** Opens a row's editor and leaves exactly `chosen` checked. */
async function chooseTags(row: Locator, chosen: string[]) {
  if ((await editButton(row).getAttribute("aria-expanded")) !== "true") {
    await editButton(row).click();
    // Without JavaScript "Edit" loads a page, which arrives in pieces: the editor is whole once
    // its Save button (after every choice) is there. Reading the boxes sooner could miss the
    // last colors on a busy machine, and post fewer than chosen.
    await expect(row.getByRole("button", { name: /^Save tags of/ })).toBeVisible();
  }
  for (const box of await everyOf(row.getByRole("checkbox"))) {
    const name = (await box.getAttribute("value"))!;
    if ((await box.isChecked()) !== chosen.includes(name))
      await row.getByText(name, { exact: true }).click();
  }
}

/** The tags a confirmed row shows. */
const confirmedTags = (row: Locator, n: number) =>
  row.getByRole("list", { name: `Tags of Photo ${n}` }).getByRole("listitem");

test("in the wizard, an artist confirms a photo's suggested tags and edits another's; the profile's styles then default to them", async ({
  page,
}) => {
  test.skip(
    !(await analysisAvailable(page.request)),
    "no analysis on this server: nothing is suggested",
  );
  await signUp(page, newAccount("artist"));
  // No styles or colors chosen on the first step.
  await page.getByLabel("Email", { exact: true }).fill("hello@tags.example");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=2");
  await page.getByLabel("Booking link").fill("https://book.example/tags");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=3");
  await uploadPhotos(
    page,
    "Add portfolio photos",
    await nailArtPhotos(3),
    "3 portfolio photos compressed and saved (3/15)",
  );

  // The suggestion shows once made (the page asks again meanwhile).
  const first = tagRow(page, 1);
  const suggestion = first.getByText(/^We see: .+ — right\?$/);
  await expect(suggestion).toBeVisible({ timeout: 45_000 });
  const seen = (await suggestion.textContent())!
    .replace(/^We see: /, "")
    .replace(/ — right\?$/, "")
    .split(", ");
  expect(await accessibilityViolations(page)).toEqual([]);
  await first.getByRole("button", { name: "Yes, photo 1 shows these" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo tags confirmed" })).toBeVisible();
  await expect(first.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(confirmedTags(first, 1)).toHaveText(seen);
  await expect(first.getByRole("button", { name: /^Yes/ })).toHaveCount(0);
  // Focus stays on the photo whose control went away.
  await expect(first.getByRole("heading", { name: /^Photo 1/ })).toBeFocused();

  // Another photo, edited: what the artist chose, whatever was suggested.
  const second = tagRow(page, 2);
  await chooseTags(second, ["Coffin", "Gold"]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await second.getByRole("button", { name: "Save tags of photo 2" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo tags saved" })).toBeVisible();
  await expect(confirmedTags(second, 2)).toHaveText(["Coffin", "Gold"]);
  await expect(second.getByRole("checkbox", { name: "Coffin" })).toBeHidden(); // editor closed

  // Back on the first step, the profile's styles and colors are the confirmed photos' together.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL("/dashboard?step=2");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL("/dashboard?step=1");
  for (const tag of new Set([...seen, "Coffin", "Gold"])) {
    await expect(page.getByRole("button", { name: tag, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
});

test("on the dashboard, an edited photo's tags decide which style filter on /artists finds the artist", async ({
  page,
}) => {
  const artist = await createPublishedArtist(page, 5); // declares Ombre and Pink
  await page.goto("/dashboard");
  const row = tagRow(page, 1);
  await expect(row).toBeVisible();

  // Too many colors: said beside them before anything is sent, focus there.
  await chooseTags(row, ["Coffin", "Red", "Pink", "Blue", "Gold", "Silver", "Neon"]);
  await row.getByRole("button", { name: "Save tags of photo 1" }).click();
  const colors = row.getByRole("group", { name: "Colors" });
  await expect(colors.getByRole("alert")).toHaveText("Choose at most 5 colors for one photo.");
  await expect(colors).toHaveAccessibleDescription("Choose at most 5 colors for one photo.");
  await expect(row.getByRole("checkbox", { name: "Red" })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  await row.getByText("Neon", { exact: true }).click();
  await row.getByText("Silver", { exact: true }).click();
  await row.getByRole("button", { name: "Save tags of photo 1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo tags saved" })).toBeVisible();
  await expect(confirmedTags(row, 1)).toHaveText(["Coffin", "Red", "Pink", "Blue", "Gold"]);

  // What the confirmed photo shows is what the filters read now, not what the artist declared.
  const found = async (query: string) => {
    await page.goto(`/artists?${query}&name=${encodeURIComponent(artist.displayName)}`);
    return (await page.getByRole("link", { name: artist.displayName, exact: true }).count()) > 0;
  };
  expect(await found("style=Coffin")).toBe(true);
  expect(await found("style=Ombre")).toBe(false);
  expect(await found("color=Blue")).toBe(true);
  await page.goto("/artists?style=Coffin");
  await expect(page.getByRole("link", { name: artist.displayName, exact: true })).toBeVisible();

  // The profile editor offers the photos' tags for the profile's own lists.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(
    page.getByText("Your confirmed photos show: Coffin, Red, Pink, Blue, Gold."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Use my photos' tags" }).click();
  await expect(page.getByRole("button", { name: "Coffin", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: "Ombre", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("the server refuses bad tags and other artists' photos, and changes nothing", async ({
  page,
  browser,
  baseURL,
}) => {
  await createPublishedArtist(page, 5);
  await page.goto("/dashboard");
  const photoId = (await tagRow(page, 1).getAttribute("id"))!.replace("photo-tags-", "");
  const post = (request: typeof page.request, form: Record<string, string | readonly string[]>) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form))
      for (const one of [value].flat()) body.append(name, one);
    return request.post("/dashboard.data", {
      headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
      data: body.toString(),
    });
  };
  const form = { intent: "save-photo-tags", photoId };
  for (const [fields, status, message] of [
    [{ style: "Plaid" }, 400, "“Plaid” is not one of our styles. Choose from the list."],
    [
      { style: ["French Tips", "Ombre", "Glitter", "Acrylic", "Coffin", "Almond"] },
      400,
      "Choose at most 5 styles for one photo.",
    ],
    [{ photoId: "not-a-photo", style: "Ombre" }, 404, "This photo is not in your portfolio."],
  ] as const) {
    const response = await post(page.request, { ...form, ...fields });
    expect(response.status(), JSON.stringify(fields)).toBe(status);
    expect(await response.text()).toContain(message);
  }
  // Another artist, with this artist's photo id.
  const other = await browser.newContext({ baseURL });
  await createPublishedArtist(await other.newPage(), 5);
  const stolen = await post(other.request, { ...form, style: "Ombre" });
  expect(stolen.status()).toBe(404);
  expect(await stolen.text()).toContain("This photo is not in your portfolio.");
  await other.close();

  await page.reload();
  await expect(tagRow(page, 1).getByText("Confirmed", { exact: true })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tag forms work as plain forms: a refusal shows on its photo, a save comes back to it", async ({
    page,
    expectedErrors,
  }) => {
    // The refused post's page answers 400.
    expectedErrors.push(/status of 400/);
    await createPublishedArtist(page, 5);
    await page.goto("/dashboard");
    // Chips are drawn only for the photo being edited: "Edit" is a link to the page with it open.
    await expect(page.getByRole("checkbox")).toHaveCount(0);
    const row = tagRow(page, 2);
    await chooseTags(row, ["Stiletto", "Red", "Pink", "Blue", "Gold", "Silver", "Neon"]);
    await expect(page).toHaveURL(/\/dashboard\?tags=[\w-]+#photo-tags-[\w-]+$/);
    await expect(tagRow(page, 1).getByRole("checkbox")).toHaveCount(0);
    // A plain form's post is a page load: wait for its answer (a busy server takes seconds).
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await row.getByRole("button", { name: "Save tags of photo 2" }).click();
    expect((await refused).status()).toBe(400);
    // The page again, with the message on that photo and its editor open.
    await expect(
      tagRow(page, 2).getByRole("group", { name: "Colors" }).getByRole("alert"),
    ).toHaveText("Choose at most 5 colors for one photo.");
    await expect(tagRow(page, 2).getByRole("checkbox", { name: "Neon" })).toBeChecked();
    await expect(tagRow(page, 1).getByRole("alert")).toHaveCount(0);

    await chooseTags(tagRow(page, 2), ["Stiletto", "Red"]);
    const saved = page.waitForResponse((response) => response.request().method() === "POST");
    await tagRow(page, 2).getByRole("button", { name: "Save tags of photo 2" }).click();
    expect((await saved).status()).toBe(302);
    await expect(page).toHaveURL(/\/dashboard#photo-tags-[\w-]+$/);
    await expect(confirmedTags(tagRow(page, 2), 2)).toHaveText(["Stiletto", "Red"]);
  });
});

test("@phone a photo's tags are edited and saved at phone width", async ({ page }) => {
  await createPublishedArtist(page, 5);
  const [extra] = await photoFiles(1);
  await page.request.post("/api/photos?purpose=portfolio", {
    headers: { ...sameOrigin, "Content-Type": "image/jpeg" },
    data: await fs.readFile(extra!),
  });
  await page.goto("/dashboard");
  const row = tagRow(page, 6);
  await row.scrollIntoViewIfNeeded();
  await chooseTags(row, ["Almond", "French Tips", "Pink"]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await row.getByRole("button", { name: "Save tags of photo 6" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo tags saved" })).toBeVisible();
  await expect(confirmedTags(row, 6)).toHaveText(["French Tips", "Almond", "Pink"]);
  // Nothing wider than the screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
