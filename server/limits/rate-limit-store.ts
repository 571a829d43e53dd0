// @fastify/rate-limit's custom store interface (incr and child) over the shared rate
// counters, so a route's limit per client address holds across every process on one
// database. Each route counts under its own scope (method and URL). When the counters
// cannot be reached, a route fails closed with 503 unless its config says
// `whenCountersFail: "count-in-process"`, in which case it counts in this process's memory
// until the database answers again.
import type { FastifyBaseLogger } from "fastify";
import type { AuthClock } from "../auth/clock";
import type { RateCounters } from "../store/store";
import { counterKey, CountersUnavailableError } from "./counters";
import { MemoryRateCounters } from "./memory-counters";

export type WhenCountersFail = "refuse" | "count-in-process";

declare module "fastify" {
  interface FastifyContextConfig {
    /** What the route's rate limit does while the shared counters are unreachable (default "refuse"). */
    whenCountersFail?: WhenCountersFail;
  }
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The one fallback warning per this long, not one per request. */
const WARN_EVERY_MS = 60_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The scope and failure mode of a route, from the options the plugin hands to child(). */
function routeSettings(options: object): { scope: string; whenFail: WhenCountersFail } {
  const route = "routeInfo" in options && isRecord(options.routeInfo) ? options.routeInfo : {};
  const config = isRecord(route.config) ? route.config : {};
  const method = Array.isArray(route.method) ? route.method.join(",") : String(route.method ?? "");
  return { scope: `rate:${method} ${String(route.url ?? "")}`, whenFail: config.whenCountersFail === "count-in-process" ? "count-in-process" : "refuse" };
}

export function sharedRateLimitStore(counters: RateCounters, clock: AuthClock, log: FastifyBaseLogger) {
  const fallback = new MemoryRateCounters();
  let lastWarning = Number.NEGATIVE_INFINITY;

  return class SharedRateLimitStore {
    // The plugin passes its options as the first argument; only child() stores are used.
    constructor(
      _pluginOptions?: unknown,
      private readonly scope = "rate",
      private readonly whenFail: WhenCountersFail = "refuse",
    ) {}

    incr(subject: string, callback: IncrCallback, timeWindow: number, max: number): void {
      const now = clock.now();
      const key = counterKey(this.scope, subject);
      // A count at max + 1 is "exceeded" to the plugin; it stops there until the window ends.
      const hit = { now, windowMs: timeWindow, cap: max + 1, restartWindowAt: 0 };
      counters
        .hit(key, hit)
        .catch((error: unknown) => {
          if (this.whenFail === "refuse") throw new CountersUnavailableError(error);
          if (now - lastWarning >= WARN_EVERY_MS) {
            lastWarning = now;
            log.warn({ err: error }, "rate counters unreachable: counting in this process");
          }
          return fallback.hit(key, hit);
        })
        .then(
          (state) => callback(null, { current: state.hits, ttl: Math.max(0, state.windowEndsAt - now) }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(options: object): SharedRateLimitStore {
      const { scope, whenFail } = routeSettings(options);
      return new SharedRateLimitStore(undefined, scope, whenFail);
    }
  };
}
