// What the rate limits and the log-in throttle share: keys that carry a digest of the client
// address or email (the counter table never holds either), the one error for counters that
// cannot be reached, and the sweep that deletes ended windows from time to time.
import { createHash } from "node:crypto";
import type { CounterHit, CounterState, RateCounters } from "../store/store";

/** How often each process deletes the rows whose window has ended (one indexed DELETE). */
export const SWEEP_EVERY_MS = 5 * 60_000;

/** Answered with 503 when the counters cannot be reached and the route fails closed. */
export const COUNTERS_UNAVAILABLE_MESSAGE = "We cannot take this request for a moment. Please try again in a minute.";
export const COUNTERS_RETRY_AFTER_SECONDS = 30;

/** The counters did not answer: the request is refused rather than let through uncounted. */
export class CountersUnavailableError extends Error {
  override name = "CountersUnavailableError";
  readonly statusCode = 503;

  constructor(cause: unknown) {
    super(COUNTERS_UNAVAILABLE_MESSAGE, { cause });
  }
}

/** `scope:digest`: the same subject always meets the same row, and the row does not say who it is. */
export function counterKey(scope: string, subject: string): string {
  return `${scope}:${createHash("sha256").update(subject).digest("base64url")}`;
}

/** Passes every call through, and after a hit starts a sweep when the last one is SWEEP_EVERY_MS old. */
export function sweepingCounters(counters: RateCounters, onSweepError: (error: unknown) => void): RateCounters {
  let lastSweep = Number.NEGATIVE_INFINITY;
  return {
    async hit(key: string, hit: CounterHit): Promise<CounterState> {
      const state = await counters.hit(key, hit);
      if (hit.now - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = hit.now;
        counters.sweep(hit.now).catch(onSweepError);
      }
      return state;
    },
    forgive: (key, now) => counters.forgive(key, now),
    clear: (key) => counters.clear(key),
    sweep: (now) => counters.sweep(now),
  };
}
