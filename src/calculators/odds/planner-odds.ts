// What each planner's odds panel shows: the request it simulates (the visitor's own plan), its
// figures, what to do about them, the fan's axis and the steady-return line of the same plan.
import type {
  CroreResult,
  GoalInputs,
  GoalResult,
  PlanOddsRequest,
  PlanOddsResult,
  ResolvedPlan,
  RetirementInputs,
  RetirementResult,
  SipInputs,
  SipResult,
} from "../../../workers/calc-contract";
import { formatNumber } from "../../lib/format-money";
import { EQUITY_RETURN_VOLATILITY, RETIREMENT_RETURN_VOLATILITY, type SourcedFigure } from "../reference-data";
import type { OddsMessages } from "./messages/odds.en";
import { planSettings, yourPlan, type WithOdds } from "./odds";
import type { OddsField } from "./odds-fields";
import { formatMonths, formatOdds, formatSimulatedRupees, type OddsWords } from "./odds-format";

type Inputs<Id extends string> = Readonly<Record<Id, number>>;

/** The planners with an odds panel, each with its words in the catalogue (messages/odds.*.ts). */
export type OddsPlanner = keyof OddsMessages["planners"];

/** One figure of the panel, shown as data-testid="result-<id>". */
export interface OddsFigure {
  id: string;
  label: string;
  text: string;
}

export interface OddsPanelConfig<Id extends string, Result, P extends OddsPlanner = OddsPlanner> {
  /** Whose words the panel uses. */
  planner: P;
  /** The simulation request for these inputs at `paths` futures. */
  request(inputs: Inputs<Id>, paths: number): PlanOddsRequest;
  /** The panel's figures after the chance (which the panel shows itself), in the page's locale. */
  figures(odds: PlanOddsResult, inputs: Inputs<Id>, m: OddsMessages): OddsFigure[];
  /** What the chance is of, in the lead sentence ('your money lasted to age 80'); null: no goal, no chance. */
  outcome(inputs: Inputs<Id>, m: OddsMessages): string | null;
  /** The chance's label. */
  oddsLabel(inputs: Inputs<Id>, m: OddsMessages): string;
  /** What reaches 90%, in words; null where the planner has nothing to suggest. */
  todo(odds: PlanOddsResult, inputs: Inputs<Id>, m: OddsMessages): string | null;
  /** A further sentence (retirement: the 90% corpus against the plan's). */
  note?(odds: PlanOddsResult, inputs: Inputs<Id>, m: OddsMessages): string | null;
  /** How a path's run-out year is said ('at age 67'; 'in year 12'). */
  when(year: number, inputs: Inputs<Id>, m: OddsMessages): string;
  /** The x axis's value for each row of the fan, and its label. */
  xAxis(odds: PlanOddsResult, inputs: Inputs<Id>): Float64Array;
  /** Your plan's balance for each row of the fan at the steady rates you entered. */
  planLine(odds: PlanOddsResult, inputs: Inputs<Id>, result: Result): Float64Array;
  /** Prices at each row's end against today's on the entered inflation (to show today's rupees); none without inflation. */
  priceIndex?(odds: PlanOddsResult, inputs: Inputs<Id>): Float64Array;
  /** The lognormal model's return default, and its source, shown under the panel. */
  returnSource: SourcedFigure;
  /** Whether the planner draws inflation. */
  withInflation: boolean;
}

/** Prices at each row's end against today's: (1 + f)^years. */
function yearlyIndex(years: Float64Array, inflationPct: number): Float64Array {
  const logGrowth = Math.log1p(inflationPct / 100);
  return years.map((year) => Math.exp(year * logGrowth));
}

function only<P extends PlanOddsResult["planner"]>(odds: PlanOddsResult, planner: P): Extract<PlanOddsResult, { planner: P }> {
  if (odds.planner !== planner) throw new Error(`expected the ${planner} simulation, got ${odds.planner}`);
  return odds as Extract<PlanOddsResult, { planner: P }>;
}

/**
 * A SIP at the start of each month with a yearly step-up, on `savings` from day one, compounded
 * monthly at `annualPct` ÷ 12 (the planners' convention): the balance at each of `years`
 * (whole or part, months = round(years × 12), at most `months`).
 */
