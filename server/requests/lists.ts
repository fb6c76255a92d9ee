import { and, asc, desc, eq, gt, gte, inArray, ne, sql } from "drizzle-orm";
import { isArtist, type AccountUser } from "~/core/accounts/user";
import {
  REQUESTS_PER_PAGE,
  type RequestRole,
  type RequestState,
  type RequestSummary,
} from "~/core/requests";
import { serviceEstimate } from "~/core/artists/services";
import type { AppServices } from "../context";
import {
  artist,
  bookingRequest,
  requestMessage,
  requestPhoto,
  type PhotoVariant,
} from "../db/schema";
import { isId } from "./errors";
import { thumbnailUrl } from "./photos";
import { partyTo } from "./parties";

// A person's requests as lists (decision 0030): theirs alone, by the one access rule (partyTo).

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
