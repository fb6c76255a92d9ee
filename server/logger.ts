import { pino, type Logger } from "pino";

export type { Logger };

/** Paths that must never reach a log line: credentials and session cookies. */
const REDACT = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "*.password",
  "*.newPassword",
  "*.currentPassword",
  "*.token",
  "*.secret",
];

const EMAIL = /[^\s@"'<>(),;:[\]]+@[^\s@"'<>(),;:[\]]+\.[a-z]{2,}/gi;

/**
 * A log value with every e-mail address replaced, however deep it sits (Better Auth's own
 * messages, database errors quoting a duplicate key, details a library passes along). Errors stay
 * errors, so the log still says what kind they were. Other objects (a request, a response) are
 * left to their serializers; cycles are not followed.
 */
export function withoutEmails<T>(value: T, seen = new WeakSet<object>()): T {
  if (typeof value === "string") return value.replace(EMAIL, "[email]") as T;
  if (!value || typeof value !== "object" || seen.has(value)) return value;
  seen.add(value);
  const scrub = <V>(item: V) => withoutEmails(item, seen);
  if (value instanceof Error) {
    const clean = Object.create(Object.getPrototypeOf(value) as object) as Error;
    for (const [key, item] of Object.entries(value)) {
      (clean as unknown as Record<string, unknown>)[key] = scrub(item);
    }
    clean.message = scrub(value.message);
    clean.stack = value.stack && scrub(value.stack);
    if (value.cause !== undefined) clean.cause = scrub(value.cause);
    return clean as T;
  }
  if (Array.isArray(value)) return value.map(scrub) as T;
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item)])) as T;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT, censor: "[redacted]" },
      formatters: { log: (object) => withoutEmails(object) },
      hooks: {
        logMethod(args, method) {
          // The message text too (the object is scrubbed by the formatter above).
          method.apply(
            this,
            args.map((arg) => (typeof arg === "string" ? withoutEmails(arg) : arg)) as Parameters<
              typeof method
            >,
          );
        },
      },
    },
    destination,
  );
}
