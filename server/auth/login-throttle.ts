// Holds back password guessing. Every log-in attempt counts as a failure for its email and
// for its client address until it succeeds (so attempts sent in parallel are counted too).
// After a few failures in the window each further attempt waits longer (the slowdown); at
// the limit the email or the client is refused with 429 for the lockout period, counted from
// the failure that reached the limit.
//
// The counts are the shared rate counters (server/store/*-counters.ts): with several
// processes on one PostgreSQL, every process sees the same counts, and a restart keeps them.
// If the counters cannot be reached, begin() rejects and the log-in is refused (503): no
// password is checked uncounted.
import { counterKey } from "../limits/counters";
import type { CounterState, RateCounters } from "../store/store";

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

export type ThrottleDecision = { refused: true; retryAfterSeconds: number } | { refused: false; delayMs: number };

/** The wait before the attempt that follows `failures` earlier failures. */
export function slowdownMs(failures: number, limit: number): number {
  const free = Math.ceil(limit * SLOWDOWN_SHARE);
  if (failures < free) return 0;
  return Math.min(SLOWDOWN_MAX_MS, SLOWDOWN_BASE_MS * 2 ** (failures - free));
}

export class LoginThrottle {
  constructor(
    private readonly counters: RateCounters,
    private readonly settings: ThrottleSettings,
    private readonly now: () => number,
  ) {}

  /** Call before checking the password; the attempt counts as a failure until succeeded(). */
  async begin(emailKey: string, client: string): Promise<ThrottleDecision> {
    const now = this.now();
    const limits = [
      { key: counterKey("login-email", emailKey), limit: this.settings.emailLimit },
      { key: counterKey("login-client", client), limit: this.settings.clientLimit },
    ];
    // Each count stops one past its limit (that count means "refused"), and the failure that
    // reaches the limit starts the window again: the lockout lasts a full window from there.
    const states: CounterState[] = await Promise.all(
      limits.map(({ key, limit }) => this.counters.hit(key, { now, windowMs: this.settings.windowMs, cap: limit + 1, restartWindowAt: limit })),
    );
    const refused = states.map((state, index) => state.hits > limits[index].limit);
    if (refused.some(Boolean)) {
      // A refused attempt checks no password: take it back from the count that let it pass.
      await Promise.all(limits.filter((_, index) => !refused[index]).map(({ key }) => this.counters.forgive(key, now)));
      const lockedUntil = Math.max(...states.filter((_, index) => refused[index]).map((state) => state.windowEndsAt));
      return { refused: true, retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil - now) / 1000)) };
    }
    return { refused: false, delayMs: Math.max(...states.map((state, index) => slowdownMs(state.hits - 1, limits[index].limit))) };
  }

  /** The password was right: the email starts afresh and the client's attempt is not held against it. */
  async succeeded(emailKey: string, client: string): Promise<void> {
    await Promise.all([this.counters.clear(counterKey("login-email", emailKey)), this.counters.forgive(counterKey("login-client", client), this.now())]);
  }
}
