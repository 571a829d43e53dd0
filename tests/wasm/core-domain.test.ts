// Every calculation of the real core, over the whole float range rather than the form's:
// ±1e308, subnormals, NaN, ±Infinity, ±0, negatives, and the form's own ranges too. Whatever
// the arguments (and whatever list sits in INPUTS), a call answers either a negative error
// code or a row count with every output finite: no NaN or Infinity ever reaches the worker.
// The output buffers are filled with a finite mark before each call, so any cell the call
// left as it was is finite, and any it wrote must be.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flattenTaxRules } from "../../workers/api/tax";
import { TAX_YEARS } from "../../src/calculators/tax-rules";
import type { BufferExports } from "../../workers/core-buffers";
import type { CoreExports } from "../../workers/core-module";
import { corePromise, oddsCorePromise } from "./load-core";

const RUNS = 400;

/** Any double at all, with the awkward ones drawn often, plus the form's everyday magnitudes. */
const anyFloat = fc.oneof(
  { weight: 3, arbitrary: fc.double() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(0, -0, 1, -1, 1e308, -1e308, Number.MAX_VALUE, Number.MIN_VALUE, -Number.MIN_VALUE, 2.2250738585072014e-308, 1e15, -1e15, 1e-300, NaN, Infinity, -Infinity, 0.5, 100, 101, 1200, 1201),
  },
  { weight: 3, arbitrary: fc.double({ min: -10, max: 1e8, noNaN: true }) },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 150 }) },
);
/** i32 arguments (counts, modes, years): small and huge, negative included. */
const anyInt = fc.oneof(fc.integer({ min: -3, max: 130 }), fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }));

type Kernel = (core: CoreExports, args: number[]) => number;

interface KernelCase {
  name: string;
  /** 'f' for a double argument, 'i' for an i32. */
  params: string;
  call: Kernel;
  /** What the call reads from INPUTS: any doubles, or the real tax rules (the rules block is checked separately). */
  inputs?: "any" | "taxRules";
}

const f = (params: number) => "f".repeat(params);
const KERNELS: KernelCase[] = [
  { name: "sipProjection", params: f(3), call: (c, a) => c.sipProjection(a[0], a[1], a[2]) },
  { name: "lumpsumProjection", params: f(4), call: (c, a) => c.lumpsumProjection(a[0], a[1], a[2], a[3]) },
  { name: "rdProjection", params: f(3), call: (c, a) => c.rdProjection(a[0], a[1], a[2]) },
  { name: "compoundingProjection", params: f(5), call: (c, a) => c.compoundingProjection(a[0], a[1], a[2], a[3], a[4]) },
  { name: "sipNeedProjection", params: f(4), call: (c, a) => c.sipNeedProjection(a[0], a[1], a[2], a[3]) },
  { name: "returnsComparison", params: "ifffffi", call: (c, a) => c.returnsComparison(a[0], a[1], a[2], a[3], a[4], a[5], a[6]) },
  { name: "returnsComparisonWithStepUp", params: "ifffffiif", call: (c, a) => c.returnsComparisonWithStepUp(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8]) },
  { name: "inflationProjection", params: f(3), call: (c, a) => c.inflationProjection(a[0], a[1], a[2]) },
  { name: "delayCostProjection", params: f(4), call: (c, a) => c.delayCostProjection(a[0], a[1], a[2], a[3]) },
  { name: "sipStepUpProjection", params: "fffif", call: (c, a) => c.sipStepUpProjection(a[0], a[1], a[2], a[3], a[4]) },
  { name: "goalProjection", params: "fffffi", call: (c, a) => c.goalProjection(a[0], a[1], a[2], a[3], a[4], a[5] & 1) },
  { name: "retirementPlan", params: f(8), call: (c, a) => c.retirementPlan(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]) },
  { name: "emiSchedule", params: f(5), call: (c, a) => c.emiSchedule(a[0], a[1], a[2], a[3], a[4]) },
  {
    name: "emiScheduleWithPrepayment",
    params: "fffffffffi",
    call: (c, a) => c.emiScheduleWithPrepayment(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9]),
  },
  { name: "firstCrore", params: f(3), call: (c, a) => c.firstCrore(a[0], a[1], a[2]) },
  { name: "debtPayoff", params: "ifi", call: (c, a) => c.debtPayoff(a[0], a[1], a[2]), inputs: "any" },
  { name: "emergencyFund", params: f(1), call: (c, a) => c.emergencyFund(a[0]) },
  { name: "yearlyDepositPlan", params: "ffii", call: (c, a) => c.yearlyDepositPlan(a[0], a[1], a[2], a[3]) },
  { name: "payoutPlan", params: "ffii", call: (c, a) => c.payoutPlan(a[0], a[1], a[2], a[3]) },
  { name: "certificatePlan", params: "ffi", call: (c, a) => c.certificatePlan(a[0], a[1], a[2]) },
  { name: "npsPlan", params: "fiifff", call: (c, a) => c.npsPlan(a[0], a[1], a[2], a[3], a[4], a[5]) },
  { name: "hraExemption", params: f(7), call: (c, a) => c.hraExemption(a[0], a[1], a[2], a[3], a[4], a[5], a[6]) },
  { name: "incomeTax", params: f(11), call: (c, a) => c.incomeTax(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10]), inputs: "taxRules" },
  { name: "incomeTax (any rules)", params: f(11), call: (c, a) => c.incomeTax(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10]), inputs: "any" },
  { name: "epfProjection", params: f(8), call: (c, a) => c.epfProjection(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]) },
  { name: "gratuity", params: f(4), call: (c, a) => c.gratuity(a[0], a[1], a[2], a[3]) },
  { name: "swpProjection", params: f(4), call: (c, a) => c.swpProjection(a[0], a[1], a[2], a[3]) },
  { name: "cagr", params: f(3), call: (c, a) => c.cagr(a[0], a[1], a[2]) },
  { name: "simpleInterest", params: f(3), call: (c, a) => c.simpleInterest(a[0], a[1], a[2]) },
  { name: "xirr", params: "i", call: (c, a) => c.xirr(a[0]), inputs: "any" },
];

