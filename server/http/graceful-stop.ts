import type { Server, ServerResponse } from "node:http";

/**
 * Stops a server gracefully: no new connections; requests in flight finish; every response from
 * now on (on a kept-alive connection, or one already being handled) says `Connection: close`, so
 * clients move to another instance at once instead of holding a connection that is going away.
 * Connections still open after `graceMs` are cut.
 */
export function gracefulStop(server: Server, graceMs: number): Promise<void> {
  const closing = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader("Connection", "close");
  };
  for (const response of inFlight.get(server) ?? []) closing(response);
  server.prependListener("request", (_request, response) => closing(response));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), graceMs);
  return closed.finally(() => clearTimeout(force));
}

const inFlight = new WeakMap<Server, Set<ServerResponse>>();

/** Keeps track of the responses being written, so a stop can mark them too. */
export function trackResponses(server: Server): void {
  const responses = new Set<ServerResponse>();
  inFlight.set(server, responses);
  server.prependListener("request", (_request, response) => {
    responses.add(response);
    response.once("close", () => responses.delete(response));
  });
}
