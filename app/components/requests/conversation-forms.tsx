import { CalendarClock, Send } from "lucide-react";
import { Form } from "react-router";
import { PhotoPicker } from "~/app/components/ui/photo-picker";
import { Button } from "~/app/components/ui/button";
import { Field, TextAreaField } from "~/app/components/ui/field";
import { REQUEST_COPY as C, REQUEST_MESSAGES } from "~/core/request-copy";
import { REQUEST_FIELDS as F, REQUEST_INTENTS, REQUEST_LIMITS } from "~/core/requests";
import { wallClockIn } from "~/core/appointment-times";
import type { Controls } from "./conversation-controls";

/** A reply: words, photos or both. */
export function ReplyForm({ request, busy, errorOf }: Controls) {
  return (
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
  );
}

/** The artist's two ways to settle the time: propose one, or mark the one agreed as booked. */
export function TimeForms({ request, zone, busy, errorOf }: Controls) {
  // The time the client suggested last, unless a proposal or booking came after it: booking it
  // is then one click away.
  const lastTimed = request.lines.findLast((line) => line.at !== null);
  const suggested = lastTimed?.event === "suggested" ? lastTimed.at : null;
  return (
    <div className="mt-6 grid gap-4 sm:grid-cols-2">
      {(["propose", "book"] as const).map((action) => {
        const prefilled = action === "book" ? suggested : null;
        return (
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
              defaultValue={prefilled ? wallClockIn(request.timeZone, prefilled) : undefined}
              hint={prefilled ? C.suggestedHint(zone) : zone}
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
        );
      })}
    </div>
  );
}
