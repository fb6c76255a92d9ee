// Whole: a route module: loader, action and the admin page with its own cards
import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { LocalDate } from "~/app/components/local-date";
import { Button } from "~/app/components/ui/button";
import { EmptyState } from "~/app/components/ui/empty-state";
import { FormAlert, TextAreaField } from "~/app/components/ui/field";
import { unlistedPageMeta } from "~/app/lib/brand";
import {
  ADMIN_ACTIONS,
  ADMIN_TIME,
  adminPageOf,
  ADMIN_BUTTONS as B,
  MODERATION_COPY as C,
  MODERATION_FIELDS as F,
  MODERATION_LIMITS,
  REPORT_REASONS,
  REPORT_SOURCES,
  type AdminAction,
} from "~/core/moderation";
import { ADMIN_AUDIT_PATH, ADMIN_PATH } from "~/core/site-nav";
import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { formAction } from "~/server/http/request-body";
import { DecisionError, decide } from "~/server/moderation/decisions";
import {
  adminQueue,
  suspendedAccounts,
  type QueueItem,
  type SuspendedAccount,
} from "~/server/moderation/queue";
import type { Route } from "./+types/admin";

// /admin: the reports to decide, newest first, each with what it is about and the actions an
// admin takes on it, each with a reason (decision 0053). ADMIN_EMAILS' accounts only: anyone
// else gets the not-found page (server/auth/guards.ts).

export const meta: Route.MetaFunction = ({ matches }) =>
  unlistedPageMeta(matches, { title: C.queueTitle, description: C.queueTitle });

export async function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/admin.tsx", "read");
  const page = adminPageOf(args.request.url);
  const done = new URL(args.request.url).searchParams.get("done");
  const services = getServices(args.context);
  const [queue, suspended] = await Promise.all([
    adminQueue(services, page),
    suspendedAccounts(services),
  ]);
  return {
    ...queue,
    suspended,
    page,
    done: done && done in ADMIN_ACTIONS ? ADMIN_ACTIONS[done as AdminAction] : null,
  };
}

/** One action: its button's value is "action:target" (one form and one reason per item). */
export const action = formAction(async (args: Route.ActionArgs, form) => {
  const admin = authorize(args, "routes/admin.tsx", "write");
  const [name = "", target = ""] = String(form.get(F.action) ?? "").split(":");
  const reportId = String(form.get(F.reportId) ?? "");
  try {
    await decide(getServices(args.context), admin, {
      action: name as AdminAction,
      target,
      why: String(form.get(F.why) ?? ""),
    });
  } catch (error) {
    if (!(error instanceof DecisionError)) throw error;
    return data(
      { error: { field: error.field, message: error.message }, reportId },
      { status: error.status },
    );
  }
  throw redirect(`${ADMIN_PATH}?done=${name}`);
});

