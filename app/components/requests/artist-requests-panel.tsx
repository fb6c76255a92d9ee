import { CalendarClock, Inbox } from "lucide-react";
import { Link } from "react-router";
import { Panel } from "~/app/components/ui/panel";
import { REQUESTS_PATH, requestPath, type RequestSummary } from "~/core/requests";
import { REQUEST_COPY as C } from "~/core/request-copy";
import { formatAppointment, formatPreferredTime } from "~/core/appointment-times";

const linkClass = "block rounded-xl px-3 py-2.5 hover:bg-brand-50";

/** The artist dashboard's requests: new ones waiting for an answer, and booked appointments. */
export function ArtistRequestsPanel({
  waiting,
  upcoming,
}: {
  waiting: RequestSummary[];
  upcoming: RequestSummary[];
}) {
  return (
    <Panel as="section" aria-labelledby="requests-heading" className="p-5 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="requests-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Inbox className="size-5 text-brand-600" aria-hidden />
          {C.listTitle}
        </h2>
        <Link to={REQUESTS_PATH} className="text-sm font-semibold text-brand-700 hover:underline">
          All requests
        </Link>
      </div>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="waiting-heading">
          <h3 id="waiting-heading" className="font-sans text-base font-semibold">
            Waiting for your answer
          </h3>
          {waiting.length === 0 ? (
            <p className="mt-2 text-sm text-ink-600">
              Nothing new. Requests from clients arrive here.
            </p>
          ) : (
            <ul className="mt-2">
              {waiting.map((request) => (
                <li key={request.id}>
                  <Link to={requestPath(request.id)} className={linkClass}>
                    <span className="font-semibold">{request.otherName ?? C.deletedAccount}</span>
                    {request.preferredTimes[0] && (
                      <span className="block text-sm text-ink-600">
                        {formatPreferredTime(request.preferredTimes[0])}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="upcoming-heading">
          <h3 id="upcoming-heading" className="font-sans text-base font-semibold">
            {C.upcoming}
          </h3>
          {upcoming.length === 0 ? (
            <p className="mt-2 text-sm text-ink-600">{C.noUpcoming}</p>
          ) : (
            <ul className="mt-2">
              {upcoming.map((request) => (
                <li key={request.id}>
                  <Link to={requestPath(request.id)} className={linkClass}>
                    <span className="flex items-center gap-1.5 font-semibold">
                      <CalendarClock className="size-4 text-emerald-700" aria-hidden />
                      {formatAppointment(request.bookedFor!, request.timeZone, request.minutes)}
                    </span>
                    <span className="block text-sm text-ink-600">
                      {request.otherName ?? C.deletedAccount}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </Panel>
  );
}
