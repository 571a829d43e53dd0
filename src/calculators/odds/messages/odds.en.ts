// "How likely is this plan to work?" (odds-panel.tsx, planner-odds.ts): the panel's words in
// English. Each planner's figures, axis, chart title and what success
// means are under `planners`; the sources of the volatility defaults are reference-data.ts's.
import {
  EQUITY_RETURN_VOLATILITY,
  EQUITY_RETURN_VOLATILITY_LONG_RUN,
  INFLATION_VOLATILITY,
  RETIREMENT_RETURN_VOLATILITY,
} from "../../reference-data";
import { ENGLISH_ODDS_WORDS } from "../odds-format";

const drawn = (returnVolatility: string, inflation: string) =>
  `The return you entered is read as the typical year's compound growth: each simulated year's growth is drawn around it ` +
  `(standard deviation ${returnVolatility}% a year)${inflation} each year independently, so the plan as computed works in about half the paths. `;
const chartTitle = (balance: string) => `What ${balance} could be worth`;
const chartTitles = (balance: string) => ({ chartTitle: chartTitle(balance), chartTitleToday: `${chartTitle(balance)}, in today's rupees` });

export const messages = {
  heading: "How likely is this plan to work?",
  tooLong: "The odds are simulated for plans of up to 100 years; these inputs go beyond that.",
  share: ENGLISH_ODDS_WORDS.share,
  duration: ENGLISH_ODDS_WORDS.duration,
  convention: {
    drawn: (returnVolatility: string) => drawn(returnVolatility, ","),
    drawnWithInflation: (returnVolatility: string, inflationVolatility: string) =>
      drawn(returnVolatility, ` and inflation around its rate (${inflationVolatility}% a year),`),
    success: (meaning: string) => `Success means ${meaning}. `,
    paths: (paths: string) => `${paths} paths, the same fixed seed every time.`,
  },
  units: { group: "Show the chart in", eachYear: "Rupees of each year", today: "Today's rupees" },
  status: {
    paths: (paths: string, threads: string) => `${paths} simulated paths, ${threads}`,
    threads: (count: number) => `on ${count} threads`,
    oneThread: "on one thread",
    refining: "; refining to 10,000 once the inputs rest…",
    done: ".",
  },
  sources: {
    returnDefault: (value: string, source: string, asOf: string) => `Return volatility default: ${value}% (${source}, ${asOf}). `,
    cautious: (value: string, source: string, asOf: string) => `A more cautious long-run figure: ${value}% (${source}, ${asOf}).`,
    inflation: (value: string, source: string, asOf: string) => ` Inflation volatility default: ${value}%: ${source} (${asOf}).`,
    caveat: " Past swings are no promise of future ones; change the figures in the form's ‘Assumptions for the odds’.",
    /** Each sourced figure's source and date (reference-data.ts), by name. */
    equity: { source: EQUITY_RETURN_VOLATILITY.source, asOf: EQUITY_RETURN_VOLATILITY.asOf },
    equitySince1995: { source: EQUITY_RETURN_VOLATILITY_LONG_RUN.source, asOf: EQUITY_RETURN_VOLATILITY_LONG_RUN.asOf },
    retirement: { source: RETIREMENT_RETURN_VOLATILITY.source, asOf: RETIREMENT_RETURN_VOLATILITY.asOf },
    inflationFigure: { source: INFLATION_VOLATILITY.source, asOf: INFLATION_VOLATILITY.asOf },
  },
  chart: {
    label: (title: string) => `${title}: the range of simulated balances each year, behind the plan at a steady return.`,
    legendPlan: "Your plan, if the return were the same every year",
    legendMiddle: "The middle path: half the simulated paths end above it, half below",
    legendHalf: "Half of all paths end up in the darker band",
    legendEight: "8 in 10 paths end up within the lighter band",
    /** The chart's series (its tooltip). */
    p10: "10th percentile",
    p25: "25th percentile",
    median: "Median path",
    p75: "75th percentile",
    p90: "90th percentile",
    plan: "The plan at a steady return",
  },
  planners: {
    retirement: {
      chance: (age: number) => `Chance the corpus lasts to age ${age}`,
      corpusFor90: "Corpus for a 90% chance",
      runOutAge: "Where it runs short, the money typically runs out at age",
      axis: "Age",
      ...chartTitles("the corpus"),
      success:
        "the corpus pays every year's withdrawal to the life expectancy; the simulation starts at retirement with the corpus computed above (the capital-back fund is kept aside)",
    },
    goal: {
      chance: "Chance the monthly investment reaches the goal",
      sipFor90: "Monthly investment for a 90% chance",
      axis: "Years",
      ...chartTitles("your savings"),
      success: "the savings are at least the goal's cost, grown by that path's inflation, on the goal date",
    },
    crore: {
      monthsFor50: "Half the paths reach the crore by",
      monthsFor90: "9 in 10 paths reach it by",
      axis: "Years",
      ...chartTitles("your SIP"),
      success: "the SIP's value reaches ₹1 crore grown by that path's inflation (the months are counted in each path)",
    },
    sip: {
      finalP10: "Final value: 1 in 10 paths end below",
      finalP50: "Final value: the middle path",
      finalP90: "Final value: 1 in 10 paths end above",
      axis: "Years",
      ...chartTitles("your SIP"),
      success: "",
    },
  },
};

export type OddsMessages = typeof messages;
