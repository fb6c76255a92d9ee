// Whole: the admin page's three reads: the report queue, the audit log, suspensions
import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { MODERATION_LIMITS, type ReportSource, type ReportSubject } from "~/core/moderation";
import type { AppServices } from "../context";
import {
  adminAction,
  artist,
  bookingRequest,
  report,
  requestMessage,
  requestPhoto,
  review,
  user,
} from "../db/schema";
import { thumbnailUrl } from "../requests/photos";
import { artistPath } from "~/core/site-nav";

// What the admin reads (decision 0053): the open reports, newest first, each with what it is
// about as it is now (and the copy kept when it was reported), and the audit log. A page is one
// range of the queue's partial index and one lookup per kind of thing on it.

export interface QueueItem {
  id: string;
  subject: ReportSubject;
  subjectId: string;
  source: ReportSource;
  reason: string;
  note: string;
  /** What it said when reported. */
  content: string;
  createdAt: string;
  reporter: string | null;
  /** Whose it is: their account, and whether it is suspended. */
  reported: { id: string; name: string; email: string; suspended: boolean } | null;
  /** Where it is seen: the profile, the review on it, the conversation. */
  link: string | null;
  /** The thing now: null once it no longer exists. */
  now: {
    text: string;
    hidden?: boolean;
    stars?: number;
    artistName?: string;
    photos?: Array<{ id: string; url: string }>;
  } | null;
}

/** One page of open reports, newest first (the queue's partial index, read in its order). */
export async function adminQueue(
  { database }: AppServices,
  pageNumber = 1,
): Promise<{ items: QueueItem[]; more: boolean }> {
  const { db } = database;
  // The page from the partial index, then its people and things: a join before the limit would
  // read every open report.
  const rows = await db
    .select()
    .from(report)
    .where(isNull(report.decidedAt))
    .orderBy(desc(report.createdAt), desc(report.id))
    .limit(MODERATION_LIMITS.perPage + 1)
    .offset((pageNumber - 1) * MODERATION_LIMITS.perPage);
  const page = rows.slice(0, MODERATION_LIMITS.perPage);
  const ids = (subject: ReportSubject) =>
    page.filter((row) => row.subject === subject).map((row) => row.subjectId);
  const [people, reviews, messages, profiles] = await Promise.all([
    peopleOf(
      database.db,
      page.flatMap((row) => [row.reporterId, row.reportedId].filter((id) => id !== null)),
    ),
    reviewsNow(database.db, ids("review")),
    messagesNow(database.db, ids("message")),
    profilesNow(database.db, ids("profile")),
  ]);
  const items = page.map((r): QueueItem => {
    const reported = r.reportedId ? people.get(r.reportedId) : undefined;
    const found =
      r.subject === "review"
        ? reviews.get(r.subjectId)
        : r.subject === "message"
          ? messages.get(r.subjectId)
          : profiles.get(r.subjectId);
    return {
      id: r.id,
      subject: r.subject,
      subjectId: r.subjectId,
      source: r.source,
      reason: r.reason,
      note: r.note,
      content: r.content,
      createdAt: r.createdAt.toISOString(),
      reporter: (r.reporterId && people.get(r.reporterId)?.name) ?? null,
      reported: reported ?? null,
      link: found?.link ?? null,
      now: found?.now ?? null,
    };
  });
  return { items, more: rows.length > page.length };
}

type Db = AppServices["database"]["db"];
type Person = NonNullable<QueueItem["reported"]>;

async function peopleOf(db: Db, ids: string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, suspendedAt: user.suspendedAt })
    .from(user)
    .where(inArray(user.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: row.name, email: row.email, suspended: row.suspendedAt !== null },
    ]),
  );
}

type Found = Map<string, { link: string | null; now: NonNullable<QueueItem["now"]> }>;

async function reviewsNow(db: Db, ids: string[]): Promise<Found> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: review.id,
      body: review.body,
      stars: review.stars,
      hiddenAt: review.hiddenAt,
      artistId: review.artistId,
      artistName: artist.displayName,
    })
    .from(review)
    .innerJoin(artist, eq(artist.id, review.artistId))
    .where(inArray(review.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        link: `${artistPath(row.artistId)}#review-${row.id}`,
        now: {
          text: row.body,
          stars: row.stars,
          hidden: row.hiddenAt !== null,
          artistName: row.artistName,
        },
      },
    ]),
  );
}

