// Holds back password guessing. Every log-in attempt counts as a failure for its email and
// for its client address until it succeeds (so attempts sent in parallel are counted too).
// After a few failures in the window each further attempt waits longer (the slowdown); at
// the limit the email or the client is refused with 429 for the lockout period.
//
// The counts live in this process's memory: with several processes behind a load balancer
// each keeps its own, so the limits apply per process. A restart forgets them.

export interface ThrottleSettings {
  /** Failures allowed for one email within the window before it is refused. */
  emailLimit: number;
  /** Failures allowed from one client address within the window before it is refused. */
  clientLimit: number;
  /** The counting window, and how long a refusal lasts. */
  windowMs: number;
}

/** The first delay, doubled at each further failure up to SLOWDOWN_MAX_MS. */
export const SLOWDOWN_BASE_MS = 500;
export const SLOWDOWN_MAX_MS = 5_000;
/** The slowdown starts after this share of the limit: 3 of 10 for an email, 15 of 50 for a client. */
const SLOWDOWN_SHARE = 0.3;
/** Past this many tracked keys, stale ones are dropped (and the oldest if still over). */
const MAX_TRACKED_KEYS = 100_000;

interface Entry {
  failures: number;
  windowStart: number;
  /** 0 when not refused. */
  lockedUntil: number;
}

export type ThrottleDecision = { refused: true; retryAfterSeconds: number } | { refused: false; delayMs: number };

/** The wait before the attempt that follows `failures` earlier failures. */
export function slowdownMs(failures: number, limit: number): number {
  const free = Math.ceil(limit * SLOWDOWN_SHARE);
  if (failures < free) return 0;
  return Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** (failures - free));
}

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly settings: ThrottleSettings,
    private readonly now: () => number,
  ) {}

  /** Call before checking the password; the attempt counts as a failure until succeeded(). */
  begin(emailKey: string, client: string): ThrottleDecision {
    const now = this.now();
    const keys = [
      { key: `email:${emailKey}`, limit: this.settings.emailLimit },
      { key: `client:${client}`, limit: this.settings.clientLimit },
    ];
    const entries = keys.map(({ key }) => this.current(key, now));
    let lockedUntil = 0;
    keys.forEach(({ limit }, index) => {
      const entry = entries[index];
      if (entry.lockedUntil === 0 && entry.failures >= limit) entry.lockedUntil = now + this.settings.windowMs;
      lockedUntil = Math.max(lockedUntil, entry.lockedUntil);
    });
    if (lockedUntil > now) return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - now) / 1000)) };
    const delayMs = Math.max(...keys.map(({ limit }, index) => slowdownMs(entries[index].failures, limit)));
    for (const entry of entries) entry.failures += 1;
    this.prune(now);
    return { refused: false, delayMs };
  }

  /** The password was right: the email starts afresh and the client's attempt is not held against it. */
  succeeded(emailKey: string, client: string): void {
    this.entries.delete(`email:${emailKey}`);
    const entry = this.entries.get(`client:${client}`);
    if (entry !== undefined && entry.failures > 0) entry.failures -= 1;
  }

  private current(key: string, now: number): Entry {
    const entry = this.entries.get(key);
    const expired = entry !== undefined && (entry.lockedUntil !== 0 ? entry.lockedUntil <= now : now - entry.windowStart >= this.settings.windowMs);
    if (entry !== undefined && !expired) return entry;
    const fresh: Entry = { failures: 0, windowStart: now, lockedUntil: 0 };
    this.entries.delete(key);
    this.entries.set(key, fresh);
    return fresh;
  }

  private prune(now: number): void {
    if (this.entries.size <= MAX_TRACKED_KEYS) return;
    for (const [key, entry] of this.entries) {
      const stale = entry.lockedUntil !== 0 ? entry.lockedUntil <= now : now - entry.windowStart >= this.settings.windowMs;
      if (stale) this.entries.delete(key);
    }
    // Still too many (a flood of distinct emails): forget the oldest first.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_TRACKED_KEYS) break;
      this.entries.delete(key);
    }
  }
}
