import { ImagePlus, Loader2, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { Form, data, useNavigation } from "react-router";
import { ChoosePill, DropHints, DropNotes } from "~/app/components/match/drop-parts";
import { MatchResult, type MatchSummary } from "~/app/components/match/match-result";
import { Button } from "~/app/components/ui/button";
import { Panel } from "~/app/components/ui/panel";
import { pageMeta } from "~/app/lib/brand";
import { withNetworkError } from "~/app/lib/client-action";
import { cn } from "~/app/lib/cn";
import { useFieldErrors } from "~/app/lib/use-field-errors";
import { matchesHref } from "~/core/artists/search";
import type { ActionError } from "~/core/forms";
import { MATCH_COPY, MATCH_PAGE } from "~/core/match";
import { UPLOAD_ACCEPT, photoFileRefusal } from "~/core/uploads";
import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { matchRequest, photoFromForm, refusalHeaders } from "~/server/match/requests";
import type { Route } from "./+types/match";

// The style match as a page: a plain form that works from the first paint, before and without
// JavaScript (the openers link here until the page has hydrated, then open the dialog instead).
// The result is rendered on the server with the dialog's own component. Nothing here loads the
// dialog or react-dropzone: a native file input takes a click or a dropped file.

const PHOTO = "photo";
const ACCEPT = Object.entries(UPLOAD_ACCEPT)
  .flatMap(([mime, extensions]) => [mime, ...extensions])
  .join(",");

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: MATCH_COPY.title,
    description:
      "Upload a photo of nails you love: see its styles and colors, and the artists who create that look.",
    canonical: MATCH_PAGE,
  });

type MatchPageResult = { result: MatchSummary; viewAllHref: string };

export async function action(args: Route.ActionArgs) {
  authorize(args, "routes/match.tsx", "write");
  const outcome = await matchRequest(getServices(args.context), args.request, (request) =>
    photoFromForm(request, PHOTO),
  );
  if ("refusal" in outcome) {
    const { refusal } = outcome;
    return data<ActionError<typeof PHOTO>>(
      { error: { field: PHOTO, message: refusal.message } },
      { status: refusal.status, headers: refusalHeaders(refusal) },
    );
  }
  // The page shows no descriptor: its 512 numbers stay off the wire.
  const { presence, confidence, detectedStyles, colors, artists, lookFound, ranking, indexing } =
    outcome.analysis;
  return {
    result: {
      presence,
      confidence,
      detectedStyles,
      colors,
      artists,
      lookFound,
      ranking,
      indexing,
    },
    viewAllHref: matchesHref(outcome.analysis),
  } satisfies MatchPageResult;
}

/** Once hydrated: a file that is no photo (by its size or first bytes) is refused at once. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const file = (await request.clone().formData()).get(PHOTO);
  const photo = typeof file === "string" ? null : file;
  const refusal = await photoFileRefusal(photo);
  if (refusal) return { error: { field: PHOTO, message: refusal } } satisfies ActionError;
  analysedPhoto = photo;
  return withNetworkError(serverAction);
}

/** The photo of the result on screen, for "Send this look" (kept in this tab's memory only). */
let analysedPhoto: File | null = null;

/**
 * The drop area: the dialog's look around a native file input that covers it, so a click opens
 * the picker and a dropped file lands in the input, with no script. Which photo is chosen shows
 * by CSS alone (a required file input is valid once it holds a file), and by name once hydrated.
 */
function PhotoField({ error, errorId }: { error: string | undefined; errorId: string }) {
  const inputId = useId();
  const hintId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div>
      <div
        className={cn(
          "group relative flex flex-col items-center justify-center rounded-2xl border-2 border-dashed bg-white px-5 py-10 text-center transition sm:py-12",
          "hover:border-brand-300 hover:bg-brand-50/40 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600",
          error
            ? "border-red-300"
            : "border-ink-200 has-[input:valid]:border-brand-500 has-[input:valid]:bg-brand-50",
        )}
      >
        <input
          id={inputId}
          type="file"
          name={PHOTO}
          accept={ACCEPT}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name ?? null)}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700">
          <ImagePlus className="size-7" aria-hidden />
        </span>
        <label htmlFor={inputId} className="mt-4 font-semibold text-ink-950">
          {MATCH_COPY.dropTitle}
        </label>
        <DropHints className="group-has-[input:valid]:hidden" />
        <p className="mt-1 hidden max-w-full truncate text-sm font-medium text-brand-800 group-has-[input:valid]:block">
          {chosen ? `Chosen: ${chosen}` : "Photo chosen"}
        </p>
        <ChoosePill />
      </div>
      <DropNotes hintId={hintId} refusalId={errorId} refusal={error} />
    </div>
  );
}

export default function MatchPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const analyzing = navigation.state === "submitting" && navigation.formAction === MATCH_PAGE;
  const { errors, onEdit, formRef } = useFieldErrors(
    actionData && "error" in actionData ? actionData : undefined,
  );
  const found = actionData && "result" in actionData ? actionData : null;
  const errorId = useId();

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-semibold sm:text-4xl">{MATCH_COPY.title}</h1>
        <p className="mt-2 text-ink-600">{MATCH_COPY.intro}</p>
        <Panel className="mt-6 p-4 sm:mt-8 sm:p-8">
          {found ? (
            <MatchResult
              analysis={found.result}
              previewUrl={null}
              photo={analysedPhoto}
              headingLevel={2}
              actions={{ viewAllHref: found.viewAllHref, tryAnotherHref: MATCH_PAGE }}
            />
          ) : (
            <Form
              method="post"
              encType="multipart/form-data"
              ref={formRef}
              onChange={onEdit}
              aria-label={MATCH_COPY.title}
            >
              <PhotoField error={errors[PHOTO] ?? errors.form} errorId={errorId} />
              <div className="mt-6 flex justify-end">
                <Button
                  type="submit"
                  className="w-full aria-disabled:cursor-progress sm:w-auto"
                  // Stays focusable while busy (a disabled button would drop the focus).
                  aria-disabled={analyzing || undefined}
                  onClick={(event) => {
                    if (analyzing) event.preventDefault();
                  }}
                >
                  {analyzing ? (
                    <Loader2
                      className="size-4 animate-spin motion-reduce:animate-none"
                      aria-hidden
                    />
                  ) : (
                    <Sparkles className="size-4" aria-hidden />
                  )}
                  {analyzing ? MATCH_COPY.analyzing : MATCH_COPY.analyze}
                </Button>
              </div>
            </Form>
          )}
        </Panel>
      </div>
    </div>
  );
}
