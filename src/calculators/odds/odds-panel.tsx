// "How likely is this plan to work?": a definition's section that shows the odds of the visitor's
// own plan its result carries (odds.ts), refines them once the inputs rest, and draws the fan of
// balances behind the same plan at steady rates. It leads with one sentence and what to do
// about it; how the future was drawn follows in plain words; in India's history every start
// year is a row of a table, and one path that fell short can be opened year by year.
import { memo, useCallback, useMemo, useState, type ReactNode } from "react";
import type uPlot from "uplot";
import type { ExplainedPath, HistoryTable, PlanOddsResult } from "../../../workers/calc-contract";
import { useTheme } from "../../app/theme";
import { calcClient } from "../../core/calc-client";
import { runPlanOdds } from "../../core/odds-pool";
import { INDIA_HISTORY } from "../../core/india-history";
import { fanChartOptions, INNER_BAND_ALPHA, OUTER_BAND_ALPHA, translucent } from "../../components/charts/fan-chart-options";
import { PALETTES } from "../../components/charts/palette";
import { UplotChart } from "../../components/charts/uplot-chart";
import { useLocale, useMessages } from "../../i18n/use-locale";
import { formatNumber, formatRupees } from "../../lib/format-money";
import type { SectionProps } from "../definition";
import { EQUITY_RETURN_VOLATILITY, EQUITY_RETURN_VOLATILITY_LONG_RUN, INFLATION_VOLATILITY, RETIREMENT_RETURN_VOLATILITY, type SourcedFigure } from "../reference-data";
import { oddsMessages } from "./messages/odds";
import type { OddsMessages } from "./messages/odds.en";
import { refinable, type WithOdds } from "./odds";
import { formatOdds, formatSimulatedRupees, marginPoints, perThousand } from "./odds-format";
import { useLastWithOdds } from "./last-odds";
import type { OddsPanelConfig, OddsPlanner } from "./planner-odds";
import { useRestingOdds } from "./resting-odds";
import "./odds-panel.css";
import { useRenderTiming } from "../../lib/render-timing";

const CHART_HEIGHT = 260;

export { formatMonths, formatOdds } from "./odds-format";
export type { OddsFigure, OddsPanelConfig, OddsPlanner } from "./planner-odds";

type AnyConfig<Id extends string, Result> = OddsPanelConfig<Id, Result, OddsPlanner>;
type Inputs<Id extends string> = Readonly<Record<Id, number>>;
/** The odds fields a panel reads, whichever planner it belongs to. */
type Settings = Readonly<Partial<Record<string, number>>>;

/** A sourced figure's source and date in the page's locale (the catalogue says each one's). */
function sourceOf(figure: SourcedFigure, m: OddsMessages): { source: string; asOf: string } {
  const s = m.sources;
  if (figure === EQUITY_RETURN_VOLATILITY) return s.equity;
  if (figure === EQUITY_RETURN_VOLATILITY_LONG_RUN) return s.equitySince1995;
  if (figure === RETIREMENT_RETURN_VOLATILITY) return s.retirement;
  if (figure === INFLATION_VOLATILITY) return s.inflationFigure;
  return figure;
}

function Sources({ m, returnSource, withInflation }: { m: OddsMessages; returnSource: SourcedFigure; withInflation: boolean }) {
  const line = (figure: SourcedFigure, say: (value: string, source: string, asOf: string) => string) => {
    const { source, asOf } = sourceOf(figure, m);
    return say(formatNumber(figure.value), source, asOf);
  };
  return (
    <p className="muted odds-sources">
      {line(returnSource, m.sources.returnDefault)}
      {line(EQUITY_RETURN_VOLATILITY_LONG_RUN, m.sources.cautious)}
      {withInflation && line(INFLATION_VOLATILITY, m.sources.inflation)}
    </p>
  );
}

/** The convention a history or bootstrap year follows, and whose data it is. */
function HistoryConvention({ m }: { m: OddsMessages }) {
  return (
    <p className="muted odds-sources" data-testid="odds-convention">
      {m.convention(INDIA_HISTORY.firstYear, INDIA_HISTORY.lastYear, formatNumber(INDIA_HISTORY.dividendPct), String(1 + INDIA_HISTORY.dividendPct / 100))}{" "}
      {m.attribution}
    </p>
  );
}

