import type { Page } from "@playwright/test";
import {
  createAccount,
  deleteAccount,
  latestMailTo,
  newAccount,
  sameOrigin,
  signedIn,
} from "./support/accounts";
import { createPublishedArtist, type PublishedArtist } from "./support/artists";
import { pressHeart } from "./support/favorites";
import { analysisAvailable } from "./support/match";
import { nailArtPhoto, photoFiles } from "./support/photos";
import { dayAhead } from "./support/requests";
import { MATCH_COPY } from "../../core/match";
import { REQUEST_COPY } from "../../core/request-copy";
import { BAD_REQUEST_RESPONSE, accessibilityViolations, expect, test } from "./fixtures";

// Requests (decision 0030): a client writes to an artist from their profile, and the two settle
// the look and the date in one conversation that only they can read.

/** The client sends a request to the artist from the artist's profile; answers its address. */
async function sendFromProfile(
  page: Page,
  artist: PublishedArtist,
  message: string,
  photos: string[] = [],
) {
  await page.goto(`/artist/${artist.id}`);
  await page.getByRole("link", { name: "Send a request" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Send a request to ${artist.displayName}`,
  );
  await page.getByLabel("Your message").fill(message);
  await page.getByText("French Tips", { exact: true }).click();
  await page.getByText("Pastel", { exact: true }).click();
  await page.getByLabel("Date 1").fill(dayAhead(10));
  await page.getByLabel("Time of day 1").selectOption("evening");
  await page.getByLabel("Budget (USD, optional)").fill("80");
  if (photos.length) await page.getByLabel("Inspiration photos (optional)").setInputFiles(photos);
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}\?sent=1$/);
  // Said once, in the page (not again in a toast).
  await expect(page.getByText("Request sent", { exact: true })).toHaveCount(1);
  await expect(page.getByText("Request sent", { exact: true })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** A photo in the conversation, loaded (its private address answered its party). */
async function expectPhotoShown(page: Page, alt: string) {
  const image = page.getByRole("list", { name: "Conversation" }).getByRole("img", { name: alt });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test("a client sends a request from a profile; the artist replies, proposes a time, and it is booked; completion waits for it", async ({
  page,
  client,
}) => {
  test.setTimeout(120_000);
  const artist = await createPublishedArtist(page);
  const message = "Hi! Pastel French tips for my sister's wedding, please.";
  const [inspiration, finished] = await photoFiles(2);
  const path = await sendFromProfile(client.page, artist, message, [inspiration!]);
  const conversation = client.page.getByRole("list", { name: "Conversation" });
  await expect(conversation).toContainText(message);
  await expectPhotoShown(client.page, "Photo 1 from you");
  await expect(client.page.getByText("New", { exact: true })).toBeVisible();
  // The artist is told by e-mail (the outbox, without SMTP), with a link and no client e-mail.
  const told = await latestMailTo(artist.account.email);
  expect(told.subject).toBe("New request from Cleo");
  expect(told.text).toContain(path);
  expect(told.text).not.toContain(client.account.email);
  // The client leaves the conversation: an open one reloads when the request moves (the header's
  // 30 s check) and so reads the artist's reply before the list below could show it unread.
  await client.page.goto("/requests");

  // The artist: one unread request in the menu, the client's first name, never their e-mail.
  await page.goto("/requests");
  const row = page.getByRole("link", { name: /Cleo/ });
  await expect(row).toContainText("Unread");
  await expect(row).toContainText(message);
  // The inspiration's thumbnail at a glance, loaded through the request's own address.
  await expect
    .poll(() => row.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await page.content()).not.toContain(client.account.email);
  // The menu's link (in a closed popover) counts it.
  await expect(page.locator('header a[href="/requests"]').first()).toContainText("1");
  await row.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("list", { name: "The look" })).toContainText("French Tips");
  await expectPhotoShown(page, "Photo 1 from Cleo");
  await page.getByLabel("Reply").fill("Lovely! I can do that.");
  await page.getByLabel("Add photos (optional)").setInputFiles([finished!]);
  // Chosen photos show as previews before sending.
  await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(1);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("list", { name: "Conversation" })).toContainText(
    "Lovely! I can do that.",
  );
  await expectPhotoShown(page, "Photo 1 from you");
  await expect(page.getByText("Replied", { exact: true })).toBeVisible();
  await page.getByLabel("Date and time", { exact: true }).fill(`${dayAhead(10)}T17:30`);
  await page.getByRole("button", { name: "Propose a time" }).click();
  await expect(page.getByRole("list", { name: "Conversation" })).toContainText(
    /proposed .*5:30 PM/,
  );

  // The client is told of the reply by e-mail at once; the proposal waits for the quiet time.
  expect((await latestMailTo(client.account.email)).subject).toBe(
    `New reply from ${artist.displayName}`,
  );

  // The client sees each step and accepts the time.
  await client.page.goto("/requests");
  await expect(
    client.page.getByRole("link", { name: new RegExp(artist.displayName) }),
  ).toContainText("Unread");
  await client.page.goto(path);
  await expect(conversation).toContainText("Lovely! I can do that.");
  await expectPhotoShown(client.page, `Photo 1 from ${artist.displayName}`);
  // The proposal is said once, in the conversation, and answered right there.
  await expect(client.page.getByText(/proposed .*5:30 PM/)).toHaveCount(1);
  await conversation.getByRole("button", { name: "Accept this time" }).click();
  await expect(client.page.getByText("Booked", { exact: true })).toBeVisible();
  await expect(client.page.getByText(/Booked for .*5:30 PM/)).toBeVisible();

  // Completion waits for the appointment (support/requests.ts completes one that has passed).
  await page.reload();
  await expect(page.getByText(/You can mark it as completed from .*5:30 PM/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as completed" })).toHaveCount(0);
});

test("the client suggests another time; the artist books it, then cancels the booking with a reason", async ({
  page,
  client,
  expectedErrors,
}) => {
  test.setTimeout(120_000);
  expectedErrors.push(BAD_REQUEST_RESPONSE);
  const artist = await createPublishedArtist(page);
  const path = await sendFromProfile(client.page, artist, "Chrome tips, any evening next week?");
  await page.goto(path);
  await page.getByLabel("Date and time", { exact: true }).fill(`${dayAhead(10)}T17:30`);
  await page.getByRole("button", { name: "Propose a time" }).click();
  await expect(page.getByRole("list", { name: "Conversation" })).toContainText(
    /proposed .*5:30 PM/,
  );

  // Not that time: the client suggests their own, beside the proposal.
  await client.page.goto(path);
  const conversation = client.page.getByRole("list", { name: "Conversation" });
  await conversation.locator("summary", { hasText: "Suggest another time" }).click();
  await conversation.getByLabel("Your date and time").fill("2020-01-01T10:00");
  await conversation.getByRole("button", { name: "Suggest another time" }).click();
  await expect(client.page.getByRole("alert")).toHaveText("Choose a time in the future.");
  await conversation.getByLabel("Your date and time").fill(`${dayAhead(11)}T18:00`);
  await conversation.getByRole("button", { name: "Suggest another time" }).click();
  await expect(conversation).toContainText(/You suggested .*6:00 PM.* instead/);
  await expect(client.page.getByRole("button", { name: "Accept this time" })).toHaveCount(0);

  // The artist finds the suggestion filled in, and books it.
  await page.reload();
  await expect(page.getByRole("list", { name: "Conversation" })).toContainText(
    /Cleo suggested .*6:00 PM.* instead/,
  );
  await expect(page.getByLabel("Agreed date and time")).toHaveValue(`${dayAhead(11)}T18:00`);
  await page.getByRole("button", { name: "Mark as booked" }).click();
  await expect(page.getByText(/Booked for .*6:00 PM/)).toBeVisible();
  // Booked: no Decline any more, but "Cancel booking", asked first, with a reason the client reads.
  await expect(page.getByRole("button", { name: "Decline" })).toHaveCount(0);
  await page.getByRole("link", { name: "Cancel booking" }).click();
  await expect(page.getByRole("heading", { name: "Cancel this booking?" })).toBeFocused();
  await page.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(page.getByRole("alert")).toHaveText("Tell the client why you're cancelling.");
  await page.getByLabel("Reason (the client reads it)").fill("I'm away that week, sorry.");
  await page.getByRole("button", { name: "Yes, cancel booking" }).click();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();

  await client.page.reload();
  await expect(conversation).toContainText(
    `${artist.displayName} cancelled the booking: “I'm away that week, sorry.”`,
  );
  await expect(client.page.getByText(/Booked for/)).toHaveCount(0);
});

