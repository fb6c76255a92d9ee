import { Link } from "react-router";
import { EVENT_TEXT, REQUEST_FIELDS as F, REQUEST_INTENTS, requestPath } from "~/core/requests";
import { REQUEST_COPY as C } from "~/core/request-copy";
import { formatAppointment } from "~/core/appointment-times";
import type { Controls } from "./conversation-controls";
import { Line } from "./conversation-line";
import { ProposalAnswer } from "./proposal-answer";

const pageLink = "text-sm font-semibold text-brand-700 hover:underline";

/**
 * A page of the conversation, oldest first, with links to earlier and later pages. The client
 * answers the open proposal under its line (it is said once), or below when that line is on
 * another page.
 */
export function Conversation({ controls, page }: { controls: Controls; page: number }) {
  const { request, zone, busy, errorOf, may } = controls;
  const path = requestPath(request.id);
  const open = request.role === "client" && may("acceptTime") ? request.proposedFor : null;
  const proposal = open ? request.lines.findLast((line) => line.event === "proposed") : undefined;
  const answer = (
    <ProposalAnswer zone={zone} busy={busy} error={errorOf(REQUEST_INTENTS.suggestTime, F.at)} />
  );
  return (
    <>
      {request.earlier && (
        <p className="mt-6 text-center">
          <Link to={`${path}?page=${page + 1}`} className={pageLink}>
            Earlier messages
          </Link>
        </p>
      )}
      <ol aria-label="Conversation" className="mt-6 space-y-3">
        {request.lines.map((line) => (
          <Line key={line.id} line={line} timeZone={request.timeZone}>
            {line.id === proposal?.id && answer}
          </Line>
        ))}
      </ol>
      {page > 1 && (
        <p className="mt-4 text-center">
          <Link to={page === 2 ? path : `${path}?page=${page - 1}`} className={pageLink}>
            Later messages
          </Link>
        </p>
      )}
      {open && !proposal && (
        <div className="mt-6 text-center">
          <p className="font-semibold">
            {EVENT_TEXT.proposed(
              request.otherName ?? C.deletedAccount,
              formatAppointment(open, request.timeZone),
            )}
          </p>
          {answer}
        </div>
      )}
    </>
  );
}
