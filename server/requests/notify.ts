// Whole: request emails from queueing to sending, and the setting that stops them
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import sharp from "sharp";
import {
  EMAIL_QUIET_MINUTES,
  REQUEST_EMAIL,
  excerptOf,
  summaryOf,
  type RequestEmailKind,
} from "~/core/request-emails";
import { REQUEST_COPY } from "~/core/request-copy";
import { eventText, requestPath, type RequestRole } from "~/core/requests";
import { formatAppointment, timeZoneOf } from "~/core/appointment-times";
import type { Transaction } from "../db/client";
import type { AppServices } from "../context";
import {
  artist,
  bookingRequest,
  mailSetting,
  requestMailPending,
  requestMessage,
  requestPhoto,
  user,
} from "../db/schema";
import { conversationMail } from "../mail/templates";
import { listThumbnail } from "../media/thumbnail";

// E-mails about requests (decisions 0030, 0057). Each new line is queued for the other side in
// the line's own transaction (request_mail_pending, one row per side of a request). A row is due
// at once when that side was not e-mailed in the last EMAIL_QUIET_MINUTES, else when that time
// ends; lines meanwhile join the same row, so a burst becomes one later e-mail and nothing is
// dropped. Whoever sends (right after the line, or the sweep) claims the row by deleting it under
// the request's row lock, so of two instances only one sends it. An account can turn these
// e-mails off (mail_setting): what is due then is dropped, not kept for later.

/** How often the sweep looks for gathered e-mails whose quiet time has ended. */
export const SWEEP_INTERVAL_MS = 60_000;
/** The e-mail photo's side in pixels: shown at 96 CSS pixels, sharp on a 1.5× screen. */
const MAIL_PHOTO_SIZE = 144;
/** How many due e-mails one sweep sends at most (the next sweep carries on). */
const SWEEP_BATCH = 100;

const notifiedAtOf = (to: RequestRole) =>
  to === "artist" ? bookingRequest.artistNotifiedAt : bookingRequest.clientNotifiedAt;

/**
 * Queues lines of request `requestId` to be told to side `to`, inside the transaction that wrote
 * them (which holds the request's row lock): due now, or when `to`'s quiet time ends; lines
 * already waiting keep their time and these join them.
 */
export async function queueRequestMail(
  tx: Transaction,
  requestId: string,
  to: RequestRole,
  messageIds: readonly string[],
): Promise<void> {
  const notifiedAt = notifiedAtOf(to);
  await tx
    .insert(requestMailPending)
    .values({
      requestId,
      recipient: to,
      messageIds: [...messageIds],
      dueAt: sql`greatest(now(), (select ${notifiedAt} + make_interval(mins => ${EMAIL_QUIET_MINUTES})
        from ${bookingRequest} where ${bookingRequest.id} = ${requestId}))`,
    })
    .onConflictDoUpdate({
      target: [requestMailPending.requestId, requestMailPending.recipient],
      set: { messageIds: sql`${requestMailPending.messageIds} || excluded.message_ids` },
    });
}

/**
 * Sends the request e-mails that are due (only the one of `only`, when given): each row is
 * claimed in its own transaction, locking the request's row first (the order a line's
 * transaction takes them in) and deleting the row, and the side's "last e-mailed" time is set in
 * the same transaction. Answers how many e-mails were sent.
 */
