import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type Response } from "express";
import path from "node:path";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { readListingVersion } from "../artists/listing-version";
import { clientIpHeader } from "../auth/client-ip";
import { appServicesContext, requestInfoContext, type AppServices } from "../context";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "../db/unavailable";
import { sameOriginOnly } from "./csrf";
import type { DemoState } from "../demo/seed";
import { isCachedRoute } from "./cached-routes";
import { healthRoutes } from "./health";
import { mediaRoutes } from "./media-routes";
import { pageCache } from "./page-cache";
import { requestLogger } from "./request-log";
import { assetHeaders, cspNonce, securityHeaders } from "./security";
import { closeAfterUnreadBody } from "./unread-bodies";
import { refuseNulBytes } from "./url-input";

export interface AppOptions {
  services: AppServices;
  /** The React Router build; omitted in tests of the HTTP layer alone. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Production: the folder of built browser assets. */
  clientDir?: string;
  /** Development: Vite's dev server, serving modules with hot reload. */
  vite?: ViteDevServer;
  /** How the demo data stands, for /readyz (default: none made here). */
  demoState?: () => DemoState;
}

export function createApp(options: AppOptions): express.Express {
  const { services, build, clientDir, vite, demoState = () => "off" } = options;
  const { config, database, logger } = services;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  // After the logger: a refused URL is logged (a warning, as every 4xx), never an error.
  app.use(closeAfterUnreadBody, requestLogger(logger), refuseNulBytes);
  if (clientDir) {
    // Hashed file names: cache forever. A missing hashed asset is a plain 404, not an HTML page.
    app.use(
      "/assets",
      assetHeaders,
      compression(),
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        fallthrough: false,
        etag: false,
        lastModified: false,
      }),
    );
  }
  app.use(cspNonce, securityHeaders(config));
  app.use(healthRoutes(database, logger, demoState));
  app.use(clientIpHeader, sameOriginOnly(config.brand.publicUrl));
  app.use(compression());

  app.use(mediaRoutes(services));
  if (vite) app.use(vite.middlewares);
  if (clientDir) {
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  if (build) {
    const serverBuild = async () => (typeof build === "function" ? build() : build);
    // The listing version, read at most once per request (by the page cache or a loader).
    const listingVersion = (res: Response): Promise<string> =>
      ((res.locals.listingVersion as Promise<string> | undefined) ??= readListingVersion(database));
    // Pages whose route declares it (the public lists and artist pages), rendered once per
    // listing version for signed-out visitors: what they show comes only from the artist, photo
    // and review tables, which bump it.
    app.use(
      pageCache({
        cacheable: async (pathname) => isCachedRoute(await serverBuild(), pathname),
        version: (_req, res) => listingVersion(res),
      }),
    );
    app.all(
      "/{*path}",
      createRequestHandler({
        build,
        mode: config.env === "production" ? "production" : "development",
        getLoadContext(req, res) {
          const context = new RouterContextProvider();
          context.set(appServicesContext, services);
          context.set(requestInfoContext, {
            id: String(req.id),
            log: req.log,
            cspNonce: String(res.locals.cspNonce),
            listingVersion: () => listingVersion(res),
          });
          return context;
        },
      }),
    );
  }

  const onError: ErrorRequestHandler = (error: { status?: number }, req, res, next) => {
    if (res.headersSent) return next(error);
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, "database unavailable");
      res.status(503).set("Retry-After", String(RETRY_AFTER_SECONDS)).type("text");
      return void res.send("We can't reach our database right now. Please try again shortly.");
    }
    const status = error.status && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) req.log.error({ err: error }, "request failed");
    res
      .status(status)
      .type("text")
      .send(status === 404 ? "Not found" : "Something went wrong");
  };
  app.use(onError);
  return app;
}
