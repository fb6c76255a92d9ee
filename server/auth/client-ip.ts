import { createHmac } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * The header carrying the client's address to React Router and Better Auth. Express computes the
 * address (honouring TRUST_PROXY) and overwrites whatever a client sent under this name.
 */
export const CLIENT_IP_HEADER = "x-nailmatch-client-ip";

export const clientIpHeader: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_IP_HEADER] = req.ip ?? "unknown";
  next();
};

/** The client address of a request that went through `clientIpHeader`. */
export const clientIp = (request: Request) => request.headers.get(CLIENT_IP_HEADER) ?? "unknown";

/**
 * An address as kept with an account (the one it signed up from): a keyed hash, so two accounts
 * can be seen to share one while the address itself is never stored.
 */
export const addressKey = (secret: string, ip: string) =>
  createHmac("sha256", secret).update(`signup-address:${ip}`).digest("base64url");