export async function sendDueRequestMails(
  services: AppServices,
  only?: { requestId: string; to: RequestRole },
): Promise<number> {
  const { db } = services.database;
  const due = await db
    .select({ requestId: requestMailPending.requestId, to: requestMailPending.recipient })
    .from(requestMailPending)
    .where(
      and(
        lte(requestMailPending.dueAt, sql`now()`),
        only && eq(requestMailPending.requestId, only.requestId),
        only && eq(requestMailPending.recipient, only.to),
      ),
    )
    .orderBy(asc(requestMailPending.dueAt))
    .limit(SWEEP_BATCH);
  let sent = 0;
  for (const { requestId, to } of due) {
    const messageIds = await db.transaction(async (tx: Transaction) => {
      await tx
        .select({ id: bookingRequest.id })
        .from(bookingRequest)
        .where(eq(bookingRequest.id, requestId))
        .for("update");
      const [claimed] = await tx
        .delete(requestMailPending)
        .where(
          and(
            eq(requestMailPending.requestId, requestId),
            eq(requestMailPending.recipient, to),
            lte(requestMailPending.dueAt, sql`now()`),
          ),
        )
        .returning({ messageIds: requestMailPending.messageIds });
      if (!claimed) return null; // another sender had it
      await tx
        .update(bookingRequest)
        .set(to === "artist" ? { artistNotifiedAt: sql`now()` } : { clientNotifiedAt: sql`now()` })
        .where(eq(bookingRequest.id, requestId));
      return claimed.messageIds;
    });
    if (messageIds && (await sendRequestMail(services, requestId, to, messageIds))) sent += 1;
  }
  return sent;
}

/** After a line's transaction: sends its e-mail now if it is due, in the background. */
export function notifyLater(services: AppServices, requestId: string, to: RequestRole) {
  void sendDueRequestMails(services, { requestId, to }).catch((error: unknown) => {
    services.logger.error({ err: error, requestId }, "could not send a request e-mail");
  });
}

/**
 * Sends gathered e-mails as their quiet time ends, every SWEEP_INTERVAL_MS and once now (for
 * those that came due while no server ran). Answers a function that stops it and waits for a
 * sweep under way.
 */
export function startRequestMailSweep(services: AppServices): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= sendDueRequestMails(services)
      .catch((error: unknown) => {
        services.logger.error({ err: error }, "could not send the due request e-mails");
      })
      .finally(() => (running = undefined));
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running; // before the database closes
  };
}

/**
 * E-mails side `to` of a request about some of its lines (just claimed): each line in words with
 * its first lines and its time, one photo, and the link. Nothing when the recipient is gone or
 * turned request e-mails off, or the lines are (their author's account was deleted). A failed
 * send queues the lines again, for the next quiet time's end.
 */
async function sendRequestMail(
  services: AppServices,
  requestId: string,
  to: RequestRole,
  messageIds: readonly string[],
): Promise<boolean> {
  const { db } = services.database;
  const [request] = await db
    .select({
      clientId: bookingRequest.clientId,
      artistId: bookingRequest.artistId,
      clientName: bookingRequest.clientName,
      timeZone: bookingRequest.timeZone,
      studio: artist.displayName,
      artistState: artist.state,
      email: user.email,
      on: sql<boolean>`coalesce(${mailSetting.requestEmails}, true)`,
    })
    .from(bookingRequest)
    .leftJoin(artist, eq(artist.id, bookingRequest.artistId))
    .leftJoin(
      user,
      eq(user.id, to === "artist" ? bookingRequest.artistId : bookingRequest.clientId),
    )
    .leftJoin(mailSetting, eq(mailSetting.userId, user.id))
    .where(eq(bookingRequest.id, requestId));
  if (!request?.email || !request.on) return false;
  const lines = await db
    .select({
      id: requestMessage.id,
      event: requestMessage.event,
      body: requestMessage.body,
      at: requestMessage.at,
      createdAt: requestMessage.createdAt,
    })
    .from(requestMessage)
    .where(
      and(eq(requestMessage.requestId, requestId), inArray(requestMessage.id, [...messageIds])),
    )
    .orderBy(asc(requestMessage.createdAt), asc(requestMessage.id));
  if (lines.length === 0) return false;

  // The artist is told the client's first name; the client, the artist's name.
  const who =
    to === "artist" ? request.clientName : (request.studio ?? REQUEST_COPY.deletedAccount);
  // Appointments in the request's zone, as the page shows them; when a line was written in the
  // recipient's own zone: the artist's (from their state), else the request's.
  const ownZone =
    to === "artist" && request.artistState ? timeZoneOf(request.artistState) : request.timeZone;
  const items = lines.map((line) => ({
    heading: line.event
      ? eventText(line.event, who, line.at ? formatAppointment(line.at, request.timeZone) : "")
      : REQUEST_EMAIL.wrote(who),
    quote: excerptOf(line.body),
    when: REQUEST_EMAIL.writtenAt(formatAppointment(line.createdAt, ownZone)),
  }));
  const kinds = lines.map((line): RequestEmailKind => line.event ?? "reply");
  const { brand } = services.config;
  const mail = conversationMail({
    brand,
    to: request.email,
    subject:
      kinds.length === 1
        ? REQUEST_EMAIL.subject[kinds[0]!](who)
        : REQUEST_EMAIL.gathered(summaryOf(kinds), who),
    items,
    photo: await photoFor(services, requestId, lines, who),
    url: `${brand.publicUrl}${requestPath(requestId)}`,
    openLabel: REQUEST_EMAIL.open,
    why: REQUEST_EMAIL.why(brand.name),
  });
  try {
    await services.mailer.send(mail);
    return true;
  } catch (error) {
    services.logger.error(
      { err: error, requestId },
      "could not send a request e-mail; kept for later",
    );
    await db.transaction(async (tx: Transaction) => {
      await queueRequestMail(tx, requestId, to, messageIds);
    });
    return false;
  }
}