export function steadySavings(plan: ResolvedPlan, annualPct: number, months: number, years: Float64Array): Float64Array {
  const rate = annualPct / 1200;
  const byMonth = new Float64Array(months + 1);
  let balance = plan.savingsNow;
  byMonth[0] = balance;
  for (let month = 1; month <= months; month++) {
    const instalment = plan.sipNow * (1 + plan.sipStepUp / 100) ** Math.floor((month - 1) / 12);
    balance = (balance + instalment) * (1 + rate);
    byMonth[month] = balance;
  }
  return years.map((year) => byMonth[Math.min(months, Math.round(year * 12))]);
}

/** The whole-life plan at steady rates: saving years, then the corpus less the capital-back share pays each year's withdrawal. */
export function steadyRetirement(plan: ResolvedPlan, inputs: RetirementInputs, result: RetirementResult, years: Float64Array): Float64Array {
  const savingYears = inputs.retirementAge - inputs.currentAge;
  const saving = steadySavings(plan, inputs.preRetirementReturn, savingYears * 12, Float64Array.of(savingYears))[0];
  const spendingShare = result.totalRetirementCorpusRequired > 0 ? result.retirementCorpusRequired / result.totalRetirementCorpusRequired : 1;
  const balances = new Map<number, number>();
  let balance = saving * spendingShare;
  for (let year = 1; year <= inputs.lifeExpectancy - inputs.retirementAge; year++) {
    const withdrawal = result.firstYearExpensePreTax * (1 + inputs.inflation / 100) ** (year - 1);
    balance = Math.max(0, balance - withdrawal) * (1 + inputs.postRetirementReturn / 100);
    balances.set(savingYears + year, balance);
  }
  const savingLine = steadySavings(plan, inputs.preRetirementReturn, savingYears * 12, years);
  return years.map((year, row) => balances.get(year) ?? savingLine[row]);
}

/** 'For a 90% chance: invest ₹X a month, or retire at 62.' from the parts that apply. */
function todoSentence(m: OddsMessages, parts: string[]): string {
  return parts.length === 0 ? m.todo.reached : m.todo.intro + parts.join(m.todo.or) + m.todo.end;
}

/** The SIP part of what to do: none when the plan already does it, 'what you have saved does it' at 0. */
function sipPart(m: OddsMessages, sipFor90: number | null, plan: ResolvedPlan): string[] {
  if (sipFor90 === null || sipFor90 <= plan.sipNow) return [];
  return [m.todo.sip(formatSimulatedRupees(sipFor90))];
}

function historyFigures(odds: PlanOddsResult, words: { historySuccess: string; worstStartYear: string }, m: OddsMessages): OddsFigure[] {
  const history = odds.history;
  if (!history) return [];
  const since = history.startYear[0];
  return [
    {
      id: "historySuccess",
      label: words.historySuccess,
      text: m.history.success(history.workedCount, history.startYears, since, formatOdds(history.workedCount / history.startYears, false, m)),
    },
    { id: "worstStartYear", label: words.worstStartYear, text: m.history.fy(history.worstStartYear) },
  ];
}

// ─── Retirement and the aging parent ─────────────────────────────────────────────────────────

export type RetirementOddsField = keyof RetirementInputs | OddsField | "retiredEquityShare" | "preRetirementVolatility";

/** The planner's own inputs, without the odds' fields. */
export function retirementInputs(inputs: Inputs<RetirementOddsField>): RetirementInputs {
  const { currentAge, retirementAge, lifeExpectancy, monthlyExpenses, inflation, taxSlabPostRetirement, preRetirementReturn, postRetirementReturn } = inputs;
  return { currentAge, retirementAge, lifeExpectancy, monthlyExpenses, inflation, taxSlabPostRetirement, preRetirementReturn, postRetirementReturn };
}

export function retirementRequest(inputs: Inputs<RetirementOddsField>, paths: number): PlanOddsRequest {
  return { planner: "retirement", inputs: retirementInputs(inputs), plan: yourPlan(inputs), settings: planSettings(inputs, paths) };
}

