// The odds engine's SIMD build (build/odds-simd.wasm) runs a whole life's lognormal and bootstrap paths two at a
// time; every path must come out exactly as its scalar build (build/odds.wasm) computes it: the summary, the
// fan, the explained path, and each path's kept figures, including paths split across workers at
// odd places and the paths beyond the fan's first 10,000.
import { describe, expect, it } from "vitest";
import type { PlanOddsRequest, PlanOddsSettings, RetirementInputs } from "../../workers/calc-contract";
import { createCalcApi } from "../../workers/calc-api";
import { instantiateCore, instantiateOddsCore, simdSupported, type OddsCoreExports } from "../../workers/core-module";
import { planOddsSharedBytes, planOddsCountsOffset } from "../../src/core/odds-layout";
import { loadCoreBytes, loadOddsBytes, loadSimdOddsBytes } from "./load-core-bytes";

const SEED = 20_261_123;
const RETIREMENT: RetirementInputs = {
  currentAge: 30,
  retirementAge: 60,
  lifeExpectancy: 90,
  monthlyExpenses: 50_000,
  inflation: 6,
  taxSlabPostRetirement: 10,
  preRetirementReturn: 12,
  postRetirementReturn: 7,
};
const lognormal = (paths: number, returnVolatility = 25.1, inflationVolatility = 2.8, retiredReturnVolatility = 8.6): PlanOddsSettings => ({
  returnModel: "lognormal",
  paths,
  seed: SEED,
  returnVolatility,
  retiredReturnVolatility,
  inflationVolatility,
  equityShare: 70,
  retiredEquityShare: 30,
});

async function builds() {
  const calculators = instantiateCore(loadCoreBytes());
  const scalar = await instantiateOddsCore(loadOddsBytes());
  const simd = await instantiateOddsCore(loadSimdOddsBytes());
  return { scalar, simd, scalarApi: createCalcApi(calculators, async () => scalar), simdApi: createCalcApi(calculators, async () => simd) };
}

/** Each path's kept figures (PO_PATH_FIGURES columns, PO_MAX_PATHS apart) for paths [0, paths). */
function figures(core: OddsCoreExports, paths: number): number[][] {
  const base = core.poPathsPtr();
  const max = core.poMaxPaths();
  return Array.from({ length: 6 }, (_, figure) => Array.from(new Float64Array(core.memory.buffer, base + figure * max * 8, paths)));
}

describe("the SIMD build gives the scalar build's answer to the last bit", () => {
  it("is a different file, chosen where the engine has SIMD (Node has it)", () => {
    expect(simdSupported()).toBe(true);
    expect(WebAssembly.validate(loadOddsBytes())).toBe(true);
    expect(WebAssembly.validate(loadSimdOddsBytes())).toBe(true);
    expect(loadSimdOddsBytes().length).not.toBe(loadOddsBytes().length);
  });

  it.each([
    ["the bench's plan, odd path count", { planner: "retirement", inputs: RETIREMENT, plan: { savingsNow: 500_000, sipNow: 30_000, sipStepUp: 5 }, settings: lognormal(3_001) }],
    ["many paths run out", { planner: "retirement", inputs: { ...RETIREMENT, monthlyExpenses: 90_000 }, plan: { sipNow: 30_000 }, settings: lognormal(2_000) }],
    ["no volatility at all", { planner: "retirement", inputs: RETIREMENT, plan: { sipNow: 40_000 }, settings: lognormal(101, 0, 0, 0) }],
    ["already retired, high volatility", { planner: "retirement", inputs: { ...RETIREMENT, currentAge: 60 }, plan: { savingsNow: 20_000_000 }, settings: lognormal(777, 60, 10, 40) }],
    ["one path", { planner: "retirement", inputs: RETIREMENT, plan: {}, settings: lognormal(1) }],
    ["bootstrap, the bench's plan", { planner: "retirement", inputs: RETIREMENT, plan: { savingsNow: 500_000, sipNow: 30_000, sipStepUp: 5 }, settings: { ...lognormal(2_001), returnModel: "bootstrap" } }],
    ["bootstrap, many paths run out", { planner: "retirement", inputs: { ...RETIREMENT, monthlyExpenses: 90_000 }, plan: { sipNow: 30_000 }, settings: { ...lognormal(999), returnModel: "bootstrap", equityShare: 100 } }],
  ])("%s", async (_name, request) => {
    const req = request as PlanOddsRequest;
    const { scalar, simd, scalarApi, simdApi } = await builds();
    const fromScalar = await scalarApi.planOdds(req);
    const fromSimd = await simdApi.planOdds(req);
    expect(fromSimd).toEqual(fromScalar);
    expect(figures(simd, req.settings.paths)).toEqual(figures(scalar, req.settings.paths));
  });

  it("across the fan's limit and from odd first paths, as the pool splits them", async () => {
    for (const returnModel of ["lognormal", "bootstrap"] as const) {
      const req: PlanOddsRequest = { planner: "retirement", inputs: RETIREMENT, plan: { sipNow: 25_000 }, settings: { ...lognormal(10_105), returnModel } };
      await samePoolShares(req);
    }
  });
});

/** The shared buffer after a pool-like run of odd ranges, in each build: byte for byte the same. */
async function samePoolShares(req: PlanOddsRequest) {
  const { scalarApi, simdApi } = await builds();
  const run = async (api: typeof scalarApi) => {
    const shared = new SharedArrayBuffer(planOddsSharedBytes(req.settings.paths));
    new Int32Array(shared, planOddsCountsOffset(req.settings.paths), 101).fill(0);
    // Ranges that start odd, end odd and straddle path 10,000 (the last one kept for the fan is 9,999).
    for (const [first, count] of [[0, 3], [3, 9_996], [9_999, 2], [10_001, 104]]) await api.planOddsSimulateShared(req, first, count, shared);
    return new Uint8Array(shared.slice(0));
  };
  const scalarShared = await run(scalarApi);
  const simdShared = await run(simdApi);
  expect(Buffer.compare(Buffer.from(simdShared), Buffer.from(scalarShared))).toBe(0);
}
