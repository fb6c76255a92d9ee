import { createPublishedArtist, uploadPhotos } from "./support/artists";
import { photoFiles } from "./support/photos";
import { accessibilityViolations, expect, test } from "./fixtures";

test("Profile Overview edits a draft: Save writes it, Cancel restores the saved profile", async ({
  page,
  baseURL,
}) => {
  const artist = await createPublishedArtist(page, 5);
  // A signed-out visitor's copy of the public page (kept for the next ones, decision 0014).
  const publicPage = async () => (await fetch(`${baseURL}/artist/${artist.id}`)).text();
  expect(await publicPage()).toContain("End-to-end artist: gel, ombre and hand-painted art.");
  expect(await publicPage()).toContain("End-to-end artist: gel, ombre and hand-painted art.");
  await page.goto("/dashboard");
  const overview = page.getByRole("region", { name: artist.displayName });
  await expect(overview).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Bio").fill("A bio I will not keep.");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("A bio I will not keep.")).toBeHidden();
  await expect(page.getByText("End-to-end artist: gel, ombre and hand-painted art.")).toBeVisible();

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.getByLabel("Bio")).toHaveValue(
    "End-to-end artist: gel, ombre and hand-painted art.",
  );
  await page.getByLabel("Bio").fill("Now booking chrome and cat-eye sets.");
  await page.getByLabel("City").selectOption("Houston");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Profile updated successfully!" }),
  ).toBeVisible();
  await expect(page.getByText("Now booking chrome and cat-eye sets.")).toBeVisible();
  await expect(page.getByText("Houston, Texas")).toBeVisible();
  // Visitors without an account see the saved profile at once, not the page kept before.
  expect(await publicPage()).toContain("Now booking chrome and cat-eye sets.");

  await page.getByRole("button", { name: "Edit Profile" }).click();
  await page.getByLabel("Phone").fill("123");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Failed to save profile: Enter a 10-digit US phone number." }),
  ).toBeVisible();
  await expect(page.getByLabel("Phone")).toHaveValue("123"); // the draft is kept to fix
  // The message stands beside the field, and focus is there to fix it.
  await expect(page.getByLabel("Phone")).toBeFocused();
  await expect(page.getByLabel("Phone")).toHaveAccessibleDescription(
    "Enter a 10-digit US phone number.",
  );
});

test("the portfolio previews 6 photos, and its edit mode changes nothing until saved", async ({
  page,
}) => {
  await createPublishedArtist(page, 7);
  await page.goto("/dashboard");
  const portfolio = page.getByRole("region", { name: "Portfolio" });
  const photos = portfolio.getByRole("img", { name: /^Portfolio photo \d+$/ });
  await expect(photos).toHaveCount(6);
  await portfolio.getByRole("button", { name: "+1 more" }).click();
  await expect(photos).toHaveCount(7);
  await portfolio.getByRole("button", { name: "Show Less" }).click();
  await expect(photos).toHaveCount(6);

  // Remove in the draft, then cancel: nothing changes.
  await portfolio.getByRole("button", { name: "Edit Portfolio" }).click();
  await portfolio.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Image removed from draft" }),
  ).toBeVisible();
  await expect(portfolio.getByText("6/15 photos (unsaved changes)")).toBeVisible();
  await portfolio.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Changes discarded" })).toBeVisible();
  await expect(portfolio.getByText("7/15 photos")).toBeVisible();

  // Remove one, add one, move one, save: that is the portfolio now.
  await portfolio.getByRole("button", { name: "Edit Portfolio" }).click();
  await portfolio.getByRole("button", { name: "Remove photo 2" }).click();
  await uploadPhotos(
    page,
    "Add photos to the draft",
    await photoFiles(1),
    "1 photos added to draft",
  );
  await portfolio.getByRole("button", { name: "Move photo 7 earlier" }).click();
  await portfolio.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Portfolio updated successfully" }),
  ).toBeVisible();
  await expect(portfolio.getByText("7/15 photos", { exact: true })).toBeVisible();
  await page.reload();
  await expect(portfolio.getByText("7/15 photos", { exact: true })).toBeVisible();

  // Outside edit mode an upload is saved at once.
  await uploadPhotos(
    page,
    "Add portfolio photos",
    await photoFiles(1),
    "Portfolio photo compressed and saved (8/15)",
  );
  await expect(portfolio.getByText("8/15 photos")).toBeVisible();
});

test("leaving with an unsaved portfolio draft asks first: stay keeps it, leave drops it", async ({
  page,
}) => {
  await createPublishedArtist(page, 6);
  await page.goto("/dashboard");
  const portfolio = page.getByRole("region", { name: "Portfolio" });
  await portfolio.getByRole("button", { name: "Edit Portfolio" }).click();
  await portfolio.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(portfolio.getByText("5/15 photos (unsaved changes)")).toBeVisible();

  // Away to /about: a page with no one else's photos, which other tests' deleted accounts
  // could take away between the page and its images (a 404 in the browser's log).
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "About" }).click();
  const ask = page.getByRole("dialog", { name: "Leave without saving your portfolio?" });
  await expect(ask).toBeVisible();
  await ask.getByRole("button", { name: "Stay and save" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(portfolio.getByText("5/15 photos (unsaved changes)")).toBeVisible();

  await nav.getByRole("link", { name: "About" }).click();
  await ask.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL("/about");
  await page.goto("/dashboard");
  await expect(portfolio.getByText("6/15 photos", { exact: true })).toBeVisible();
});

test("a new profile photo is saved and shown", async ({ page }) => {
  const artist = await createPublishedArtist(page, 5);
  await page.goto("/dashboard");
  await expect(page.getByLabel("No profile photo yet")).toBeVisible();
  await uploadPhotos(
    page,
    "Change profile photo",
    await photoFiles(1),
    "Profile photo compressed and saved",
  );
  await expect(page.getByRole("img", { name: "Your profile photo" })).toBeVisible();
  await page.goto(`/artist/${artist.id}`);
  await expect(page.getByRole("img", { name: artist.displayName, exact: true })).toBeVisible();
});
