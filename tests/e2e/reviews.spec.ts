import type { Page } from "@playwright/test";
import { adminAccount, latestMailTo, sameOrigin, signedIn } from "./support/accounts";
import { createPublishedArtist } from "./support/artists";
import { photoFiles } from "./support/photos";
import { bookedRequest, complete, completedRequest, sendRequest } from "./support/requests";
import { accessibilityViolations, expect, test } from "./fixtures";
import { HYDRATED_ATTRIBUTE } from "../../app/lib/before-hydration";

// Verified reviews (decision 0032): a client reviews a completed request, and the review, its
// stars and its badge show on the artist's profile and cards; the rating is its reviews' average.

const TEXT = "Gorgeous almond set, exactly my inspiration photo. Friendly and on time!";

/** The profile's structured data, as search engines read it. */
async function structuredData(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return JSON.parse(text!) as { aggregateRating?: unknown; review?: unknown[] };
}

test("a completed request is reviewed with the keyboard, on a phone too; the profile and its card show it, verified", async ({
  page,
  client,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const artist = await createPublishedArtist(page);
  // Before any review: "New", no rating for search engines.
  await page.goto(`/artist/${artist.id}`);
  await expect(page.getByText("No reviews yet", { exact: true })).toBeVisible();
  await expect(page.getByText("New artist, no reviews yet")).toBeAttached();
  expect((await structuredData(page)).aggregateRating).toBeUndefined();

  const path = await completedRequest(client.page, page, artist);
  // The client's dashboard and the conversation both lead to the form.
  await client.page.goto("/user-dashboard");
  // The dashboard's requests panel lists it, completed.
  const requests = client.page.getByRole("region", { name: "Requests" });
  await expect(requests).toContainText(artist.displayName);
  await expect(requests).toContainText("Completed");
  await expect(
    client.page.getByText(`Your appointment with ${artist.displayName} is complete.`),
  ).toBeVisible();
  await client.page.goto(path);
  await client.page.getByRole("link", { name: "Write a review" }).click();
  await expect(client.page.getByRole("heading", { level: 1 })).toHaveText(
    `Review ${artist.displayName}`,
  );

  // The same form on a phone (the spec's smallest width, touch): it fits and passes axe.
  const phone = await browser.newContext({
    baseURL,
    storageState: await client.page.context().storageState(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const onPhone = await phone.newPage();
  await onPhone.goto(`${path}/review`);
  await expect(onPhone.getByRole("button", { name: "Post review" })).toBeVisible();
  expect(await accessibilityViolations(onPhone)).toEqual([]);
  const overflow = await onPhone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await phone.close();

  // Stars by keyboard: the radio group takes the arrow keys.
  const p = client.page;
  await p.getByRole("radio", { name: "1 star" }).focus();
  await p.keyboard.press("ArrowRight");
  await p.keyboard.press("ArrowRight");
  await p.keyboard.press("ArrowRight");
  await expect(p.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await p.getByLabel("Your review").fill(TEXT);
  await p.getByLabel("Photos of your nails (optional)").setInputFiles(await photoFiles(1));
  await p.getByRole("button", { name: "Post review" }).click();
  await expect(p).toHaveURL(`${path}?reviewed=1`);
  // Said once, by the page's own note (the same with and without JavaScript).
  await expect(p.getByRole("status").filter({ hasText: "Thanks for your review" })).toBeVisible();
  await expect(p.getByText(/Thanks for your review/)).toHaveCount(1);
  await expect(p.getByRole("link", { name: "Edit your review" })).toBeVisible();

  // On the profile: the average and count, the breakdown, the review with its badge and photo.
  await p.goto(`/artist/${artist.id}`);
  const reviews = p.getByRole("region", { name: "Reviews" });
  await expect(reviews).toContainText("4.0· 1 review");
  await expect(reviews.getByRole("list", { name: "Ratings by stars" })).toContainText("4 stars: 1");
  const written = reviews.getByRole("article");
  await expect(written).toContainText(TEXT);
  await expect(written).toContainText("Cleo");
  await expect(written).toContainText("Verified booking");
  await expect(written.getByRole("img", { name: "Photo 1 from Cleo's review" })).toBeVisible();
  // Under the name: the same, a link to the reviews.
  const summary = p.getByRole("link", { name: "Rated 4.0 out of 5, 1 review" });
  await expect(summary).toContainText("4.0 · 1 review");
  await expect(summary).toHaveAttribute("href", "#reviews");
  const data = await structuredData(p);
  expect(data.aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: "4.0",
    reviewCount: 1,
    bestRating: 5,
    worstRating: 1,
  });
  expect(data.review).toHaveLength(1);

  // The card in a list: the average and the count.
  await p.goto(`/artists?name=${encodeURIComponent(artist.displayName)}`);
  const card = p.getByRole("article").filter({ hasText: artist.displayName });
  await expect(card).toContainText("4.0 (1)");
  await expect(card.getByText("Rated 4.0 out of 5, 1 review")).toBeAttached();

  // Deleting the client's account takes the review with it: "New" again.
  const deleted = await client.page.request.post("/profile", {
    headers: sameOrigin,
    form: { intent: "delete", confirmation: "DELETE" },
    maxRedirects: 0,
  });
  expect(deleted.status()).toBe(302);
  await page.goto(`/artist/${artist.id}`);
  await expect(page.getByText("No reviews yet", { exact: true })).toBeVisible();
});

test("bad input gets a message and posts nothing; only the request's client, once completed, may review @store-rules", async ({
  page,
  client,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const artist = await createPublishedArtist(page);
  const p = client.page;
  // Booked first: what follows, up to completing it, happens while its minute passes.
  const booking = await bookedRequest(p, page, artist);
  const open = await sendRequest(p, artist, "Hi! Chrome stilettos for a party.");
  // Not yet completed: no form, but when a review becomes possible, and the way back.
  await p.goto(`${open}/review`);
  await expect(p.getByRole("heading", { level: 1 })).toHaveText(
    `Review ${artist.displayName} after your appointment`,
  );
  await expect(
    p.getByText(`You can review ${artist.displayName} once you have booked an appointment`),
  ).toBeVisible();
  await expect(p.getByRole("button", { name: "Post review" })).toHaveCount(0);
  const early = await p.request.post(`${open}/review`, {
    headers: sameOrigin,
    form: { intent: "review", stars: "5", body: "Reviewing an appointment that has not happened." },
    maxRedirects: 0,
  });
  expect(early.status()).toBe(404);
  await p.getByRole("link", { name: "Back to the request" }).click();
  await expect(p).toHaveURL(open);
  const other = await signedIn(browser, baseURL!);

  const path = await complete(page, booking);
  await p.goto(`${path}/review`);
  await p.getByLabel("Your review").fill("Too short");
  await p.getByRole("button", { name: "Post review" }).click();
  await expect(p.getByRole("alert")).toHaveText("Choose from 1 to 5 stars.");
  await p.getByText("5 stars", { exact: true }).click();
  await p.getByRole("button", { name: "Post review" }).click();
  await expect(p.getByRole("alert")).toHaveText("Your review needs at least 20 characters.");
  await expect(p.getByLabel("Your review")).toBeFocused();
  await page.goto(`/artist/${artist.id}`);
  await expect(page.getByText("No reviews yet", { exact: true })).toBeVisible();

  // The artist is sent to their dashboard, like on every clients' page; another client gets the
  // same 404 as for a request that does not exist.
  const asArtist = await page.request.get(`${path}/review`, { maxRedirects: 0 });
  expect(asArtist.status()).toBe(302);
  expect(asArtist.headers().location).toBe("/dashboard");
  expect((await other.page.request.get(`${path}/review`)).status()).toBe(404);
  const posted = await other.page.request.post(`${path}/review`, {
    headers: sameOrigin,
    form: { intent: "review", stars: "1", body: "Posting a review of someone else's appointment." },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(404);
  await page.reload();
  await expect(page.getByText("No reviews yet", { exact: true })).toBeVisible();
  await other.page.context().close();
});

test("the artist replies publicly once; a report with a reason reaches the admin, who hides it and both sides are told @store-rules", async ({
  page,
  client,
  browser,
  baseURL,
}) => {
  test.setTimeout(210_000);
  const artist = await createPublishedArtist(page);
  const path = await completedRequest(client.page, page, artist);
  await client.page.goto(`${path}/review`);
  await client.page.getByText("2 stars", { exact: true }).click();
  await client.page.getByLabel("Your review").fill("Two nails lifted the day after, sadly.");
  await client.page.getByRole("button", { name: "Post review" }).click();
  await expect(client.page).toHaveURL(/\?reviewed=1$/);
  // E-mails go in the background: the outbox has it a moment later.
  const subjectFor = (email: string) => async () => (await latestMailTo(email)).subject;
  await expect.poll(subjectFor(artist.account.email)).toBe("New review from Cleo");

  // The artist answers, once.
  await page.goto(`/artist/${artist.id}`);
  const reviews = page.getByRole("region", { name: "Reviews" });
  await reviews.getByText("Reply publicly").click();
  await reviews.getByLabel("Your public reply").fill("So sorry! Come back and I'll fix them free.");
  await reviews.getByRole("button", { name: "Post reply" }).click();
  await expect(reviews).toContainText(`Reply from ${artist.displayName}`);
  await expect(reviews).toContainText("So sorry! Come back and I'll fix them free.");
  await expect(reviews.getByText("Reply publicly")).toHaveCount(0);

  // Someone reports it with a reason; the thanks shows where they clicked. Nothing is hidden.
  const reporter = await signedIn(browser, baseURL!);
  await reporter.page.goto(`/artist/${artist.id}`);
  const theirReviews = reporter.page.getByRole("region", { name: "Reviews" });
  await theirReviews.getByLabel("Report Cleo's review").click();
  await theirReviews.getByRole("button", { name: "Send report" }).click();
  await expect(theirReviews.getByText("Choose a reason.")).toBeVisible();
  await theirReviews.getByLabel("Fake review").check();
  await theirReviews.getByRole("button", { name: "Send report" }).click();
  const thanks = theirReviews.getByText(/Thanks for telling us. Our team will look at it/);
  await expect(thanks).toBeInViewport();
  await reporter.page.reload();
  await expect(theirReviews).toContainText("Two nails lifted the day after, sadly.");
  // The reviewed artist asks for a check: a request to the admin, never a vote.
  await page.reload();
  await reviews.getByLabel("Ask us to check this review").click();
  await reviews.getByLabel("Something else", { exact: true }).check();
  await reviews.getByLabel(/What is wrong/).fill("I never did this set.");
  await reviews.getByRole("button", { name: "Send report" }).click();
  await expect(reviews.getByText(/Our team will look at this review/)).toBeVisible();

  // The admin sees both in the queue, hides the review with a reason: the profile and the
  // rating follow, the audit log keeps it, and the reporter and the author are told.
  const adminContext = await browser.newContext({ baseURL });
  await adminAccount(adminContext.request, 2);
  const admin = await adminContext.newPage();
  await admin.goto("/");
  // A context of its own: wait for the scripts as the suite's own pages do (fixtures.ts).
  await admin.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: "attached" });
  await admin.getByRole("button", { name: /^Account menu/ }).click();
  await admin.getByRole("link", { name: "Admin" }).click();
  await expect(admin).toHaveURL("/admin");
  const card = admin
    .getByRole("article")
    .filter({ hasText: "Two nails lifted the day after, sadly." })
    .filter({ hasText: "Fake review" })
    .first();
  await expect(card).toContainText(`On the profile of ${artist.displayName}`);
  await card.getByRole("button", { name: "Hide review" }).click();
  await expect(card.getByText(/Say why in at least/)).toBeVisible();
  await card.getByLabel(/^Why/).fill("The client's booking could not be confirmed.");
  await card.getByRole("button", { name: "Hide review" }).click();
  await expect(admin.getByText("Hid a review.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("No reviews yet", { exact: true })).toBeVisible();
  await admin.goto("/admin/audit");
  await expect(admin.getByRole("list", { name: "Audit log" })).toContainText(
    "The client's booking could not be confirmed.",
  );
  await expect.poll(subjectFor(reporter.account.email)).toBe("We looked at your report");
  await expect.poll(subjectFor(client.account.email)).toBe("A review was hidden by our team");
  await reporter.page.context().close();
  await adminContext.close();
});

test("the list sorts by top rated and keeps 4 stars & up, by links that work without JavaScript", async ({
  noScript: page,
}) => {
  await page.goto("/artists");
  await page
    .getByRole("navigation", { name: "Sort artists" })
    .getByRole("link", { name: "Top rated" })
    .click();
  await expect(page).toHaveURL(/\/artists\?sort=rating$/);
  await page.getByRole("link", { name: "4 stars & up" }).click();
  await expect(page).toHaveURL(/\/artists\?rating=4&sort=rating$/);
  await expect(page.getByRole("link", { name: "Top rated" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByRole("link", { name: "Remove filter: 4 stars & up" })).toBeVisible();
  // The page streams: the chips above can be parsed before the list (a busy CI host once read
  // no cards at all). The list is read once the whole document is.
  await page.waitForLoadState("load");
  // Every artist listed has reviews averaging 4 or more.
  const ratings = await page
    .getByRole("article")
    .getByText(/^Rated \d\.\d out of 5/)
    .allTextContents();
  expect(ratings.length).toBeGreaterThan(0);
  for (const rating of ratings)
    expect(Number(/Rated (\d\.\d)/.exec(rating)![1])).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole("article").getByText("New artist, no reviews yet")).toHaveCount(0);
});
