import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AccountUser } from "~/core/accounts/user";
import {
  LINES_PER_PAGE,
  REQUEST_FIELDS,
  mayDo,
  nextState,
  type RequestAction,
  type RequestEvent,
  type RequestState,
  type Conversation,
  type ConversationLine,
} from "~/core/requests";
import { REQUEST_MESSAGES as M } from "~/core/request-copy";
import { appointmentSchema } from "~/core/request-forms";
import { serviceEstimate } from "~/core/artists/services";
import type { AppServices } from "../context";
import type { Queryable, Transaction } from "../db/client";
import { artist, bookingRequest, requestMessage } from "../db/schema";
import { RequestError, isId } from "./errors";
import { announceMoves } from "./moves";
import { notifyLater, queueRequestMail } from "./notify";
import { insertRequestPhotos, photosOfLines, requestPhotos } from "./photos";
import { isBlocked } from "./safety";
import { partyTo, roleIn } from "./parties";
import { checkMessageLimit, lockSender } from "./sender-limits";

// A request's conversation (decision 0030): opening it and every move on it. Every function
// takes the person asking and answers only what that person may see: a request is its client's
// and its artist's alone, and anyone else gets the same "not found" as for an id that does not
// exist. Sending a request is ./send.ts, a person's lists ./lists.ts, the sending limits
// ./sender-limits.ts.

export { RequestError };

const notFound = () => new RequestError("This request can't be found.", 404);

export type { Conversation, ConversationLine };

/** A party's view of the request, or null for anyone else. */
async function requestFor(db: Queryable, viewer: AccountUser, id: string, lock = false) {
  const query = db
    .select()
    .from(bookingRequest)
    .where(and(eq(bookingRequest.id, id), partyTo(viewer.id)));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) return null;
  return { row, role: roleIn(row, viewer.id) };
}

/**
 * The conversation, its lines in the server's order, read by the viewer (their unread count goes
 * to 0); null when the viewer is not one of its two parties (or there is no such request).
 */
export async function openConversation(
  services: AppServices,
  viewer: AccountUser,
  id: string,
  /** 1: the latest lines; 2 and on: earlier ones (LINES_PER_PAGE a page). */
  page = 1,
): Promise<Conversation | null> {
  const { db } = services.database;
  if (!isId(id)) return null;
  const found = await requestFor(db, viewer, id);
  if (!found) return null;
  const { row, role } = found;
  const [lines, names, blocked] = await Promise.all([
    db
      .select({
        id: requestMessage.id,
        authorId: requestMessage.authorId,
        event: requestMessage.event,
        body: requestMessage.body,
        at: requestMessage.at,
        createdAt: requestMessage.createdAt,
      })
      .from(requestMessage)
      .where(eq(requestMessage.requestId, id))
      // The page's lines, newest first, and one more to tell whether earlier ones exist.
      .orderBy(desc(requestMessage.createdAt), desc(requestMessage.id))
      .limit(LINES_PER_PAGE + 1)
      .offset((page - 1) * LINES_PER_PAGE),
    row.artistId
      ? db
          .select({ displayName: artist.displayName })
          .from(artist)
          .where(eq(artist.id, row.artistId))
      : Promise.resolve([]),
    role === "artist" && row.clientId ? isBlocked(db, viewer.id, row.clientId) : false,
  ]);
  const shown = lines.slice(0, LINES_PER_PAGE);
  const photos = await photosOfLines(
    db,
    id,
    shown.map((line) => line.id),
  );
  const unread = role === "artist" ? row.artistUnread : row.clientUnread;
  if (unread > 0) {
    await db
      .update(bookingRequest)
      .set(role === "artist" ? { artistUnread: 0 } : { clientUnread: 0 })
      .where(eq(bookingRequest.id, id));
  }
  const artistName = names[0]?.displayName ?? null;
  const clientName = row.clientId ? row.clientName : null;
  const nameOf = (authorId: string) =>
    authorId === row.artistId ? artistName : authorId === row.clientId ? clientName : null;
  return {
    id: row.id,
    role,
    state: row.state,
    otherName: role === "artist" ? clientName : artistName,
    otherSide: (role === "artist" ? row.clientId : row.artistId) ? "present" : "deleted",
    artistId: row.artistId,
    preferredTimes: row.preferredTimes,
    styles: row.styles,
    colors: row.colors,
    timeZone: row.timeZone,
    budgetUsd: row.budgetUsd,
    services: row.services,
    proposedFor: row.proposedFor?.toISOString() ?? null,
    bookedFor: row.bookedFor?.toISOString() ?? null,
    minutes: serviceEstimate(row.services).minutes,
    lastActivityAt: row.lastActivityAt.toISOString(),
    unread: 0,
    excerpt: "",
    thumbnail: null,
    earlier: lines.length > LINES_PER_PAGE,
    blocked,
    lines: shown.reverse().map((line) => ({
      id: line.id,
      from: line.authorId === viewer.id ? "me" : "them",
      authorName: nameOf(line.authorId),
      event: line.event,
      body: line.body,
      at: line.at?.toISOString() ?? null,
      createdAt: line.createdAt.toISOString(),
      photos: photos.get(line.id) ?? [],
    })),
  };
}

