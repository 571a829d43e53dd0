// Time for the account routes: token expiry and the log-in slowdown. Tests pass their own
// clock (server/app.ts AppParts) to move time on and to see the delays without waiting.

export interface AuthClock {
  /** Milliseconds since the epoch. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const SYSTEM_CLOCK: AuthClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
