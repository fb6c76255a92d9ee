import type { RequestHandler } from "express";
import onHeaders from "on-headers";

/**
 * A request answered before its body was read (a 405, a redirect, a refusal by size) leaves bytes
 * on the connection, and the connection is then closed. Say so in the response (`Connection:
 * close`) so that a client reusing kept-alive connections opens a new one rather than failing on
 * a closed socket.
 */
export const closeAfterUnreadBody: RequestHandler = (req, res, next) => {
  onHeaders(res, () => {
    if (!req.complete) res.setHeader("Connection", "close");
  });
  next();
};