/** What an action carries: a reply's text or a reason, and a time as typed. */
export interface ActionInput {
  body?: string;
  /** For a reply: its photos' files, as uploaded. */
  uploads?: readonly Buffer[];
  /** For propose and book: the appointment, "YYYY-MM-DDTHH:MM" in the artist's time zone. */
  localTime?: string;
}

const EVENT_OF: Partial<Record<RequestAction, RequestEvent>> = {
  propose: "proposed",
  acceptTime: "accepted",
  book: "booked",
  decline: "declined",
  complete: "completed",
  cancel: "cancelled",
  suggestTime: "suggested",
  cancelBooking: "bookingCancelled",
};

/** The actions that name a time: required, in the future. */
const TIMED_ACTIONS: readonly RequestAction[] = ["propose", "book", "suggestTime"];

/**
 * The time a proposal, booking or client's suggestion is for: required, in the future, read in
 * the time zone the request keeps (the artist's); null for any other action.
 */
function appointmentOf(
  action: RequestAction,
  row: { timeZone: string },
  input: ActionInput,
): Date | null {
  if (!TIMED_ACTIONS.includes(action)) return null;
  const parsed = appointmentSchema(row.timeZone, new Date()).safeParse(input.localTime ?? "");
  if (!parsed.success) {
    throw new RequestError(parsed.error.issues[0]!.message, 400, REQUEST_FIELDS.at);
  }
  return parsed.data;
}

/**
 * Replies or moves the request on, as the viewer: refused (404) for anyone but its two parties,
 * and (409) when the action is not one this side may take in the request's present state. The
 * request's row is locked, so two changes at once are applied one after the other.
 */
export async function actOnRequest(
  services: AppServices,
  viewer: AccountUser,
  id: string,
  action: RequestAction,
  input: ActionInput = {},
): Promise<RequestState> {
  if (!isId(id)) throw notFound();
  const messageId = randomUUID();
  const uploads = action === "reply" ? (input.uploads ?? []) : [];
  // Photos are encoded before the transaction (it would hold its locks for seconds): first a
  // cheap look that the request is the viewer's, so no one has files encoded for nothing.
  if (uploads.length > 0 && !(await requestFor(services.database.db, viewer, id))) {
    throw notFound();
  }
  const done = await requestPhotos.storeWith(services, uploads, viewer.id, (photos) =>
    services.database.db.transaction(async (tx: Transaction) => {
      if (action === "reply") {
        await lockSender(tx, viewer.id);
        await checkMessageLimit(tx, viewer.id);
      }
      const found = await requestFor(tx, viewer, id, true);
      if (!found) throw notFound();
      const { row, role } = found;
      const other = role === "artist" ? row.clientId : row.artistId;
      const context = {
        otherSide: other ? "present" : "deleted",
        bookedFor: row.bookedFor,
      } as const;
      if (!mayDo(action, role, row.state, context)) {
        throw new RequestError(M.notAllowedNow, 409);
      }
      if (action === "acceptTime" && !row.proposedFor) throw new RequestError(M.notAllowedNow, 409);
      const state = nextState(action, role, row.state);
      const at = action === "acceptTime" ? row.proposedFor : appointmentOf(action, row, input);
      await tx.insert(requestMessage).values({
        id: messageId,
        requestId: id,
        authorId: viewer.id,
        event: EVENT_OF[action] ?? null,
        body: input.body ?? "",
        at,
      });
      await insertRequestPhotos(tx, { requestId: id, messageId, authorId: viewer.id }, photos);
      // The other side is told of every line: at once, or gathered after a quiet time.
      if (other) {
        await queueRequestMail(tx, id, role === "artist" ? "client" : "artist", [messageId]);
      }
      const unread = role === "artist" ? bookingRequest.clientUnread : bookingRequest.artistUnread;
      await tx
        .update(bookingRequest)
        .set({
          state,
          lastActivityAt: sql`clock_timestamp()`,
          ...(role === "artist"
            ? { clientUnread: sql`${unread} + 1` }
            : { artistUnread: sql`${unread} + 1` }),
          ...(action === "propose" ? { proposedFor: at } : {}),
          // A time of the client's own answers the proposal: it is no longer there to accept.
          ...(action === "suggestTime" ? { proposedFor: null } : {}),
          ...(action === "book" || action === "acceptTime"
            ? { bookedFor: at, proposedFor: null }
            : {}),
        })
        .where(eq(bookingRequest.id, id));
      // Its open pages hear of it at commit, whichever process serves them.
      await announceMoves(tx, [id]);
      return { state, role };
    }),
  );
  notifyLater(services, id, done.role === "artist" ? "client" : "artist");
  return done.state;
}

/**
 * Before an account is deleted: deletes its requests whose other side is already gone, which
 * no one could read any more (their lines and photos go with their authors).
 */
export async function forgetRequestsLeftTo({ database }: AppServices, userId: string) {
  await database.db
    .delete(bookingRequest)
    .where(
      or(
        and(eq(bookingRequest.clientId, userId), isNull(bookingRequest.artistId)),
        and(eq(bookingRequest.artistId, userId), isNull(bookingRequest.clientId)),
      ),
    );
}
