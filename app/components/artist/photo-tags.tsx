// Whole: the dashboard's photo tags section, mostly one photo's edit form
import { BadgeCheck, Check, Pencil } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from "react";
import toast from "react-hot-toast";
import { useActionData, useFetcher, useLocation, useRevalidator } from "react-router";
import type { action } from "~/app/routes/dashboard";
import { Button, buttonClass } from "~/app/components/ui/button";
import { cn } from "~/app/lib/cn";
import { focusFirstInvalid } from "~/app/lib/focus-invalid";
import { TagChoices } from "~/app/components/ui/tag-choices";
import { DASHBOARD_INTENTS } from "~/core/artists/dashboard-requests";
import {
  PHOTO_TAG_COPY as C,
  PHOTO_TAG_EDIT_PARAM,
  PHOTO_TAG_FIELDS as F,
  PHOTO_TAG_MESSAGES as M,
  photoTagsAnchor,
  photoTagsEditSearch,
  photoTagsSchema,
  readPhotoTagsForm,
} from "~/core/artists/photo-tags";
import type { PortfolioPhotoView } from "~/core/artists/types";
import { COLORS, COLOR_SWATCHES, STYLES, type Color } from "~/core/catalogue";
import type { FieldError } from "~/core/forms";
import type { PhotoTags } from "~/core/match";
import { TagList } from "./badges";
import { Picture } from "./picture";

/** How often the page asks again while a photo waits for its suggestion, and for how long. */
const REFRESH_EVERY_MS = 2500;
const REFRESH_FOR_MS = 2 * 60 * 1000;

type Answer = Awaited<ReturnType<typeof action>>;
/** A refusal about one photo's tags (the action names the photo). */
type TagsRefusal = { error: FieldError; photoId: string; submitted?: PhotoTags };

const refusalOf = (answer: unknown): TagsRefusal | null =>
  answer && typeof answer === "object" && "error" in answer && "photoId" in answer
    ? (answer as TagsRefusal)
    : null;

/**
 * The portfolio photos' styles and colors, one row per photo (decision 0026): a suggestion to
 * confirm ("We see: … — right?" Yes / Edit), or the confirmed tags. Plain forms posting to the
 * dashboard's action, so they work before and without JavaScript; once hydrated they post in
 * the background, and the page asks again while a photo waits for its suggestion.
 */
export function PhotoTagsSection({
  photos,
  headingLevel = 2,
}: {
  photos: PortfolioPhotoView[];
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  // A page-load post refused (before hydration, or without JavaScript): shown on its photo.
  const pageRefusal = refusalOf(useActionData<typeof action>());
  useRefreshWhile(photos.some((photo) => photo.tags.state === "pending"));
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="text-xl font-semibold">
        {C.heading}
      </Heading>
      <p className="mt-1 text-ink-600">{C.intro}</p>
      <ul className="mt-4 grid items-start gap-3 lg:grid-cols-2">
        {photos.map((photo, index) => (
          <PhotoTagsRow
            key={photo.id}
            photo={photo}
            index={index + 1}
            pageRefusal={pageRefusal?.photoId === photo.id ? pageRefusal : null}
          />
        ))}
      </ul>
    </section>
  );
}

/** Revalidates the page every few seconds while `waiting` (a suggestion is being made). */
function useRefreshWhile(waiting: boolean) {
  const { revalidate, state } = useRevalidator();
  const since = useRef<number | null>(null);
  useEffect(() => {
    if (!waiting) {
      since.current = null;
      return;
    }
    since.current ??= Date.now();
    if (state !== "idle" || Date.now() - since.current > REFRESH_FOR_MS) return;
    const timer = setTimeout(() => {
      if (document.visibilityState === "visible") void revalidate();
    }, REFRESH_EVERY_MS);
    return () => clearTimeout(timer);
  }, [waiting, state, revalidate]);
}

