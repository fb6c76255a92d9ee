// Whether an error means the database cannot be reached right now (stopped, restarting, the
// network between), rather than a fault in a query. Such requests answer 503 with Retry-After:
// the app recovers by itself once the database is back (the pool reconnects).

/** Node's socket errors and PostgreSQL's "connection exception" and "operator intervention" codes. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
]);
/** What node-postgres says when a connection dies or cannot be had in time. */
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Query builders wrap the driver's error: follow the causes a few levels down.
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;
