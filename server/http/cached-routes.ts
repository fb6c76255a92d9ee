import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { CachedPageHandle } from "~/core/cached-pages";

type Routes = ServerBuild["routes"];

function routeTree(routes: Routes, parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route) => {
    if (!route || route.parentId !== parentId) return [];
    const children = routeTree(routes, route.id);
    return [
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: children.length ? children : undefined },
    ];
  });
}

const trees = new WeakMap<Routes, RouteObject[]>();

/** Whether the route answering `pathname` (a page or its `.data`) declares itself cached. */
export function isCachedRoute(build: ServerBuild, pathname: string): boolean {
  let tree = trees.get(build.routes);
  if (!tree) {
    tree = routeTree(build.routes);
    trees.set(build.routes, tree);
  }
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;
  const leaf = matchRoutes(tree, page)?.at(-1);
  const handle = leaf && (build.routes[leaf.route.id!]?.module.handle as unknown);
  return (handle as Partial<CachedPageHandle> | undefined)?.cachedForSignedOutVisitors === true;
}
