// The fast path against the calc worker's own API: the real channel over real
// SharedArrayBuffers, answered by the real handler and core in a Node worker thread, blocked in
// Atomics.wait between calls exactly as the browser's fast-path worker is. Its answers must be
// the calc API's, value for value (what Comlink would carry: a structured clone), on random
// inputs; a call it cannot answer must miss (and the page then uses Comlink), never hang or
// answer wrong. No timing is asserted.
import { Worker } from "node:worker_threads";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmiInputs, RetirementInputs, SipInputs } from "../../workers/calc-contract";
import { createFastPathMemory, FastPathCaller, type FastPathMemory } from "../../workers/fast-path-channel";
import { calcApi } from "./load-core";

/** Generous: the test waits for answers, it never times them. */
const PATIENT_SPIN_MS = 10_000;

const workerFile = new URL("./fast-path-node-worker.ts", import.meta.url).href;
let worker: Worker;
let memory: FastPathMemory;
let hold: Int32Array;
let caller: FastPathCaller;

/** The calc API's answer as Comlink delivers it (a structured clone), or its error. */
async function viaCalcApi(run: () => Promise<unknown>): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: structuredClone(await run()) };
  } catch {
    return { ok: false };
  }
}

/** Answers compared so far that were results, not errors: a property must compare some. */
let answered = 0;

function expectSame(fast: ReturnType<FastPathCaller["call"]>, slow: { ok: true; value: unknown } | { ok: false }): void {
  if (slow.ok) {
    expect(fast).toEqual({ ok: true, value: slow.value });
    answered++;
  } else expect(fast).toEqual({ ok: false, miss: "failed" });
}

function expectAnswered(): void {
  expect(answered).toBeGreaterThan(0);
  answered = 0;
}

beforeAll(async () => {
  memory = createFastPathMemory();
  const holdBuffer = new SharedArrayBuffer(4);
  hold = new Int32Array(holdBuffer);
  // Worker threads do not read TypeScript: register tsx inside the thread, then load the entry.
  worker = new Worker(`import("tsx/esm/api").then((api) => { api.register(); return import(${JSON.stringify(workerFile)}); })`, {
    eval: true,
    workerData: { memory, hold: holdBuffer },
  });
  caller = new FastPathCaller(memory, PATIENT_SPIN_MS);
  const failed = new Promise<never>((_, reject) => worker.once("error", reject));
  while (!caller.ready) await Promise.race([new Promise((resolve) => setTimeout(resolve, 20)), failed]);
});

afterAll(async () => {
  await worker?.terminate();
});

const rate = (max: number) => fc.oneof(fc.constant(0), fc.double({ min: 0.01, max, noNaN: true }));

describe("the fast path answers as the calc worker does", () => {
  it("SIP, with and without a step-up (random inputs)", async () => {
    const sip = fc.record<SipInputs>({
      monthlyInvestment: fc.double({ min: 0, max: 1e9, noNaN: true }),
      annualRate: rate(50),
      timePeriod: fc.integer({ min: 1, max: 1200 }).map((months) => months / 12),
      stepUpMode: fc.constantFrom("none", "percent", "amount"),
      stepUpValue: fc.double({ min: 0, max: 1e5, noNaN: true }),
    });
    await fc.assert(fc.asyncProperty(sip, async (inputs) => expectSame(caller.call("sip", [inputs]), await viaCalcApi(() => calcApi.sip(inputs)))), { numRuns: 150 });
    expectAnswered();
  });

  it("EMI, with prepayments (random inputs)", async () => {
    const emi = fc.record<EmiInputs>({
      amount: fc.double({ min: 1, max: 1e10, noNaN: true }),
      annualRate: rate(40),
      tenure: fc.integer({ min: 1, max: 40 }),
      startYear: fc.integer({ min: 2000, max: 2100 }),
      startMonth: fc.integer({ min: 1, max: 12 }),
      prepayment: fc.option(
        fc.record({
          oneTimeAmount: fc.double({ min: 0, max: 1e8, noNaN: true }),
          oneTimeMonth: fc.integer({ min: 1, max: 480 }),
          extraMonthly: fc.double({ min: 0, max: 1e6, noNaN: true }),
          extraFromMonth: fc.integer({ min: 1, max: 480 }),
          mode: fc.constantFrom("reduceTenure" as const, "reduceEmi" as const),
        }),
        { nil: undefined },
      ),
    });
    await fc.assert(fc.asyncProperty(emi, async (inputs) => expectSame(caller.call("emi", [inputs]), await viaCalcApi(() => calcApi.emi(inputs)))), { numRuns: 150 });
    expectAnswered();
  });

  it("retirement (random inputs, invalid combinations included)", async () => {
    const retirement = fc.record<RetirementInputs>({
      currentAge: fc.integer({ min: 18, max: 80 }),
      retirementAge: fc.integer({ min: 30, max: 90 }),
      lifeExpectancy: fc.integer({ min: 50, max: 120 }),
      monthlyExpenses: fc.double({ min: 0, max: 1e8, noNaN: true }),
      inflation: rate(20),
      taxSlabPostRetirement: fc.constantFrom(0, 5, 10, 20, 30),
      preRetirementReturn: rate(30),
      postRetirementReturn: rate(20),
    });
    await fc.assert(
      fc.asyncProperty(retirement, async (inputs) => expectSame(caller.call("retirement", [inputs]), await viaCalcApi(() => calcApi.retirement(inputs)))),
      { numRuns: 150 },
    );
    expectAnswered();
  });
});

describe("the fast path misses, so the page uses Comlink", () => {
  it("before its worker is ready", () => {
    expect(new FastPathCaller(createFastPathMemory(), PATIENT_SPIN_MS).call("sip", [{ monthlyInvestment: 1, annualRate: 1, timePeriod: 1 }])).toEqual({ ok: false, miss: "not-ready" });
  });

  it("for the simulations, which stay on the pool, and for what is not a calc-API method", () => {
    expect(caller.call("odds", [{}])).toEqual({ ok: false, miss: "failed" });
    expect(caller.call("noSuchMethod", [])).toEqual({ ok: false, miss: "failed" });
  });

  it("when its spin runs out, then as busy while the worker is still on that call, and answers again once it is free", async () => {
    const inputs: SipInputs = { monthlyInvestment: 10_000, annualRate: 12, timePeriod: 30 };
    const impatient = new FastPathCaller(memory, 0);
    Atomics.store(hold, 0, 0);
    expect(impatient.call("testHold", [])).toEqual({ ok: false, miss: "timeout" });
    expect(caller.call("sip", [inputs])).toEqual({ ok: false, miss: "busy" });
    Atomics.store(hold, 0, 1);
    Atomics.notify(hold, 0);
    // The late answer is left in the buffer; the next call discards it and is answered.
    let answer = caller.call("sip", [inputs]);
    while (!answer.ok) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      answer = caller.call("sip", [inputs]);
    }
    expectSame(answer, await viaCalcApi(() => calcApi.sip(inputs)));
  });
});
