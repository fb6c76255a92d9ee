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
