import { and, eq, inArray, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { OPEN_STATES } from "~/core/requests";
import type { AccountUser } from "~/core/accounts/user";
import type { Queryable, Transaction } from "../db/client";
import type { AppServices } from "../context";
import { bookingRequest, requestBlock, requestMessage } from "../db/schema";
import { RequestError } from "./errors";
import { announceMoves } from "./moves";
import { notifyLater, queueRequestMail } from "./notify";

// Blocking (decision 0030). An artist blocks a client from one of their conversations: no new
// requests from that client, and every open one between them closes with a "closed the
// conversation" line. Reports of a message go to the admin (server/moderation, decision 0053).

/** The request if the artist is in it and its client still exists; else "not found". */
async function clientOf(tx: Transaction, artistId: string, requestId: string) {
  const [row] = await tx
    .select({ clientId: bookingRequest.clientId })
    .from(bookingRequest)
    .where(and(eq(bookingRequest.id, requestId), eq(bookingRequest.artistId, artistId)));
  if (!row?.clientId) throw new RequestError("This request can't be found.", 404);
  return row.clientId;
}

/** Blocks the client of one of the artist's requests and closes their open requests to them. */
export async function blockClient(services: AppServices, artist: AccountUser, requestId: string) {
  const told = await services.database.db.transaction(async (tx: Transaction) => {
    const clientId = await clientOf(tx, artist.id, requestId);
    await tx.insert(requestBlock).values({ artistId: artist.id, clientId }).onConflictDoNothing();
    const closed = await tx
      .update(bookingRequest)
      .set({
        state: "declined",
        proposedFor: null,
        lastActivityAt: sql`clock_timestamp()`,
        clientUnread: sql`${bookingRequest.clientUnread} + 1`,
      })
      .where(
        and(
          eq(bookingRequest.artistId, artist.id),
          eq(bookingRequest.clientId, clientId),
          inArray(bookingRequest.state, [...OPEN_STATES]),
        ),
      )
      .returning({ id: bookingRequest.id });
    const lines = closed.map(({ id }) => ({
      id: randomUUID(),
      requestId: id,
      authorId: artist.id,
      event: "closed" as const,
    }));
    if (lines.length) {
      await tx.insert(requestMessage).values(lines);
      await announceMoves(
        tx,
        lines.map((line) => line.requestId),
      );
    }
    // The client is told, as of any change (decision 0057).
    for (const line of lines) await queueRequestMail(tx, line.requestId, "client", [line.id]);
    return lines;
  });
  for (const line of told) notifyLater(services, line.requestId, "client");
}

/** Lets the client of one of the artist's requests send requests again. */
export async function unblockClient(services: AppServices, artist: AccountUser, requestId: string) {
  await services.database.db.transaction(async (tx: Transaction) => {
    const clientId = await clientOf(tx, artist.id, requestId);
    await tx
      .delete(requestBlock)
      .where(and(eq(requestBlock.artistId, artist.id), eq(requestBlock.clientId, clientId)));
  });
}

/** Whether the artist blocked the client (checked under the sender's lock when sending). */
export async function isBlocked(db: Queryable, artistId: string, clientId: string) {
  const [row] = await db
    .select({ at: requestBlock.createdAt })
    .from(requestBlock)
    .where(and(eq(requestBlock.artistId, artistId), eq(requestBlock.clientId, clientId)));
  return Boolean(row);
}
