import { PORTFOLIO, UPLOAD } from "~/core/catalogue";
import { isArtist } from "~/core/accounts/user";
import { ProfileError } from "~/server/artists/errors";
import { addPortfolioPhoto, setProfilePhoto } from "~/server/artists/profiles";
import { currentUser } from "~/server/auth/session";
import { getServices } from "~/server/context";
import { BodyTooLargeError, readBody } from "~/server/http/read-body";
import { IMAGE_MESSAGES } from "~/server/media/pipeline";
import type { Route } from "./+types/api.photos";

const PURPOSES = ["portfolio", "draft", "profile"] as const;

/**
 * POST /api/photos?purpose=portfolio|draft|profile with the image file as the body: one photo
 * per request, so the browser can show each one's progress and upload a few at a time.
 * Answers the stored photo as JSON, or { error } with the message to show.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = currentUser(context);
  if (!user || !isArtist(user)) {
    return Response.json(
      { error: "Please log in as an artist to upload photos." },
      { status: 403 },
    );
  }
  if (request.method !== "POST") return Response.json({ error: "Use POST." }, { status: 405 });
  const purpose = new URL(request.url).searchParams.get("purpose");
  if (!PURPOSES.includes(purpose as (typeof PURPOSES)[number])) {
    return Response.json({ error: "Unknown photo purpose." }, { status: 400 });
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
    if (error instanceof BodyTooLargeError) {
      return Response.json({ error: IMAGE_MESSAGES.tooLarge }, { status: 413 });
    }
    if (error instanceof ProfileError) {
      return Response.json({ error: error.message }, { status: error.status });
    }
    services.logger.error({ err: error }, "photo upload failed");
    return Response.json({ error: "Something went wrong. Please try again." }, { status: 500 });
  }
}

export const loader = () => Response.json({ error: "Use POST." }, { status: 405 });
