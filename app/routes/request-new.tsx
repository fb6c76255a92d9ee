import { Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { TagChoices } from "~/app/components/ui/tag-choices";
import { PhotoPicker } from "~/app/components/ui/photo-picker";
import { Button } from "~/app/components/ui/button";
import { Field, FormAlert, SelectField, TextAreaField } from "~/app/components/ui/field";
import { Panel } from "~/app/components/ui/panel";
import { pageMeta } from "~/app/lib/brand";
import { carriedPhoto, forgetCarriedPhoto } from "~/app/lib/carried-photo";
import { withNetworkError } from "~/app/lib/client-action";
import { focusFirstInvalid } from "~/app/lib/focus-invalid";
import { COLORS, COLOR_SWATCHES, STYLES, type Color } from "~/core/catalogue";
import type { FieldError } from "~/core/forms";
import { REQUEST_COPY as C, REQUEST_MESSAGES as M } from "~/core/request-copy";
import {
  REQUEST_FIELDS as F,
  REQUEST_INTENTS,
  REQUEST_LIMITS,
  TIMES_OF_DAY,
  TIME_OF_DAY_LABELS,
  requestPath,
} from "~/core/requests";
import { dayIn, zoneName } from "~/core/appointment-times";
import {
  REQUEST_SERVICES_FIELD,
  readRequestForm,
  requestFieldOf,
  requestFormSchema,
} from "~/core/request-forms";
import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { refusal } from "~/server/http/refusal";
import { requestFormAction, requestPhotos } from "~/server/requests/photos";
import { RequestError } from "~/server/requests/requests";
import { requestableArtist, sendRequest } from "~/server/requests/send";
import { isBlocked } from "~/server/requests/safety";
import { readServiceMenu } from "~/server/artists/services";
import { requestedService } from "~/core/artists/services";
import { ServiceChoices } from "~/app/components/requests/service-choices";
import type { Route } from "./+types/request-new";
import { artistPath } from "~/core/site-nav";

// /requests/new?artist={id}: a client writes to an artist (decision 0030). A plain form: it works
// before and without JavaScript; a refusal comes back with the field it is about and what was typed.

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: loaderData ? C.title(loaderData.artist.displayName) : C.send,
    description: "Send a nail artist the look you want, and settle it together on NailMatch.",
  });

async function artistOf(args: Route.LoaderArgs | Route.ActionArgs, artistId: string | null) {
  const found = artistId ? await requestableArtist(getServices(args.context), artistId) : null;
  if (!found) throw refusal({ message: M.notAnArtist }, 404);
  return found;
}

export async function loader(args: Route.LoaderArgs) {
  // Clients only (an artist is sent to their dashboard), so never the artist themselves.
  const user = authorize(args, "routes/request-new.tsx", "read");
  const params = new URL(args.request.url).searchParams;
  const artist = await artistOf(args, params.get(F.artistId));
  const menu = await readServiceMenu(getServices(args.context).database, artist.id);
  return {
    artist,
    // The choices need only what a request keeps of each service.
    menu: menu.map(requestedService),
    // Blocked by this artist: said before anything is typed (sending is refused anyway).
    blocked: await isBlocked(getServices(args.context).database.db, artist.id, user.id),
    zone: zoneName(artist.timeZone),
    today: dayIn(artist.timeZone, new Date()),
    // A look carried from the style match: its detected styles and colors, preselected (and
    // its photo, which the page takes from the match in this tab's memory).
    styles: params.getAll(F.style),
    colors: params.getAll(F.color),
    fromMatch: params.get(F.fromMatch) === "match",
  };
}

export const action = requestFormAction(async (args: Route.ActionArgs, form) => {
  const user = authorize(args, "routes/request-new.tsx", "write");
  const artistId = form.get(F.artistId);
  const artist = await artistOf(args, typeof artistId === "string" ? artistId : null);
  const fields = readRequestForm(form);
  const refused = (error: FieldError, status: number) =>
    data({ error, submitted: fields }, { status });
  const parsed = requestFormSchema(dayIn(artist.timeZone, new Date())).safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return refused({ field: requestFieldOf(issue.path), message: issue.message }, 400);
  }
  try {
    const uploads = await requestPhotos.read(form);
    const id = await sendRequest(getServices(args.context), user, artist.id, parsed.data, uploads);
    throw redirect(`${requestPath(id)}?sent=1`);
  } catch (error) {
    if (!(error instanceof RequestError)) throw error;
    return refused({ field: error.field, message: error.message }, error.status);
  }
});

