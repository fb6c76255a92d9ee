import { expect, type Page } from "@playwright/test";
import type { PublishedArtist } from "./artists";

/** The client sends the artist a request with only its message; answers its address. */
export async function sendRequest(client: Page, artist: PublishedArtist, message: string) {
  await client.goto(`/requests/new?artist=${artist.id}`);
  await client.getByLabel("Your message").fill(message);
  await client.getByRole("button", { name: "Send request" }).click();
  await expect(client).toHaveURL(/\/requests\/[0-9a-f-]{36}\?sent=1$/);
  return new URL(client.url()).pathname;
}

/** The client sends a request; the artist books it for tomorrow and completes it. */
export async function completedRequest(client: Page, artistPage: Page, artist: PublishedArtist) {
  const path = await sendRequest(client, artist, "Hi! Pastel almond nails for Saturday, please.");
  await artistPage.goto(path);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await artistPage.getByLabel("Agreed date and time").fill(`${tomorrow}T10:00`);
  await artistPage.getByRole("button", { name: "Mark as booked" }).click();
  await artistPage.getByRole("button", { name: "Mark as completed" }).click();
  await expect(artistPage.getByText("Completed", { exact: true })).toBeVisible();
  return path;
}
