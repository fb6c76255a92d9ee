import type { ServerBuild } from "react-router";
import { sessionMiddleware } from "../auth/session";

/**
 * A server build of some real route modules under a root that runs the session middleware, as
 * app/root.tsx does: for tests of a route through the whole HTTP stack (createApp with `build`).
 * Pages are not rendered: a document answer is empty, with the status and headers the loaders
 * gave it; `.data` answers and resource routes are as in the app.
 */
export function routeBuild(routes: Record<string, { path: string; module: object }>): ServerBuild {
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response(null, { status, headers }),
      },
    },
    routes: {
      root: { id: "root", path: "", module: { middleware: [sessionMiddleware] } },
      ...Object.fromEntries(
        Object.entries(routes).map(([id, { path, module }]) => [
          id,
          { id, parentId: "root", path, module },
        ]),
      ),
    },
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
