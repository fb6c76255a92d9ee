import type { Request, RequestHandler, Response } from "express";
import { VersionedCache } from "../cache/versioned-cache";

/**
 * Rendered pages kept in memory for visitors without cookies (so signed out: nothing personal is
 * on the page), for public pages whose content depends only on a version the caller reads
 * (decision 0014). A page is rendered once per version and URL; each later visitor gets it with
 * their own CSP nonce put back in. Page data requests (`.data`, client-side navigation) are kept
 * the same way.
 */
export interface PageCacheOptions {
  /** Whether the page at this path (or its `.data`) may be kept. */
  cacheable: (path: string) => boolean | Promise<boolean>;
  /** Changes whenever the pages may have changed; every kept page is dropped then. */
  version: (req: Request, res: Response) => Promise<string>;
  /** Pages kept at most (the least recently used go first). */
  maxEntries?: number;
}

interface KeptPage {
  headers: Array<[string, string | number | string[]]>;
  /** The body, with this placeholder where the response's nonce was. */
  body: string;
}

/** Stands where a kept page's nonce was: not base64, so never part of a real nonce. */
const NONCE_SLOT = "\u0000nonce\u0000";

/** Headers set per response before the page is rendered, or meaningless once the body is kept. */
const PER_RESPONSE = new Set([
  "content-security-policy",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "x-request-id",
  "date",
  "connection",
  "keep-alive",
]);

export function pageCache({
  cacheable,
  version,
  maxEntries = 200,
}: PageCacheOptions): RequestHandler {
  const pages = new VersionedCache<KeptPage>(maxEntries);

  return (req, res, next) => {
    if (req.method !== "GET" || req.headers.cookie) return next();
    Promise.resolve(cacheable(req.path))
      .then(async (kept) => (kept ? version(req, res) : undefined))
      .then((current) => {
        if (current === undefined) return next();
        const key = req.originalUrl;
        const nonce = String(res.locals.cspNonce ?? "");
        const kept = pages.get(current, key);
        if (kept) {
          for (const [name, value] of kept.headers) res.setHeader(name, value);
          res.status(200).end(nonce ? kept.body.replaceAll(NONCE_SLOT, nonce) : kept.body);
          return;
        }
        keepWhenDone(res, (page) => {
          // Not kept if rendered from data that has changed since (the version moved on).
          pages.set(current, key, {
            ...page,
            body: nonce ? page.body.replaceAll(nonce, NONCE_SLOT) : page.body,
          });
        });
        next();
      }, next);
  };
}

/** Collects what the page writes and hands it over if it ends as a 200 that sets no cookie. */
function keepWhenDone(res: Response, keep: (page: KeptPage) => void) {
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array),
    );
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    return write(...args);
  }) as Response["write"];
  res.end = ((...args: unknown[]) => {
    collect(args[0], args[1]);
    if (res.statusCode === 200 && !res.getHeader("set-cookie")) {
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => !PER_RESPONSE.has(name) && value !== undefined)
        .map(([name, value]) => [name, value] as [string, string | number | string[]]);
      keep({ headers, body: Buffer.concat(chunks).toString("utf8") });
    }
    return end(...args);
  }) as Response["end"];
}