/**
 * The e-mail's photo: the first photo of the told lines, else the request's inspiration; a small
 * JPEG made from its stored list thumbnail, sent inside the e-mail (decision 0057). None when
 * there is no photo, or its file cannot be read (the e-mail goes without it).
 */
async function photoFor(
  services: AppServices,
  requestId: string,
  lines: readonly { id: string; event: string | null }[],
  who: string,
) {
  const { db } = services.database;
  const [photo] = await db
    .select({ variants: requestPhoto.variants, messageId: requestPhoto.messageId })
    .from(requestPhoto)
    .innerJoin(requestMessage, eq(requestMessage.id, requestPhoto.messageId))
    .where(
      and(
        eq(requestPhoto.requestId, requestId),
        sql`(${inArray(
          requestPhoto.messageId,
          lines.map((line) => line.id),
        )} or ${requestMessage.event} = 'sent')`,
      ),
    )
    // The told lines' photos first, in their order; the inspiration after.
    .orderBy(
      sql`${inArray(
        requestPhoto.messageId,
        lines.map((line) => line.id),
      )} desc`,
      asc(requestMessage.createdAt),
      asc(requestPhoto.position),
    )
    .limit(1);
  const thumb = photo && listThumbnail(photo.variants);
  if (!photo || !thumb) return undefined;
  try {
    const stored = await services.privateMedia.read(thumb.key);
    const content = await sharp(stored)
      .resize(MAIL_PHOTO_SIZE, MAIL_PHOTO_SIZE, { fit: "cover", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
    const told = lines.some((line) => line.id === photo.messageId);
    const alt = told ? REQUEST_EMAIL.photoAlt.line(who) : REQUEST_EMAIL.photoAlt.inspiration;
    return { content, alt };
  } catch (error) {
    services.logger.warn({ err: error, requestId }, "request e-mail sent without its photo");
    return undefined;
  }
}

/** Whether the account gets request e-mails. */
export async function requestEmailsOn({ database }: AppServices, userId: string) {
  const [row] = await database.db
    .select({ on: mailSetting.requestEmails })
    .from(mailSetting)
    .where(eq(mailSetting.userId, userId));
  return row?.on ?? true;
}

/** Turns the account's request e-mails on or off. */
export async function setRequestEmails({ database }: AppServices, userId: string, on: boolean) {
  await database.db
    .insert(mailSetting)
    .values({ userId, requestEmails: on })
    .onConflictDoUpdate({ target: mailSetting.userId, set: { requestEmails: on } });
}
