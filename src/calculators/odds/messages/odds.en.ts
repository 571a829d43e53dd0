// "How likely is this plan to work?" (odds-panel.tsx, planner-odds.ts): the panel's words in
// English. It leads with a sentence a visitor can read aloud, then what to do about it; how the
// future was drawn comes after, in plain words. Each planner's figures, axis, chart title and
// what success means are under `planners`; the sources of the volatility defaults are
// reference-data.ts's, the history's are data/india-history/SOURCES.md's.
import {
  EQUITY_RETURN_VOLATILITY,
  EQUITY_RETURN_VOLATILITY_LONG_RUN,
  INFLATION_VOLATILITY,
  RETIREMENT_RETURN_VOLATILITY,
} from "../../reference-data";
import { ENGLISH_ODDS_WORDS } from "../odds-format";

const chartTitle = (balance: string) => `What ${balance} could be worth`;
const chartTitles = (balance: string) => ({ chartTitle: chartTitle(balance), chartTitleToday: `${chartTitle(balance)}, in today's rupees` });
const fy = (year: number) => `FY${year}`;

export const messages = {
  heading: "How likely is this plan to work?",
  tooLong: "The odds are simulated for plans of up to 100 years; these inputs go beyond that.",
  odds: ENGLISH_ODDS_WORDS.odds,
  duration: ENGLISH_ODDS_WORDS.duration,
  /** The sentence the panel opens with. */
  lead: {
    simulated: (count: string, outcome: string) => `In about ${count} of 1,000 simulated futures, ${outcome}.`,
    history: (worked: number, of: number, since: number) => `In ${worked} of India's ${of} start years since ${fy(since)}, this plan worked.`,
  },
  /** The plan the odds are of. */
  yourPlan: {
    line: (sip: string, saved: string, stepUp: string) => `Your plan: ${sip} a month${stepUp}, with ${saved} already saved.`,
    theirs: (sip: string) => `${sip} (the plan's own SIP; set yours under ‘Your plan’)`,
    stepUp: (percent: string) => `, ${percent}% more each year`,
  },
  /** What to do about it. */
  todo: {
    reached: "Your plan already works in at least 9 futures in 10.",
    intro: "For a 90% chance: ",
    sip: (sip: string) => `invest ${sip} a month`,
    age: (age: number) => `retire at ${age}`,
    spend: (spend: string) => `spend at most ${spend} a month in today's rupees`,
    or: ", or ",
    end: ".",
    savingsAlone: "what you have saved already does it",
  },
  /** How the future was drawn, and how sure the figure is. */
  explain: {
    lognormal: (volatility: string, inflation: string | null) =>
      `Each simulated future draws every year's return around the rate you entered, swinging by about ${volatility}% in a typical year` +
      (inflation === null ? "." : `, and every year's inflation around yours, swinging by about ${inflation} points.`),
    retirementLognormal: (before: string, after: string, inflation: string) =>
      `Each simulated future draws every year's return around the rates you entered, swinging by about ${before}% in a typical year before retirement and ${after}% after, and every year's inflation around yours, swinging by about ${inflation} points.`,
    history: (equity: string) =>
      `Each start year replays India's real years from then on: the Sensex's growth with dividends for the ${equity}% in equity, the PPF rate for the rest (rebalanced each April), and that year's inflation.`,
    retirementHistory: (before: string, after: string) =>
      `Each start year replays India's real years from then on: the Sensex's growth with dividends for the share in equity (${before}% before retirement, ${after}% after), the PPF rate for the rest (rebalanced each April), and that year's inflation.`,
    bootstrap: (block: number, equity: string) =>
      `Each simulated future strings together blocks of ${block} consecutive Indian years drawn at random, each year keeping its own inflation beside its returns, with ${equity}% in equity and the rest at the PPF rate.`,
    wrapped: (first: number) => ` This plan is longer than India's data, so each window wraps around to ${fy(first)}.`,
    margin: (points: string) => ` The chance is an estimate from the simulated futures, good to about ±${points} points.`,
    count: " The chance is a count of India's actual start years, not an estimate.",
    caveat: " The past is no promise of the future; change the figures in the form's ‘Assumptions for the odds’.",
  },
  /** The rule a history row follows, so anyone can recompute it. */
  convention: (first: number, last: number, dividendPct: string, factor: string) =>
    `How a year is read: financial year t runs April t−1 to March t (${fy(first)} to ${fy(last)}). Equity grows by the Sensex at the end of March t ÷ the Sensex at the end of March t−1 × ${factor} (dividends at ${dividendPct}% a year). Inflation in FY t is the World Bank's CPI inflation of calendar year t−1. The safe asset earns the PPF rate in force on 1 April t−1. SIPs are paid monthly and withdrawals yearly, with each year's growth and inflation spread evenly over its months.`,
  attribution: "Data: Sensex, BSE; CPI inflation, World Bank (CC BY 4.0); PPF rates, Government of India notifications.",
  units: { group: "Show the chart in", eachYear: "Rupees of each year", today: "Today's rupees" },
  status: {
    refining: "Refining the figures…",
  },
  sources: {
    returnDefault: (value: string, source: string, asOf: string) => `Return volatility default: ${value}% (${source}, ${asOf}). `,
    cautious: (value: string, source: string, asOf: string) => `A more cautious long-run figure: ${value}% (${source}, ${asOf}).`,
    inflation: (value: string, source: string, asOf: string) => ` Inflation volatility default: ${value}%: ${source} (${asOf}).`,
    /** Each sourced figure's source and date (reference-data.ts), by name. */
    equity: { source: EQUITY_RETURN_VOLATILITY.source, asOf: EQUITY_RETURN_VOLATILITY.asOf },
    equitySince1995: { source: EQUITY_RETURN_VOLATILITY_LONG_RUN.source, asOf: EQUITY_RETURN_VOLATILITY_LONG_RUN.asOf },
    retirement: { source: RETIREMENT_RETURN_VOLATILITY.source, asOf: RETIREMENT_RETURN_VOLATILITY.asOf },
    inflationFigure: { source: INFLATION_VOLATILITY.source, asOf: INFLATION_VOLATILITY.asOf },
  },
  chart: {
    label: (title: string) => `${title}: the range of balances each year across the futures, behind the plan at a steady return.`,
    legendPlan: "Your plan, if the return were the same every year",
    legendMiddle: "The middle future: half end above it, half below",
    // The inner band is drawn more strongly than the outer one in both themes: on a light page it
    // looks darker, on a dark page lighter, so the legend names it by its place and strength.
    legendHalf: "Half of the futures end up in the inner, stronger band",
    legendEight: "8 in 10 end up within the outer, fainter band",
    /** The chart's series (its tooltip). */
    p10: "10th percentile",
    p25: "25th percentile",
    median: "Middle future",
    p75: "75th percentile",
    p90: "90th percentile",
    plan: "The plan at a steady return",
  },
  /** Every start year, in the history model. */
  history: {
    summary: "Every start year",
    success: (worked: number, of: number, since: number, share: string) => `${worked} of ${of} start years since ${fy(since)}, ${share}`,
    caption: (first: number, last: number) => `Your plan started in each year from ${fy(first)} to ${fy(last)}, balances in today's rupees`,
    startYear: "Start year",
    worked: "Worked?",
    yes: "Yes",
    no: "No",
    ranOut: (age: string) => `No, ran out ${age}`,
    lowest: "Lowest point",
    end: "Left at the end",
    fy,
  },
  /** One path, year by year. */
  path: {
    summaryHistory: (year: number) => `Why it fell short: starting in ${fy(year)}, year by year`,
    summarySimulated: "Why it fell short: one failed future, year by year",
    captionHistory: (year: number) => `Your plan started in ${fy(year)}, year by year`,
    captionSimulated: "One simulated future in which your plan fell short, year by year",
    ranOut: (when: string) => `The money ran out ${when}.`,
    ended: (balance: string, today: string) => `It ended at ${balance}, ${today} in today's rupees.`,
    worst: (low: string, high: string) => ` Its returns ranged from ${low} to ${high} a year.`,
    year: "Year",
    dataYear: "Year replayed",
    returnPct: "Return",
    inflationPct: "Inflation",
    contribution: "Invested",
    withdrawal: "Withdrawn",
    balance: "Balance",
  },
  planners: {
    retirement: {
      outcome: (age: number) => `your money lasted to age ${age}`,
      yourOdds: (age: number) => `Chance your money lasts to age ${age}`,
      historySuccess: "Start years in which it lasted",
      worstStartYear: "Worst start year",
      sipFor90: "Monthly SIP for a 90% chance",
      corpusFor90: "Corpus at retirement for a 90% chance",
      earliestAgeFor90: "Earliest retirement age for a 90% chance",
      spendFor90: "Monthly spend for a 90% chance (today's rupees)",
      noAge: "None before the life expectancy",
      runOutAge: "Where it runs short, the money typically runs out at age",
      compare: (for90: string, planned: string, more: string) =>
        `A 90% chance needs ${for90} at retirement, ${more}% more than the ${planned} the plan computes (the capital-back fund kept aside in both).`,
      ranOutAt: (age: number) => `at age ${age}`,
      axis: "Age",
      ...chartTitles("your savings"),
    },
    goal: {
      outcome: "your savings reached the goal",
      yourOdds: "Chance your plan reaches the goal",
      historySuccess: "Start years in which it reached the goal",
      worstStartYear: "Worst start year",
      sipFor90: "Monthly SIP for a 90% chance",
      axis: "Years",
      ...chartTitles("your savings"),
    },
    crore: {
      monthsFor50: "Half the futures reach the crore by",
      monthsFor90: "9 in 10 futures reach it by",
      axis: "Years",
      ...chartTitles("your SIP"),
    },
    sip: {
      /** No target: the panel shows the range of outcomes. */
      rangeHeading: "Where your SIP could end up",
      outcome: (target: string) => `your SIP reached ${target}`,
      yourOdds: "Chance of reaching your target",
      historySuccess: "Start years in which it reached the target",
      worstStartYear: "Worst start year",
      sipFor90: "Monthly investment for a 90% chance",
      finalP10: "Final value: 1 in 10 futures end below",
      finalP50: "Final value: the middle future",
      finalP90: "Final value: 1 in 10 futures end above",
      axis: "Years",
      ...chartTitles("your SIP"),
    },
  },
};

export type OddsMessages = typeof messages;
