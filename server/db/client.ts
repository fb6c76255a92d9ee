// Whole: opening the database under either driver, with its locks and listeners
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { vector } from "@electric-sql/pglite-pgvector";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { lockDataDir } from "./lock";
import * as schema from "./schema";
import { sessionSetStatements, sessionStartupOptions } from "./session-settings";

/** The locks app instances share (`DatabaseHandle.exclusive`). */
export type LockName = "startup" | "demo";

/** What `tryExclusive` did: ran the work (and its value), or found the lock taken. */
export type Attempt<T> = { ran: true; value: T } | { ran: false };

/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of the database, as its callback receives it. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** The database or a transaction on it: what a query that may run in either takes. */
export type Queryable = Database | Transaction;

export type DatabaseTarget =
  | { driver: "postgres"; url: string }
  /**
   * dataDir null: in memory (tests). `template`: a data folder dumped by PGlite to start from
   * instead of a new cluster (the integration tests' migrated database: initdb takes seconds).
   */
  | { driver: "pglite"; dataDir: string | null; template?: Blob };

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseTarget["driver"];
  /** Where the data lives, for logs; never includes a password. */
  location: string;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Runs `work` holding a lock shared by every app instance on the database (a PostgreSQL advisory
   * lock; PGlite has one process by construction): "startup" (the default) so instances starting
   * together migrate and prepare the demo data one after another, "demo" for making the demo
   * artists in the background.
   */
  exclusive<T>(work: () => Promise<T>, lock?: LockName): Promise<T>;
  /** Like `exclusive`, but when another holder has the lock it returns at once, without running `work`. */
  tryExclusive<T>(lock: LockName, work: () => Promise<T>): Promise<Attempt<T>>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (sent by any process on the
   * database, delivered at its transaction's commit) until the returned function is called.
   * Rejects when it cannot listen. On PostgreSQL it listens on a connection of its own, which it
   * opens again when lost, then calls `onGap` (what was sent meanwhile is not delivered).
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  /** Calls `listener` with each statement sent until the returned function is called (tests). */
  observeQueries(listener: (query: string) => void): () => void;
  close(): Promise<void>;
}

