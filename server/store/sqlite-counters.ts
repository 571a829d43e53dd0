// The rate counters on SQLite (migration 3): the same table and the same statements as on
// PostgreSQL, so one process keeps its limits and lockouts across a restart. They go through
// a second connection with synchronous=NORMAL: a counter's commit is written to the WAL but
// not fsynced (about 16 µs here instead of about 1.9 ms), because a count lost to a power cut
// only lets one window start early, unlike an answered contact message.
import Database from "better-sqlite3";
import type { CounterHit, CounterState, RateCounters } from "./store";

interface CounterRow {
  hits: number;
  window_ends_at: number;
}

const HIT = `
  INSERT INTO rate_counters AS c (key, hits, window_ends_at) VALUES (@key, 1, @now + @windowMs)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.window_ends_at <= @now THEN 1 ELSE MIN(c.hits + 1, @cap) END,
    window_ends_at = CASE
      WHEN c.window_ends_at <= @now THEN @now + @windowMs
      WHEN c.hits < @cap AND c.hits + 1 = @restartWindowAt THEN @now + @windowMs
      ELSE c.window_ends_at
    END
  RETURNING hits, window_ends_at`;

export interface SqliteRateCounters extends RateCounters {
  close(): void;
}

/** Opens its own connection to the store's file; statements are prepared on first use (the table may not exist yet in an upgrade test). */
export function sqliteRateCounters(file: string): SqliteRateCounters {
  const db = new Database(file);
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  let statements: { hit: Database.Statement<[Record<string, string | number>], CounterRow>; forgive: Database.Statement<[string, number]>; clear: Database.Statement<[string]>; sweep: Database.Statement<[number]> } | undefined;
  const prepared = () =>
    (statements ??= {
      hit: db.prepare<[Record<string, string | number>], CounterRow>(HIT),
      forgive: db.prepare<[string, number]>("UPDATE rate_counters SET hits = hits - 1 WHERE key = ? AND hits > 0 AND window_ends_at > ?"),
      clear: db.prepare<[string]>("DELETE FROM rate_counters WHERE key = ?"),
      sweep: db.prepare<[number]>("DELETE FROM rate_counters WHERE window_ends_at <= ?"),
    });
  return {
    async hit(key: string, { now, windowMs, cap, restartWindowAt }: CounterHit): Promise<CounterState> {
      const row = prepared().hit.get({ key, now, windowMs, cap, restartWindowAt });
      if (row === undefined) throw new Error("SQLite returned no row for a counter.");
      return { hits: row.hits, windowEndsAt: row.window_ends_at };
    },
    async forgive(key: string, now: number): Promise<void> {
      prepared().forgive.run(key, now);
    },
    async clear(key: string): Promise<void> {
      prepared().clear.run(key);
    },
    async sweep(now: number): Promise<number> {
      return prepared().sweep.run(now).changes;
    },
    close() {
      if (db.open) db.close();
    },
  };
}
