import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pinoHttp } from "pino-http";
import type { Logger } from "../logger";

/**
 * Query parameters whose values say nothing about a person (paging, catalogue filters); every other
 * value (a search, a ZIP code, a token, an e-mail) is replaced by [redacted] in the logs.
 */
const PLAIN_PARAMS = new Set([
  "page",
  "style",
  "color",
  "state",
  "sort",
  "radius",
  "purpose",
  "step",
  "type",
  "view",
]);
/** Path segments that are one-time secrets (reset links, e-mail verification). */
const SECRET_PATH = /(\/reset-password\/|\/verify-email\/|\/magic-link\/)[^/?#]+/gi;

/** The URL as it may appear in logs: secrets in its path and personal query values redacted. */
export function redactUrl(url: string): string {
  const [pathPart = "", query] = url.split(/\?(.*)/s, 2);
  const path = pathPart.replace(SECRET_PATH, "$1[redacted]");
  if (!query) return path;
  const params = new URLSearchParams(query);
  // The sign-in provider's callback carries secrets under any name ("state" there is OAuth's).
  const plain = path.startsWith("/api/auth/") ? new Set<string>() : PLAIN_PARAMS;
  for (const key of new Set(params.keys())) {
    if (!plain.has(key)) params.set(key, "[redacted]");
  }
  return `${path}?${params.toString().replaceAll("%5Bredacted%5D", "[redacted]")}`;
}

/** A caller-supplied request id is kept when it looks like one (so ids follow a request across proxies). */
const REQUEST_ID = /^[\w.-]{8,64}$/;

const QUIET_PATHS = /^\/(healthz|readyz|assets\/|favicon)/;

/** Hashed scripts and styles: no log line, and no request id to look one up by (~50 bytes on
 * each of the ~30 scripts every page loads). */
const ASSET_PATH = /^\/assets\//;

/** One JSON log line per request, with a request id echoed in the X-Request-Id header. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers["x-request-id"];
      const id =
        typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      if (!ASSET_PATH.test(req.url ?? "")) res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => QUIET_PATHS.test(req.url ?? "") },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return "error";
      return res.statusCode >= 400 ? "warn" : "info";
    },
    serializers: {
      req: (req: {
        id: unknown;
        method: string;
        url: string;
        headers: Record<string, unknown>;
      }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        userAgent: req.headers["user-agent"],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
