// Core kernels: calls per second (of CPU time) of each WASM calculation called exactly as the
// worker calls it (the calc API: argument checks, the core call, reading scalars, copying out),
// beside its same-algorithm TypeScript twin (bench/twins), which returns the same result
// built the same way. twinRatio = WASM ÷ twin is the speed claim: above 1, the core with its
// boundary beats the same loop written in TypeScript. The tests/reference method is timed too,
// as context only: it is a different, slower method, so its ratio says nothing about WASM.
// The twin and the reference are awaited as they would be behind the worker's async API, so
// every side pays one awaited call.
import { createCalcApi } from "../workers/calc-api";
import { instantiateCore, instantiateOddsCore } from "../workers/core-module";
import { loadCoreBytes, loadOddsBytes } from "../tests/wasm/load-core-bytes";
import { KERNELS } from "./kernel-list";

export interface KernelFigure {
  name: string;
  wasmCallsPerSecond: number;
  twinCallsPerSecond: number;
  /** WASM ÷ same-algorithm twin, boundary included on both sides (best of each over the rounds): above 1 the core is faster. */
  twinRatio: number;
  /** WASM ÷ twin within each round (the spread shows how much the machine moved the figure). */
  twinRatioByRound: number[];
  referenceCallsPerSecond: number;
  /** WASM ÷ tests/reference, a different and slower method: context, not a speed claim. */
  referenceRatio: number;
}

/** CPU time each side runs per round, microseconds, after a warm-up of WARM_UP_CPU_US. */
const ROUND_CPU_US = 300_000;
const WARM_UP_CPU_US = 100_000;

/** This process's CPU time so far (user + system, every thread: the garbage collector's too), microseconds. */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/**
 * Calls per second of CPU time. On a machine shared with other jobs, wall time counts the
 * time this process waited for a core (rounds of 300 ms moved tenfold at a load average of
 * 30); CPU time counts only the time it ran, and on an idle machine the two agree.
 */
async function callsPerSecond(call: () => unknown): Promise<number> {
  // Warm up for a fixed CPU time (both JITs tier up on use: 200 calls left the first kernel
  // measured, the SIP, 20% slower in its first round), then count calls for a fixed CPU time;
  // awaiting only when the call is async.
  const warmUntil = cpuMicros() + WARM_UP_CPU_US;
  while (cpuMicros() < warmUntil) for (let i = 0; i < 50; i++) await call();
  let calls = 0;
  const start = cpuMicros();
  let used = 0;
  while (used < ROUND_CPU_US) {
    for (let i = 0; i < 50; i++) {
      const pending = call();
      if (pending instanceof Promise) await pending;
    }
    calls += 50;
    used = cpuMicros() - start;
  }
  return (calls * 1_000_000) / used;
}

/**
 * Best of `rounds` for each side (the least disturbed by the rest of the machine). WASM and
 * twin alternate within each round, in turn first, so a slow patch of the machine falls on both.
 */
export async function benchKernels(rounds: number): Promise<KernelFigure[]> {
  const api = createCalcApi(instantiateCore(loadCoreBytes()), () => instantiateOddsCore(loadOddsBytes()));
  const figures: KernelFigure[] = [];
  for (const kernel of KERNELS) {
    let wasm = 0;
    let twin = 0;
    let reference = 0;
    const twinRatioByRound: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const timeWasm = () => callsPerSecond(() => kernel.wasm(api));
      // Both sides pay one awaited call, as either would inside the worker's async API.
      const timeTwin = () => callsPerSecond(async () => kernel.twin());
      let wasmNow: number;
      let twinNow: number;
      if (round % 2 === 0) {
        wasmNow = await timeWasm();
        twinNow = await timeTwin();
      } else {
        twinNow = await timeTwin();
        wasmNow = await timeWasm();
      }
      wasm = Math.max(wasm, wasmNow);
      twin = Math.max(twin, twinNow);
      twinRatioByRound.push(wasmNow / twinNow);
      reference = Math.max(reference, await callsPerSecond(async () => kernel.reference()));
    }
    figures.push({
      name: kernel.name,
      wasmCallsPerSecond: wasm,
      twinCallsPerSecond: twin,
      twinRatio: wasm / twin,
      twinRatioByRound,
      referenceCallsPerSecond: reference,
      referenceRatio: wasm / reference,
    });
  }
  return figures;
}
