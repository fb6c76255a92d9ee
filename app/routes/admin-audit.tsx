import { ScrollText } from "lucide-react";
import { Link } from "react-router";
import { LocalDate } from "~/app/components/local-date";
import { EmptyState } from "~/app/components/ui/empty-state";
import { unlistedPageMeta } from "~/app/lib/brand";
import {
  ADMIN_ACTIONS,
  ADMIN_TIME,
  adminPageOf,
  MODERATION_COPY as C,
  type AdminAction,
} from "~/core/moderation";
import { ADMIN_AUDIT_PATH, ADMIN_PATH } from "~/core/site-nav";
import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { auditLog } from "~/server/moderation/queue";
import type { Route } from "./+types/admin-audit";

// /admin/audit: every admin action, newest first: who, what, when and why (decision 0053).

export const meta: Route.MetaFunction = ({ matches }) =>
  unlistedPageMeta(matches, { title: C.auditTitle, description: C.auditTitle });

export async function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/admin-audit.tsx", "read");
  const page = adminPageOf(args.request.url);
  return { ...(await auditLog(getServices(args.context), page)), page };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { lines, more, page } = loaderData;
  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <p className="text-sm">
        <Link to={ADMIN_PATH} className="font-semibold text-brand-700 hover:underline">
          {C.queueTitle}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{C.auditTitle}</h1>
      {lines.length === 0 ? (
        <EmptyState icon={ScrollText} title={C.auditEmpty} className="mt-8" />
      ) : (
        <ol className="mt-6 space-y-3" aria-label={C.auditTitle}>
          {lines.map((line) => (
            <li key={line.id} className="admin-card">
              <p className="font-semibold">
                {ADMIN_ACTIONS[line.action as AdminAction] ?? line.action}
              </p>
              <p className="text-sm text-ink-600">
                <LocalDate iso={line.createdAt} options={ADMIN_TIME} /> · by {line.adminEmail}
              </p>
              <p className="text-sm break-all text-ink-600">
                {line.accountId ? (
                  <>Account: {line.accountEmail ?? `${line.accountId} (deleted)`}</>
                ) : (
                  <>
                    {line.subject} {line.subjectId}
                  </>
                )}
              </p>
              <p className="admin-note">Why: {line.reason}</p>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Pages" className="mt-6 flex justify-between">
        {page > 1 ? (
          <Link
            to={`${ADMIN_AUDIT_PATH}?page=${page - 1}`}
            className="font-semibold text-brand-700"
          >
            Newer actions
          </Link>
        ) : (
          <span />
        )}
        {more && (
          <Link
            to={`${ADMIN_AUDIT_PATH}?page=${page + 1}`}
            className="font-semibold text-brand-700"
          >
            Older actions
          </Link>
        )}
      </nav>
    </div>
  );
}