function PhotoTagsRow({
  photo,
  index,
  pageRefusal,
}: {
  photo: PortfolioPhotoView;
  index: number;
  pageRefusal: TagsRefusal | null;
}) {
  const { tags } = photo;
  const fetcher = useFetcher<Answer>();
  const busy = fetcher.state !== "idle";
  const titleId = useId();
  const editorId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const editorBody = useRef<HTMLDivElement>(null);
  // The editor is drawn only when open: asked for in the address (how "Edit" works before and
  // without JavaScript), reopened by a refusal, or toggled in place once hydrated.
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(
    Boolean(pageRefusal) || new URLSearchParams(search).get(PHOTO_TAG_EDIT_PARAM) === photo.id,
  );
  const hrefWith = (photoId: string | null) =>
    `${pathname}${photoTagsEditSearch(search, photoId)}#${photoTagsAnchor(photo.id)}`;
  // Whether the last post came from the editor (for the button's and the toast's words).
  const [editing, setEditing] = useState(false);

  // Why the tags were refused: found in the browser before posting, or by the server (this
  // row's last answer, or a page-load post's), until the artist cancels or posts again.
  const [localError, setLocalError] = useState<FieldError | null>(null);
  const [dismissed, setDismissed] = useState<unknown>(null);
  const [pageRefusalShown, setPageRefusalShown] = useState(true);
  const answerRefusal = fetcher.data !== dismissed ? refusalOf(fetcher.data)?.error : null;
  const error =
    localError ??
    answerRefusal ??
    (pageRefusalShown && !fetcher.data ? (pageRefusal?.error ?? null) : null);
  // The editor starts from what was sent when a page-load post was refused, else the photo's tags.
  const start = (pageRefusal && pageRefusal.submitted) ?? tags;

  // A new answer: saved (close the editor, land on the row, say so) or refused (show why there).
  // The editor opens or closes as the answer is rendered; focus and the toast follow it.
  const [answered, setAnswered] = useState<unknown>(null);
  if (fetcher.state === "idle" && fetcher.data && answered !== fetcher.data) {
    setAnswered(fetcher.data);
    if (refusalOf(fetcher.data)) setOpen(true);
    else if ("ok" in fetcher.data) setOpen(false);
  }
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (refusalOf(fetcher.data)) {
      focusFirstInvalid(editorBody.current);
    } else if ("ok" in fetcher.data) {
      title.current?.focus();
      toast.success(editing ? M.saved : M.confirmed);
    }
  }, [fetcher.state, fetcher.data, editing]);
  useEffect(() => {
    if (localError) focusFirstInvalid(editorBody.current);
  }, [localError]);

  const submit = (event: FormEvent<HTMLFormElement>, fromEditor: boolean) => {
    setEditing(fromEditor);
    setPageRefusalShown(false);
    const parsed = photoTagsSchema.safeParse(readPhotoTagsForm(new FormData(event.currentTarget)));
    if (parsed.success) {
      setLocalError(null);
      return;
    }
    event.preventDefault();
    const issue = parsed.error.issues[0]!;
    setLocalError({ field: String(issue.path[0] ?? "form"), message: issue.message });
  };
  const cancel = (event: MouseEvent) => {
    event.preventDefault();
    setLocalError(null);
    setDismissed(fetcher.data);
    setPageRefusalShown(false);
    setOpen(false);
  };

  const shown = [...tags.styles, ...tags.colors];
  const hidden = (
    <>
      <input type="hidden" name={F.intent} value={DASHBOARD_INTENTS.savePhotoTags} />
      <input type="hidden" name={F.photoId} value={photo.id} />
    </>
  );

  return (
    <li
      id={photoTagsAnchor(photo.id)}
      aria-labelledby={titleId}
      className="flex scroll-mt-24 gap-3 rounded-2xl bg-white p-3 ring-1 ring-ink-100 sm:gap-4 sm:p-4"
    >
      <div className="size-16 shrink-0 overflow-hidden rounded-xl sm:size-20">
        <Picture photo={photo} alt="" sizes="80px" className="size-full object-cover" />
      </div>
      <div className="min-w-0 flex-1">
        <h3
          id={titleId}
          ref={title}
          tabIndex={-1}
          className="flex items-center gap-2 font-sans text-sm font-semibold text-ink-900 focus:outline-none"
        >
          {C.photo(index)}
          {tags.state === "confirmed" && (
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              <BadgeCheck className="size-3.5" aria-hidden />
              Confirmed
            </span>
          )}
        </h3>

        <div aria-live="polite" className="mt-1">
          {tags.state === "confirmed" &&
            (shown.length ? (
              <TagList tags={shown} label={`Tags of ${C.photo(index)}`} className="gap-1.5" />
            ) : (
              <p className="text-sm text-ink-600">{C.confirmedNone}</p>
            ))}
          {tags.state === "suggested" && (
            <p className="text-sm text-ink-800">{shown.length ? C.weSee(tags) : C.nothingSeen}</p>
          )}
          {tags.state === "pending" && <p className="text-sm text-ink-600">{C.pending}</p>}
        </div>

        <div className="mt-2 flex flex-wrap items-start gap-2">
          {tags.state === "suggested" && shown.length > 0 && !open && (
            <fetcher.Form method="post" onSubmit={(event) => submit(event, false)}>
              {hidden}
              {tags.styles.map((style) => (
                <input key={style} type="hidden" name={F.style} value={style} />
              ))}
              {tags.colors.map((color) => (
                <input key={color} type="hidden" name={F.color} value={color} />
              ))}
              <Button
                type="submit"
                size="sm"
                disabled={busy}
                className="min-w-16"
                aria-label={busy && !editing ? C.saving : C.confirmLabel(index)}
              >
                <Check className="size-4" aria-hidden />
                {busy && !editing ? C.saving : C.confirm}
              </Button>
            </fetcher.Form>
          )}
          {/* A link to this page with the editor open (or closed); a toggle once hydrated. */}
          <a
            href={hrefWith(open ? null : photo.id)}
            aria-expanded={open}
            aria-controls={open ? editorId : undefined}
            onClick={(event) => {
              event.preventDefault();
              setOpen(!open);
            }}
            className={cn(
              buttonClass({ variant: "secondary", size: "sm" }),
              "w-fit",
              open && "bg-ink-50",
            )}
          >
            <Pencil className="size-4" aria-hidden />
            {C.edit}
            <span className="sr-only"> tags of {C.photo(index).toLowerCase()}</span>
          </a>
          {open && (
            <fetcher.Form
              id={editorId}
              method="post"
              onSubmit={(event) => submit(event, true)}
              noValidate
              className="w-full"
            >
              {hidden}
              <div ref={editorBody} className="mt-1 space-y-4">
                <TagChoices
                  legend={C.styles}
                  name={F.style}
                  options={STYLES}
                  chosen={start.styles}
                  error={error?.field === "styles" ? error.message : undefined}
                />
                <TagChoices
                  legend={C.colors}
                  name={F.color}
                  options={COLORS}
                  chosen={start.colors}
                  swatch={(color) => COLOR_SWATCHES[color as Color]}
                  error={error?.field === "colors" ? error.message : undefined}
                />
                {error && error.field !== "styles" && error.field !== "colors" && (
                  <p role="alert" className="text-sm font-medium text-red-700">
                    {error.message}
                  </p>
                )}
                <div className="flex gap-2">
                  <Button type="submit" size="sm" disabled={busy}>
                    {busy && editing ? C.saving : C.save}
                    <span className="sr-only"> tags of {C.photo(index).toLowerCase()}</span>
                  </Button>
                  <a
                    href={hrefWith(null)}
                    onClick={cancel}
                    className={buttonClass({ variant: "ghost", size: "sm" })}
                  >
                    {C.cancel}
                  </a>
                </div>
              </div>
            </fetcher.Form>
          )}
        </div>
      </div>
    </li>
  );
}
