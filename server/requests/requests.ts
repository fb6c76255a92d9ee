// Whole: requests and their conversations, every read and move under one access rule
import { and, asc, desc, eq, gt, gte, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { isArtist, type AccountUser } from "~/core/accounts/user";
import {
  LINES_PER_PAGE,
  REQUESTS_PER_PAGE,
  REQUEST_FIELDS,
  REQUEST_LIMITS,
  OPEN_STATES,
  mayDo,
  nextState,
  type RequestAction,
  type RequestEvent,
  type RequestRole,
  type RequestState,
  type RequestSummary,
  type Conversation,
  type ConversationLine,
} from "~/core/requests";
import { REQUEST_MESSAGES as M } from "~/core/request-copy";
import { timeZoneOf } from "~/core/appointment-times";
import { REQUEST_SERVICES_FIELD, appointmentSchema, type RequestForm } from "~/core/request-forms";
import { requestedService, serviceEstimate, type RequestedService } from "~/core/artists/services";
import { readServiceMenu } from "../artists/services";
import type { AppServices } from "../context";

import type { Queryable, Transaction } from "../db/client";
import {
  artist,
  bookingRequest,
  requestMessage,
  requestPhoto,
  user,
  type PhotoVariant,
} from "../db/schema";
import { RequestError, isId } from "./errors";
import { announceMoves } from "./moves";
import { notifyLater, queueRequestMail } from "./notify";
import {
  discardRequestPhotos,
  insertRequestPhotos,
  photosOfLines,
  storeRequestPhotos,
  thumbnailUrl,
} from "./photos";
import { isBlocked } from "./safety";
import { partyTo, roleIn } from "./parties";

// Requests and their conversations (decision 0030). Every function takes the person asking and
// answers only what that person may see: a request is its client's and its artist's alone, and
// anyone else gets the same "not found" as for an id that does not exist. Limits are decided
// under a lock on the sender's user row, so requests sent at once are counted one after another.

export { RequestError };

const notFound = () => new RequestError("This request can't be found.", 404);

/** The artist a request form is for: published, and not the person writing. */
export async function requestableArtist(
  { database }: AppServices,
  artistId: string,
): Promise<{ id: string; displayName: string; timeZone: string } | null> {
  const [row] = await database.db
    .select({ id: artist.id, displayName: artist.displayName, state: artist.state })
    .from(artist)
    .where(and(eq(artist.id, artistId), eq(artist.isActive, true)));
  return row ? { id: row.id, displayName: row.displayName, timeZone: timeZoneOf(row.state) } : null;
}

/** Locks the person's user row: their limits are counted one request at a time. */
async function lockSender(tx: Transaction, userId: string) {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
}

/** Refuses a message past the hourly limit (the caller holds the sender's lock). */
async function checkMessageLimit(tx: Transaction, userId: string) {
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

/** The client's first name: all the artist is told of who is writing. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] || "Client";

/** Sends a request from a client to a published artist; answers its id. */
/**
 * The services chosen from the artist's menu, copied as offered now, in the menu's order; an id
 * no longer on the menu is refused rather than dropped, so the client sees what changed.
 */
async function chosenServices(
  services: AppServices,
  artistId: string,
  ids: readonly string[],
): Promise<RequestedService[]> {
  if (ids.length === 0) return [];
  const menu = await readServiceMenu(services.database, artistId);
  const chosen = menu.filter((service) => ids.includes(service.id));
  if (chosen.length !== new Set(ids).size)
    throw new RequestError(M.unknownService, 409, REQUEST_SERVICES_FIELD);
  return chosen.map(requestedService);
}

export async function sendRequest(
  services: AppServices,
  client: AccountUser,
  artistId: string,
  form: RequestForm,
  /** The inspiration photos' files, as uploaded. */
  uploads: readonly Buffer[] = [],
): Promise<string> {
  if (isArtist(client)) throw new RequestError(M.clientsOnly, 403);
  if (client.id === artistId) throw new RequestError(M.notToSelf, 400);
  const target = await requestableArtist(services, artistId);
  if (!target) throw new RequestError(M.notAnArtist, 404);
  const chosen = await chosenServices(services, artistId, form.serviceIds);
  const id = randomUUID();
  const messageId = randomUUID();
  const photos = await storeRequestPhotos(services, uploads, client.id);
  await services.database.db
    .transaction(async (tx: Transaction) => {
      await lockSender(tx, client.id);
      const [counts] = await tx
        .select({
          open: sql<number>`count(*) filter (where ${bookingRequest.artistId} = ${artistId} and ${inArray(bookingRequest.state, [...OPEN_STATES])})::int`,
          today: sql<number>`count(*) filter (where ${bookingRequest.createdAt} > now() - interval '1 day')::int`,
        })
        .from(bookingRequest)
        .where(eq(bookingRequest.clientId, client.id));
      if ((counts?.open ?? 0) >= REQUEST_LIMITS.openPerArtist) {
        throw new RequestError(M.tooManyOpen, 429);
      }
      if ((counts?.today ?? 0) >= REQUEST_LIMITS.perDay)
        throw new RequestError(M.tooManyToday, 429);
      if (await isBlocked(tx, artistId, client.id)) throw new RequestError(M.blocked, 403);
      await checkMessageLimit(tx, client.id);
      await tx.insert(bookingRequest).values({
        id,
        clientId: client.id,
        artistId,
        clientName: firstName(client.name),
        styles: form.styles,
        colors: form.colors,
        preferredTimes: form.preferredTimes,
        budgetUsd: form.budget,
        services: chosen,
        timeZone: target.timeZone,
        artistUnread: 1,
      });
      await tx.insert(requestMessage).values({
        id: messageId,
        requestId: id,
        authorId: client.id,
        event: "sent",
        body: form.message,
      });
      await insertRequestPhotos(tx, { requestId: id, messageId, authorId: client.id }, photos);
      await queueRequestMail(tx, id, "artist", [messageId]);
    })
    .catch(async (error: unknown) => {
      await discardRequestPhotos(services, photos);
      throw error;
    });
  notifyLater(services, id, "artist");
  return id;
}

const roleOf = (viewer: AccountUser): RequestRole => (isArtist(viewer) ? "artist" : "client");

/** The viewer's requests, newest activity first, optionally in some states only. */
export async function listRequests(
  { database }: AppServices,
  viewer: AccountUser,
  options: {
    states?: readonly RequestState[];
    limit?: number;
    offset?: number;
    /** Booked appointments from now on, soonest first (instead of newest activity first). */
    upcoming?: boolean;
  } = {},
): Promise<RequestSummary[]> {
  const role = roleOf(viewer);
  const mine =
    role === "artist"
      ? eq(bookingRequest.artistId, viewer.id)
      : eq(bookingRequest.clientId, viewer.id);
  const rows = await database.db
    .select({
      id: bookingRequest.id,
      state: bookingRequest.state,
      clientId: bookingRequest.clientId,
      clientName: bookingRequest.clientName,
      artistName: artist.displayName,
      preferredTimes: bookingRequest.preferredTimes,
      styles: bookingRequest.styles,
      colors: bookingRequest.colors,
      timeZone: bookingRequest.timeZone,
      bookedFor: bookingRequest.bookedFor,
      services: bookingRequest.services,
      lastActivityAt: bookingRequest.lastActivityAt,
      unread: role === "artist" ? bookingRequest.artistUnread : bookingRequest.clientUnread,
      excerpt: sql<string>`(select left(${requestMessage.body}, 140) from ${requestMessage}
        where ${requestMessage.requestId} = ${bookingRequest.id} and ${requestMessage.event} = 'sent'
        order by ${requestMessage.createdAt} limit 1)`,
      // The request's first photo (its inspiration), for the list's thumbnail.
      photo: sql<{
        id: string;
        variants: PhotoVariant[];
      } | null>`(select json_build_object('id', ${requestPhoto.id}, 'variants', ${requestPhoto.variants})
        from ${requestPhoto} where ${requestPhoto.requestId} = ${bookingRequest.id}
        order by ${requestPhoto.createdAt}, ${requestPhoto.position} limit 1)`,
    })
    .from(bookingRequest)
    .leftJoin(artist, eq(artist.id, bookingRequest.artistId))
    .where(
      and(
        mine,
        options.states?.length ? inArray(bookingRequest.state, [...options.states]) : undefined,
        options.upcoming
          ? and(eq(bookingRequest.state, "booked"), gte(bookingRequest.bookedFor, sql`now()`))
          : undefined,
      ),
    )
    .orderBy(
      ...(options.upcoming
        ? [asc(bookingRequest.bookedFor), asc(bookingRequest.id)]
        : [desc(bookingRequest.lastActivityAt), desc(bookingRequest.id)]),
    )
    .limit(options.limit ?? REQUESTS_PER_PAGE)
    .offset(options.offset ?? 0);
  return rows.map((row) => ({
    id: row.id,
    state: row.state,
    otherName:
      role === "artist" ? (row.clientId ? row.clientName : null) : (row.artistName ?? null),
    preferredTimes: row.preferredTimes,
    styles: row.styles,
    colors: row.colors,
    timeZone: row.timeZone,
    bookedFor: row.bookedFor?.toISOString() ?? null,
    minutes: serviceEstimate(row.services).minutes,
    lastActivityAt: row.lastActivityAt.toISOString(),
    unread: row.unread,
    excerpt: row.excerpt ?? "",
    thumbnail: row.photo ? thumbnailUrl(row.id, row.photo.id, row.photo.variants) : null,
  }));
}

/**
 * How many of the viewer's requests have something they have not seen, leaving out `open`: the
 * conversation on their screen, which its page marks read (in the same page load, or at once
 * when it moves), so a count read alongside never counts a line they are looking at.
 */
export async function unreadRequestCount(
  { database }: AppServices,
  viewer: AccountUser,
  open?: string | null,
): Promise<number> {
  const [row] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookingRequest)
    .where(
      and(
        isArtist(viewer)
          ? and(eq(bookingRequest.artistId, viewer.id), gt(bookingRequest.artistUnread, 0))
          : and(eq(bookingRequest.clientId, viewer.id), gt(bookingRequest.clientUnread, 0)),
        open && isId(open) ? ne(bookingRequest.id, open) : undefined,
      ),
    );
  return row?.count ?? 0;
}

/** When one of the viewer's requests last moved (an ISO time), or null when it is not theirs. */
export async function lastActivityOf(
  { database }: AppServices,
  viewer: AccountUser,
  id: string,
): Promise<string | null> {
  if (!isId(id)) return null;
  const [row] = await database.db
    .select({ at: bookingRequest.lastActivityAt })
    .from(bookingRequest)
    .where(and(eq(bookingRequest.id, id), partyTo(viewer.id)));
  return row?.at.toISOString() ?? null;
}

/** The viewer's booked appointments from now on, soonest first. */
export const upcomingBookings = (services: AppServices, viewer: AccountUser, limit = 5) =>
  listRequests(services, viewer, { upcoming: true, limit });

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
  const photos = await storeRequestPhotos(services, uploads, viewer.id);
  const done = await services.database.db
    .transaction(async (tx: Transaction) => {
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
    })
    .catch(async (error: unknown) => {
      await discardRequestPhotos(services, photos);
      throw error;
    });
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
