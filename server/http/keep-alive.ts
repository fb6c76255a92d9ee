import type { Server } from "node:http";

/**
 * How long an idle keep-alive connection stays open. Node's own server closes it after 5 s, the
 * same time after which Node's HTTP clients (and others) stop reusing an idle socket: a request
 * sent on a socket just as the server closes it fails with ECONNRESET (seen once in the
 * end-to-end suite, posting after 5 s of quiet). The server must wait longer than its clients,
 * and than a load balancer's idle timeout (commonly 60 s), so that the client side always lets go
 * first.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // The headers of a request on a kept connection must be allowed to arrive after it idled.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
