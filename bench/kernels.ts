// Core kernels: calls per second of each WASM calculation called exactly as the worker calls
// it (the calc API: argument checks, the core call, reading scalars, copying the columns out),
// beside the plain-TypeScript reference of tests/reference on the same inputs, in one run.
// The reference is awaited too, as it would be if it ran behind the worker's async API, so the
// ratio compares the calculation and its boundary, not the promise machinery both would pay.
import { createCalcApi } from "../workers/calc-api";
import { instantiateCore } from "../workers/core-module";
import { loadCoreBytes } from "../tests/wasm/load-core-bytes";
import { KERNELS } from "./kernel-list";

export interface KernelFigure {
  name: string;
  wasmCallsPerSecond: number;
  referenceCallsPerSecond: number;
  /** wasm ÷ reference: above 1 the core is faster than the plain TypeScript. */
  ratio: number;
}

const ROUND_MS = 300;

async function callsPerSecond(call: () => unknown): Promise<number> {
  // Warm up (JIT, caches), then count calls for a fixed time; awaiting only when the call is async.
  for (let i = 0; i < 200; i++) await call();
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ROUND_MS) {
    for (let i = 0; i < 50; i++) {
      const pending = call();
      if (pending instanceof Promise) await pending;
    }
    calls += 50;
    now = performance.now();
  }
  return (calls * 1000) / (now - start);
}

/** Best of `rounds` for each side (the least disturbed by the rest of the machine). */
export async function benchKernels(rounds: number): Promise<KernelFigure[]> {
  const api = createCalcApi(instantiateCore(loadCoreBytes()));
  const figures: KernelFigure[] = [];
  for (const kernel of KERNELS) {
    let wasm = 0;
    let reference = 0;
    for (let round = 0; round < rounds; round++) {
      wasm = Math.max(wasm, await callsPerSecond(() => kernel.wasm(api)));
      // Both sides pay one awaited call, as either would inside the worker's async API.
      reference = Math.max(reference, await callsPerSecond(async () => kernel.reference()));
    }
    figures.push({ name: kernel.name, wasmCallsPerSecond: wasm, referenceCallsPerSecond: reference, ratio: wasm / reference });
  }
  return figures;
}
