// The page's end of the fast path: where the page is cross-origin isolated, a second
// worker (workers/fast-path.worker.ts) with its own instance of the core answers live
// calculations through a SharedArrayBuffer while the input handler spins, so the result is
// drawn in the input's own frame. This module and calc-client.ts are the only ones that start
// calculation workers for the page (odds-pool.ts starts the simulation pool). Nothing is
// computed here: a miss (not isolated, the worker not ready or busy, the spin timed out, a call
// that failed) rejects with FastPathMiss, and the caller uses the calc worker through Comlink.
import { createFastPathMemory, FastPathCaller, isFastPathMethod, type FastPathMiss as MissReason } from "../../workers/fast-path-channel";
import type { CalcClient } from "./calc-client";

/**
 * How long the input handler spins for an answer. The calc API answers in 2-40 µs and a blocked
 * worker wakes in tens of microseconds when a core is free; when none is (two cores, one of them
 * this spinning thread), the woken worker waits for the OS scheduler's next turn, a few
 * milliseconds. At 3 ms, 4-7 steps in 100 of a keyboard drag at 1x timed out on the bench's
 * 2-core machine and fell back to the calc worker, whose full answer carries a planner's
 * simulation: two frames or more, the whole p95; at 8 ms, 0-1 in 100 (bench/, 2026-11-23). An
 * answer later than that means a loaded machine, and the Comlink path is then the better use
 * of the frame; 8 ms still leaves half of a 60 Hz frame.
 */
export const FAST_PATH_SPIN_LIMIT_MS = 8;

export class FastPathMiss extends Error {
  override name = "FastPathMiss";
  constructor(readonly reason: MissReason | "unavailable") {
    super(`the fast path missed (${reason})`);
  }
}

let caller: FastPathCaller | null | undefined;
let fastClient: CalcClient | null | undefined;

/** The page can block-wait across threads: SharedArrayBuffer, Atomics and a cross-origin isolated page. */
export function fastPathSupported(): boolean {
  return globalThis.crossOriginIsolated === true && typeof SharedArrayBuffer === "function" && typeof Worker === "function";
}

function fastPathCaller(): FastPathCaller | null {
  if (caller === undefined) {
    caller = null;
    if (fastPathSupported()) {
      const memory = createFastPathMemory();
      const worker = new Worker(new URL("../../workers/fast-path.worker.ts", import.meta.url), { type: "module", name: "calc-fast-path" });
      worker.postMessage(memory);
      caller = new FastPathCaller(memory, FAST_PATH_SPIN_LIMIT_MS);
    }
  }
  return caller;
}

/** Starts the fast-path worker (if the page can have one) so it is ready by the first drag. */
export function warmFastPath(): void {
  fastPathCaller();
}

/**
 * A CalcClient whose calls are answered synchronously through the fast path: each method
 * returns an already-settled promise, so a definition's compute() finishes within the current
 * task's microtasks. Null where the page cannot have a fast path.
 */
export function fastCalcClient(): CalcClient | null {
  if (fastClient !== undefined) return fastClient;
  const channel = fastPathCaller();
  if (!channel) return (fastClient = null);
  fastClient = new Proxy({} as CalcClient, {
    get(_target, name) {
      if (typeof name !== "string" || name === "then") return undefined;
      return (...args: unknown[]) => {
        if (!isFastPathMethod(name)) return Promise.reject(new FastPathMiss("failed"));
        const answer = channel.call(name, args);
        return answer.ok ? Promise.resolve(answer.value) : Promise.reject(new FastPathMiss(answer.miss));
      };
    },
  });
  return fastClient;
}

/** This client answers on the fast path (a definition uses it to leave the slow part of its work to the follow-up call). */
export function isFastClient(client: CalcClient): boolean {
  return client === fastClient;
}
