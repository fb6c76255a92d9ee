import fs from "node:fs/promises";
import { createAccount, newAccount, sameOrigin } from "./support/accounts";
import { createPublishedArtist, publishArtist, uploadPhotos } from "./support/artists";
import { fakeJpeg, photoFiles } from "./support/photos";
import { accessibilityViolations, expect, test } from "./fixtures";

test("an artist goes from sign-up to a published profile with 5 real photos", async ({ page }) => {
  const artist = await publishArtist(page, 5);
  await expect(page).toHaveTitle(`${artist.displayName} | NailMatch`);
  await expect(page.getByRole("heading", { level: 1, name: artist.displayName })).toBeVisible();
  await expect(page.getByText("Austin, Texas")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Open photo \d of 5$/ })).toHaveCount(5);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Artist Dashboard" })).toBeVisible();
});

test("each step's rule holds Next back, with a message saying what is missing", async ({
  page,
}) => {
  await createAccount(page.request, newAccount("artist"));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Basic Information" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByLabel("Display name").fill("");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter the name clients will see.");
  await expect(page).toHaveURL("/dashboard");
  await page.getByLabel("Display name").fill("Rules Studio");
  // The sign-in e-mail is not published unasked: the artist types the one clients will see.
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter your email.");
  await page.getByLabel("Email", { exact: true }).fill("hello@rules.example");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=2");

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toHaveText("Add at least one way for clients to book you.");
  await page.getByLabel("Booking link").fill("book.example/me");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Enter the full booking link, including https://",
  );
  await page.getByLabel("Booking link").fill("https://book.example/me");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=3");

  await uploadPhotos(
    page,
    "Add portfolio photos",
    await photoFiles(2),
    "2 portfolio photos compressed and saved (2/15)",
  );
  // What Next needs and what publishing needs, said once each.
  await expect(page.getByText("1 more to continue, 3 to publish.")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toHaveText("Upload at least 3 photos to continue.");
  await uploadPhotos(
    page,
    "Add portfolio photos",
    await photoFiles(1),
    "Portfolio photo compressed and saved (3/15)",
  );
  await expect(page.getByText("2 more photos to publish: you can add them later.")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=4");

  const city = page.getByLabel("City");
  await expect(city).toBeDisabled();
  await expect(city.locator("option").first()).toHaveText("Please select a state first");
  await page.getByLabel("State").selectOption({ label: "Texas" });
  await city.selectOption("Austin");
  await page.getByLabel("State").selectOption({ label: "Florida" });
  await expect(city).toHaveValue(""); // a new state clears the city
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please select a city");
  await city.selectOption("Miami");
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Review & Publish" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish Profile" })).toBeDisabled();
  await expect(page.getByRole("alert")).toHaveText(
    "Please upload at least 5 portfolio photos to publish your profile",
  );
  await expect(page.getByText("Miami, Florida")).toBeVisible();
});

test("a half-finished wizard survives a reload", async ({ page }) => {
  await createAccount(page.request, newAccount("artist"));
  await page.goto("/dashboard");
  await page.getByLabel("Display name").fill("Reload Proof Nails");
  await page.getByLabel("Email", { exact: true }).fill("hello@reload.example");
  await page.getByLabel("Bio").fill("Typed but not yet saved.");
  await page.getByRole("button", { name: "Glitter" }).click();
  await page.reload();
  await expect(page.getByLabel("Display name")).toHaveValue("Reload Proof Nails");
  await expect(page.getByLabel("Bio")).toHaveValue("Typed but not yet saved.");
  await expect(page.getByRole("button", { name: "Glitter" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=2");
  await page.getByLabel("Instagram").fill("reload.proof");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Booking Information" })).toBeVisible();
  await expect(page.getByLabel("Instagram")).toHaveValue("reload.proof");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByLabel("Display name")).toHaveValue("Reload Proof Nails");
});

test("uploads refuse what is not a photo, too many photos, and say why", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/status of 422/); // the server's refusal of the fake JPEG
  await createAccount(page.request, newAccount("artist"));
  await page.goto("/dashboard");
  await page.getByLabel("Display name").fill("Picky Uploads");
  await page.getByLabel("Email", { exact: true }).fill("hello@picky.example");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Instagram").fill("picky");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=3");

  await page.getByLabel("Add portfolio photos", { exact: true }).setInputFiles(fakeJpeg());
  await expect(
    page.getByRole("status").filter({
      hasText: "Failed to process image: Only JPEG, PNG and WebP photos are accepted.",
    }),
  ).toBeVisible();

  await page
    .getByLabel("Add portfolio photos", { exact: true })
    .setInputFiles(await photoFiles(16));
  await expect(
    page.getByRole("status").filter({
      hasText: "Maximum 15 portfolio photos allowed. You can upload 15 more photos.",
    }),
  ).toBeVisible();
  await expect(page.getByText("0/15 photos")).toBeVisible();
});