export const RETIREMENT_ODDS: OddsPanelConfig<RetirementOddsField, RetirementResult & WithOdds, "retirement"> = {
  planner: "retirement",
  request: retirementRequest,
  outcome: (inputs, m) => m.planners.retirement.outcome(inputs.lifeExpectancy),
  oddsLabel: (inputs, m) => m.planners.retirement.yourOdds(inputs.lifeExpectancy),
  figures: (odds, inputs, m) => {
    const r = only(odds, "retirement");
    const words = m.planners.retirement;
    const figures: OddsFigure[] = [...historyFigures(odds, words, m)];
    if (r.sipFor90 !== null) figures.push({ id: "sipFor90", label: words.sipFor90, text: formatSimulatedRupees(r.sipFor90) });
    figures.push(
      { id: "corpusFor90", label: words.corpusFor90, text: formatSimulatedRupees(r.corpusFor90) },
      { id: "earliestAgeFor90", label: words.earliestAgeFor90, text: r.earliestAgeFor90 === null ? words.noAge : String(r.earliestAgeFor90) },
      { id: "spendFor90", label: words.spendFor90, text: formatSimulatedRupees(r.spendFor90) },
    );
    if (r.medianRunOutAge !== null && inputs.retirementAge < inputs.lifeExpectancy) {
      figures.push({ id: "medianRunOutAge", label: words.runOutAge, text: String(r.medianRunOutAge) });
    }
    return figures;
  },
  todo: (odds, inputs, m) => {
    const r = only(odds, "retirement");
    if (r.yourOdds !== null && r.yourOdds >= 0.9) return m.todo.reached;
    const parts = sipPart(m, r.sipFor90, r.plan);
    if (r.earliestAgeFor90 !== null && r.earliestAgeFor90 !== inputs.retirementAge) parts.push(m.todo.age(r.earliestAgeFor90));
    if (r.spendFor90 < inputs.monthlyExpenses) parts.push(m.todo.spend(formatSimulatedRupees(r.spendFor90)));
    return todoSentence(m, parts);
  },
  note: (odds, _inputs, m) => {
    const r = only(odds, "retirement");
    if (!(r.plannedCorpus > 0)) return null;
    const more = Math.round((r.corpusFor90 / r.plannedCorpus - 1) * 100);
    return m.planners.retirement.compare(formatSimulatedRupees(r.corpusFor90), formatSimulatedRupees(r.plannedCorpus), formatNumber(more));
  },
  when: (year, inputs, m) => m.planners.retirement.ranOutAt(inputs.currentAge + year - 1),
  xAxis: (odds, inputs) => odds.fan.year.map((year) => inputs.currentAge + year),
  planLine: (odds, inputs, result) => steadyRetirement(odds.plan, retirementInputs(inputs), result, odds.fan.year),
  priceIndex: (odds, inputs) => yearlyIndex(odds.fan.year, inputs.inflation),
  returnSource: RETIREMENT_RETURN_VOLATILITY,
  withInflation: true,
};

// ─── The seven goal planners ─────────────────────────────────────────────────────────────────

export function goalOdds<Id extends string>(goalInputs: (inputs: Inputs<Id>) => GoalInputs): OddsPanelConfig<Id | OddsField, GoalResult & WithOdds, "goal"> {
  return {
    planner: "goal",
    request: (inputs, paths) => ({ planner: "goal", inputs: goalInputs(inputs), plan: yourPlan(inputs), settings: planSettings(inputs, paths) }),
    outcome: (_inputs, m) => m.planners.goal.outcome,
    oddsLabel: (_inputs, m) => m.planners.goal.yourOdds,
    figures: (odds, _inputs, m) => {
      const r = only(odds, "goal");
      const words = m.planners.goal;
      return [...historyFigures(odds, words, m), { id: "sipFor90", label: words.sipFor90, text: formatSimulatedRupees(r.sipFor90) }];
    },
    todo: (odds, _inputs, m) => {
      const r = only(odds, "goal");
      if (r.yourOdds !== null && r.yourOdds >= 0.9) return m.todo.reached;
      return todoSentence(m, r.sipFor90 === 0 ? [m.todo.savingsAlone] : sipPart(m, r.sipFor90, r.plan));
    },
    when: (year, _inputs, m) => m.duration.years(year),
    xAxis: (odds) => odds.fan.year,
    planLine: (odds, inputs) => {
      const goal = goalInputs(inputs);
      return steadySavings(odds.plan, goal.annualRate, Math.round(goal.years * 12), odds.fan.year);
    },
    priceIndex: (odds, inputs) => yearlyIndex(odds.fan.year, goalInputs(inputs).inflationRate),
    returnSource: EQUITY_RETURN_VOLATILITY,
    withInflation: true,
  };
}

// ─── First crore ─────────────────────────────────────────────────────────────────────────────

export type CroreOddsField = "monthlyInvestment" | "annualRate" | "inflationRate" | Exclude<OddsField, "sipNow" | "sipStepUp">;

