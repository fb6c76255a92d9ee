import { expect, type Page } from "@playwright/test";
import type { PublishedArtist } from "./artists";

/** A day `days` from now, as the date input takes it. */
export const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The client sends the artist a request with only its message; answers its address. */
export async function sendRequest(client: Page, artist: PublishedArtist, message: string) {
  await client.goto(`/requests/new?artist=${artist.id}`);
  await client.getByLabel("Your message").fill(message);
  await client.getByRole("button", { name: "Send request" }).click();
  await expect(client).toHaveURL(/\/requests\/[0-9a-f-]{36}\?sent=1$/);
  return new URL(client.url()).pathname;
}

/** The time zone of the artists support/artists.ts publishes (Austin, Texas). */
const ARTIST_ZONE = "America/Chicago";

/** The soonest whole minute the artist may book (a few seconds ahead), as typed and as a time. */
function soonestMinute() {
  const at = new Date(Math.ceil((Date.now() + 5_000) / 60_000) * 60_000);
  // Swedish writes a date and time as "YYYY-MM-DD HH:MM", the input's own order.
  const local = at.toLocaleString("sv-SE", {
    timeZone: ARTIST_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  return { local: local.replace(" ", "T"), at };
}

/** A request booked for a minute about to come, and that minute. */
export interface Booking {
  path: string;
  at: Date;
}

/**
 * The client sends a request and the artist books it for the coming minute, the soonest a
 * booking may be, and is told from when it can be completed. A test does what it can meanwhile,
 * then completes it (`complete`).
 */
export async function bookedRequest(
  client: Page,
  artistPage: Page,
  artist: PublishedArtist,
): Promise<Booking> {
  const path = await sendRequest(client, artist, "Hi! Pastel almond nails for Saturday, please.");
  await artistPage.goto(path);
  const soon = soonestMinute();
  await artistPage.getByLabel("Agreed date and time").fill(soon.local);
  await artistPage.getByRole("button", { name: "Mark as booked" }).click();
  await expect(artistPage.getByText(/You can mark it as completed from/)).toBeVisible();
  await expect(artistPage.getByRole("button", { name: "Mark as completed" })).toHaveCount(0);
  return { path, at: soon.at };
}

/** Once the booked minute has passed (never before: decision 0053), the artist completes it. */
export async function complete(artistPage: Page, { path, at }: Booking) {
  await artistPage.waitForTimeout(Math.max(0, at.getTime() - Date.now()) + 1_000);
  await artistPage.goto(path);
  await artistPage.getByRole("button", { name: "Mark as completed" }).click();
  await expect(artistPage.getByText("Completed", { exact: true })).toBeVisible();
  return path;
}

/** A request booked, and completed once its minute has passed. */
export async function completedRequest(client: Page, artistPage: Page, artist: PublishedArtist) {
  return complete(artistPage, await bookedRequest(client, artistPage, artist));
}