test("an existing profile opens on step 5 as 'Edit Your Profile' and updates in place", async ({
  page,
}) => {
  const artist = await createPublishedArtist(page, 5);
  await page.goto("/dashboard?step=5");
  await expect(page.getByRole("heading", { level: 1, name: "Edit Your Profile" })).toBeVisible();
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page).toHaveURL("/dashboard?step=1");
  await page.getByLabel("Bio").fill("Updated through the wizard.");
  for (const step of [2, 3, 4, 5]) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(`/dashboard?step=${step}`);
  }
  await page.getByRole("button", { name: "Update Profile" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Profile updated successfully!" }),
  ).toBeVisible();
  await expect(page).toHaveURL("/dashboard?step=5");
  await page.goto(`/artist/${artist.id}`);
  await expect(page.getByText("Updated through the wizard.")).toBeVisible();
});

test("an upload that never arrives says 'Failed to upload images' and saves nothing", async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.push(/net::|Failed to load resource/);
  await createAccount(page.request, newAccount("artist"));
  await page.goto("/dashboard");
  await page.getByLabel("Email", { exact: true }).fill("hello@offline.example");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Instagram").fill("offline.uploads");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=3");
  await page.route("**/api/photos**", (route) => route.abort("internetdisconnected"));
  await page.getByLabel("Add portfolio photos", { exact: true }).setInputFiles(await photoFiles(2));
  await expect(
    page.getByRole("status").filter({ hasText: "Failed to upload images" }),
  ).toBeVisible();
  await expect(page.getByText("0/15 photos")).toBeVisible();
});

test("a step reached by its address leaves the steps before it open until their rules hold", async ({
  page,
}) => {
  await createAccount(page.request, newAccount("artist"));
  await page.goto("/dashboard?step=3");
  const steps = page.getByRole("list", { name: "Steps" }).getByRole("listitem");
  // Step 1 has the account's name but no public e-mail yet; step 2 (a way to book) is empty.
  await expect(steps.nth(0)).not.toContainText("(done)");
  await expect(steps.nth(1)).not.toContainText("(done)");
  await expect(steps.nth(2)).toHaveAttribute("aria-current", "step");
  // Once the e-mail is given and a style chosen, step 1 is done.
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL("/dashboard?step=2");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL("/dashboard?step=1");
  await page.getByLabel("Email", { exact: true }).fill("hello@address.example");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=2");
  // Next went on without a style, but publishing needs one: step 1 is not done yet.
  await expect(steps.nth(0)).not.toContainText("(done)");
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL("/dashboard?step=1");
  await page.getByRole("button", { name: "Ombre", exact: true }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=2");
  await expect(steps.nth(0)).toContainText("(done)");
  await expect(steps.nth(1)).not.toContainText("(done)");
});

test("publishing needs a style: the wizard says so and sends the artist to the styles; the server refuses too", async ({
  page,
}) => {
  await createAccount(page.request, newAccount("artist"));
  for (const file of await photoFiles(5))
    expect(
      (
        await page.request.post("/api/photos?purpose=portfolio", {
          headers: { ...sameOrigin, "Content-Type": "image/jpeg" },
          data: await fs.readFile(file),
        })
      ).ok(),
    ).toBe(true);
  await page.goto("/dashboard");
  await page.getByLabel("Email", { exact: true }).fill("hello@styles.example");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=2");
  await page.getByLabel("Booking link").fill("https://book.example/styles");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=3");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("State").selectOption({ label: "Texas" });
  await page.getByLabel("City").selectOption("Austin");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=5");

  const message = "Choose at least one style: clients find artists by their styles.";
  await expect(page.getByRole("button", { name: "Publish Profile" })).toBeDisabled();
  await expect(page.getByRole("alert")).toContainText(message);
  expect(await accessibilityViolations(page)).toEqual([]);

  // A crafted request is refused all the same.
  const crafted = await page.request.post("/dashboard.data", {
    headers: sameOrigin,
    data: {
      intent: "publish",
      displayName: "No Style Studio",
      email: "hello@styles.example",
      bio: "",
      backgroundColor: "bg-white",
      styles: [],
      colors: [],
      instagram: "",
      phone: "",
      bookingEmail: "",
      bookingLink: "https://book.example/styles",
      state: "TX",
      city: "Austin",
    },
  });
  expect(await crafted.text()).toContain(message);

  await page.getByRole("button", { name: "Choose your styles" }).click();
  await expect(page).toHaveURL("/dashboard?step=1");
  const styles = page.getByRole("group", { name: "Styles" });
  await expect(styles.getByRole("alert")).toHaveText(message);
  await expect(styles.getByRole("button").first()).toBeFocused();
  await styles.getByRole("button", { name: "Ombre", exact: true }).click();
  await expect(styles.getByRole("alert")).toBeHidden();
  for (const step of [2, 3, 4, 5]) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(`/dashboard?step=${step}`);
  }
  await page.getByRole("button", { name: "Publish Profile" }).click();
  await expect(page).toHaveURL("/artists", { timeout: 10_000 });
});

test("the dashboard's profile editor keeps at least one style", async ({ page }) => {
  await createPublishedArtist(page, 5); // declares Ombre
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  const styles = page.getByRole("group", { name: "Styles" });
  await styles.getByRole("button", { name: "Ombre", exact: true }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(styles.getByRole("alert")).toHaveText(
    "Choose at least one style: clients find artists by their styles.",
  );
  await expect(styles.getByRole("button").first()).toBeFocused();
});
