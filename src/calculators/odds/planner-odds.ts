// What each planner's odds panel shows: the request it simulates, its figures, the
// fan's axis and the deterministic line it is drawn behind.
import type { CroreResult, GoalInputs, GoalResult, OddsRequest, OddsResult, RetirementInputs, RetirementResult, SipInputs, SipResult } from "../../../workers/calc-contract";
import { formatRupees } from "../../lib/format-money";
import { EQUITY_RETURN_VOLATILITY, RETIREMENT_RETURN_VOLATILITY } from "../reference-data";
import { oddsSettings, type WithOdds } from "./odds";
import type { OddsField } from "./odds-fields";
import { formatMonths, formatShare } from "./odds-format";
import type { OddsPanelConfig } from "./odds-panel";

type Inputs<Id extends string> = Readonly<Record<Id, number>>;

/** Prices at each row's end against today's: (1 + f)^(offset + years). */
function yearlyIndex(years: Float64Array, inflationPct: number, offsetYears = 0): Float64Array {
  const logGrowth = Math.log1p(inflationPct / 100);
  return years.map((year) => Math.exp((offsetYears + year) * logGrowth));
}

function only<P extends OddsResult["planner"]>(odds: OddsResult, planner: P): Extract<OddsResult, { planner: P }> {
  if (odds.planner !== planner) throw new Error(`expected the ${planner} simulation, got ${odds.planner}`);
  return odds as Extract<OddsResult, { planner: P }>;
}

// ─── Retirement and the aging parent ─────────────────────────────────────────────────────────

export type RetirementOddsField = keyof RetirementInputs | OddsField;

export function retirementRequest(inputs: Inputs<RetirementOddsField>, paths: number): OddsRequest {
  const { returnVolatility: _r, inflationVolatility: _i, ...plan } = inputs;
  return { planner: "retirement", inputs: plan, settings: oddsSettings(inputs, paths) };
}

export const RETIREMENT_ODDS: OddsPanelConfig<RetirementOddsField, RetirementResult & WithOdds, "retirement"> = {
  planner: "retirement",
  request: retirementRequest,
  figures: (odds, inputs, _result, words, shared) => {
    const r = only(odds, "retirement");
    const figures = [
      { id: "successProbability", label: words.chance(inputs.lifeExpectancy), text: formatShare(r.successProbability, shared) },
      { id: "corpusFor90", label: words.corpusFor90, text: formatRupees(r.corpusFor90) },
    ];
    if (r.failedPaths > 0) {
      // Year k of retirement starts at age retirementAge + k − 1.
      figures.push({ id: "medianRunOutAge", label: words.runOutAge, text: String(inputs.retirementAge + r.medianRunOutYear - 1) });
    }
    return figures;
  },
  xAxis: (odds, inputs) => odds.fan.year.map((year) => inputs.retirementAge + year),
  planLine: (result) => result.projection.yearEndBalance,
  priceIndex: (odds, inputs) => yearlyIndex(odds.fan.year, inputs.inflation, inputs.retirementAge - inputs.currentAge),
  returnSource: RETIREMENT_RETURN_VOLATILITY,
};

// ─── The seven goal planners ─────────────────────────────────────────────────────────────────

export function goalOdds<Id extends string>(goalInputs: (inputs: Inputs<Id>) => GoalInputs): OddsPanelConfig<Id | OddsField, GoalResult & WithOdds, "goal"> {
  return {
    planner: "goal",
    request: (inputs, paths) => ({ planner: "goal", inputs: goalInputs(inputs), settings: oddsSettings(inputs, paths) }),
    figures: (odds, _inputs, _result, words, shared) => {
      const r = only(odds, "goal");
      return [
        { id: "successProbability", label: words.chance, text: formatShare(r.successProbability, shared) },
        { id: "sipFor90", label: words.sipFor90, text: formatRupees(r.sipFor90) },
      ];
    },
    xAxis: (odds) => odds.fan.year,
    planLine: (result) => result.projection.totalValue,
    priceIndex: (odds, inputs) => yearlyIndex(odds.fan.year, goalInputs(inputs).inflationRate),
    returnSource: EQUITY_RETURN_VOLATILITY,
  };
}

// ─── First crore ─────────────────────────────────────────────────────────────────────────────

export type CroreOddsField = "monthlyInvestment" | "annualRate" | "inflationRate" | OddsField;

export const CRORE_ODDS: OddsPanelConfig<CroreOddsField, CroreResult & WithOdds, "crore"> = {
  planner: "crore",
  request: (inputs, paths) => ({
    planner: "crore",
    inputs: { monthlyInvestment: inputs.monthlyInvestment, annualRate: inputs.annualRate, inflationRate: inputs.inflationRate },
    settings: oddsSettings(inputs, paths),
  }),
  figures: (odds, _inputs, _result, words, shared) => {
    const r = only(odds, "crore");
    return [
      { id: "monthsFor50", label: words.monthsFor50, text: formatMonths(r.monthsFor50, shared) },
      { id: "monthsFor90", label: words.monthsFor90, text: formatMonths(r.monthsFor90, shared) },
    ];
  },
  xAxis: (odds) => odds.fan.year,
  planLine: (result) => result.projection.value,
  priceIndex: (odds, inputs) => odds.fan.year.map((year) => Math.exp(12 * year * Math.log1p(inputs.inflationRate / 1200))),
  returnSource: EQUITY_RETURN_VOLATILITY,
};

// ─── SIP ─────────────────────────────────────────────────────────────────────────────────────

export function sipOdds<Id extends string>(sipInputs: (inputs: Inputs<Id>) => SipInputs): OddsPanelConfig<Id | OddsField, SipResult & WithOdds, "sip"> {
  return {
    planner: "sip",
    request: (inputs, paths) => ({ planner: "sip", inputs: sipInputs(inputs), settings: oddsSettings(inputs, paths) }),
    figures: (odds, _inputs, _result, words) => {
      const r = only(odds, "sip");
      return [
        { id: "finalP10", label: words.finalP10, text: formatRupees(r.finalP10) },
        { id: "finalP50", label: words.finalP50, text: formatRupees(r.finalP50) },
        { id: "finalP90", label: words.finalP90, text: formatRupees(r.finalP90) },
      ];
    },
    xAxis: (odds) => odds.fan.year,
    planLine: (result) => result.projection.total,
    returnSource: EQUITY_RETURN_VOLATILITY,
  };
}
