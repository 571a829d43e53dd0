// The growth family: marshals calls into assembly/growth.ts and assembly/growth-plans.ts.
// Scalar slots and column orders mirror the constants there.
import type {
  DelayCostInputs,
  DelayCostResult,
  GrowthApi,
  GrowthProjection,
  GrowthResult,
  InflationInputs,
  InflationResult,
  ReturnsComparisonInputs,
  ReturnsComparisonResult,
  SipInputs,
  SipNeedInputs,
  SipNeedResult,
  SipResult,
  StepUpMode,
} from "../contracts/growth";
import { checkedRows, readScalars, readTable, resultBuffers, settledValue, type BufferExports, type ResultBuffers } from "../core-buffers";

/** The raw exports of assembly/growth.ts and assembly/growth-plans.ts. */
export interface GrowthCoreExports {
  sipProjection(monthlyInvestment: number, annualRatePct: number, years: number): number;
  sipStepUpProjection(monthlyInvestment: number, annualRatePct: number, years: number, stepUpMode: number, stepUpValue: number): number;
  lumpsumProjection(amount: number, annualRatePct: number, years: number, compoundingsPerYear: number): number;
  rdProjection(monthlyDeposit: number, annualRatePct: number, years: number): number;
  compoundingProjection(initialInvestment: number, monthlyAddition: number, years: number, annualRatePct: number, compoundingsPerYear: number): number;
  sipNeedProjection(targetAmount: number, years: number, annualRatePct: number, initialInvestment: number): number;
  returnsComparison(mode: number, amount: number, years: number, rate1Pct: number, rate2Pct: number, rate3Pct: number, scenarioCount: number): number;
  returnsComparisonWithStepUp(
    mode: number,
    amount: number,
    years: number,
    rate1Pct: number,
    rate2Pct: number,
    rate3Pct: number,
    scenarioCount: number,
    stepUpMode: number,
    stepUpValue: number,
  ): number;
  inflationProjection(currentCost: number, inflationRatePct: number, years: number): number;
  delayCostProjection(monthlyInvestment: number, annualRatePct: number, years: number, delayMonths: number): number;
}

type GrowthCore = BufferExports & GrowthCoreExports;

const GROWTH_COLUMNS = ["year", "principal", "growth", "total"] as const satisfies readonly (keyof GrowthProjection)[];
/** assembly/growth-step-up.ts: the SIP's columns, then STEP_UP_COL_FLAT_TOTAL and STEP_UP_COL_INSTALMENT. */
const STEP_UP_COLUMNS = [...GROWTH_COLUMNS, "flatTotal", "instalment"] as const;
const SIP_NEED_COLUMNS = ["year", "invested", "wealthGain", "total"] as const satisfies readonly (keyof SipNeedResult["projection"])[];
const COMPARE_COLUMNS = ["year", "invested", "total1", "total2", "total3"] as const;
const INFLATION_COLUMNS = ["year", "cost"] as const satisfies readonly (keyof InflationResult["projection"])[];
const DELAY_COLUMNS = ["year", "investedNow", "valueNow", "investedDelayed", "valueDelayed"] as const satisfies readonly (keyof DelayCostResult["projection"])[];

/** assembly/growth-plans.ts MODE_SIP and MODE_LUMPSUM. */
const COMPARISON_MODE = { sip: 0, lumpsum: 1 } as const;
/** assembly/growth-step-up.ts STEP_UP_NONE, STEP_UP_PERCENT and STEP_UP_AMOUNT. */
const STEP_UP_MODE = { none: 0, percent: 1, amount: 2 } as const satisfies Record<StepUpMode, number>;
/** Times a year a lumpsum (annual) and a fixed deposit (quarterly) compound. */
const LUMPSUM_COMPOUNDINGS_PER_YEAR = 1;
const FD_COMPOUNDINGS_PER_YEAR = 4;

/** Reads the invested / gained / total scalars and the yearly table every growth call writes (the core's, or bench/twins'). */
export function growthResult(buffers: ResultBuffers, rows: number): GrowthResult {
  const [invested, gained, total] = readScalars(buffers, 3);
  return { invested, gained, total, projection: readTable(buffers, rows, GROWTH_COLUMNS) };
}

/** Reads a step-up SIP's scalars and table (assembly/growth-step-up.ts sipStepUpProjection). */
function stepUpSipResult(core: GrowthCore, rows: number): SipResult {
  const [invested, gained, total, flatInvested, flatGained, flatTotal, finalInstalment] = readScalars(resultBuffers(core), 7);
  const { year, principal, growth, total: totalColumn, flatTotal: flatTotalColumn, instalment } = readTable(resultBuffers(core), rows, STEP_UP_COLUMNS);
  return {
    invested,
    gained,
    total,
    projection: { year, principal, growth, total: totalColumn },
    stepUp: { finalInstalment, flatInvested, flatGained, flatTotal, projection: { flatTotal: flatTotalColumn, instalment } },
  };
}

