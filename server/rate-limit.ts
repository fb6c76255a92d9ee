import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "./db/client";

/** At most `max` events per `windowSeconds` (fixed windows). */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

export interface RateHit {
  /** Events counted in the current window, this one included. */
  count: number;
  allowed: boolean;
  /** Seconds until the window ends. */
  retryAfter: number;
}

/**
 * Counters kept in the database, so every app instance sees the same counts. Each hit is a
 * single atomic upsert: concurrent requests cannot all read a stale count and slip through.
 */
export class RateLimiter {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Counts one event against `key` and says whether it stays within `rule`. */
  async hit(key: string, rule: RateRule): Promise<RateHit> {
    const result = await this.db.execute(sql`
      insert into rate_limit_bucket as b (key, count, window_ends_at)
      values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
      on conflict (key) do update set
        count = case when b.window_ends_at <= now() then 1 else b.count + 1 end,
        window_ends_at = case when b.window_ends_at <= now() then excluded.window_ends_at
                              else b.window_ends_at end
      returning count, ceil(extract(epoch from window_ends_at - now()))::int as retry_after`);
    const [row] = rowsOf<{ count: number; retry_after: number }>(result);
    const count = Number(row?.count ?? 1);
    return { count, allowed: count <= rule.max, retryAfter: Math.max(0, row?.retry_after ?? 0) };
  }

  /** Whether `key` has already used up `rule` in its current window (counts nothing). */
  async isExhausted(key: string, rule: RateRule): Promise<boolean> {
    const result = await this.db.execute(
      sql`select count from rate_limit_bucket where key = ${key} and window_ends_at > now()`,
    );
    const [row] = rowsOf<{ count: number }>(result);
    return Number(row?.count ?? 0) >= rule.max;
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_bucket where key = ${key}`);
  }

  /** Forgets every counter whose key starts with `prefix`. */
  async resetAll(prefix: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_bucket where starts_with(key, ${prefix})`);
  }

  /** Drops counters whose window has ended. */
  async prune(): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_bucket where window_ends_at <= now()`);
  }
}
