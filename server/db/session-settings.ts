/**
 * Settings every database connection starts with, so a query needs no statement of its own to
 * set them (on the embedded database every statement queues: a transaction around one search
 * was a third of its time).
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = {
  // The style match's HNSW search: its candidate list (recall@10 about 81 % at 100,000 photos),
  // and, should unpublished photos fill that list, a scan that goes on rather than return fewer.
  "hnsw.ef_search": "100",
  "hnsw.iterative_scan": "relaxed_order",
};

/** The settings as `SET` statements (the embedded database: one session for the process). */
export const sessionSetStatements = () =>
  Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `set ${name} = '${value}';`)
    .join("\n");

/** The settings as a server connection's startup options (`-c name=value`). */
export const sessionStartupOptions = () =>
  Object.entries(SESSION_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");
