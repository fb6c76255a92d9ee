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

/** The Drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  | { driver: "postgres"; url: string }
  /** dataDir null: in memory (tests). */
  | { driver: "pglite"; dataDir: string | null };

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseTarget["driver"];
  /** Where the data lives, for logs; never includes a password. */
  location: string;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Runs `work` holding the start-up lock, so app instances starting together on one PostgreSQL
   * migrate and seed one after another (an advisory lock). PGlite has one process by construction.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
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

/** One holder at a time within this process: enough where one process owns the database. */
function inProcessLock(): DatabaseHandle["exclusive"] {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The advisory lock's key: "nail" in ASCII. */
const STARTUP_LOCK_KEY = 0x6e61696c;

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
  return target.driver === "postgres" ? openPostgres(target.url) : openPglite(target.dataDir);
}

function handle(
  db: Database,
  observers: ReturnType<typeof queryObservers>,
  driver: DatabaseHandle["driver"],
  location: string,
  close: () => Promise<void>,
  exclusive: DatabaseHandle["exclusive"] = inProcessLock(),
): DatabaseHandle {
  let closing: Promise<void> | undefined;
  return {
    db,
    driver,
    location,
    observeQueries: observers.observe,
    ping: (timeoutMs = 2000) =>
      withTimeout(db.execute(sql`select 1`), timeoutMs, "The database").then(() => undefined),
    exclusive,
    close: () => (closing ??= close()),
  };
}

async function openPglite(dataDir: string | null): Promise<DatabaseHandle> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    // PGlite does not create its folder's parents.
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    const client = await PGlite.create(dataDir ?? undefined, { extensions: { vector, pg_trgm } });
    const observers = queryObservers();
    const db = drizzlePglite({ client, schema, logger: observers.logger });
    return handle(db, observers, "pglite", dataDir ?? "memory", async () => {
      await client.close();
      release();
    });
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: "nailmatch",
    connectionTimeoutMillis: 5000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const { hostname, port, pathname } = new URL(url);
  const observers = queryObservers();
  const db = drizzlePg({ client: pool, schema, logger: observers.logger });
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    // A session-level lock: it lives on this one connection until released.
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
      return await work();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
      client.release();
    }
  };
  return handle(
    db,
    observers,
    "postgres",
    `${hostname}:${port || 5432}${pathname}`,
    () => pool.end(),
    exclusive,
  );
}
