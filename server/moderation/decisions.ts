import { and, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { AccountUser } from "~/core/accounts/user";
import { ADMIN_ACTIONS, MODERATION_MESSAGES as M, type AdminAction } from "~/core/moderation";
import { adminReasonSchema } from "~/core/moderation-forms";
import { OPEN_STATES } from "~/core/requests";
import type { Transaction } from "../db/client";
import type { AppServices } from "../context";
import {
  adminAction,
  artist,
  bookingRequest,
  report,
  requestMessage,
  requestPhoto,
  review,
  session,
  user,
  type PhotoVariant,
} from "../db/schema";
import { isAccountId, isId } from "../requests/errors";
import { announceMoves } from "../requests/moves";
import { tellDecision, type Decided } from "./notify";
import { FieldRefusal } from "../http/field-refusal";

// An admin's decisions (decision 0053): each is made in one transaction with its line of the
// audit log and the open reports it settles, so no action goes unlogged and no report is
// decided twice. The people concerned are told by e-mail afterwards (./notify.ts).

export class DecisionError extends FieldRefusal<400 | 404 | 409> {
  override name = "DecisionError";
}

export interface DecisionInput {
  action: AdminAction;
  /** The review's, photo's or account's id; for "dismiss", the report's. */
  target: string;
  why: string;
}

/** What an action touched: for the audit log, the reports it settles and the e-mails. */
interface Outcome {
  subject: "review" | "photo" | "account" | "report";
  accountId: string | null;
  /** The open reports it settles. */
  settles: SQL;
  /** Files to remove once the rows are gone. */
  files?: PhotoVariant[];
}

const notNow = () => new DecisionError(M.notNow, 409);

/** The open reports about one thing. */
const openReportsOf = (subject: "review" | "message" | "profile", id: string) =>
  and(eq(report.subject, subject), eq(report.subjectId, id))!;

const ACT: Record<
  AdminAction,
  (tx: Transaction, target: string, admins: ReadonlySet<string>) => Promise<Outcome>
> = {
  async hideReview(tx, id) {
    const [row] = await tx
      .update(review)
      .set({ hiddenAt: sql`now()` })
      .where(and(eq(review.id, id), isNull(review.hiddenAt)))
      .returning({ authorId: review.authorId });
    if (!row) throw notNow();
    return { subject: "review", accountId: row.authorId, settles: openReportsOf("review", id) };
  },
  async restoreReview(tx, id) {
    const [row] = await tx
      .update(review)
      .set({ hiddenAt: null })
      .where(and(eq(review.id, id), isNotNull(review.hiddenAt)))
      .returning({ authorId: review.authorId });
    if (!row) throw notNow();
    return { subject: "review", accountId: row.authorId, settles: openReportsOf("review", id) };
  },
  async removePhoto(tx, id) {
    const [row] = await tx.delete(requestPhoto).where(eq(requestPhoto.id, id)).returning({
      authorId: requestPhoto.authorId,
      messageId: requestPhoto.messageId,
      variants: requestPhoto.variants,
    });
    if (!row) throw notNow();
    return {
      subject: "photo",
      accountId: row.authorId,
      settles: openReportsOf("message", row.messageId),
      files: row.variants,
    };
  },
  async suspend(tx, id, admins) {
    const [row] = await tx
      .update(user)
      .set({ suspendedAt: sql`now()` })
      .where(and(eq(user.id, id), isNull(user.suspendedAt)))
      .returning({ email: user.email });
    if (!row) throw notNow();
    if (admins.has(row.email.toLowerCase())) throw new DecisionError(M.notFound, 404);
    await tx.delete(session).where(eq(session.userId, id));
    await tx.update(artist).set({ isActive: false }).where(eq(artist.id, id));
    await closeOpenRequests(tx, id);
    return {
      subject: "account",
      accountId: id,
      settles: or(eq(report.reportedId, id), openReportsOf("profile", id))!,
    };
  },
  async restoreAccount(tx, id) {
    const [row] = await tx
      .update(user)
      .set({ suspendedAt: null })
      .where(and(eq(user.id, id), isNotNull(user.suspendedAt)))
      .returning({ id: user.id });
    if (!row) throw notNow();
    // Listed again if it was published (suspension is the only thing that unlists a profile).
    await tx
      .update(artist)
      .set({ isActive: sql`${artist.publishedAt} is not null` })
      .where(eq(artist.id, id));
    return { subject: "account", accountId: id, settles: openReportsOf("profile", id) };
  },
  async dismiss(tx, id) {
    const [row] = await tx
      .select({
        subject: report.subject,
        subjectId: report.subjectId,
        reportedId: report.reportedId,
      })
      .from(report)
      .where(and(eq(report.id, id), isNull(report.decidedAt)));
    if (!row) throw notNow();
    // Dismissing a report dismisses every open report of the same thing: they ask one question.
    return {
      subject: "report",
      accountId: row.reportedId,
      settles: openReportsOf(row.subject, row.subjectId),
    };
  },
};

/** A suspended account's open requests close, each with a "closed the conversation" line. */
async function closeOpenRequests(tx: Transaction, accountId: string) {
  const closed = await tx
    .update(bookingRequest)
    .set({
      state: sql`case when ${bookingRequest.artistId} = ${accountId} then 'declined' else 'cancelled' end`,
      proposedFor: null,
      lastActivityAt: sql`clock_timestamp()`,
    })
    .where(
      and(
        or(eq(bookingRequest.artistId, accountId), eq(bookingRequest.clientId, accountId)),
        inArray(bookingRequest.state, [...OPEN_STATES]),
      ),
    )
    .returning({ id: bookingRequest.id });
  if (closed.length === 0) return;
  await tx.insert(requestMessage).values(
    closed.map(({ id }) => ({
      id: randomUUID(),
      requestId: id,
      authorId: accountId,
      event: "closed" as const,
    })),
  );
  await announceMoves(
    tx,
    closed.map(({ id }) => id),
  );
}

/**
 * Carries out an admin's action with its reason: refused (400) without a reason, (404) for a
 * target that does not exist, (409) when it is already so. Answers what it did; the people
 * concerned are told by e-mail in the background.
 */
export async function decide(
  services: AppServices,
  admin: AccountUser,
  input: DecisionInput,
): Promise<Decided> {
  if (!admin.admin) throw new DecisionError(M.notFound, 404);
  const why = adminReasonSchema.safeParse(input.why);
  if (!why.success) throw new DecisionError(why.error.issues[0]!.message, 400, "why");
  if (!(input.action in ADMIN_ACTIONS)) throw new DecisionError(M.notFound, 404);
  const onAccount = input.action === "suspend" || input.action === "restoreAccount";
  if (!(onAccount ? isAccountId : isId)(input.target)) throw new DecisionError(M.notFound, 404);
  const decided = await services.database.db.transaction(async (tx: Transaction) => {
    const outcome = await ACT[input.action](tx, input.target, services.config.adminEmails);
    const settled = await tx
      .update(report)
      .set({ decidedAt: sql`now()`, decision: input.action })
      .where(and(outcome.settles, isNull(report.decidedAt)))
      .returning({ id: report.id, reporterId: report.reporterId });
    await tx.insert(adminAction).values({
      id: randomUUID(),
      adminId: admin.id,
      adminEmail: admin.email,
      action: input.action,
      subject: outcome.subject,
      subjectId: input.target,
      accountId: outcome.accountId,
      reportId: input.action === "dismiss" ? input.target : (settled[0]?.id ?? null),
      reason: why.data,
    });
    return {
      action: input.action,
      why: why.data,
      accountId: outcome.accountId,
      reporterIds: [...new Set(settled.flatMap((r) => (r.reporterId ? [r.reporterId] : [])))],
      files: outcome.files ?? [],
    };
  });
  if (decided.files.length > 0) {
    await services.privateMedia.deleteFiles(decided.files).catch((error: unknown) => {
      services.logger.warn({ err: error }, "a removed photo's files stay for media:gc");
    });
  }
  tellDecision(services, decided);
  return decided;
}