/** Statement listeners, fed by Drizzle's logger hook (no cost while there are none). */
function queryObservers() {
  const listeners = new Set<(query: string) => void>();
  return {
    logger: { logQuery: (query: string) => listeners.forEach((listener) => listener(query)) },
    observe(listener: (query: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

type Locks = Pick<DatabaseHandle, "exclusive" | "tryExclusive">;

/** One holder at a time per lock within this process: enough where one process owns the database. */
function inProcessLocks(): Locks {
  const tails = new Map<LockName, Promise<unknown>>();
  const waiting = new Map<LockName, number>();
  const exclusive = <T>(work: () => Promise<T>, lock: LockName = "startup") => {
    waiting.set(lock, (waiting.get(lock) ?? 0) + 1);
    const run = (tails.get(lock) ?? Promise.resolve())
      .then(work, work)
      .finally(() => waiting.set(lock, waiting.get(lock)! - 1));
    tails.set(
      lock,
      run.catch(() => undefined),
    );
    return run;
  };
  return {
    exclusive,
    tryExclusive: async <T>(lock: LockName, work: () => Promise<T>): Promise<Attempt<T>> =>
      waiting.get(lock) ? { ran: false } : { ran: true, value: await exclusive(work, lock) },
  };
}

/** The advisory locks' keys: "nail" and "demo" in ASCII. */
const LOCK_KEYS: Record<LockName, number> = { startup: 0x6e61696c, demo: 0x64656d6f };

/** Rows of a raw `db.execute` result: both drivers return `{ rows }`, typed per driver. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The embedded database for a DATA_DIR, or the PostgreSQL server when DATABASE_URL is set. */
export function databaseTarget(config: { databaseUrl?: string; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { driver: "postgres", url: config.databaseUrl }
    : { driver: "pglite", dataDir: path.join(config.dataDir, "db") };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.driver === "postgres"
    ? openPostgres(target.url)
    : openPglite(target.dataDir, target.template);
}

function handle(
  db: Database,
  observers: ReturnType<typeof queryObservers>,
  driver: DatabaseHandle["driver"],
  location: string,
  close: () => Promise<void>,
  listen: DatabaseHandle["listen"],
  locks: Locks = inProcessLocks(),
): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return {
    db,
    driver,
    location,
    listen,
    observeQueries: observers.observe,
    ping: (timeoutMs = 2000) =>
      withTimeout(db.execute(sql`select 1`), timeoutMs, "The database").then(() => undefined),
    ...locks,
    close: () => (closing ??= close()),
  };
}

async function openPglite(dataDir: string | null, template?: Blob): Promise<DatabaseHandle> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    // PGlite does not create its folder's parents.
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create(dataDir ?? undefined, {
      extensions: { vector, pg_trgm },
      loadDataDir: template,
    });
    await client.exec(sessionSetStatements());
    const observers = queryObservers();
    const db = drizzlePglite({ client, schema, logger: observers.logger });
    return handle(
      db,
      observers,
      "pglite",
      dataDir ?? "memory",
      async () => {
        await client.close();
        release();
      },
      // One process by construction: PGlite's own listeners see every NOTIFY.
      async (channel, onNotify) => {
        const stop = await client.listen(channel, onNotify);
        return async () => {
          if (!client.closed) await stop();
        };
      },
    );
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: "nailmatch",
    options: sessionStartupOptions(),
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const { hostname, port, pathname } = new URL(url);
  const observers = queryObservers();
  const db = drizzlePg({ client: pool, schema, logger: observers.logger });
  // Session-level locks: each lives on one connection until released (or the connection ends,
  // with its process: a crashed instance's lock passes to the next).
  const holding = async <T>(
    lock: LockName,
    work: () => Promise<T>,
    wait: boolean,
  ): Promise<Attempt<T>> => {
    const client = await pool.connect();
    let locked = false;
    try {
      if (wait) {
        await client.query("select pg_advisory_lock($1)", [LOCK_KEYS[lock]]);
        locked = true;
      } else {
        const result = await client.query<{ locked: boolean }>(
          "select pg_try_advisory_lock($1) as locked",
          [LOCK_KEYS[lock]],
        );
        locked = result.rows[0]!.locked;
        if (!locked) return { ran: false };
      }
      return { ran: true, value: await work() };
    } finally {
      if (locked) {
        await client.query("select pg_advisory_unlock($1)", [LOCK_KEYS[lock]]).catch(() => {});
      }
      client.release();
    }
  };
  const locks: Locks = {
    exclusive: async (work, lock = "startup") => {
      const attempt = await holding(lock, work, true);
      if (!attempt.ran) throw new Error("unreachable: a waiting lock always runs");
      return attempt.value;
    },
    tryExclusive: (lock, work) => holding(lock, work, false),
  };
  const listeners = new Set<() => Promise<void>>();
  return handle(
    db,
    observers,
    "postgres",
    `${hostname}:${port || 5432}${pathname}`,
    async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
    async (channel, onNotify, onGap) => {
      const stop = await listenOnOwnConnection(url, channel, onNotify, onGap);
      const stopOnce = async () => {
        if (listeners.delete(stopOnce)) await stop();
      };
      listeners.add(stopOnce);
      return stopOnce;
    },
    locks,
  );
}

/** How long to wait before listening again after losing the connection: 1 s, doubling to 30 s. */
const relistenDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * LISTEN on a connection outside the pool (a pooled one would be lent to queries and its
 * listening lost). Resolves once listening; a lost connection is opened again, with backoff.
 */
async function listenOnOwnConnection(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      application_name: "nailmatch-listen",
      connectionTimeoutMillis: 5000,
    });
    let listening = false;
    client.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    // Lost: end this client (an error is followed by "end"), then listen again.
    client.on("error", () => void client.end().catch(() => {}));
    client.once("end", () => {
      if (!listening || stopped) return;
      current = undefined;
      again(0);
    });
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      listening = true;
    } catch (error) {
      current = undefined;
      await client.end().catch(() => {});
      throw error;
    }
  };
  const again = (attempt: number) => {
    retry = setTimeout(() => {
      connect().then(
        () => onGap?.(),
        () => {
          if (!stopped) again(attempt + 1);
        },
      );
    }, relistenDelay(attempt));
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
  };
}
