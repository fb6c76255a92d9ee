import { sql } from "drizzle-orm";
import { rowsOf, type Database } from "./db/client";

/** At most `max` events per `windowSeconds` (fixed windows). */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

export interface RateHit {
  /** Events counted in the current window, this one included when it was allowed. */
  count: number;
  /** Whether this event took a place within the rule; a refused event is not counted. */
  allowed: boolean;
  /** Seconds until the window ends. */
  retryAfter: number;
  /** The window this event was counted in (for `giveBack`); null when it was refused. */
  window: string | null;
}

/**
 * Counters kept in the database, so every app instance sees the same counts. Each hit counts and
 * decides in one atomic upsert: the row is locked while its count is compared with the limit and
 * raised, so of N concurrent requests at most the limit's remainder are allowed. A flow whose
 * outcome decides whether it counts (a failed login, a refused sign-up) takes its place first and
 * gives it back afterwards when the outcome does not count.
 */
export class RateLimiter {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /**
   * Counts one event against `key` when it stays within `rule`, and says whether it did. An event
   * over the limit is refused and not counted.
   */
  async hit(key: string, rule: RateRule): Promise<RateHit> {
    const result = await this.db.execute(sql`
      insert into rate_limit_bucket as b (key, count, window_ends_at)
      values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
      on conflict (key) do update set
        count = case when b.window_ends_at <= now() then 1 else b.count + 1 end,
        window_ends_at = case when b.window_ends_at <= now() then excluded.window_ends_at
                              else b.window_ends_at end
      where b.window_ends_at <= now() or b.count < ${rule.max}
      returning count, window_ends_at::text as window,
        ceil(extract(epoch from window_ends_at - now()))::int as retry_after`);
    const [taken] = rowsOf<{ count: number; window: string; retry_after: number }>(result);
    if (taken && Number(taken.count) <= rule.max) {
      const retryAfter = Math.max(0, Number(taken.retry_after));
      return { count: Number(taken.count), allowed: true, retryAfter, window: taken.window };
    }
    // Refused (or a rule of max 0): nothing was counted. Read how long the window still runs.
    const current = rowsOf<{ count: number; retry_after: number }>(
      await this.db.execute(sql`
        select count, ceil(extract(epoch from window_ends_at - now()))::int as retry_after
        from rate_limit_bucket where key = ${key}`),
    )[0];
    return {
      count: Number(current?.count ?? rule.max),
      allowed: false,
      retryAfter: Math.max(0, Number(current?.retry_after ?? rule.windowSeconds)),
      window: null,
    };
  }

  /**
   * Takes back an event `hit` allowed, when the outcome says it should not count. Only within the
   * window it was counted in: a window that has ended (or been reset) is left alone.
   */
  async giveBack(key: string, hit: RateHit): Promise<void> {
    if (!hit.window) return;
    await this.db.execute(sql`
      update rate_limit_bucket set count = count - 1
      where key = ${key} and count > 0 and window_ends_at = ${hit.window}::timestamptz`);
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
