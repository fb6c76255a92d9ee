import express, { Router } from "express";
import { pipeline } from "node:stream/promises";
import type { AppServices } from "../context";
import { PHOTO_KEY_PREFIX } from "../media/pipeline";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves stored images under /media when the app itself is their public address (the default):
 * straight from the folder for local storage, streamed from the bucket for S3. Names carry a
 * content hash, so responses are cached for a year. With MEDIA_PUBLIC_URL pointing at a CDN or
 * bucket, browsers go there instead and this route is not mounted.
 */
export function mediaRoutes({ config, media }: AppServices): Router {
  const router = Router();
  if (!config.mediaPublicUrl.startsWith("/")) return router;
  const base = config.mediaPublicUrl;

  if (config.media.driver === "local") {
    router.use(
      base,
      express.static(config.media.dir, {
        immutable: true,
        maxAge: "1y",
        index: false,
        dotfiles: "ignore",
        fallthrough: false,
      }),
    );
    return router;
  }

  router.get(`${base}/{*key}`, async (req, res, next) => {
    const key = (req.params as { key: string[] }).key.join("/");
    // Only the public photos: a request's photos share the bucket (under "private/photos/")
    // and are served through their request alone.
    if (!key.startsWith(PHOTO_KEY_PREFIX)) {
      res.status(404).type("text").send("Not found");
      return;
    }
    try {
      const object = await media.storage.get(key).catch(() => null);
      if (!object) {
        res.status(404).type("text").send("Not found");
        return;
      }
      res.set({
        "Content-Type": object.contentType,
        "Content-Length": String(object.contentLength),
        "Cache-Control": IMMUTABLE,
      });
      await pipeline(object.body, res);
    } catch (error) {
      // The browser stopped reading (it navigated away): nothing went wrong on our side.
      if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE") return;
      next(error);
    }
  });
  return router;
}