/** How the future was drawn, in plain words, and how sure the chance is. */
function explanation(odds: PlanOddsResult, settings: Settings, planner: OddsPlanner, withInflation: boolean, m: OddsMessages): string {
  const e = m.explain;
  const n = (value: number | undefined) => formatNumber(value ?? 0);
  const retirement = planner === "retirement";
  let text: string;
  if (odds.returnModel === "history") {
    text = retirement ? e.retirementHistory(n(settings.equityShare), n(settings.retiredEquityShare)) : e.history(n(settings.equityShare));
    if (odds.history?.wrapped) text += e.wrapped(INDIA_HISTORY.firstYear);
    if (odds.yourOdds !== null) text += e.count;
  } else {
    if (odds.returnModel === "bootstrap") text = e.bootstrap(INDIA_HISTORY.blockYears, n(settings.equityShare));
    else if (retirement) text = e.retirementLognormal(n(settings.preRetirementVolatility), n(settings.returnVolatility), n(settings.inflationVolatility));
    else text = e.lognormal(n(settings.returnVolatility), withInflation ? n(settings.inflationVolatility) : null);
    if (odds.oddsMargin !== null) text += e.margin(marginPoints(odds.oddsMargin));
  }
  return text + e.caveat;
}

export function oddsPanel<Id extends string, Result extends WithOdds, P extends OddsPlanner>(config: OddsPanelConfig<Id, Result, P>) {
  type BodyProps = Pick<SectionProps<Id, Result>, "result" | "inputs" | "latestResult">;
  const anyConfig = config as unknown as AnyConfig<Id, Result>;
  const runResting = (inputs: Inputs<Id>, paths: number) => runPlanOdds(calcClient(), config.request(inputs, paths));
  const OddsPanelBody = memo(function OddsPanelBody({ result, inputs, latestResult }: BodyProps) {
    useRenderTiming("OddsPanel");
    const m = useMessages(oddsMessages);
    const [inTodaysRupees, setInTodaysRupees] = useState(false);
    const odds = useRestingOdds(result, inputs, latestResult, runResting);
    if (result.oddsFailure) {
      return (
        <section className="card odds-panel" aria-labelledby="odds-heading">
          <h2 id="odds-heading">{m.heading}</h2>
          <p className="muted">{m.tooLong}</p>
        </section>
      );
    }
    if (!odds) return null;
    const settings = inputs as Settings;
    const outcome = config.outcome(inputs, m);
    const heading = config.planner === "sip" && outcome === null ? m.planners.sip.rangeHeading : m.heading;
    const history = odds.history;
    const lead =
      outcome === null || odds.yourOdds === null
        ? null
        : history
          ? m.lead.history(history.workedCount, history.startYears, history.startYear[0])
          : m.lead.simulated(formatNumber(perThousand(odds.yourOdds)), outcome);
    const followsPlan = "sipNow" in inputs && !Number.isFinite(settings.sipNow);
    const planLine =
      config.planner === "retirement" || config.planner === "goal"
        ? m.yourPlan.line(
            followsPlan ? m.yourPlan.theirs(formatRupees(odds.plan.sipNow)) : formatRupees(odds.plan.sipNow),
            formatRupees(odds.plan.savingsNow),
            odds.plan.sipStepUp > 0 ? m.yourPlan.stepUp(formatNumber(odds.plan.sipStepUp)) : "",
          )
        : null;
    const todo = config.todo(odds, inputs, m);
    const note = config.note?.(odds, inputs, m) ?? null;
    return (
      <section className="card odds-panel" aria-labelledby="odds-heading">
        <h2 id="odds-heading">{heading}</h2>
        {lead && (
          <p className="odds-lead" data-testid="odds-lead">
            {lead}
          </p>
        )}
        {todo && (
          <p className="odds-todo" data-testid="odds-todo">
            {todo}
          </p>
        )}
        {planLine && <p className="odds-plan">{planLine}</p>}
        <dl className="result-boxes">
          {odds.yourOdds !== null && (
            <div className="result-box card">
              <dt>{config.oddsLabel(inputs, m)}</dt>
              <dd data-testid="result-yourOdds">{formatOdds(odds.yourOdds, odds.returnModel !== "history", m)}</dd>
            </div>
          )}
          {config.figures(odds, inputs, m).map((figure) => (
            <div key={figure.id} className="result-box card">
              <dt>{figure.label}</dt>
              <dd data-testid={`result-${figure.id}`}>{figure.text}</dd>
            </div>
          ))}
        </dl>
        {note && <p className="odds-note">{note}</p>}
        <p className="convention muted" data-testid="odds-explanation">
          {explanation(odds, settings, config.planner, config.withInflation, m)}
        </p>
        {config.priceIndex && (
          <div className="odds-units" role="group" aria-label={m.units.group}>
            <label>
              <input type="radio" name="odds-units" checked={!inTodaysRupees} onChange={() => setInTodaysRupees(false)} /> {m.units.eachYear}
            </label>
            <label>
              <input type="radio" name="odds-units" checked={inTodaysRupees} onChange={() => setInTodaysRupees(true)} /> {m.units.today}
            </label>
          </div>
        )}
        <FanChart
          m={m}
          axis={m.planners[config.planner].axis}
          title={inTodaysRupees && config.priceIndex ? m.planners[config.planner].chartTitleToday : m.planners[config.planner].chartTitle}
          config={anyConfig}
          odds={odds}
          inputs={inputs}
          result={result}
          inTodaysRupees={inTodaysRupees && Boolean(config.priceIndex)}
        />
        {history && <HistoryRows m={m} history={history} config={anyConfig} inputs={inputs} />}
        {odds.explained && <PathRows m={m} path={odds.explained} config={anyConfig} inputs={inputs} />}
        {odds.returnModel === "lognormal" ? <Sources m={m} returnSource={config.returnSource} withInflation={config.withInflation} /> : <HistoryConvention m={m} />}
        {/* The number of futures is for the tests and the bench (data-paths), not the visitor's text. */}
        <p className="muted odds-status" data-testid="odds-paths" data-paths={odds.paths} role="status">
          {refinable(odds) ? m.status.refining : ""}
        </p>
      </section>
    );
  });
  return function OddsPanel({ result, inputs, latestResult }: SectionProps<Id, Result>) {
    const shown = useLastWithOdds(result, inputs);
    return <OddsPanelBody result={shown.result} inputs={shown.inputs} latestResult={latestResult} />;
  };
}

