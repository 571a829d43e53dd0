// What the fast-path worker answers: any calc-API method but the simulations (they stay on the
// pool), called exactly as the calc worker calls it. Shared by the worker and its Node tests.
import type { CalcApi } from "./calc-contract";
import { isFastPathMethod, type FastPathHandler } from "./fast-path-channel";

type Method = (...args: unknown[]) => unknown;

export function fastPathHandler(api: CalcApi): FastPathHandler {
  const methods = api as unknown as Record<string, Method | undefined>;
  return (method, args) => {
    const call = methods[method];
    if (!isFastPathMethod(method) || typeof call !== "function") throw new Error(`${method} is not on the fast path`);
    return call(...args);
  };
}
