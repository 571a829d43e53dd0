// A Node worker thread serving the plan simulation's pool calls for bench/monte-carlo.ts: the
// same calc API over the real compiled core as a page's pool worker, behind a plain message
// protocol ({ id, method, args } in, { id, result } or { id, error } out).
import { parentPort } from "node:worker_threads";
import { createCalcApi } from "../workers/calc-api";
import { instantiateCore, instantiateOddsCore } from "../workers/core-module";
import { loadCoreBytes, loadPageOddsBytes } from "../tests/wasm/load-core-bytes";

// The files a page's pool worker would fetch on this engine (the odds engine's SIMD build where
// SIMD runs), the odds module instantiated at once as a pool worker starts it.
const oddsCore = instantiateOddsCore(loadPageOddsBytes());
const api = createCalcApi(instantiateCore(loadCoreBytes()), () => oddsCore);
type Method = "planOddsRunShared";

parentPort?.on("message", async ({ id, method, args }: { id: number; method: Method; args: unknown[] }) => {
  try {
    const call = api[method] as (...values: unknown[]) => Promise<unknown>;
    parentPort?.postMessage({ id, result: await call(...args) });
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) });
  }
});
