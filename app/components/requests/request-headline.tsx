import { REQUEST_COPY as C } from "~/core/request-copy";
import { type RequestSummary } from "~/core/requests";
import { RequestStateBadge } from "./state-badge";

/**
 * A request at a glance, as lists show it (/requests, the dashboards): the other side's first
 * name, where it stands, and whether it has lines the viewer has not read.
 */
export function RequestHeadline({
  request,
}: {
  request: Pick<RequestSummary, "otherName" | "state" | "unread">;
}) {
  return (
    <>
      <span className="font-semibold text-ink-900">{request.otherName ?? C.deletedAccount}</span>
      <RequestStateBadge state={request.state} />
      {request.unread > 0 && <span className="unread-pill">{C.unread}</span>}
    </>
  );
}
