// The rate counters in this process's memory, with the same rules as the database table
// (server/store/*-counters.ts): the log-in throttle's unit tests run on it, and the routes
// that may fail open count here while the database is unreachable.
import type { CounterHit, CounterState, RateCounters } from "../store/store";

/** Past this many keys, ended windows are dropped (and the oldest if still over). */
const MAX_TRACKED_KEYS = 100_000;

export class MemoryRateCounters implements RateCounters {
  private readonly entries = new Map<string, CounterState>();

  async hit(key: string, { now, windowMs, cap, restartWindowAt }: CounterHit): Promise<CounterState> {
    const entry = this.entries.get(key);
    let next: CounterState;
    if (entry === undefined || entry.windowEndsAt <= now) {
      next = { hits: 1, windowEndsAt: now + windowMs };
    } else if (entry.hits >= cap) {
      next = entry;
    } else {
      const hits = entry.hits + 1;
      next = { hits, windowEndsAt: hits === restartWindowAt ? now + windowMs : entry.windowEndsAt };
    }
    this.entries.set(key, next);
    if (this.entries.size > MAX_TRACKED_KEYS) this.prune(now);
    return { ...next };
  }

  async forgive(key: string, now: number): Promise<void> {
    const entry = this.entries.get(key);
    if (entry !== undefined && entry.hits > 0 && entry.windowEndsAt > now) this.entries.set(key, { ...entry, hits: entry.hits - 1 });
  }

  async clear(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async sweep(now: number): Promise<number> {
    let swept = 0;
    for (const [key, entry] of this.entries) {
      if (entry.windowEndsAt <= now) {
        this.entries.delete(key);
        swept += 1;
      }
    }
    return swept;
  }

  private prune(now: number): void {
    void this.sweep(now);
    // Still too many (a flood of distinct keys): forget the oldest first.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_TRACKED_KEYS) break;
      this.entries.delete(key);
    }
  }
}