export const CRORE_ODDS: OddsPanelConfig<CroreOddsField, CroreResult & WithOdds, "crore"> = {
  planner: "crore",
  request: (inputs, paths) => ({
    planner: "crore",
    inputs: { monthlyInvestment: inputs.monthlyInvestment, annualRate: inputs.annualRate, inflationRate: inputs.inflationRate },
    plan: { savingsNow: inputs.savingsNow },
    settings: planSettings(inputs, paths),
  }),
  outcome: () => null,
  oddsLabel: () => "",
  figures: (odds, _inputs, m) => {
    const r = only(odds, "crore");
    const words = m.planners.crore;
    const shared: OddsWords = m;
    return [
      { id: "monthsFor50", label: words.monthsFor50, text: formatMonths(r.monthsFor50, shared) },
      { id: "monthsFor90", label: words.monthsFor90, text: formatMonths(r.monthsFor90, shared) },
    ];
  },
  todo: () => null,
  when: (year, _inputs, m) => m.duration.years(year),
  xAxis: (odds) => odds.fan.year,
  planLine: (odds, inputs, result) => {
    const growth = 1 + inputs.annualRate / 1200;
    const plan = result.projection.value;
    return odds.fan.year.map((year, row) => (row < plan.length ? plan[row] : Number.NaN) + (inputs.savingsNow || 0) * growth ** Math.round(year * 12));
  },
  priceIndex: (odds, inputs) => odds.fan.year.map((year) => Math.exp(12 * year * Math.log1p(inputs.inflationRate / 1200))),
  returnSource: EQUITY_RETURN_VOLATILITY,
  withInflation: true,
};

// ─── SIP ─────────────────────────────────────────────────────────────────────────────────────

/** The SIP calculator's own plan fields: what is saved today, and an optional target (empty: none). */
export type SipPlanField = "savingsNow" | "target";

export function sipOdds<Id extends string>(
  sipInputs: (inputs: Inputs<Id>) => SipInputs,
): OddsPanelConfig<Id | Exclude<OddsField, "sipNow" | "sipStepUp"> | "target", SipResult & WithOdds, "sip"> {
  const target = (inputs: Readonly<Record<"target", number>>) => (Number.isFinite(inputs.target) && inputs.target > 0 ? inputs.target : null);
  return {
    planner: "sip",
    request: (inputs, paths) => ({
      planner: "sip",
      inputs: sipInputs(inputs),
      plan: { savingsNow: inputs.savingsNow },
      target: target(inputs),
      settings: planSettings(inputs, paths),
    }),
    outcome: (inputs, m) => {
      const goal = target(inputs);
      return goal === null ? null : m.planners.sip.outcome(formatSimulatedRupees(goal));
    },
    oddsLabel: (_inputs, m) => m.planners.sip.yourOdds,
    figures: (odds, _inputs, m) => {
      const r = only(odds, "sip");
      const words = m.planners.sip;
      const figures: OddsFigure[] = [...historyFigures(odds, words, m)];
      if (r.sipFor90 !== null) figures.push({ id: "sipFor90", label: words.sipFor90, text: formatSimulatedRupees(r.sipFor90) });
      figures.push(
        { id: "finalP10", label: words.finalP10, text: formatSimulatedRupees(r.finalP10) },
        { id: "finalP50", label: words.finalP50, text: formatSimulatedRupees(r.finalP50) },
        { id: "finalP90", label: words.finalP90, text: formatSimulatedRupees(r.finalP90) },
      );
      return figures;
    },
    todo: (odds, inputs, m) => {
      const r = only(odds, "sip");
      if (r.yourOdds === null || r.sipFor90 === null) return null;
      if (r.yourOdds >= 0.9) return m.todo.reached;
      const first = sipInputs(inputs).monthlyInvestment;
      return todoSentence(m, r.sipFor90 === 0 ? [m.todo.savingsAlone] : r.sipFor90 > first ? [m.todo.sip(formatSimulatedRupees(r.sipFor90))] : []);
    },
    when: (year, _inputs, m) => m.duration.years(year),
    xAxis: (odds) => odds.fan.year,
    planLine: (odds, inputs, result) => {
      const growth = 1 + sipInputs(inputs).annualRate / 1200;
      const plan = result.projection.total;
      return odds.fan.year.map((year, row) => (row < plan.length ? plan[row] : Number.NaN) + (inputs.savingsNow || 0) * growth ** Math.round(year * 12));
    },
    returnSource: EQUITY_RETURN_VOLATILITY,
    withInflation: false,
  };
}