async function messagesNow(db: Db, ids: string[]): Promise<Found> {
  if (ids.length === 0) return new Map();
  const [rows, photos] = await Promise.all([
    db
      .select({
        id: requestMessage.id,
        body: requestMessage.body,
        requestId: requestMessage.requestId,
        artistName: artist.displayName,
      })
      .from(requestMessage)
      .innerJoin(bookingRequest, eq(bookingRequest.id, requestMessage.requestId))
      .leftJoin(artist, eq(artist.id, bookingRequest.artistId))
      .where(inArray(requestMessage.id, ids)),
    db
      .select({
        id: requestPhoto.id,
        messageId: requestPhoto.messageId,
        requestId: requestPhoto.requestId,
        variants: requestPhoto.variants,
      })
      .from(requestPhoto)
      .where(inArray(requestPhoto.messageId, ids))
      .orderBy(requestPhoto.position),
  ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        // The admin is not a party: the conversation itself stays theirs. Its photos are shown here.
        link: null,
        now: {
          text: row.body,
          artistName: row.artistName ?? undefined,
          photos: photos
            .filter((photo) => photo.messageId === row.id)
            .flatMap((photo) => {
              const url = thumbnailUrl(photo.requestId, photo.id, photo.variants);
              return url ? [{ id: photo.id, url }] : [];
            }),
        },
      },
    ]),
  );
}

async function profilesNow(db: Db, ids: string[]): Promise<Found> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: artist.id, name: artist.displayName, bio: artist.bio })
    .from(artist)
    .where(inArray(artist.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        link: artistPath(row.id),
        now: { text: `${row.name}\n\n${row.bio}`, artistName: row.name },
      },
    ]),
  );
}

export interface AuditLine {
  id: string;
  adminEmail: string;
  action: string;
  subject: string;
  subjectId: string;
  accountId: string | null;
  /** The concerned account's e-mail now (null once it is deleted). */
  accountEmail: string | null;
  reason: string;
  createdAt: string;
}

/** The audit log, newest first, a page at a time. */
export async function auditLog(
  { database }: AppServices,
  pageNumber = 1,
): Promise<{ lines: AuditLine[]; more: boolean }> {
  const rows = await database.db
    .select()
    .from(adminAction)
    .orderBy(desc(adminAction.createdAt), desc(adminAction.id))
    .limit(MODERATION_LIMITS.perPage + 1)
    .offset((pageNumber - 1) * MODERATION_LIMITS.perPage);
  const page = rows.slice(0, MODERATION_LIMITS.perPage);
  const people = await peopleOf(
    database.db,
    page.flatMap((row) => (row.accountId ? [row.accountId] : [])),
  );
  return {
    lines: page.map((row) => ({
      id: row.id,
      adminEmail: row.adminEmail,
      action: row.action,
      subject: row.subject,
      subjectId: row.subjectId,
      accountId: row.accountId,
      accountEmail: (row.accountId && people.get(row.accountId)?.email) ?? null,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
    more: rows.length > page.length,
  };
}

export interface SuspendedAccount {
  id: string;
  name: string;
  email: string;
  suspendedAt: string;
  /** The reason the last suspension gave (the audit log's line). */
  why: string | null;
}

/**
 * The accounts suspended now, newest first (`limit` of them, and whether there are more): the
 * admin restores one from here, as its reports were settled by the suspension.
 */
export async function suspendedAccounts(
  { database }: AppServices,
  limit = MODERATION_LIMITS.perPage,
): Promise<{ accounts: SuspendedAccount[]; more: boolean }> {
  const { db } = database;
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, suspendedAt: user.suspendedAt })
    .from(user)
    .where(isNotNull(user.suspendedAt))
    .orderBy(desc(user.suspendedAt))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const reasons =
    shown.length === 0
      ? []
      : await db
          .selectDistinctOn([adminAction.accountId], {
            accountId: adminAction.accountId,
            reason: adminAction.reason,
          })
          .from(adminAction)
          .where(
            and(
              eq(adminAction.action, "suspend"),
              inArray(
                adminAction.accountId,
                shown.map((row) => row.id),
              ),
            ),
          )
          .orderBy(adminAction.accountId, desc(adminAction.createdAt));
  const why = new Map(reasons.map((row) => [row.accountId, row.reason]));
  return {
    accounts: shown.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      suspendedAt: row.suspendedAt!.toISOString(),
      why: why.get(row.id) ?? null,
    })),
    more: rows.length > shown.length,
  };
}
