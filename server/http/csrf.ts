import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard: a state-changing request is refused unless it comes from
 * our own pages. Browsers send `Origin` on every such request (and `Sec-Fetch-Site`); it must be
 * the public origin or the origin the request was addressed to. Requests with neither header
 * come from non-browser clients, which hold no user's cookies.
 */
export function sameOriginOnly(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const fetchSite = req.get("sec-fetch-site");
    const allowed = origin
      ? origin === publicOrigin || origin === ownOrigin
      : fetchSite !== "cross-site" && fetchSite !== "same-site";
    if (allowed) return next();
    req.log.warn({ origin, fetchSite }, "cross-site request refused");
    res.status(403).type("text").send("Cross-site request refused");
  };
}