interface RowsProps<Id extends string, Result> {
  m: OddsMessages;
  config: AnyConfig<Id, Result>;
  inputs: Inputs<Id>;
}

/** Every start year replayed: one row each, balances in today's rupees. */
function HistoryRows<Id extends string, Result>({ m, history, config, inputs }: RowsProps<Id, Result> & { history: HistoryTable }) {
  const h = m.history;
  const rows = history.startYear.length;
  const caption = h.caption(history.startYear[0], history.startYear[rows - 1]);
  return (
    <details className="odds-details">
      <summary>{h.summary}</summary>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="odds-table" data-testid="odds-history-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{h.startYear}</th>
              <th scope="col">{h.worked}</th>
              <th scope="col">{h.lowest}</th>
              <th scope="col">{h.end}</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, row) => (
              <tr key={history.startYear[row]}>
                <th scope="row">{h.fy(history.startYear[row])}</th>
                <td>{history.worked[row] ? h.yes : history.runOutYear[row] > 0 ? h.ranOut(config.when(history.runOutYear[row], inputs, m)) : h.no}</td>
                <td>{formatSimulatedRupees(history.lowestBalanceReal[row])}</td>
                <td>{formatSimulatedRupees(history.endBalanceReal[row])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

const percent = (value: number) => `${formatNumber(Math.round(value * 10) / 10)}%`;

/** One path that fell short, year by year: when and why it ran out. */
function PathRows<Id extends string, Result>({ m, path, config, inputs }: RowsProps<Id, Result> & { path: ExplainedPath }) {
  const p = m.path;
  const rows = path.year.length;
  const replayed = path.source.kind === "history" || path.dataYear.some((year) => year > 0);
  const withdraws = path.withdrawal.some((value) => value > 0);
  const retirement = config.planner === "retirement";
  const yearLabel = (row: number) => (retirement ? String((inputs as Inputs<string>).currentAge + path.year[row] - 1) : formatNumber(path.year[row]));
  const ranOutRow = withdraws ? path.balance.findIndex((balance, row) => balance <= 0 && path.withdrawal[row] > 0) : -1;
  let lowest = Number.POSITIVE_INFINITY;
  let highest = Number.NEGATIVE_INFINITY;
  for (const value of path.returnPct) {
    lowest = Math.min(lowest, value);
    highest = Math.max(highest, value);
  }
  const story =
    (ranOutRow >= 0
      ? p.ranOut(config.when(path.year[ranOutRow], inputs, m))
      : p.ended(formatSimulatedRupees(path.balance[rows - 1]), formatSimulatedRupees(path.balanceReal[rows - 1]))) +
    (rows > 0 ? p.worst(percent(lowest), percent(highest)) : "");
  const caption = path.source.kind === "history" ? p.captionHistory(path.source.startYear) : p.captionSimulated;
  return (
    <details className="odds-details" data-testid="odds-path">
      <summary>{path.source.kind === "history" ? p.summaryHistory(path.source.startYear) : p.summarySimulated}</summary>
      <p>{story}</p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
        <table className="odds-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{retirement ? m.planners.retirement.axis : p.year}</th>
              {replayed && <th scope="col">{p.dataYear}</th>}
              <th scope="col">{p.returnPct}</th>
              <th scope="col">{p.inflationPct}</th>
              <th scope="col">{p.contribution}</th>
              {withdraws && <th scope="col">{p.withdrawal}</th>}
              <th scope="col">{p.balance}</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: rows }, (_, row) => (
              <tr key={row}>
                <th scope="row">{yearLabel(row)}</th>
                {replayed && <td>{m.history.fy(path.dataYear[row])}</td>}
                <td>{percent(path.returnPct[row])}</td>
                <td>{percent(path.inflationPct[row])}</td>
                <td>{formatRupees(path.contribution[row])}</td>
                {withdraws && <td>{formatRupees(path.withdrawal[row])}</td>}
                <td>{formatRupees(path.balance[row])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

interface FanChartProps<Id extends string, Result> {
  m: OddsMessages;
  /** The x axis's label and the chart's title, in the page's locale. */
  axis: string;
  title: string;
  config: AnyConfig<Id, Result>;
  odds: PlanOddsResult;
  inputs: Inputs<Id>;
  result: Result;
  inTodaysRupees: boolean;
}

function divided(values: Float64Array, by: Float64Array | undefined, rows: number): Float64Array {
  const out = new Float64Array(rows);
  for (let row = 0; row < rows; row++) out[row] = by ? values[row] / by[row] : values[row];
  return out;
}

function FanChart<Id extends string, Result>({ m, axis, title, config, odds, inputs, result, inTodaysRupees }: FanChartProps<Id, Result>) {
  useRenderTiming("FanChart");
  const { theme } = useTheme();
  const palette = PALETTES[theme];
  const xValues = useMemo(() => config.xAxis(odds, inputs), [config, odds, inputs]);
  const data = useMemo((): uPlot.AlignedData => {
    const fan = odds.fan;
    const rows = fan.year.length;
    const index = inTodaysRupees ? config.priceIndex?.(odds, inputs) : undefined;
    const planColumn = divided(config.planLine(odds, inputs, result), index, rows);
    return [xValues, ...(inTodaysRupees ? [fan.realP10, fan.realP25, fan.realP50, fan.realP75, fan.realP90] : [fan.p10, fan.p25, fan.p50, fan.p75, fan.p90]), planColumn];
  }, [config, odds, inputs, result, inTodaysRupees, xValues]);
  const chartWords = m.chart;
  const locale = useLocale();
  const options = useCallback(
    (width: number) => fanChartOptions({ xLabel: axis, locale, width, height: CHART_HEIGHT, series: chartWords }, palette),
    [axis, locale, chartWords, palette],
  );
  const legend: { swatch: ReactNode; text: string }[] = [
    { swatch: <span className="odds-swatch line" style={{ background: palette.tones.accent }} />, text: chartWords.legendPlan },
    { swatch: <span className="odds-swatch dashed" style={{ borderColor: palette.tones.accent2 }} />, text: chartWords.legendMiddle },
    { swatch: <span className="odds-swatch" style={{ background: translucent(palette.tones.accent2, INNER_BAND_ALPHA + OUTER_BAND_ALPHA) }} />, text: chartWords.legendHalf },
    { swatch: <span className="odds-swatch" style={{ background: translucent(palette.tones.accent2, OUTER_BAND_ALPHA) }} />, text: chartWords.legendEight },
  ];
  return (
    <figure className="odds-chart">
      <figcaption>{title}</figcaption>
      <UplotChart options={options} data={data} height={CHART_HEIGHT} label={chartWords.label(title)} />
      <ul className="odds-legend">
        {legend.map((entry) => (
          <li key={entry.text}>
            <span aria-hidden="true">{entry.swatch}</span>
            {entry.text}
          </li>
        ))}
      </ul>
    </figure>
  );
}