/** A mark no calculation writes by chance, and finite. */
const MARK = 12345.678;

function argumentsFor(params: string): fc.Arbitrary<number[]> {
  return fc.tuple(...[...params].map((kind) => (kind === "i" ? anyInt : anyFloat)));
}

function views(core: BufferExports) {
  const buffer = core.memory.buffer;
  return {
    scalars: new Float64Array(buffer, core.scalarsPtr(), core.scalarCapacity()),
    columns: new Float64Array(buffer, core.columnsPtr(), core.columnCapacity()),
    inputs: new Float64Array(buffer, core.inputsPtr(), core.inputCapacity()),
  };
}

function firstNonFinite(values: Float64Array): number {
  return values.findIndex((value) => !Number.isFinite(value));
}

describe("every calculation of the core, over the whole float range", () => {
  it.each(KERNELS)("$name answers an error code or finite outputs only", async ({ params, call, inputs }) => {
    const core = await corePromise;
    const taxRules = flattenTaxRules(TAX_YEARS[0].rules);
    const listArbitrary = inputs === "any" ? fc.array(anyFloat, { minLength: 256, maxLength: 256 }) : fc.constant([] as number[]);
    fc.assert(
      fc.property(argumentsFor(params), listArbitrary, (args, list) => {
        const { scalars, columns, inputs: inputBuffer } = views(core);
        scalars.fill(MARK);
        columns.fill(MARK);
        if (inputs === "taxRules") inputBuffer.set(taxRules);
        else if (inputs === "any") inputBuffer.set(list.slice(0, inputBuffer.length));
        const result = call(core, args);
        expect(Number.isInteger(result)).toBe(true);
        if (result < 0) return;
        expect({ args, scalar: firstNonFinite(scalars) }).toEqual({ args, scalar: -1 });
        expect({ args, cell: firstNonFinite(columns) }).toEqual({ args, cell: -1 });
      }),
      { numRuns: RUNS },
    );
  });
});

describe("the inputs that once gave NaN or Infinity", () => {
  it.each([
    ["a SIP at 10^15 %", (c: CoreExports) => c.sipProjection(5_000, 1e15, 10)],
    ["a lumpsum at 10^15 %", (c: CoreExports) => c.lumpsumProjection(100_000, 1e15, 40, 1)],
    ["a retirement with a post-retirement return of 10^15 %", (c: CoreExports) => c.retirementPlan(30, 60, 85, 50_000, 6, 0, 12, 1e15)],
  ])("%s is refused with ERR_DOMAIN", async (_what, call) => {
    expect(call(await corePromise)).toBe(-1);
  });
});

describe("the plan simulation, over the whole float range", () => {
  // The request sits in INPUTS (workers/api/odds-plan.ts IN): a valid kind, model and seed,
  // and every other slot mostly a plausible count or amount, often anything at all (1e308,
  // NaN, -0 ...), so the core's own checks are what refuse.
  const SLOTS = 24;
  const slot = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 40 }) },
    { weight: 3, arbitrary: fc.double({ min: 0, max: 1e7, noNaN: true }) },
    { weight: 1, arbitrary: anyFloat },
  );
  const request = fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 1000 }), fc.array(slot, { minLength: SLOTS - 3, maxLength: SLOTS - 3 }));

  it("summarises, explains and tabulates with an error code or finite outputs only", async () => {
    const core = await oddsCorePromise();
    let answered = 0;
    fc.assert(
      fc.property(request, fc.integer({ min: 1, max: 60 }), ([kind, model, seed, rest], paths) => {
        views(core).inputs.set([kind, model, seed, ...rest]);
        const rows = core.poSimulate(0, model === 1 ? 0 : paths);
        if (rows < 0) return;
        answered++;
        for (const call of [() => core.poHistoryTable(), () => core.poExplain(0), () => core.poSummarize(paths, 0, rows, 1)]) {
          // The first simulation grows the memory: views made before it are detached.
          const { scalars, columns } = views(core);
          scalars.fill(MARK);
          columns.fill(MARK);
          const result = call();
          expect(Number.isInteger(result)).toBe(true);
          if (result < 0) continue;
          expect({ kind, model, rest, scalar: firstNonFinite(scalars) }).toEqual({ kind, model, rest, scalar: -1 });
          expect({ kind, model, rest, cell: firstNonFinite(columns) }).toEqual({ kind, model, rest, cell: -1 });
        }
      }),
      { numRuns: RUNS },
    );
    // Drawn from the whole range, few requests pass the core's checks; some must, or this proves nothing.
    expect(answered).toBeGreaterThan(0);
  });
});
