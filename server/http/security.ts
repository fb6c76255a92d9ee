import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Config } from "../config";

/** Gives each response a fresh nonce that its inline scripts must carry. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/**
 * Security headers. In production a strict Content-Security-Policy: scripts only from our origin or
 * with this response's nonce, no framing. The dev server injects its own inline scripts and a
 * websocket, so there only framing is restricted.
 */
/**
 * Browser features the site may use: geolocation for "Use my location" (on this origin only, and
 * only when the person clicks it); none of the others, for us or anything we might embed.
 */
export const PERMISSIONS_POLICY = [
  "geolocation=(self)",
  "camera=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "browsing-topics=()",
].join(", ");

export function securityHeaders(config: Config): RequestHandler {
  const https = config.brand.publicUrl.startsWith("https:");
  const strict = config.env === "production";
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce}'`;
  // A sign-in form's POST may redirect to the identity provider, which form-action also governs.
  const formTargets = ["'self'", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])];
  // Images may come from a CDN or public bucket (MEDIA_PUBLIC_URL).
  const mediaOrigin = config.mediaPublicUrl.startsWith("/")
    ? []
    : [new URL(config.mediaPublicUrl).origin];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: strict
        ? {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", nonce],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", ...mediaOrigin],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: formTargets,
            frameAncestors: ["'none'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          }
        : {
            defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
            frameAncestors: ["'none'"],
          },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    frameguard: { action: "deny" },
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}

/**
 * Headers for the hashed build files (scripts, styles, fonts). The policies above govern documents;
 * a page loads some twenty of these files, so each carries only what applies to it (its
 * content type is the one sent, it is not for other sites to embed).
 */
export const assetHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  next();
};
