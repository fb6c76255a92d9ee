import { Star } from "lucide-react";
import { useEffect, useRef } from "react";
import { data, Link, redirect, useSearchParams } from "react-router";
import { ClosingControls, SafetySection } from "~/app/components/requests/closing-controls";
import { Conversation } from "~/app/components/requests/conversation";
import { useControls } from "~/app/components/requests/conversation-controls";
import { ReplyForm, TimeForms } from "~/app/components/requests/conversation-forms";
import { RequestDetails } from "~/app/components/requests/request-details";
import { RequestStateBadge } from "~/app/components/requests/state-badge";
import { ButtonLink } from "~/app/components/ui/button";
import { FormAlert } from "~/app/components/ui/field";
import { unlistedPageMeta } from "~/app/lib/brand";
import { withNetworkError } from "~/app/lib/client-action";
import { focusFirstInvalid } from "~/app/lib/focus-invalid";
import { useLiveConversation } from "~/app/lib/use-live-conversation";
import type { FieldError } from "~/core/forms";
import { isArtist, type AccountUser } from "~/core/accounts/user";
import { REPORT_INTENT } from "~/core/moderation";
import { REQUESTS_PATH, REQUEST_FIELDS as F, REQUEST_INTENTS, requestPath } from "~/core/requests";
import { REQUEST_COPY as C } from "~/core/request-copy";
import { zoneName } from "~/core/appointment-times";
import { readConversationPost } from "~/core/request-forms";
import { REVIEW_COPY, reviewPath } from "~/core/reviews";
import { authorize } from "~/server/auth/guards";
import { getServices, type AppServices } from "~/server/context";
import { refusal } from "~/server/http/refusal";
import { reportFromForm } from "~/server/moderation/reports";
import { requestFormAction, requestPhotos } from "~/server/requests/photos";
import { RequestError, actOnRequest, openConversation } from "~/server/requests/requests";
import { blockClient, unblockClient } from "~/server/requests/safety";
import { reviewStanding } from "~/server/reviews/reviews";
import type { Route } from "./+types/request";
import { artistPath } from "~/core/site-nav";

// /requests/{id}: one request's conversation, for its client and its artist only (anyone else,
// and any id that is not theirs, gets the same 404). Every control is a plain form that posts
// here and comes back to the page, so it all works before and without JavaScript.

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  unlistedPageMeta(matches, {
    title: loaderData?.request.otherName ? `Request · ${loaderData.request.otherName}` : "Request",
    description: "A request and its conversation.",
  });

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

export const action = requestFormAction(async (args: Route.ActionArgs, form) => {
  const user = authorize(args, "routes/request.tsx", "write");
  const services = getServices(args.context);
  const id = args.params.id;
  const intent = String(form.get(F.intent) ?? "");
  const refused = (error: FieldError, status: number) => data({ error, intent }, { status });
  const safety = await safetyAction(services, user, id, intent, form);
  if (safety) return safety;
  const post = readConversationPost(form);
  if ("error" in post) return refused(post.error, 400);
  try {
    const { action, ...input } = post;
    const uploads = action === "reply" ? await requestPhotos.read(form) : [];
    await actOnRequest(services, user, id, action, { ...input, uploads });
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
  const answer = actionData && "error" in actionData ? actionData : null;
  const controls = useControls(request, zone, answer);
  const { may } = controls;
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer) focusFirstInvalid(container.current);
  }, [answer]);
  // Just sent or reviewed: the page says so once, in a banner (with or without JavaScript).
  const [params] = useSearchParams();
  const said = params.has("sent") ? C.sent : params.has("reviewed") ? REVIEW_COPY.thanks : null;
  // New lines from the other side appear without a reload.
  useLiveConversation(request.id, request.lastActivityAt);
  const other = request.otherName ?? C.deletedAccount;
  const formError = answer?.error.field === "form" ? answer.error.message : undefined;

  return (
    <div ref={container} className="container-page max-w-3xl py-8 sm:py-12">
      <p className="text-sm">
        <Link to={REQUESTS_PATH} className="font-semibold text-brand-700 hover:underline">
          {C.listTitle}
        </Link>
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold sm:text-4xl">
          {request.role === "client" && request.artistId ? (
            <Link to={artistPath(request.artistId)} className="hover:underline">
              {other}
            </Link>
          ) : (
            other
          )}
        </h1>
        <RequestStateBadge state={request.state} />
      </div>
      {request.otherSide === "deleted" && (
        <p className="mt-4 text-sm text-ink-700">
          {C.otherDeleted(may("cancel") || may("decline") || may("cancelBooking"))}
        </p>
      )}
      {said && (
        <div className="mt-4">
          <FormAlert tone="success">{said}</FormAlert>
        </div>
      )}
      {review?.editable && (
        <p className="mt-4">
          <ButtonLink to={reviewPath(request.id)} variant={review.posted ? "secondary" : "primary"}>
            <Star className="size-4" aria-hidden />
            {review.posted ? REVIEW_COPY.edit : REVIEW_COPY.write}
          </ButtonLink>
        </p>
      )}
      <RequestDetails request={request} zone={zone} />
      <Conversation controls={controls} page={page} />
      {formError && (
        <div className="mt-4">
          <FormAlert>{formError}</FormAlert>
        </div>
      )}
      {may("reply") && <ReplyForm {...controls} />}
      {request.role === "artist" && (may("propose") || may("book")) && <TimeForms {...controls} />}
      <ClosingControls {...controls} />
      <SafetySection {...controls} />
    </div>
  );
}
