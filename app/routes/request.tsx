import { hasVisibleText } from "~/core/text";
import { CalendarClock, Check, CircleSlash, Send, Star, Wallet, X } from "lucide-react";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { TagList } from "~/app/components/artist/badges";
import { LocalDate } from "~/app/components/local-date";
import { LinePhotos } from "~/app/components/requests/line-photos";
import { PhotoPicker } from "~/app/components/ui/photo-picker";
import { RequestStateBadge } from "~/app/components/requests/state-badge";
import { Button, ButtonLink } from "~/app/components/ui/button";
import { Field, FormAlert, TextAreaField } from "~/app/components/ui/field";
import { Panel } from "~/app/components/ui/panel";
import { pageMeta } from "~/app/lib/brand";
import { withNetworkError } from "~/app/lib/client-action";
import { focusFirstInvalid } from "~/app/lib/focus-invalid";
import { useLiveConversation } from "~/app/lib/use-live-conversation";
import type { FieldError } from "~/core/forms";
import { isArtist, type AccountUser } from "~/core/accounts/user";
import {
  EVENT_TEXT,
  eventText,
  REQUESTS_PATH,
  REQUEST_COPY as C,
  REQUEST_FIELDS as F,
  REQUEST_INTENTS,
  REQUEST_LIMITS,
  REQUEST_MESSAGES,
  formatAppointment,
  formatPreferredTime,
  mayDo,
  requestPath,
  zoneName,
  type RequestAction,
} from "~/core/requests";
import { reasonSchema, replySchema } from "~/core/request-forms";
import { REVIEW_COPY, reviewPath } from "~/core/reviews";
import { authorize } from "~/server/auth/guards";
import { getServices, type AppServices } from "~/server/context";
import { photoUploads, requestFormAction } from "~/server/requests/photos";
import { blockClient, unblockClient } from "~/server/requests/safety";
import { reportFromForm } from "~/server/moderation/reports";
import { REPORT_INTENT } from "~/core/moderation";
import { ReportForm } from "~/app/components/moderation/report-form";
import { reviewStanding } from "~/server/reviews/reviews";
import { refusal } from "~/server/http/refusal";
import {
  RequestError,
  actOnRequest,
  openConversation,
  type ActionInput,
  type ConversationLine,
} from "~/server/requests/requests";
import type { Route } from "./+types/request";

// /requests/{id}: one request's conversation, for its client and its artist only (anyone else,
// and any id that is not theirs, gets the same 404). Every control is a plain form that posts
// here and comes back to the page, so it all works before and without JavaScript.

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta(matches, {
    title: loaderData?.request.otherName ? `Request · ${loaderData.request.otherName}` : "Request",
    description: "A request and its conversation.",
  }),
  { name: "robots", content: "noindex" },
];

const notFound = () => refusal({ message: "This request can't be found." }, 404);

export async function loader(args: Route.LoaderArgs) {
  const user = authorize(args, "routes/request.tsx", "read");
  const asked = Number(new URL(args.request.url).searchParams.get("page"));
  const page = Number.isInteger(asked) && asked > 1 && asked <= 10_000 ? asked : 1;
  const services = getServices(args.context);
  const request = await openConversation(services, user, args.params.id, page);
  if (!request) throw notFound();
  // A completed request's client reviews it (or edits their review, for a while).
  const review =
    request.role === "client" && request.state === "completed"
      ? await reviewStanding(services, request.id)
      : null;
  return { request, page, zone: zoneName(request.timeZone), review };
}

const ACTION_OF: Record<string, RequestAction> = {
  [REQUEST_INTENTS.reply]: "reply",
  [REQUEST_INTENTS.propose]: "propose",
  [REQUEST_INTENTS.book]: "book",
  [REQUEST_INTENTS.decline]: "decline",
  [REQUEST_INTENTS.complete]: "complete",
  [REQUEST_INTENTS.cancel]: "cancel",
  [REQUEST_INTENTS.acceptTime]: "acceptTime",
};

