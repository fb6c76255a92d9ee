import type { ReactNode } from "react";
import { LocalDate } from "~/app/components/local-date";
import { LinePhotos } from "~/app/components/requests/line-photos";
import { ReportForm } from "~/app/components/moderation/report-form";
import { EVENT_TEXT, eventText, type ConversationLine } from "~/core/requests";
import { REQUEST_COPY as C } from "~/core/request-copy";
import { formatAppointment } from "~/core/appointment-times";

const LINE_TIME: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** The name a line is signed with: "You", the other side's, or a deleted account. */
export const lineAuthor = (line: ConversationLine) =>
  line.from === "me" ? "You" : (line.authorName ?? C.deletedAccount);

/** One line of the conversation: a message, or an event said in words. */
export function Line({
  line,
  timeZone,
  children,
}: {
  line: ConversationLine;
  timeZone: string;
  /** What may be done about this line right here (answering a proposal). */
  children?: ReactNode;
}) {
  const name = lineAuthor(line);
  if (line.event && line.event !== "sent") {
    const at = line.at ? formatAppointment(line.at, timeZone) : "";
    return (
      <li className="text-center text-sm text-ink-600">
        <p>
          {eventText(line.event, name, at)}
          {line.body && <>: “{line.body}”</>}
        </p>
        <span className="text-xs text-ink-500">
          <LocalDate iso={line.createdAt} options={LINE_TIME} />
        </span>
        {children}
      </li>
    );
  }
  const mine = line.from === "me";
  return (
    <li className={mine ? "flex justify-end" : "flex justify-start"}>
      <div
        className={
          mine
            ? "max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-3 text-white"
            : "max-w-[85%] rounded-2xl rounded-bl-md bg-white px-4 py-3 text-ink-900 ring-1 ring-ink-100"
        }
      >
        <p className="text-xs font-semibold">
          {line.event === "sent" ? EVENT_TEXT.sent(name) : name}
        </p>
        {line.body && <p className="mt-1 whitespace-pre-line">{line.body}</p>}
        <LinePhotos photos={line.photos} from={mine ? "you" : name} />
        {!mine && line.authorName && (
          // Kept for the admin with a copy of what it said (decision 0053).
          <div className="mt-1">
            <ReportForm subject="message" subjectId={line.id} label={C.reportLabel(name)} />
          </div>
        )}
        <span className="mt-1 block text-xs">
          <LocalDate iso={line.createdAt} options={LINE_TIME} />
        </span>
      </div>
    </li>
  );
}
