import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { randomUUID } from "node:crypto";
import type { AccountUser } from "~/core/accounts/user";
import {
  MODERATION_FIELDS as F,
  MODERATION_MESSAGES as M,
  STAGED_SIGNALS,
  STAGED_SIGNAL_TEXT,
  type ReportAnswer,
  type ReportSubject,
  type StagedSignal,
} from "~/core/moderation";
import { reportFormSchema, type ReportForm } from "~/core/moderation-forms";
import type { Transaction } from "../db/client";
import type { AppServices } from "../context";
import {
  artist,
  bookingRequest,
  report,
  requestMessage,
  requestPhoto,
  review,
  user,
} from "../db/schema";
import { isAccountId, isId } from "../requests/errors";
import { partyTo } from "../requests/parties";

// Reports (decision 0053): anyone signed in reports a review, a message of the other side of
// their conversation, or a profile, with a reason; each account once while it is open. The
// reviewed artist's report of a review of them is a request to check it, never a vote. A copy of
// what was reported is kept. Nothing here hides anything: an admin decides (./decisions.ts).

export class ReportError extends Error {
  override name = "ReportError";
  readonly status = 404;
}

interface Reported {
  reportedId: string | null;
  content: string;
  requestId?: string;
  /** The reviewed artist flags a review of their own. */
  ownReview?: boolean;
}

/** What the viewer may report, or null: never their own, never what they may not see. */
async function reportable(
  db: AppServices["database"]["db"],
  viewer: AccountUser,
  subject: ReportSubject,
  id: string,
): Promise<Reported | null> {
  if (subject === "review") {
    const [row] = await db
      .select({ authorId: review.authorId, artistId: review.artistId, body: review.body })
      .from(review)
      .where(and(eq(review.id, id), isNull(review.hiddenAt)));
    if (!row || row.authorId === viewer.id) return null;
    return { reportedId: row.authorId, content: row.body, ownReview: row.artistId === viewer.id };
  }
  if (subject === "message") {
    const [row] = await db
      .select({
        authorId: requestMessage.authorId,
        body: requestMessage.body,
        requestId: requestMessage.requestId,
        photos: sql<number>`(select count(*)::int from ${requestPhoto} where ${requestPhoto.messageId} = ${requestMessage.id})`,
      })
      .from(requestMessage)
      .innerJoin(bookingRequest, eq(bookingRequest.id, requestMessage.requestId))
      .where(and(eq(requestMessage.id, id), partyTo(viewer.id)));
    if (!row || row.authorId === viewer.id || (!row.body && row.photos === 0)) return null;
    return { reportedId: row.authorId, content: row.body, requestId: row.requestId };
  }
  const [row] = await db
    .select({ name: artist.displayName, bio: artist.bio })
    .from(artist)
    .where(and(eq(artist.id, id), eq(artist.isActive, true)));
  if (!row || id === viewer.id) return null;
  return { reportedId: id, content: `${row.name}\n\n${row.bio}` };
}

/**
 * Files the viewer's report of a review, message or profile (once while open: again changes
 * nothing). Refused (404) like something that isn't there for anything they may not report.
 */
export async function fileReport(
  { database }: AppServices,
  viewer: AccountUser,
  subject: ReportSubject,
  subjectId: string,
  form: ReportForm,
): Promise<void> {
  if (!(subject === "profile" ? isAccountId : isId)(subjectId)) {
    throw new ReportError(M.notReportable);
  }
  const found = await reportable(database.db, viewer, subject, subjectId);
  if (!found) throw new ReportError(M.notReportable);
  await database.db
    .insert(report)
    .values({
      id: randomUUID(),
      subject,
      subjectId,
      requestId: found.requestId ?? null,
      source: found.ownReview ? "ownReview" : "report",
      reporterId: viewer.id,
      reportedId: found.reportedId,
      reason: form.reason,
      note: form.note,
      content: found.content,
    })
    .onConflictDoNothing();
}

/**
 * The signals that a new review may be staged (core/moderation.ts STAGED_SIGNALS): the client's
 * account made within a day of the booking, signed up from the artist's address, or the booking
 * completed within an hour of being made.
 */
export async function stagedSignals(tx: Transaction, requestId: string): Promise<StagedSignal[]> {
  const events = await tx
    .select({ event: requestMessage.event, at: requestMessage.createdAt })
    .from(requestMessage)
    .where(
      and(
        eq(requestMessage.requestId, requestId),
        inArray(requestMessage.event, ["booked", "accepted", "completed"]),
      ),
    );
  const client = alias(user, "client");
  const artistAccount = alias(user, "artist_account");
  const [parties] = await tx
    .select({
      clientCreated: client.createdAt,
      clientAddress: client.signupAddress,
      artistAddress: artistAccount.signupAddress,
    })
    .from(bookingRequest)
    .innerJoin(client, eq(client.id, bookingRequest.clientId))
    .innerJoin(artistAccount, eq(artistAccount.id, bookingRequest.artistId))
    .where(eq(bookingRequest.id, requestId));
  if (!parties) return [];
  const hour = 3_600_000;
  const booked = events.findLast((line) => line.event !== "completed")?.at;
  const completed = events.find((line) => line.event === "completed")?.at;
  const signals: StagedSignal[] = [];
  if (
    booked &&
    booked.getTime() - parties.clientCreated.getTime() < STAGED_SIGNALS.newAccountHours * hour
  ) {
    signals.push("newAccount");
  }
  if (parties.clientAddress && parties.clientAddress === parties.artistAddress) {
    signals.push("sameAddress");
  }
  if (
    booked &&
    completed &&
    completed.getTime() - booked.getTime() < STAGED_SIGNALS.quickCompletionHours * hour
  ) {
    signals.push("quickCompletion");
  }
  return signals;
}

/** Puts a new review in the admin's queue when it may be staged; it still shows. */
export async function queueIfStaged(
  tx: Transaction,
  input: { reviewId: string; requestId: string; authorId: string; body: string },
): Promise<void> {
  const signals = await stagedSignals(tx, input.requestId);
  if (signals.length === 0) return;
  await tx.insert(report).values({
    id: randomUUID(),
    subject: "review",
    subjectId: input.reviewId,
    source: "signals",
    reporterId: null,
    reportedId: input.authorId,
    reason: "fake_review",
    note: signals.map((signal) => STAGED_SIGNAL_TEXT[signal]).join(" "),
    content: input.body,
  });
}

/**
 * A report form's post (app/components/moderation/report-form.tsx), for the pages whose things
 * can be reported: files it, or answers the field at fault. `subjects`: what this page shows.
 */
export async function reportFromForm(
  services: AppServices,
  viewer: AccountUser,
  form: FormData,
  subjects: readonly ReportSubject[],
): Promise<{ answer: ReportAnswer; status: number }> {
  const subject = String(form.get(F.subject) ?? "") as ReportSubject;
  const subjectId = String(form.get(F.subjectId) ?? "");
  const refuse = (field: string, message: string, status = 400) => ({
    answer: { reportError: { subjectId, field, message } },
    status,
  });
  if (!subjects.includes(subject)) return refuse("form", M.notReportable, 404);
  const parsed = reportFormSchema.safeParse({
    reason: form.get(F.reason) ?? undefined,
    note: String(form.get(F.note) ?? ""),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refuse(String(issue.path[0] ?? "form"), issue.message);
  }
  try {
    await fileReport(services, viewer, subject, subjectId, parsed.data);
  } catch (error) {
    if (error instanceof ReportError) return refuse("form", error.message, 404);
    throw error;
  }
  return { answer: { reported: subjectId }, status: 200 };
}