export const action = requestFormAction(async (args: Route.ActionArgs, form) => {
  const user = authorize(args, "routes/request.tsx", "write");
  const services = getServices(args.context);
  const intent = String(form.get(F.intent) ?? "");
  const action = ACTION_OF[intent];
  const refused = (error: FieldError, status: number) => data({ error, intent }, { status });
  const safety = await safetyAction(services, user, args.params.id, intent, form);
  if (safety) return safety;
  if (!action) return refused({ field: "form", message: "Unknown request." }, 400);
  const id = args.params.id;
  const text = (name: string) => String(form.get(name) ?? "");
  let input: ActionInput = {};
  if (action === "reply") {
    let uploads: Buffer[];
    try {
      uploads = await photoUploads(form);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      return refused({ field: error.field, message: error.message }, error.status);
    }
    // Photos may go without words; words may go without photos.
    const reply = replySchema.safeParse(text(F.reply));
    if (reply.success) input = { body: reply.data, uploads };
    else if (uploads.length > 0 && !hasVisibleText(text(F.reply))) input = { body: "", uploads };
    else return refused({ field: F.reply, message: reply.error.issues[0]!.message }, 400);
  } else if (action === "propose" || action === "book") {
    // Read in the artist's zone, which the request keeps: the server's to check.
    input = { localTime: text(F.at) };
  } else if (action === "decline") {
    const reason = reasonSchema.safeParse(text(F.reason));
    if (!reason.success) {
      return refused({ field: F.reason, message: reason.error.issues[0]!.message }, 400);
    }
    input = { body: reason.data };
  }
  try {
    await actOnRequest(services, user, id, action, input);
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    if (error.status === 404) throw notFound();
    return refused({ field: error.field, message: error.message }, error.status);
  }
  throw redirect(requestPath(id));
});

/**
 * Block, unblock and report (decision 0053: a report goes to the admin): the conversation's
 * safety controls (null for any other intent).
 */
async function safetyAction(
  services: AppServices,
  user: AccountUser,
  id: string,
  intent: string,
  form: FormData,
) {
  if (intent === REPORT_INTENT) {
    const { answer, status } = await reportFromForm(services, user, form, ["message"]);
    return data(answer, { status });
  }
  try {
    // Only the request's artist: anyone else is told the request isn't there.
    if (intent === REQUEST_INTENTS.block || intent === REQUEST_INTENTS.unblock) {
      if (!isArtist(user)) throw notFound();
      await (intent === REQUEST_INTENTS.block ? blockClient : unblockClient)(services, user, id);
      throw redirect(requestPath(id));
    }
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) throw notFound();
    throw error;
  }
  return null;
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  withNetworkError(serverAction);

