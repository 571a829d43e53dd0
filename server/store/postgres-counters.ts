// The rate counters on PostgreSQL (migration 3): one UNLOGGED table that every server
// process shares. Each hit is one INSERT … ON CONFLICT … DO UPDATE … RETURNING, which takes
// the row's lock, so hits from several processes at once are each counted exactly once.
import type pg from "pg";
import type { CounterHit, CounterState, RateCounters } from "./store";

interface CounterRow {
  hits: number;
  // BIGINT arrives as a string; epoch milliseconds stay far below 2^53.
  window_ends_at: string;
}

// $2 now, $3 window, $4 cap, $5 restart-at. A window that has ended starts afresh at 1;
// otherwise the count grows up to the cap, and reaching restart-at starts the window again.
const HIT = `
  INSERT INTO rate_counters AS c (key, hits, window_ends_at) VALUES ($1, 1, $2::bigint + $3::bigint)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.window_ends_at <= $2::bigint THEN 1 ELSE LEAST(c.hits + 1, $4::integer) END,
    window_ends_at = CASE
      WHEN c.window_ends_at <= $2::bigint THEN $2::bigint + $3::bigint
      WHEN c.hits < $4::integer AND c.hits + 1 = $5::integer THEN $2::bigint + $3::bigint
      ELSE c.window_ends_at
    END
  RETURNING hits, window_ends_at`;

export function postgresRateCounters(pool: pg.Pool): RateCounters {
  return {
    async hit(key: string, { now, windowMs, cap, restartWindowAt }: CounterHit): Promise<CounterState> {
      const result = await pool.query<CounterRow>(HIT, [key, now, windowMs, cap, restartWindowAt]);
      const row = result.rows[0];
      return { hits: row.hits, windowEndsAt: Number(row.window_ends_at) };
    },
    async forgive(key: string, now: number): Promise<void> {
      await pool.query("UPDATE rate_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND window_ends_at > $2::bigint", [key, now]);
    },
    async clear(key: string): Promise<void> {
      await pool.query("DELETE FROM rate_counters WHERE key = $1", [key]);
    },
    async sweep(now: number): Promise<number> {
      const result = await pool.query("DELETE FROM rate_counters WHERE window_ends_at <= $1::bigint", [now]);
      return result.rowCount ?? 0;
    },
  };
}
