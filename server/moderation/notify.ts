import { inArray } from "drizzle-orm";
import { ADMIN_ACTIONS, MODERATION_EMAIL as E, type AdminAction } from "~/core/moderation";
import type { AppServices } from "../context";
import { user, type PhotoVariant } from "../db/schema";
import { noticeMail } from "../mail/templates";

// The e-mails of an admin's decision (decision 0053): whoever reported is told the outcome, and
// the person whose content or account it was is told what was done and why. These are about
// the account itself, so they are sent whatever the account's request e-mail setting.

/** What a decision did, as server/moderation/decisions.ts answers it. */
export interface Decided {
  action: AdminAction;
  why: string;
  /** Whose content or account it was. */
  accountId: string | null;
  /** The accounts whose reports it settled. */
  reporterIds: string[];
  files: PhotoVariant[];
}

/** What the person concerned is told, per action (nothing when a report is dismissed). */
const TOLD: Partial<Record<AdminAction, (why: string, support: string) => [string, string]>> = {
  hideReview: (why) => [E.reviewHidden, E.reviewHiddenText(why)],
  restoreReview: (why) => [E.reviewRestored, E.reviewRestoredText(why)],
  removePhoto: (why) => [E.photoRemoved, E.photoRemovedText(why)],
  suspend: (why, support) => [E.suspended, E.suspendedText(why, support)],
  restoreAccount: (why) => [E.restored, E.restoredText(why)],
};

/** Sends a decision's e-mails in the background (a failure is logged). */
export function tellDecision(services: AppServices, decided: Decided) {
  void send(services, decided).catch((error: unknown) => {
    services.logger.error(
      { err: error, action: decided.action },
      "could not send a decision e-mail",
    );
  });
}

async function send(services: AppServices, decided: Decided) {
  const { brand } = services.config;
  const ids = [...decided.reporterIds, ...(decided.accountId ? [decided.accountId] : [])];
  if (ids.length === 0) return;
  const rows = await services.database.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.id, ids));
  const emailOf = new Map(rows.map((row) => [row.id, row.email]));
  const mail = (to: string, subject: string, text: string) =>
    services.mailer.send(
      noticeMail({
        brand,
        to,
        subject,
        url: brand.publicUrl,
        openLabel: E.open,
        why: `${text} ${E.why(brand.name)}`,
      }),
    );
  const reporterText =
    decided.action === "dismiss"
      ? E.reporterDismissed(decided.why)
      : E.reporterActed(ADMIN_ACTIONS[decided.action], decided.why);
  for (const id of decided.reporterIds) {
    const to = emailOf.get(id);
    if (to && id !== decided.accountId) await mail(to, E.reporterSubject, reporterText);
  }
  const told = TOLD[decided.action];
  const to = decided.accountId ? emailOf.get(decided.accountId) : undefined;
  if (told && to) await mail(to, ...told(decided.why, brand.supportEmail));
}
