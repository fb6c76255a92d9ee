import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { CACHED_FOR_SIGNED_OUT_VISITORS } from "~/core/cached-pages";
import { isCachedRoute } from "./cached-routes";

/** A build's route table as React Router writes it, with only what matching reads. */
function buildOf(routes: Array<{ id: string; path?: string; index?: boolean; cached?: boolean }>) {
  const table: Record<string, unknown> = {
    root: { id: "root", path: "", module: {} },
  };
  for (const route of routes) {
    table[route.id] = {
      ...route,
      parentId: "root",
      module: route.cached ? { handle: CACHED_FOR_SIGNED_OUT_VISITORS } : {},
    };
  }
  return { routes: table } as unknown as ServerBuild;
}

describe("isCachedRoute", () => {
  const build = buildOf([
    { id: "home", index: true },
    { id: "artists", path: "artists", cached: true },
    { id: "artist", path: "artist/:id", cached: true },
    { id: "favorites", path: "favorites" },
    { id: "not-found", path: "*" },
  ]);

  it("is true for the routes that declare it, pages and their data alike", () => {
    expect(isCachedRoute(build, "/artists")).toBe(true);
    expect(isCachedRoute(build, "/artists.data")).toBe(true);
    expect(isCachedRoute(build, "/artist/abc123")).toBe(true);
    expect(isCachedRoute(build, "/artist/abc123.data")).toBe(true);
  });

  it("is false for every other route, unknown paths and deeper paths", () => {
    expect(isCachedRoute(build, "/")).toBe(false);
    expect(isCachedRoute(build, "/_root.data")).toBe(false);
    expect(isCachedRoute(build, "/favorites")).toBe(false);
    expect(isCachedRoute(build, "/nowhere")).toBe(false);
    expect(isCachedRoute(build, "/artist/abc/edit")).toBe(false);
  });
});
