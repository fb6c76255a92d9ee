/**
 * What a route module exports as its `handle` to have its page and data rendered once per listing
 * version for signed-out visitors (decision 0014; server/http/cached-routes.ts reads it): only
 * pages whose content comes from the artist and photo tables alone, which bump that version.
 */
export interface CachedPageHandle {
  cachedForSignedOutVisitors: true;
}

export const CACHED_FOR_SIGNED_OUT_VISITORS: CachedPageHandle = {
  cachedForSignedOutVisitors: true,
};