test("a conversation is its two parties' alone: anyone else gets 404, visitors the login", async ({
  page,
  client,
  browser,
  baseURL,
}) => {
  const artist = await createPublishedArtist(page);
  const path = await sendFromProfile(
    client.page,
    artist,
    "Chrome almonds for a party, please.",
    await photoFiles(1),
  );
  // Every file of the photo: its parties get it, kept by no cache; no one else, anywhere.
  const photo = client.page
    .getByRole("list", { name: "Conversation" })
    .getByRole("img", { name: "Photo 1 from you" });
  const files = (await photo.evaluate((img: HTMLImageElement) =>
    [...(img.parentElement?.querySelectorAll("source") ?? [])]
      .flatMap((source) => source.srcset.split(",").map((entry) => entry.trim().split(" ")[0]!))
      .concat(img.getAttribute("src") ?? ""),
  )) as string[];
  expect(files.length).toBeGreaterThan(1);
  for (const file of files) {
    expect(file).toMatch(new RegExp(`^${path}/photos/`));
    const own = await client.page.request.get(file);
    expect(own.status(), file).toBe(200);
    expect(own.headers()["cache-control"]).toBe("private, no-store");
  }
  expect((await page.request.get(files[0]!)).status(), "its artist").toBe(200);
  for (const type of ["user", "artist"] as const) {
    const other = await signedIn(browser, baseURL!, type);
    expect((await other.page.request.get(path)).status(), type).toBe(404);
    expect((await other.page.request.get(`${path}.data`)).status(), type).toBe(404);
    for (const file of files) expect((await other.page.request.get(file)).status(), type).toBe(404);
    const posted = await other.page.request.post(path, {
      headers: sameOrigin,
      form: { intent: "reply", reply: "let me in" },
      maxRedirects: 0,
    });
    expect(posted.status(), type).toBe(404);
    await other.page.context().close();
  }
  const anonymous = await browser.newContext({ baseURL });
  const visit = await anonymous.request.get(path, { maxRedirects: 0 });
  expect(visit.status()).toBe(302);
  expect(visit.headers().location).toMatch(/^\/login\?redirectTo=/);
  expect((await anonymous.request.get(files[0]!, { maxRedirects: 0 })).status()).toBe(401);
  await anonymous.close();
  // Nothing was added by the refused posts.
  await client.page.reload();
  await expect(client.page.getByRole("list", { name: "Conversation" })).not.toContainText(
    "let me in",
  );
});

