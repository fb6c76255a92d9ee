import { Star } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { LocalDate } from "~/app/components/local-date";
import { PhotoPicker } from "~/app/components/ui/photo-picker";
import { StarChoice } from "~/app/components/reviews/star-choice";
import { Button } from "~/app/components/ui/button";
import { FormAlert, TextAreaField } from "~/app/components/ui/field";
import { Panel } from "~/app/components/ui/panel";
import { unlistedPageMeta } from "~/app/lib/brand";
import { withNetworkError } from "~/app/lib/client-action";
import { useFieldErrors } from "~/app/lib/use-field-errors";
import type { FieldError } from "~/core/forms";
import { formatAppointment } from "~/core/appointment-times";
import { requestPath } from "~/core/requests";
import { readReviewForm, reviewFormSchema } from "~/core/review-forms";
import {
  REVIEW_COPY as C,
  REVIEW_FIELDS as F,
  REVIEW_INTENTS,
  REVIEW_LIMITS,
  REVIEW_MESSAGES as M,
} from "~/core/reviews";
import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { formWithPhotosAction } from "~/server/http/request-body";
import { refusal } from "~/server/http/refusal";
import {
  ReviewError,
  postReview,
  reviewDraft,
  reviewLater,
  reviewPhotos,
} from "~/server/reviews/reviews";
import type { Route } from "./+types/request-review";

// /requests/{id}/review: the client reviews a completed request (decision 0032), or edits their
// review for REVIEW_LIMITS.editDays days. A plain form: it works before and without JavaScript.
// Anyone but the request's client, and any request not completed, gets the same 404.

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  unlistedPageMeta(matches, {
    title: loaderData?.draft
      ? C.title(loaderData.draft.artistName)
      : loaderData?.later
        ? C.laterTitle(loaderData.later.artistName)
        : C.write,
    description: "Review a completed appointment.",
  });

const notFound = () => refusal({ message: M.notReviewable }, 404);

export async function loader(args: Route.LoaderArgs) {
  const user = authorize(args, "routes/request-review.tsx", "read");
  const services = getServices(args.context);
  const draft = await reviewDraft(services, user, args.params.id);
  if (draft) return { draft, later: null };
  // The client's own request, still open: say when its review becomes possible.
  const later = await reviewLater(services, user, args.params.id);
  if (!later) throw notFound();
  return { draft: null, later: { ...later, requestId: args.params.id } };
}

export const action = formWithPhotosAction(REVIEW_LIMITS.photos)(async (
  args: Route.ActionArgs,
  form,
) => {
  const user = authorize(args, "routes/request-review.tsx", "write");
  const services = getServices(args.context);
  const fields = readReviewForm(form);
  const refused = (error: FieldError, status: number) =>
    data({ error, submitted: fields }, { status });
  const parsed = reviewFormSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refused({ field: String(issue.path[0] ?? "form"), message: issue.message }, 400);
  }
  try {
    await reviewPhotos.storeWith(services, await reviewPhotos.read(form), user.id, (photos) =>
      postReview(services, user, args.params.id, parsed.data, photos),
    );
  } catch (error) {
    if (!(error instanceof ReviewError)) throw error;
    if (error.status === 404) throw notFound();
    return refused({ field: error.field, message: error.message }, error.status);
  }
  throw redirect(`${requestPath(args.params.id)}?reviewed=1`);
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  withNetworkError(serverAction);

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { draft, later } = loaderData;
  return draft ? <ReviewForm draft={draft} actionData={actionData} /> : <ReviewLater {...later} />;
}

function ReviewForm({
  draft,
  actionData,
}: {
  draft: NonNullable<Route.ComponentProps["loaderData"]["draft"]>;
  actionData: Route.ComponentProps["actionData"];
}) {
  const existing = draft.review;
  const answer = actionData && "error" in actionData ? actionData : undefined;
  const typed =
    answer && "submitted" in answer
      ? (answer.submitted as ReturnType<typeof readReviewForm>)
      : undefined;
  const { errors, onEdit, formRef } = useFieldErrors(answer);
  const posting = useNavigation().state === "submitting";
  const editUntil = existing
    ? new Date(Date.parse(existing.createdAt) + REVIEW_LIMITS.editDays * 86_400_000).toISOString()
    : null;

  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <p className="text-sm">
        <Link
          to={requestPath(draft.requestId)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {draft.artistName}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{C.title(draft.artistName)}</h1>
      <p className="mt-2 text-ink-600">{C.intro}</p>
      <Panel className="mt-6 p-5 sm:p-8">
        {existing && !existing.editable ? (
          <div className="space-y-3">
            <p
              className="flex items-center gap-1 font-semibold"
              aria-label={C.rated(String(existing.stars))}
            >
              {Array.from({ length: existing.stars }, (_, k) => (
                <Star key={k} className="size-5 fill-amber-400 text-amber-500" aria-hidden />
              ))}
            </p>
            <p className="whitespace-pre-line">{existing.body}</p>
            <FormAlert>{M.editClosed}</FormAlert>
          </div>
        ) : (
          <Form
            method="post"
            encType="multipart/form-data"
            ref={formRef}
            onChange={onEdit}
            noValidate
            className="space-y-6"
          >
            <input type="hidden" name={F.intent} value={REVIEW_INTENTS.post} />
            {errors.form && <FormAlert>{errors.form}</FormAlert>}
            {editUntil && (
              <p className="text-sm text-ink-700">
                {C.editUntil}{" "}
                <LocalDate iso={editUntil} options={{ month: "long", day: "numeric" }} />.
              </p>
            )}
            <StarChoice
              name={F.stars}
              chosen={Number(typed?.stars) || existing?.stars}
              error={errors[F.stars]}
            />
            <TextAreaField
              label={C.body}
              name={F.body}
              hint={C.bodyHint}
              error={errors[F.body]}
              required
              minLength={REVIEW_LIMITS.body.min}
              maxLength={REVIEW_LIMITS.body.max}
              rows={6}
              defaultValue={typed?.body ?? existing?.body}
            />
            <PhotoPicker
              label={C.photos}
              name={F.photos}
              hint={C.photosHint}
              error={errors[F.photos]}
              max={REVIEW_LIMITS.photos}
              tooMany={M.tooManyPhotos}
            />
            <Button type="submit" size="lg" disabled={posting}>
              {posting ? C.posting : C.post}
            </Button>
          </Form>
        )}
      </Panel>
    </div>
  );
}

/** A request not completed yet: when its review becomes possible, and the way back to it. */
function ReviewLater({
  requestId,
  artistName,
  bookedFor,
  timeZone,
}: {
  requestId: string;
  artistName: string;
  bookedFor: string | null;
  timeZone: string;
}) {
  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <Panel className="p-6 sm:p-8">
        <h1 className="text-2xl font-semibold sm:text-3xl">{C.laterTitle(artistName)}</h1>
        <p className="mt-3 text-ink-700">
          {bookedFor
            ? C.laterBooked(artistName, formatAppointment(bookedFor, timeZone))
            : C.laterUnbooked(artistName)}
        </p>
        <Link
          to={requestPath(requestId)}
          className="mt-5 inline-block font-semibold text-brand-700 hover:text-brand-900"
        >
          {C.backToRequest}
        </Link>
      </Panel>
    </div>
  );
}
