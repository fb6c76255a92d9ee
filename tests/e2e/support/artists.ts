import fs from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { WIZARD_DEFAULT_BACKGROUND } from "../../../core/catalogue";
import {
  createAccount,
  expectOk,
  newAccount,
  sameOrigin,
  signUp,
  type TestAccount,
} from "./accounts";
import { photoFiles } from "./photos";

export interface PublishedArtist {
  account: TestAccount;
  id: string;
  displayName: string;
  contact: { instagram: string; phone: string; bookingEmail: string; bookingLink: string };
}

/** Uploads files through the wizard's or dashboard's drop zone and waits for the toast. */
export async function uploadPhotos(
  page: Page,
  label: string,
  files: string[],
  toast: string | RegExp,
) {
  await page.getByLabel(label, { exact: true }).setInputFiles(files);
  await expect(page.getByRole("status").filter({ hasText: toast })).toBeVisible({
    timeout: 30_000,
  });
}

function artistFor(account: TestAccount) {
  return {
    displayName: `Studio ${account.username}`,
    bio: "End-to-end artist: gel, ombre and hand-painted art.",
    contact: {
      instagram: `ig.${account.username}`.slice(0, 30),
      phone: "(212) 555-0142",
      bookingEmail: `book-${account.email}`,
      bookingLink: `https://book.example/${account.username}`,
    },
  };
}

/**
 * A published artist with `photos` photos, made through the same HTTP requests the sign-up form
 * and the wizard send (a few seconds instead of twenty). The page's browser is left signed in as
 * the artist. Tests of the wizard itself use `publishArtist`.
 */
export async function createPublishedArtist(
  page: Page,
  photos = 5,
  overrides: { displayName?: string; account?: TestAccount } = {},
): Promise<PublishedArtist> {
  const account = await createAccount(page.request, overrides.account ?? newAccount("artist"));
  const { bio, contact, ...made } = artistFor(account);
  const displayName = overrides.displayName ?? made.displayName;
  for (const file of await photoFiles(photos)) {
    await expectOk(
      await page.request.post("/api/photos?purpose=portfolio", {
        headers: { ...sameOrigin, "Content-Type": "image/jpeg" },
        data: await fs.readFile(file),
      }),
    );
  }
  const profile = {
    displayName,
    email: account.email,
    bio,
    backgroundColor: WIZARD_DEFAULT_BACKGROUND,
    styles: ["Ombre"],
    colors: ["Pink"],
    instagram: `@${contact.instagram}`,
    phone: "212 555 0142",
    bookingEmail: contact.bookingEmail,
    bookingLink: contact.bookingLink,
    state: "TX",
    city: "Austin",
  };
  const published = await expectOk(
    await page.request.post("/dashboard.data", {
      headers: sameOrigin,
      data: { intent: "publish", ...profile },
    }),
  );
  // The action answers { published: { firstTime } }, or { error } saying what was refused.
  expect(await published.text(), "publishing the artist").toContain("firstTime");

  await page.goto("/dashboard");
  const link = page.getByRole("link", { name: "View public profile" });
  const id = (await link.getAttribute("href"))!.split("/artist/")[1]!;
  return { account, id, displayName, contact };
}

/** Signs up a new artist and walks the wizard to a published profile with `photos` photos. */
export async function publishArtist(page: Page, photos = 5): Promise<PublishedArtist> {
  const account = await signUp(page, newAccount("artist"));
  const { displayName, bio, contact } = artistFor(account);

  await page.getByLabel("Display name").fill(displayName);
  await page.getByLabel("Email", { exact: true }).fill(contact.bookingEmail);
  await page.getByLabel("Bio").fill(bio);
  await page.getByRole("button", { name: "Ombre" }).click();
  await page.getByRole("button", { name: "Pink" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=2");

  await page.getByLabel("Instagram").fill(`@${contact.instagram}`);
  await page.getByLabel("Phone").fill("212 555 0142");
  await page.getByLabel("Booking email").fill(contact.bookingEmail);
  await page.getByLabel("Booking link").fill(contact.bookingLink);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=3");

  await uploadPhotos(page, "Add portfolio photos", await photoFiles(photos), `(${photos}/15)`);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=4");

  await page.getByLabel("State").selectOption({ label: "Texas" });
  await page.getByLabel("City").selectOption("Austin");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("/dashboard?step=5");

  await page.getByRole("button", { name: "Publish Profile" }).click();
  await expect(page).toHaveURL("/artists", { timeout: 10_000 });
  await page.getByRole("link", { name: displayName }).click();
  await expect(page).toHaveURL(/\/artist\/[\w-]+$/);
  const id = page.url().split("/artist/")[1]!;
  return { account, id, displayName, contact };
}
