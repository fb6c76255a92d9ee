import { and, eq, inArray, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { isArtist, type AccountUser } from "~/core/accounts/user";
import { REQUEST_LIMITS, OPEN_STATES } from "~/core/requests";
import { REQUEST_MESSAGES as M } from "~/core/request-copy";
import { timeZoneOf } from "~/core/appointment-times";
import { REQUEST_SERVICES_FIELD, type RequestForm } from "~/core/request-forms";
import { requestedService, type RequestedService } from "~/core/artists/services";
import { readServiceMenu } from "../artists/services";
import type { AppServices } from "../context";
import type { Transaction } from "../db/client";
import { artist, bookingRequest, requestMessage } from "../db/schema";
import { RequestError } from "./errors";
import { notifyLater, queueRequestMail } from "./notify";
import { insertRequestPhotos, requestPhotos } from "./photos";
import { isBlocked } from "./safety";
import { checkMessageLimit, lockSender } from "./sender-limits";

// Sending a request (decision 0030): to a published artist who is not the sender, within the
// sender's limits, with the services chosen from the artist's menu.

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
  await requestPhotos.storeWith(services, uploads, client.id, (photos) =>
    services.database.db.transaction(async (tx: Transaction) => {
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
    }),
  );
  notifyLater(services, id, "artist");
  return id;
}