function returnsComparisonResult(core: GrowthCore, rows: number, annualRates: readonly number[], stepUp: boolean): ReturnsComparisonResult {
  const [invested, total1, total2, total3, returns1, returns2, returns3, gap21, gap31, gap32, finalInstalment] = readScalars(resultBuffers(core), 11);
  const { year, invested: investedColumn, total1: column1, total2: column2, total3: column3 } = readTable(resultBuffers(core), rows, COMPARE_COLUMNS);
  const three = annualRates.length === 3;
  const scenarios = [
    { annualRate: annualRates[0], returns: returns1, total: total1 },
    { annualRate: annualRates[1], returns: returns2, total: total2 },
  ];
  if (three) scenarios.push({ annualRate: annualRates[2], returns: returns3, total: total3 });
  return {
    invested,
    ...(stepUp ? { finalInstalment } : {}),
    scenarios,
    gap21,
    gap31: three ? gap31 : null,
    gap32: three ? gap32 : null,
    projection: { year, invested: investedColumn, totals: three ? [column1, column2, column3] : [column1, column2] },
  };
}

export function growthApi(corePromise: Promise<GrowthCore>): GrowthApi {
  const coreNow = settledValue(corePromise);
  return {
    async sip({ monthlyInvestment, annualRate, timePeriod, stepUpMode = "none", stepUpValue = 0 }: SipInputs): Promise<SipResult> {
      const core = coreNow() ?? (await corePromise);
      if (stepUpMode === "none") return growthResult(resultBuffers(core), checkedRows(core.sipProjection(monthlyInvestment, annualRate, timePeriod), "SIP"));
      const rows = core.sipStepUpProjection(monthlyInvestment, annualRate, timePeriod, STEP_UP_MODE[stepUpMode], stepUpValue);
      return stepUpSipResult(core, checkedRows(rows, "step-up SIP"));
    },
    async lumpsum({ initialInvestment, annualRate, timePeriod }) {
      const core = coreNow() ?? (await corePromise);
      return growthResult(resultBuffers(core), checkedRows(core.lumpsumProjection(initialInvestment, annualRate, timePeriod, LUMPSUM_COMPOUNDINGS_PER_YEAR), "lumpsum"));
    },
    async fd({ principal, annualRate, timePeriod }) {
      const core = coreNow() ?? (await corePromise);
      return growthResult(resultBuffers(core), checkedRows(core.lumpsumProjection(principal, annualRate, timePeriod, FD_COMPOUNDINGS_PER_YEAR), "FD"));
    },
    async rd({ monthlyDeposit, annualRate, timePeriod }) {
      const core = coreNow() ?? (await corePromise);
      return growthResult(resultBuffers(core), checkedRows(core.rdProjection(monthlyDeposit, annualRate, timePeriod), "RD"));
    },
    async compounding({ initialInvestment, periodicAddition, timePeriod, annualRate, frequency }) {
      const core = coreNow() ?? (await corePromise);
      const rows = core.compoundingProjection(initialInvestment, periodicAddition, timePeriod, annualRate, frequency);
      return growthResult(resultBuffers(core), checkedRows(rows, "compounding"));
    },
    async sipNeed({ targetAmount, timePeriod, annualRate, initialInvestment }: SipNeedInputs): Promise<SipNeedResult> {
      const core = coreNow() ?? (await corePromise);
      const rows = checkedRows(core.sipNeedProjection(targetAmount, timePeriod, annualRate, initialInvestment), "SIP need");
      const [sip, invested, wealthGain, total] = readScalars(resultBuffers(core), 4);
      return { sip, invested, wealthGain, total, projection: readTable(resultBuffers(core), rows, SIP_NEED_COLUMNS) };
    },
    async returnsComparison({ mode, amount, years, annualRates, stepUpMode = "none", stepUpValue = 0 }: ReturnsComparisonInputs): Promise<ReturnsComparisonResult> {
      const core = coreNow() ?? (await corePromise);
      const [rate1, rate2, rate3 = 0] = annualRates;
      const count = annualRates.length;
      const rows = checkedRows(
        core.returnsComparisonWithStepUp(COMPARISON_MODE[mode], amount, years, rate1, rate2, rate3, count, STEP_UP_MODE[stepUpMode], stepUpValue),
        "difference in returns",
      );
      return returnsComparisonResult(core, rows, annualRates, stepUpMode !== "none");
    },
    async inflation({ currentCost, inflationRate, years }: InflationInputs): Promise<InflationResult> {
      const core = coreNow() ?? (await corePromise);
      const rows = checkedRows(core.inflationProjection(currentCost, inflationRate, years), "inflation");
      const [current, future, difference] = readScalars(resultBuffers(core), 3);
      return { current, future, difference, projection: readTable(resultBuffers(core), rows, INFLATION_COLUMNS) };
    },
    async delayCost({ monthlyInvestment, annualRate, investmentPeriod, delayPeriod }: DelayCostInputs): Promise<DelayCostResult> {
      const core = coreNow() ?? (await corePromise);
      const rows = checkedRows(core.delayCostProjection(monthlyInvestment, annualRate, investmentPeriod, delayPeriod), "delay cost");
      const [fv_now, fv_delayed, cost, investedNow, investedDelayed] = readScalars(resultBuffers(core), 5);
      return { fv_now, fv_delayed, cost, investedNow, investedDelayed, projection: readTable(resultBuffers(core), rows, DELAY_COLUMNS) };
    },
  };
}
