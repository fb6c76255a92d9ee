import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { REQUEST_LIMITS } from "~/core/requests";
import { REQUEST_MESSAGES as M } from "~/core/request-copy";
import type { Transaction } from "../db/client";
import { requestMessage, user } from "../db/schema";
import { RequestError } from "./errors";

// What a person may send (decision 0030): decided under a lock on their user row, so requests
// and replies sent at once are counted one after another.

/** Locks the person's user row: their limits are counted one request at a time. */
export async function lockSender(tx: Transaction, userId: string) {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
}

/** Refuses a message past the hourly limit (the caller holds the sender's lock). */
export async function checkMessageLimit(tx: Transaction, userId: string) {
  const [recent] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(requestMessage)
    .where(
      and(
        eq(requestMessage.authorId, userId),
        // Messages are lines without an event, and the request itself.
        or(isNull(requestMessage.event), eq(requestMessage.event, "sent")),
        gt(requestMessage.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  if ((recent?.count ?? 0) >= REQUEST_LIMITS.messagesPerHour) {
    throw new RequestError(M.tooManyMessages, 429);
  }
}