export default function AdminQueue({ loaderData, actionData }: Route.ComponentProps) {
  const { items, more, page, done, suspended } = loaderData;
  const errorFor = (id: string) =>
    actionData && "reportId" in actionData && actionData.reportId === id
      ? actionData.error
      : undefined;
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">{C.queueTitle}</h1>
        <Link to={ADMIN_AUDIT_PATH} className="font-semibold text-brand-700 hover:underline">
          {C.auditTitle}
        </Link>
      </div>
      {done && (
        <div className="mt-4">
          <FormAlert tone="success">{done}.</FormAlert>
        </div>
      )}
      {items.length === 0 ? (
        <EmptyState icon={CircleCheck} title={C.queueEmpty} className="mt-8" />
      ) : (
        <ol className="mt-6 space-y-4" aria-label={C.queueTitle}>
          {items.map((item) => (
            <li key={item.id}>
              <QueueCard item={item} error={errorFor(item.id)} />
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Pages" className="mt-6 flex justify-between">
        {page > 1 ? (
          <Link to={`${ADMIN_PATH}?page=${page - 1}`} className="font-semibold text-brand-700">
            Newer reports
          </Link>
        ) : (
          <span />
        )}
        {more && (
          <Link to={`${ADMIN_PATH}?page=${page + 1}`} className="font-semibold text-brand-700">
            Older reports
          </Link>
        )}
      </nav>
      {suspended.accounts.length > 0 && (
        <section aria-labelledby="suspended-title" className="mt-10">
          <h2 id="suspended-title" className="text-2xl font-semibold">
            {C.suspendedTitle}
          </h2>
          <p className="mt-1 text-ink-600">{C.suspendedHint}</p>
          <ul className="mt-4 space-y-4" aria-labelledby="suspended-title">
            {suspended.accounts.map((account) => (
              <li key={account.id}>
                <SuspendedCard account={account} error={errorFor(suspendedFormId(account.id))} />
              </li>
            ))}
          </ul>
          {suspended.more && <p className="mt-3 text-ink-600">{C.suspendedMore}</p>}
        </section>
      )}
    </div>
  );
}

/**
 * An item's actions: one form, one reason (the people concerned read it), its buttons. `formId`
 * is what an answer's error is shown beside: a report's id, or a suspended account's.
 */
function DecisionForm({
  formId,
  error,
  children,
}: {
  formId: string;
  error?: { field: string; message: string };
  children: ReactNode;
}) {
  return (
    <Form method="post" noValidate className="mt-3 space-y-3">
      <input type="hidden" name={F.reportId} value={formId} />
      <TextAreaField
        label={C.why}
        name={F.why}
        rows={2}
        maxLength={MODERATION_LIMITS.reason.max}
        error={error?.field === F.why ? error.message : undefined}
      />
      {error && error.field !== F.why && <FormAlert>{error.message}</FormAlert>}
      {children}
    </Form>
  );
}

/** The form id a suspended account's restore answers to (beside the queue's report ids). */
const suspendedFormId = (accountId: string) => `account-${accountId}`;

/** A suspended account: who, since when and why, and its restore (with a reason). */
function SuspendedCard({
  account,
  error,
}: {
  account: SuspendedAccount;
  error?: { field: string; message: string };
}) {
  const busy = useNavigation().state !== "idle";
  const headingId = `suspended-${account.id}`;
  return (
    <article aria-labelledby={headingId} className="admin-card">
      <h3 id={headingId} className="text-lg font-semibold">
        {account.name || "(no name)"} · {account.email}
      </h3>
      <p className="text-sm text-ink-600">
        {C.suspendedAccount} · <LocalDate iso={account.suspendedAt} options={ADMIN_TIME} />
      </p>
      {account.why && <p className="admin-note">“{account.why}”</p>}
      <DecisionForm formId={suspendedFormId(account.id)} error={error}>
        <Button
          type="submit"
          name={F.action}
          value={`restoreAccount:${account.id}`}
          size="sm"
          disabled={busy}
        >
          {B.restoreAccount}
        </Button>
      </DecisionForm>
    </article>
  );
}

const SUBJECT_LABEL = { review: "Review", message: "Message", profile: "Profile" } as const;

/** A report: what it is about, now and as reported, who is concerned, and the actions. */
function QueueCard({
  item,
  error,
}: {
  item: QueueItem;
  error?: { field: string; message: string };
}) {
  const busy = useNavigation().state !== "idle";
  const reason = REPORT_REASONS[item.reason as keyof typeof REPORT_REASONS] ?? item.reason;
  const headingId = `report-${item.id}`;
  const button = (action: AdminAction, target: string, label: string) => (
    <Button
      type="submit"
      name={F.action}
      value={`${action}:${target}`}
      size="sm"
      variant={action === "dismiss" ? "secondary" : "primary"}
      disabled={busy}
    >
      {label}
    </Button>
  );
  const { now, reported } = item;
  return (
    <article aria-labelledby={headingId} className="admin-card">
      <h2 id={headingId} className="text-lg font-semibold">
        {SUBJECT_LABEL[item.subject]} · {reason}
      </h2>
      <p className="text-sm text-ink-600">
        {REPORT_SOURCES[item.source]}
        {item.reporter && <> by {item.reporter}</>} ·{" "}
        <LocalDate iso={item.createdAt} options={ADMIN_TIME} />
      </p>
      {item.note && <p className="admin-note">“{item.note}”</p>}
      <div className="admin-content">
        {now ? (
          <>
            {now.artistName && item.subject !== "profile" && (
              <p className="text-sm text-ink-600">
                {item.subject === "review" ? "On the profile of" : "In a conversation with"}{" "}
                {now.artistName}
                {now.stars !== undefined && <> · {now.stars} of 5 stars</>}
                {now.hidden && <b className="ml-2 text-red-700">{C.hidden}</b>}
              </p>
            )}
            <p className="whitespace-pre-line">{now.text || "(no text)"}</p>
            {now.text !== item.content && item.content && (
              <p className="mt-2 text-sm text-ink-600">
                When reported: <span className="whitespace-pre-line">{item.content}</span>
              </p>
            )}
            {item.link && (
              <Link to={item.link} className="text-sm font-semibold text-brand-700 hover:underline">
                See it on the site
              </Link>
            )}
          </>
        ) : (
          <>
            <p className="text-sm text-ink-600">{C.gone} When reported:</p>
            <p className="whitespace-pre-line">{item.content}</p>
          </>
        )}
      </div>
      {reported && (
        <p className="text-sm text-ink-700">
          Account: {reported.name || "(no name)"} · {reported.email}
          {reported.suspended && <b className="ml-2 text-red-700">{C.suspendedAccount}</b>}
        </p>
      )}
      <DecisionForm formId={item.id} error={error}>
        {now?.photos && now.photos.length > 0 && (
          <ul className="flex flex-wrap gap-3" aria-label="Photos of the message">
            {now.photos.map((photo, i) => (
              <li key={photo.id} className="space-y-1">
                <img
                  src={photo.url}
                  alt={`Attachment ${i + 1} of the message`}
                  width={96}
                  height={96}
                  className="size-24 rounded-xl object-cover"
                />
                {button("removePhoto", photo.id, B.removePhoto(i + 1))}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          {item.subject === "review" &&
            now &&
            (now.hidden
              ? button("restoreReview", item.subjectId, B.restoreReview)
              : button("hideReview", item.subjectId, B.hideReview))}
          {reported &&
            (reported.suspended
              ? button("restoreAccount", reported.id, B.restoreAccount)
              : button("suspend", reported.id, B.suspend))}
          {button("dismiss", item.id, B.dismiss)}
        </div>
      </DecisionForm>
    </article>
  );
}
