import { CalendarClock, Receipt, Wallet } from "lucide-react";
import { TagList } from "~/app/components/artist/badges";
import { Panel } from "~/app/components/ui/panel";
import { REQUEST_COPY as C } from "~/core/request-copy";
import { type Conversation } from "~/core/requests";
import { formatAppointment, formatPreferredTime } from "~/core/appointment-times";
import { estimateText, serviceChoiceText } from "~/core/artists/services";

/** The booked time, while it stands (a cancelled booking no longer says "Booked for"). */
const bookedTime = (request: Conversation) =>
  request.state === "booked" || request.state === "completed" ? request.bookedFor : null;

/** The services, look, preferred dates, budget and booking: a panel only when the request has any. */
export function RequestDetails({ request, zone }: { request: Conversation; zone: string }) {
  const booked = bookedTime(request);
  const look = [...request.styles, ...request.colors];
  const { services } = request;
  if (
    look.length + request.preferredTimes.length + services.length === 0 &&
    request.budgetUsd === null &&
    !booked
  ) {
    return null;
  }
  return (
    <Panel className="mt-6 space-y-3 p-5 sm:p-6">
      {services.length > 0 && (
        <div className="text-sm text-ink-700">
          <p className="font-semibold">{C.services}</p>
          <ul className="mt-1 list-inside list-disc">
            {services.map((service) => (
              <li key={service.id}>{serviceChoiceText(service)}</li>
            ))}
          </ul>
          <p className="mt-1 flex items-center gap-1.5 font-medium">
            <Receipt className="size-4" aria-hidden />
            {estimateText(services)}
          </p>
        </div>
      )}
      {look.length > 0 && <TagList tags={look} label={C.look} />}
      {request.preferredTimes.length > 0 && (
        <p className="text-sm text-ink-700">
          <span className="font-semibold">{C.dates}:</span>{" "}
          {request.preferredTimes.map(formatPreferredTime).join(" · ")} ({zone})
        </p>
      )}
      {request.budgetUsd !== null && (
        <p className="flex items-center gap-1.5 text-sm text-ink-700">
          <Wallet className="size-4" aria-hidden />
          Budget: ${request.budgetUsd.toLocaleString("en-US")}
        </p>
      )}
      {booked && (
        <p className="flex items-center gap-1.5 font-semibold text-emerald-800">
          <CalendarClock className="size-5" aria-hidden />
          Booked for {formatAppointment(booked, request.timeZone, request.minutes)}
        </p>
      )}
    </Panel>
  );
}
