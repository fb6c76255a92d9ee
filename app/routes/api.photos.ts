import { PORTFOLIO } from "~/core/catalogue";
import { IMAGE_MESSAGES, UPLOAD } from "~/core/uploads";
import { formError } from "~/core/forms";
import { ProfileError } from "~/server/artists/errors";
import { addPortfolioPhoto, setProfilePhoto } from "~/server/artists/portfolio";
import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { BodyError, readBody } from "~/server/http/request-body";
import type { Route } from "./+types/api.photos";

const PURPOSES = ["portfolio", "draft", "profile"] as const;

/**
 * POST /api/photos?purpose=portfolio|draft|profile with the image file as the body: one photo
 * per request, so the browser can show each one's progress and upload a few at a time.
 * Answers the stored photo as JSON, or `{ error: { field, message } }` with the message to show.
 */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  if (request.method !== "POST") return Response.json(formError("Use POST."), { status: 405 });
  const user = authorize(args, "routes/api.photos.ts", "write");
  const purpose = new URL(request.url).searchParams.get("purpose");
  if (!PURPOSES.includes(purpose as (typeof PURPOSES)[number])) {
    return Response.json(formError("Unknown photo purpose."), { status: 400 });
  }

  const services = getServices(context);
  try {
    const upload = await readBody(request, UPLOAD.maxBytes);
    if (purpose === "profile") {
      return Response.json({ photo: await setProfilePhoto(services, user.id, upload) });
    }
    const added = await addPortfolioPhoto(
      services,
      user.id,
      upload,
      purpose === "draft" ? "draft" : "portfolio",
    );
    return Response.json({ ...added, max: PORTFOLIO.max });
  } catch (error) {
    if (error instanceof BodyError) {
      // An upload's only size rule is the photo's: say it in the photo's words.
      return Response.json(formError(IMAGE_MESSAGES.tooLarge), { status: 413 });
    }
    if (error instanceof ProfileError) {
      return Response.json(formError(error.message), { status: error.status });
    }
    services.logger.error({ err: error }, "photo upload failed");
    return Response.json(formError("Something went wrong. Please try again."), { status: 500 });
  }
}

export function loader(args: Route.LoaderArgs) {
  authorize(args, "routes/api.photos.ts", "read");
  return Response.json(formError("Use POST."), { status: 405 });
}
