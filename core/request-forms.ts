import { z } from "zod";
import { COLORS, STYLES } from "./catalogue";
import {
  REQUEST_FIELDS,
  REQUEST_LIMITS,
  REQUEST_MESSAGES,
  TIMES_OF_DAY,
  addDays,
  instantIn,
  isCalendarDay,
  type PreferredTime,
} from "./requests";
import { messageText, visibleLength } from "./text";

// The request forms' checks (decision 0030): the request, a reply, a reason, an appointment.
// The server checks every post with these; the words are core/requests.ts's.

const M = REQUEST_MESSAGES;

/** A message as stored (core/text.ts): no bidi overrides or controls, "" when nothing shows. */
const message = z.string().transform(messageText);

export const messageSchema = message.pipe(
  z
    .string()
    .refine((value) => visibleLength(value) >= REQUEST_LIMITS.message.min, M.messageTooShort)
    .max(REQUEST_LIMITS.message.max, M.messageTooLong),
);

export const replySchema = message.pipe(
  z.string().min(1, M.replyEmpty).max(REQUEST_LIMITS.reply.max, M.replyTooLong),
);

export const reasonSchema = message.pipe(
  z.string().max(REQUEST_LIMITS.reason.max, M.reasonTooLong),
);

/** Values from a catalogue list, once each, in its order; a stranger is named in the refusal. */
const catalogueList = <T extends string>(
  catalogue: readonly T[],
  unknown: (value: string) => string,
) =>
  z
    .array(z.string())
    .superRefine((values, ctx) => {
      const stranger = values.find((value) => !(catalogue as readonly string[]).includes(value));
      if (stranger !== undefined) ctx.addIssue({ code: "custom", message: unknown(stranger) });
    })
    .transform((values) => catalogue.filter((value) => values.includes(value)));

/** The request form, as submitted: checked against the artist's calendar day `today`. */
export function requestFormSchema(today: string) {
  const preferred = z
    .object({ date: z.string(), timeOfDay: z.string() })
    .superRefine(({ date, timeOfDay }, ctx) => {
      if (!isCalendarDay(date)) ctx.addIssue({ code: "custom", message: M.badDate });
      else if (date <= today) ctx.addIssue({ code: "custom", message: M.pastDate });
      else if (date > addDays(today, REQUEST_LIMITS.daysAhead)) {
        ctx.addIssue({ code: "custom", message: M.farDate });
      } else if (!(TIMES_OF_DAY as readonly string[]).includes(timeOfDay)) {
        ctx.addIssue({ code: "custom", message: M.badTimeOfDay });
      }
    })
    .transform((value) => value as PreferredTime);
  return z.object({
    message: messageSchema,
    styles: catalogueList(STYLES, M.unknownStyle),
    colors: catalogueList(COLORS, M.unknownColor),
    preferredTimes: z
      .array(preferred)
      .max(REQUEST_LIMITS.preferredTimes)
      .refine(
        (times) => new Set(times.map((t) => `${t.date} ${t.timeOfDay}`)).size === times.length,
        { message: M.sameDate },
      ),
    budget: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === "" ||
          (/^\d{1,5}$/.test(value) &&
            Number(value) >= REQUEST_LIMITS.budget.min &&
            Number(value) <= REQUEST_LIMITS.budget.max),
        { message: M.badBudget },
      )
      .transform((value) => (value === "" ? null : Number(value))),
  });
}
export type RequestForm = z.output<ReturnType<typeof requestFormSchema>>;

/** The request form's fields in the schema's shape: repeated fields gathered, empty dates left out. */
export function readRequestForm(form: FormData) {
  const F = REQUEST_FIELDS;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const all = (name: string) =>
    form.getAll(name).filter((value): value is string => typeof value === "string");
  const preferredTimes: { date: string; timeOfDay: string }[] = [];
  for (let n = 1; n <= REQUEST_LIMITS.preferredTimes; n++) {
    const date = text(F.date(n)).trim();
    if (date) preferredTimes.push({ date, timeOfDay: text(F.timeOfDay(n)) || "morning" });
  }
  return {
    message: text(F.message),
    styles: all(F.style),
    colors: all(F.color),
    preferredTimes,
    budget: text(F.budget),
  };
}

/** The field a refusal of the request form is shown beside. */
export function requestFieldOf(path: readonly PropertyKey[]): string {
  const [first, index] = path;
  if (first === "preferredTimes" && typeof index === "number")
    return REQUEST_FIELDS.date(index + 1);
  if (first === "preferredTimes") return REQUEST_FIELDS.date(1);
  if (first === "styles" || first === "colors") return String(first);
  return String(first ?? "form");
}

/** A time the artist proposes or books: in the future, in the artist's time zone. */
export function appointmentSchema(zone: string, now: Date) {
  return z.string().transform((value, ctx) => {
    const at = instantIn(zone, value.trim());
    if (!at) {
      ctx.addIssue({ code: "custom", message: M.badTime });
      return z.NEVER;
    }
    if (at.getTime() <= now.getTime()) {
      ctx.addIssue({ code: "custom", message: M.pastTime });
      return z.NEVER;
    }
    return at;
  });
}