export const clientAction = ({ serverAction }: Route.ClientActionArgs) =>
  withNetworkError(serverAction);

export default function NewRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { artist, menu, zone, today, styles, colors, fromMatch, blocked } = loaderData;
  // The match's photo, used once: the server never has it until the form is sent.
  const [matchPhoto] = useState(() => (fromMatch ? carriedPhoto() : null));
  useEffect(forgetCarriedPhoto, []);
  const answer = actionData && "error" in actionData ? actionData : null;
  const error = answer?.error;
  const typed =
    answer && "submitted" in answer
      ? (answer.submitted as ReturnType<typeof readRequestForm>)
      : undefined;
  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);
  const sending = useNavigation().state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (error) focusFirstInvalid(formRef.current);
  }, [error]);

  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <p className="text-sm text-ink-600">
        <Link to={artistPath(artist.id)} className="font-semibold text-brand-700 hover:underline">
          {artist.displayName}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-semibold sm:text-4xl">{C.title(artist.displayName)}</h1>
      <p className="mt-2 text-ink-600">{C.intro}</p>
      {blocked ? (
        <div className="mt-6">
          <FormAlert>{M.blocked}</FormAlert>
        </div>
      ) : (
        <Panel className="mt-6 p-5 sm:p-8">
          <Form
            method="post"
            encType="multipart/form-data"
            ref={formRef}
            noValidate
            className="space-y-6"
          >
            <input type="hidden" name={F.intent} value={REQUEST_INTENTS.send} />
            <input type="hidden" name={F.artistId} value={artist.id} />
            {error?.field === "form" && <FormAlert>{error.message}</FormAlert>}
            <TextAreaField
              label={C.message}
              name={F.message}
              hint={C.messageHint}
              error={errorOf(F.message)}
              required
              minLength={REQUEST_LIMITS.message.min}
              maxLength={REQUEST_LIMITS.message.max}
              rows={5}
              defaultValue={typed?.message}
            />

            {menu.length > 0 && (
              <ServiceChoices
                menu={menu}
                chosen={typed?.serviceIds ?? []}
                error={errorOf(REQUEST_SERVICES_FIELD)}
              />
            )}

            <PhotoPicker
              label={C.photos}
              name={F.photos}
              hint={C.photosHint}
              error={errorOf(F.photos)}
              initial={matchPhoto}
              initialNote={C.matchPhoto}
              max={REQUEST_LIMITS.photos}
              tooMany={M.tooManyPhotos}
            />

            <fieldset className="space-y-4">
              <legend className="text-lg font-semibold">{C.look}</legend>
              <TagChoices
                legend={C.styles}
                name={F.style}
                options={STYLES}
                chosen={typed?.styles ?? styles}
                error={errorOf("styles")}
              />
              <TagChoices
                legend={C.colors}
                name={F.color}
                options={COLORS}
                chosen={typed?.colors ?? colors}
                swatch={(color) => COLOR_SWATCHES[color as Color]}
                error={errorOf("colors")}
              />
            </fieldset>

            <fieldset>
              <legend className="text-lg font-semibold">{C.dates}</legend>
              <p className="mt-1 text-sm text-ink-600">{C.datesHint(zone)}</p>
              <div className="mt-3 space-y-3">
                {Array.from({ length: REQUEST_LIMITS.preferredTimes }, (_, k) => {
                  const n = k + 1;
                  const chosen = typed?.preferredTimes[k];
                  return (
                    <div key={n} className="grid gap-3 sm:grid-cols-2">
                      <Field
                        label={C.date(n)}
                        name={F.date(n)}
                        type="date"
                        min={today}
                        defaultValue={chosen?.date}
                        error={errorOf(F.date(n))}
                      />
                      <SelectField
                        label={C.timeOfDay(n)}
                        name={F.timeOfDay(n)}
                        defaultValue={chosen?.timeOfDay ?? "morning"}
                      >
                        {TIMES_OF_DAY.map((time) => (
                          <option key={time} value={time}>
                            {TIME_OF_DAY_LABELS[time]}
                          </option>
                        ))}
                      </SelectField>
                    </div>
                  );
                })}
              </div>
            </fieldset>

            <Field
              label={C.budget}
              name={F.budget}
              inputMode="numeric"
              defaultValue={typed?.budget}
              error={errorOf(F.budget)}
              className="max-w-xs"
            />

            <Button type="submit" size="lg" disabled={sending}>
              <Send className="size-5" aria-hidden />
              {sending ? C.sending : C.submit}
            </Button>
          </Form>
        </Panel>
      )}
    </div>
  );
}
