// The report and admin-reason forms' schemas, apart from core/moderation.ts so that the header
// (which names the admin's page) does not put zod in the JavaScript every page loads.

import { z } from "zod";
import {
  MODERATION_LIMITS,
  MODERATION_MESSAGES,
  REPORT_REASONS,
  type ReportReason,
} from "~/core/moderation";

const optionalText = (max: number, message: string) =>
  z.string().trim().max(max, message).default("");

/** A report as its form sends it: a listed reason, and a note (needed for "Something else"). */
export const reportFormSchema = z
  .object({
    reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], {
      error: MODERATION_MESSAGES.noReason,
    }),
    note: optionalText(MODERATION_LIMITS.note.max, MODERATION_MESSAGES.noteTooLong),
  })
  .refine((report) => report.reason !== "other" || report.note.length > 0, {
    message: MODERATION_MESSAGES.noteNeeded,
    path: ["note"],
  });
export type ReportForm = z.infer<typeof reportFormSchema>;

/** The reason an admin gives for an action (the people concerned read it). */
export const adminReasonSchema = z
  .string()
  .trim()
  .min(MODERATION_LIMITS.reason.min, MODERATION_MESSAGES.whyNeeded)
  .max(MODERATION_LIMITS.reason.max, MODERATION_MESSAGES.whyTooLong);
