import { eq } from "drizzle-orm";
import type { AccountUser } from "~/core/accounts/user";
import type { AppServices } from "../context";
import { bookingRequest } from "../db/schema";
import { sendRequest } from "../requests/send";
import { testRequest } from "./requests";

/** What a reviewed booking asked for. */
export const REVIEWED_LOOK = testRequest("Hi! Short almond nails in pastel, please.", {
  styles: ["Almond"],
  colors: ["Pastel"],
});

/** A review's text that passes every rule on reviews. */
export const REVIEW_TEXT = "Lovely work, exactly the pastel almonds I asked for. Will book again!";

/** A request from `client` to `artistId`, moved on to completed (as the artist would). */
export async function completedRequest(
  services: AppServices,
  client: AccountUser,
  artistId: string,
) {
  const id = await sendRequest(services, client, artistId, REVIEWED_LOOK);
  await services.database.db
    .update(bookingRequest)
    .set({ state: "completed" })
    .where(eq(bookingRequest.id, id));
  return id;
}
