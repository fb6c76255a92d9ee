import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import {
  EMAIL_QUIET_MINUTES,
  REQUEST_COPY,
  REQUEST_EMAIL,
  requestPath,
  type RequestEmailKind,
  type RequestRole,
} from "~/core/requests";
import type { AppServices } from "../context";
import { artist, bookingRequest, mailSetting, user } from "../db/schema";
import { noticeMail } from "../mail/templates";

// E-mails about requests (decision 0030): the other side hears of a new request, a reply and each
// change of state, with a link to the conversation. A burst sends one e-mail: the recipient's
// "last e-mailed" time on the request is claimed atomically, and nothing more is sent for
// EMAIL_QUIET_MINUTES. An account can turn these e-mails off (mail_setting).

/**
 * E-mails `to` (a side of request `requestId`) about what `from` did, unless they were e-mailed
 * about it within the quiet time or turned request e-mails off. Answers whether one was sent.
 */
export async function notifyRequestParty(
  services: AppServices,
  requestId: string,
  to: RequestRole,
  kind: RequestEmailKind,
): Promise<boolean> {
  const { db } = services.database;
  const notifiedAt =
    to === "artist" ? bookingRequest.artistNotifiedAt : bookingRequest.clientNotifiedAt;
  const recipient = to === "artist" ? bookingRequest.artistId : bookingRequest.clientId;
  const claimed = await db
    .update(bookingRequest)
    .set(to === "artist" ? { artistNotifiedAt: sql`now()` } : { clientNotifiedAt: sql`now()` })
    .where(
      and(
        eq(bookingRequest.id, requestId),
        isNotNull(recipient),
        or(
          isNull(notifiedAt),
          lt(notifiedAt, sql`now() - make_interval(mins => ${EMAIL_QUIET_MINUTES})`),
        ),
        sql`not exists (select 1 from ${mailSetting} where ${mailSetting.userId} = ${recipient}
          and not ${mailSetting.requestEmails})`,
      ),
    )
    .returning({
      recipientId: recipient,
      clientName: bookingRequest.clientName,
      artistId: bookingRequest.artistId,
    });
  const row = claimed[0];
  if (!row?.recipientId) return false;
  const [[address], [studio]] = await Promise.all([
    db.select({ email: user.email }).from(user).where(eq(user.id, row.recipientId)),
    row.artistId
      ? db
          .select({ displayName: artist.displayName })
          .from(artist)
          .where(eq(artist.id, row.artistId))
      : Promise.resolve([]),
  ]);
  if (!address) return false;
  // The artist is told the client's first name; the client, the artist's name.
  const from =
    to === "artist" ? row.clientName : (studio?.displayName ?? REQUEST_COPY.deletedAccount);
  const { brand } = services.config;
  await services.mailer.send(
    noticeMail({
      brand,
      to: address.email,
      subject: REQUEST_EMAIL.subject[kind](from),
      url: `${brand.publicUrl}${requestPath(requestId)}`,
      openLabel: REQUEST_EMAIL.open,
      why: REQUEST_EMAIL.why(brand.name),
    }),
  );
  return true;
}

/** Sends in the background: a failed e-mail is logged, never the sender's problem. */
export function notifyLater(
  services: AppServices,
  requestId: string,
  to: RequestRole,
  kind: RequestEmailKind,
) {
  void notifyRequestParty(services, requestId, to, kind).catch((error: unknown) => {
    services.logger.error({ err: error, requestId }, "could not send a request e-mail");
  });
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
