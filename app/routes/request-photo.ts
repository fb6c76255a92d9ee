import { Readable } from "node:stream";
import { authorize } from "~/server/auth/guards";
import { getServices } from "~/server/context";
import { PRIVATE_CACHE_CONTROL } from "~/server/media/media";
import { requestPhotoFile } from "~/server/requests/photos";
import type { Route } from "./+types/request-photo";

// GET /requests/{id}/photos/{photo}/{file}: one file of a photo sent on a request, to the
// request's client or artist only (decision 0031). Anyone else, and any address that is not
// theirs, gets the same 404; no cache keeps the answer.

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain", "Cache-Control": PRIVATE_CACHE_CONTROL },
  });

export async function loader(args: Route.LoaderArgs) {
  const user = authorize(args, "routes/request-photo.ts", "read");
  const services = getServices(args.context);
  const { id, photo, file } = args.params;
  const variant = await requestPhotoFile(services, user, id, photo, file);
  const stored = variant ? await services.privateMedia.storage.get(variant.key) : null;
  if (!stored) return notFound();
  return new Response(Readable.toWeb(stored.body) as ReadableStream, {
    headers: {
      "Content-Type": stored.contentType,
      "Content-Length": String(stored.contentLength),
      "Cache-Control": PRIVATE_CACHE_CONTROL,
      // No X-Content-Type-Options here: the security headers give every answer it (a second
      // one here was sent as "nosniff, nosniff").
    },
  });
}