export default function RequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { request, zone, page, review } = loaderData;
  const { role, state } = request;
  const answer = actionData && "error" in actionData ? actionData : null;
  const errorOf = (intent: string, field: string) =>
    answer && "intent" in answer && answer.intent === intent && answer.error.field === field
      ? answer.error.message
      : undefined;
  const formError = answer?.error.field === "form" ? answer.error.message : undefined;
  const busy = useNavigation().state !== "idle";
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) focusFirstInvalid(container.current);
  }, [answer]);
  // Just sent: say so (the page says it too, for a visit without JavaScript).
  const [params] = useSearchParams();
  const justSent = params.has("sent");
  useEffect(() => {
    if (justSent) toast.success(C.sent, { id: "request-sent" });
  }, [justSent]);
  const justReviewed = params.has("reviewed");
  useEffect(() => {
    if (justReviewed) toast.success(REVIEW_COPY.thanks, { id: "reviewed" });
  }, [justReviewed]);
  // New lines from the other side appear without a reload.
  useLiveConversation(request.id, request.lastActivityAt);
  const may = (action: RequestAction) =>
    mayDo(action, role, state, { otherSide: request.otherSide, bookedFor: request.bookedFor });
  const other = request.otherName ?? C.deletedAccount;
  // The look, dates, budget or booking: a panel only when the request has any.
  const hasDetails =
    request.styles.length + request.colors.length + request.preferredTimes.length > 0 ||
    request.budgetUsd !== null ||
    request.bookedFor !== null;
  const nameOf = (line: ConversationLine) =>
    line.from === "me" ? "You" : (line.authorName ?? C.deletedAccount);

  return (
    <div ref={container} className="container-page max-w-3xl py-8 sm:py-12">
      <p className="text-sm">
        <Link to={REQUESTS_PATH} className="font-semibold text-brand-700 hover:underline">
          {C.listTitle}
        </Link>
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">
          {role === "client" && request.artistId ? (
            <Link to={`/artist/${request.artistId}`} className="hover:underline">
              {other}
            </Link>
          ) : (
            other
          )}
        </h1>
        <RequestStateBadge state={state} />
      </div>
      {request.otherSide === "deleted" && (
        <p className="mt-4 text-sm text-ink-700">
          {C.otherDeleted(may("cancel") || may("decline"))}
        </p>
      )}
      {justSent && (
        <div className="mt-4">
          <FormAlert tone="success">{C.sent}</FormAlert>
        </div>
      )}
      {justReviewed && (
        <div className="mt-4">
          <FormAlert tone="success">{REVIEW_COPY.thanks}</FormAlert>
        </div>
      )}
      {review && review.editable && (
        <p className="mt-4">
          <ButtonLink to={reviewPath(request.id)} variant={review.posted ? "secondary" : "primary"}>
            <Star className="size-4" aria-hidden />
            {review.posted ? REVIEW_COPY.edit : REVIEW_COPY.write}
          </ButtonLink>
        </p>
      )}

      {hasDetails && (
        <Panel className="mt-6 space-y-3 p-5 sm:p-6">
          {(request.styles.length > 0 || request.colors.length > 0) && (
            <TagList tags={[...request.styles, ...request.colors]} label={C.look} />
          )}
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
          {request.bookedFor && (
            <p className="flex items-center gap-1.5 font-semibold text-emerald-800">
              <CalendarClock className="size-5" aria-hidden />
              Booked for {formatAppointment(request.bookedFor, request.timeZone)}
            </p>
          )}
        </Panel>
      )}

      {request.earlier && (
        <p className="mt-6 text-center">
          <Link
            to={`${requestPath(request.id)}?page=${page + 1}`}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Earlier messages
          </Link>
        </p>
      )}
      <ol aria-label="Conversation" className="mt-6 space-y-3">
        {request.lines.map((line) => (
          <Line key={line.id} line={line} name={nameOf(line)} timeZone={request.timeZone} />
        ))}
      </ol>

      {page > 1 && (
        <p className="mt-4 text-center">
          <Link
            to={
              page === 2 ? requestPath(request.id) : `${requestPath(request.id)}?page=${page - 1}`
            }
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Later messages
          </Link>
        </p>
      )}
      {formError && (
        <div className="mt-4">
          <FormAlert>{formError}</FormAlert>
        </div>
      )}

      {role === "client" && may("acceptTime") && request.proposedFor && (
        <Form method="post" className="mt-6 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
          <input type="hidden" name={F.intent} value={REQUEST_INTENTS.acceptTime} />
          <p className="font-semibold">
            {other} proposed {formatAppointment(request.proposedFor, request.timeZone)}
          </p>
          <Button type="submit" size="sm" className="mt-3" disabled={busy}>
            <Check className="size-4" aria-hidden />
            {C.acceptTime}
          </Button>
        </Form>
      )}

      {may("reply") && (
        // A new line of the viewer's means the reply was sent: a fresh form (an empty field).
        // The other side's lines, arriving live, leave what is being typed alone.
        <Form
          key={request.lines.findLast((line) => line.from === "me")?.id ?? "first"}
          method="post"
          encType="multipart/form-data"
          className="mt-6 space-y-4"
          noValidate
        >
          <input type="hidden" name={F.intent} value={REQUEST_INTENTS.reply} />
          <TextAreaField
            label={C.reply}
            name={F.reply}
            rows={3}
            maxLength={REQUEST_LIMITS.reply.max}
            required
            error={errorOf(REQUEST_INTENTS.reply, F.reply)}
          />
          <PhotoPicker
            label={C.replyPhotos}
            name={F.photos}
            hint={C.photosHint}
            error={errorOf(REQUEST_INTENTS.reply, F.photos)}
            max={REQUEST_LIMITS.photos}
            tooMany={REQUEST_MESSAGES.tooManyPhotos}
          />
          <Button type="submit" disabled={busy}>
            <Send className="size-4" aria-hidden />
            {C.sendReply}
          </Button>
        </Form>
      )}

      {role === "artist" && (may("propose") || may("book")) && (
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {(["propose", "book"] as const).map((action) => (
            <Form
              key={action}
              method="post"
              noValidate
              className="rounded-2xl p-4 ring-1 ring-ink-100"
            >
              <input type="hidden" name={F.intent} value={REQUEST_INTENTS[action]} />
              <Field
                label={action === "propose" ? C.proposeAt : C.bookAt}
                name={F.at}
                type="datetime-local"
                hint={zone}
                error={errorOf(REQUEST_INTENTS[action], F.at)}
              />
              <Button
                type="submit"
                variant={action === "book" ? "primary" : "secondary"}
                size="sm"
                className="mt-3"
                disabled={busy}
              >
                <CalendarClock className="size-4" aria-hidden />
                {action === "propose" ? C.propose : C.book}
              </Button>
            </Form>
          ))}
        </div>
      )}

      <div className="mt-6 flex flex-wrap items-end gap-3">
        {role === "artist" && state === "booked" && request.bookedFor && !may("complete") && (
          <p className="text-sm text-ink-700">
            {C.completeFrom(formatAppointment(request.bookedFor, request.timeZone))}
          </p>
        )}
        {role === "artist" && may("complete") && (
          <Form method="post">
            <input type="hidden" name={F.intent} value={REQUEST_INTENTS.complete} />
            <Button type="submit" disabled={busy}>
              <Check className="size-4" aria-hidden />
              {C.complete}
            </Button>
          </Form>
        )}
        {role === "artist" && may("decline") && (
          <Form method="post" noValidate className="flex flex-wrap items-end gap-2">
            <input type="hidden" name={F.intent} value={REQUEST_INTENTS.decline} />
            <Field
              label={C.declineReason}
              name={F.reason}
              maxLength={REQUEST_LIMITS.reason.max}
              error={errorOf(REQUEST_INTENTS.decline, F.reason)}
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              <CircleSlash className="size-4" aria-hidden />
              {C.decline}
            </Button>
          </Form>
        )}
        {role === "client" && may("cancel") && (
          <Form method="post">
            <input type="hidden" name={F.intent} value={REQUEST_INTENTS.cancel} />
            <Button type="submit" variant="secondary" disabled={busy}>
              <X className="size-4" aria-hidden />
              {C.cancel}
            </Button>
          </Form>
        )}
      </div>

      {role === "artist" && request.otherName && (
        <section aria-labelledby="safety-heading" className="mt-10 border-t border-ink-100 pt-6">
          <h2 id="safety-heading" className="font-sans text-base font-semibold">
            {C.safety}
          </h2>
          <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
            <input
              type="hidden"
              name={F.intent}
              value={request.blocked ? REQUEST_INTENTS.unblock : REQUEST_INTENTS.block}
            />
            <p className="text-sm text-ink-700">
              {request.blocked ? C.blocked(other) : C.blockHint(other)}
            </p>
            <Button type="submit" variant="secondary" size="sm" disabled={busy}>
              {request.blocked ? C.unblock : C.block}
            </Button>
          </Form>
        </section>
      )}
    </div>
  );
}

const LINE_TIME: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** One line of the conversation: a message, or an event said in words. */
function Line({
  line,
  name,
  timeZone,
}: {
  line: ConversationLine;
  name: string;
  timeZone: string;
}) {
  const at = line.at ? formatAppointment(line.at, timeZone) : "";
  if (line.event && line.event !== "sent") {
    const text = eventText(line.event, name, at);
    return (
      <li className="text-center text-sm text-ink-600">
        <p>
          {text}
          {line.body && <>: “{line.body}”</>}
        </p>
        <span className="text-xs text-ink-500">
          <LocalDate iso={line.createdAt} options={LINE_TIME} />
        </span>
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
