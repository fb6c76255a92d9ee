import { z } from "zod";
import { PORTFOLIO } from "../catalogue";

// What the artist dashboard and wizard ask of their route's action: one JSON body per request,
// told apart by `intent` (the photo tag forms post form data instead). The action parses the body
// once with this schema; anything else is a 400.

export const DASHBOARD_INTENTS = {
  saveStep: "save-step",
  publish: "publish",
  updateProfile: "update-profile",
  savePortfolio: "save-portfolio",
  discardDraft: "discard-draft",
  deletePhoto: "delete-photo",
  /**
   * A photo's styles and colors, confirmed or edited: posted as a form (it works without
   * JavaScript), so it is not in the JSON union below; core/artists/photo-tags.ts parses it.
   */
  savePhotoTags: "save-photo-tags",
  /** The service menu's forms, posted as forms too (core/artists/service-form.ts). */
  addService: "add-service",
  saveService: "save-service",
  moveService: "move-service",
  removeService: "remove-service",
} as const;

const I = DASHBOARD_INTENTS;
const photoId = z.string().min(1).max(64);

/** The profile's fields ride along loosely: the step and profile schemas check them. */
export const dashboardRequestSchema = z.discriminatedUnion("intent", [
  z.looseObject({ intent: z.literal(I.saveStep), step: z.literal([1, 2, 4]) }),
  z.looseObject({ intent: z.literal(I.publish) }),
  z.looseObject({ intent: z.literal(I.updateProfile) }),
  z.object({
    intent: z.literal(I.savePortfolio),
    // Kept and newly added photos, in order; the server refuses more than the portfolio holds.
    photoIds: z.array(photoId).max(PORTFOLIO.max * 2),
  }),
  z.object({ intent: z.literal(I.discardDraft) }),
  z.object({ intent: z.literal(I.deletePhoto), photoId }),
]);

export type DashboardRequest = z.infer<typeof dashboardRequestSchema>;