test("bad input gets a message beside its field and sends nothing; the client can cancel @store-rules", async ({
  client,
  sharedArtist: artist,
}) => {
  const p = client.page;
  await p.goto(`/requests/new?artist=${artist.id}`);
  await p.getByLabel("Your message").fill("hi");
  await p.getByLabel("Budget (USD, optional)").fill("lots");
  await p.getByRole("button", { name: "Send request" }).click();
  await expect(p.getByRole("alert")).toHaveText("Your message needs at least 10 characters.");
  await expect(p.getByLabel("Your message")).toBeFocused();
  await expect(p.getByLabel("Budget (USD, optional)")).toHaveValue("lots");
  await p.getByLabel("Your message").fill("Ten characters at least, here.");
  await p.getByRole("button", { name: "Send request" }).click();
  await expect(p.getByRole("alert")).toContainText("Enter a whole number of dollars");
  await p.getByLabel("Budget (USD, optional)").fill("");
  // A file that is no photo: said beside the picker, and nothing is sent.
  await p.getByLabel("Inspiration photos (optional)").setInputFiles({
    name: "nails.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("these are words, not a picture"),
  });
  await p.getByRole("button", { name: "Send request" }).click();
  await expect(p.getByRole("alert")).toHaveText("Only JPEG, PNG and WebP photos are accepted.");
  // More than three: said at once, before anything is sent.
  await p.getByLabel("Inspiration photos (optional)").setInputFiles(await photoFiles(4));
  await expect(p.getByRole("alert")).toHaveText("Choose up to 3 photos.");
  await p.goto("/requests");
  await expect(p.getByText("No requests yet")).toBeVisible();

  const path = await sendFromProfile(p, artist, "Short coffin nails in red, please.");
  // Cancelling asks first; "Keep request" leaves it as it was.
  await p.getByRole("link", { name: "Cancel request" }).click();
  await expect(p.getByRole("heading", { name: "Cancel this request?" })).toBeFocused();
  await p.getByRole("link", { name: "Keep request" }).click();
  await expect(p.getByRole("heading", { name: "Cancel this request?" })).toHaveCount(0);
  await expect(p.getByText("New", { exact: true })).toBeVisible();
  await p.getByRole("link", { name: "Cancel request" }).click();
  await p.getByRole("button", { name: "Yes, cancel request" }).click();
  await expect(p.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(p).toHaveURL(path);
  await p.context().close();
});

test("a match result sends its look to an artist, the detected look preselected", async ({
  page,
}) => {
  test.skip(
    !(await analysisAvailable(page.request)),
    "no analysis on this server (PostgreSQL without pgvector): the match gives no artists to write to",
  );
  await createAccount(page.request, newAccount());
  await page.goto("/match");
  await page.getByLabel(MATCH_COPY.dropTitle).setInputFiles(await nailArtPhoto());
  await page.getByRole("button", { name: MATCH_COPY.analyze }).click();
  await expect(page.getByRole("heading", { name: "Your style match" })).toBeVisible({
    timeout: 30_000,
  });
  const detected = await page
    .getByRole("region", { name: "Detected styles" })
    .getByRole("listitem")
    .allTextContents();
  const matching = page.getByRole("region", { name: "Matching artists" });
  await matching
    .getByRole("link", { name: /^Send this look to / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/requests\/new\?artist=/);
  for (const style of detected) {
    await expect(page.getByRole("checkbox", { name: style })).toBeChecked();
  }
  // The inspiration photo came along, and is stored only now, with the request.
  await expect(
    page.getByText("The photo from your style match goes with this request."),
  ).toBeVisible();
  await page.getByLabel("Your message").fill("This look, please, for next Friday.");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/requests\/[0-9a-f-]{36}\?sent=1$/);
  await expectPhotoShown(page, "Photo 1 from you");
});

test("a saved artist is a step away from a request, from the favorites @store-rules", async ({
  page,
  sharedArtist: artist,
}) => {
  await createAccount(page.request, newAccount());
  await page.goto(`/artist/${artist.id}`);
  await pressHeart(page, page.getByRole("button", { name: /^Save .* to favorites$/ }));
  await page.goto("/favorites");
  await page.getByRole("link", { name: `Send a request to ${artist.displayName}` }).click();
  await expect(page).toHaveURL(`/requests/new?artist=${artist.id}`);
});

test("an artist blocks a client: the conversation closes and no new request goes; the client reports a message @store-rules", async ({
  page,
  client,
}) => {
  const artist = await createPublishedArtist(page);
  const path = await sendFromProfile(client.page, artist, "Can you do my nails for free?");
  await page.goto(path);
  await page.getByLabel("Reply").fill("Please read my prices first.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("list", { name: "Conversation" })).toContainText("my prices");

  // The client reports the artist's message with a reason: kept for the admin, the support
  // address given where they clicked.
  await client.page.goto(path);
  await client.page.getByLabel(`Report this message from ${artist.displayName}`).click();
  await client.page.getByLabel("Harassment or hate").check();
  await client.page.getByRole("button", { name: "Send report" }).click();
  await expect(
    client.page.getByRole("status").filter({ hasText: "Thanks for telling us" }),
  ).toContainText("support@nailmatch.example");

  // The artist blocks the client, once asked to be sure.
  await page.getByRole("link", { name: "Block", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Block this client?" })).toBeFocused();
  await page.getByRole("button", { name: "Yes, block" }).click();
  await expect(page.getByText("You blocked Cleo. They can't send you requests.")).toBeVisible();
  await expect(page.getByText("Declined", { exact: true })).toBeVisible();
  await client.page.reload();
  await expect(client.page.getByRole("list", { name: "Conversation" })).toContainText(
    "closed the conversation",
  );
  await expect(client.page.getByRole("button", { name: "Send reply" })).toHaveCount(0);
  // The client is told on the profile, before writing anything, and on the form's address.
  await client.page.goto(`/artist/${artist.id}`);
  await expect(client.page.getByText("This artist isn't taking requests from you.")).toBeVisible();
  await expect(client.page.getByRole("link", { name: "Send a request" })).toHaveCount(0);
  await client.page.goto(`/requests/new?artist=${artist.id}`);
  await expect(client.page.getByRole("alert")).toHaveText(
    "This artist isn't taking requests from you.",
  );
  await expect(client.page.getByLabel("Your message")).toHaveCount(0);
});

test("when one side deletes their account, the other keeps the conversation under Deleted account and can only close it @store-rules", async ({
  page,
  client,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const artist = await createPublishedArtist(page);
  const conversation = (p: Page) => p.getByRole("list", { name: "Conversation" });

  // The client leaves: their lines and photo go; the artist keeps their own and may decline.
  const path = await sendFromProfile(
    client.page,
    artist,
    "Hello! Glazed donut nails, please.",
    await photoFiles(1),
  );
  await page.goto(path);
  await page.getByLabel("Reply").fill("Happy to! Friday at five?");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(conversation(page)).toContainText("Friday at five");
  await deleteAccount(client.page);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deleted account");
  await expect(page.getByText(REQUEST_COPY.otherDeleted(true))).toBeVisible();
  await expect(conversation(page)).toContainText("Happy to! Friday at five?");
  await expect(conversation(page)).not.toContainText("Glazed donut");
  await expect(conversation(page).getByRole("img")).toHaveCount(0);
  await expect(page.getByLabel("Reply")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Mark as booked" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Block", exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByText("Declined", { exact: true })).toBeVisible();
  await expect(page.getByText(REQUEST_COPY.otherDeleted(false))).toBeVisible();
  await page.goto("/requests");
  await expect(page.getByRole("main")).toContainText("Deleted account");

  // The artist leaves: the client keeps their own lines and may cancel.
  const studio = await browser.newContext({ baseURL });
  const artistPage = await studio.newPage();
  const leaving = await createPublishedArtist(artistPage);
  const other = await signedIn(browser, baseURL!);
  const otherPath = await sendFromProfile(other.page, leaving, "Hi! Chrome tips next week?");
  await artistPage.goto(otherPath);
  await artistPage.getByLabel("Reply").fill("Sure, Tuesday works.");
  await artistPage.getByRole("button", { name: "Send reply" }).click();
  await expect(conversation(artistPage)).toContainText("Tuesday");
  await deleteAccount(artistPage);
  await other.page.goto(otherPath);
  await expect(other.page.getByRole("heading", { level: 1 })).toHaveText("Deleted account");
  await expect(conversation(other.page)).toContainText("Hi! Chrome tips next week?");
  await expect(conversation(other.page)).not.toContainText("Tuesday");
  await expect(other.page.getByLabel("Reply")).toHaveCount(0);
  await other.page.getByRole("link", { name: "Cancel request" }).click();
  await other.page.getByRole("button", { name: "Yes, cancel request" }).click();
  await expect(other.page.getByText("Cancelled", { exact: true })).toBeVisible();
  await studio.close();
  await other.page.context().close();
});

test("the header's unread count moves on an open page, without a reload @store-rules", async ({
  page,
  client,
}) => {
  const artist = await createPublishedArtist(page);
  await page.clock.install();
  await page.goto("/about");
  const menuLink = page.locator('header a[href="/requests"]').first();
  await expect(menuLink).toHaveText("Requests");
  await sendFromProfile(client.page, artist, "Hello! Short almond nails, please.");
  // The header asks every 30 s while the page is visible.
  await page.clock.fastForward(31_000);
  await expect(menuLink).toContainText("1");
});

test("an open conversation shows each side's new lines as they are sent, keeping what is typed, and no unread count for them @store-rules", async ({
  page,
  client,
}) => {
  const artist = await createPublishedArtist(page);
  const path = await sendFromProfile(client.page, artist, "Hello! Chrome French tips, please.");
  // The header asks for the count every 30 s: the test moves the client's clock to make it ask.
  await client.page.clock.install();
  await client.page.goto(path);
  await page.goto(path);
  // Both pages are open on the conversation; each has its own menu's Requests link.
  const requestsLink = (on: Page) => on.locator('header a[href="/requests"]').first();
  await expect(requestsLink(page)).toHaveText("Requests");
  await expect(requestsLink(client.page)).toHaveText("Requests");
  await client.page.getByLabel("Reply").fill("Also, could we");

  // The artist answers: the client's open page shows it without a reload, well inside the 10 s
  // a page without the live channel waits to ask (decision 0058).
  await page.getByLabel("Reply").fill("Sure! Thursday evening?");
  await page.getByRole("button", { name: "Send reply" }).click();
  const clientSees = client.page.getByRole("list", { name: "Conversation" });
  await expect(clientSees).toContainText("Sure! Thursday evening?", { timeout: 5_000 });
  await expect(client.page.getByText("Replied", { exact: true })).toBeVisible();
  await expect(client.page.getByLabel("Reply")).toHaveValue("Also, could we");
  // Read as it arrived: the client's count does not rise for it, nor on the header's next ask.
  await expect(requestsLink(client.page)).toHaveText("Requests");
  const asked = client.page.waitForResponse((r) => r.url().includes("/requests/unread"));
  await client.page.clock.fastForward(31_000);
  await asked;
  await expect(requestsLink(client.page)).toHaveText("Requests");

  // And the other way: the client's reply reaches the artist's open page the same way.
  await client.page.getByLabel("Reply").fill("Also, could we do almond shapes?");
  await client.page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("list", { name: "Conversation" })).toContainText(
    "Also, could we do almond shapes?",
    { timeout: 5_000 },
  );
  await expect(requestsLink(page)).toHaveText("Requests");
});

test("request e-mails can be turned off in the account settings @store-rules", async ({ page }) => {
  await createAccount(page.request, newAccount());
  await page.goto("/profile");
  const setting = page.getByRole("checkbox", { name: "E-mail me about my requests" });
  await expect(setting).toBeChecked();
  await setting.uncheck();
  const section = page.getByRole("region", { name: "E-mail" });
  await section.getByRole("button", { name: "Save" }).click();
  await expect(section.getByRole("status")).toHaveText("E-mail settings saved");
  await page.reload();
  await expect(setting).not.toBeChecked();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sending and replying work as plain forms @store-rules", async ({
    page: client,
    sharedArtist: artist,
  }) => {
    await createAccount(client.request, newAccount());
    const path = await sendFromProfile(
      client,
      artist,
      "Glitter ombre for New Year's Eve!",
      await photoFiles(2),
    );
    await expect(client.getByRole("list", { name: "Conversation" }).getByRole("img")).toHaveCount(
      2,
    );
    await client.getByLabel("Reply").fill("Any evening works for me.");
    await client.getByRole("button", { name: "Send reply" }).click();
    await expect(client).toHaveURL(path);
    await expect(client.getByRole("list", { name: "Conversation" })).toContainText(
      "Any evening works for me.",
    );
    // Cancelling asks first, as a page of its own.
    await client.getByRole("link", { name: "Cancel request" }).click();
    await client.getByRole("button", { name: "Yes, cancel request" }).click();
    await expect(client).toHaveURL(path);
    await expect(client.getByText("Cancelled", { exact: true })).toBeVisible();
  });
});

test("@phone the request form and the conversation fit a phone and pass axe", async ({
  browser,
  baseURL,
  sharedArtist: artist,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await createAccount(context.request, newAccount());
  const client = await context.newPage();
  await client.goto(`/requests/new?artist=${artist.id}`);
  expect(await accessibilityViolations(client)).toEqual([]);
  await sendFromProfile(client, artist, "Neon stilettos with little stars, please.");
  expect(await accessibilityViolations(client)).toEqual([]);
  const overflow = await client.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await context.close();
});
