// "How likely is this plan to work?": a definition's section that shows the
// simulated odds its result carries (odds.ts), refines them to RESTING_PATHS once the inputs
// rest, and draws the fan of simulated balances behind the plan at a steady return.
import { memo, useCallback, useMemo, useState, type ReactNode } from "react";
import type uPlot from "uplot";
import type { OddsResult, OddsSettings } from "../../../workers/calc-contract";
import { useTheme } from "../../app/theme";
import { calcClient } from "../../core/calc-client";
import { oddsPoolSize, runOdds } from "../../core/odds-pool";
import { fanChartOptions, INNER_BAND_ALPHA, OUTER_BAND_ALPHA, translucent } from "../../components/charts/fan-chart-options";
import { PALETTES } from "../../components/charts/palette";
import { UplotChart } from "../../components/charts/uplot-chart";
import { useLocale, useMessages } from "../../i18n/use-locale";
import { formatNumber } from "../../lib/format-money";
import type { SectionProps } from "../definition";
import { EQUITY_RETURN_VOLATILITY, EQUITY_RETURN_VOLATILITY_LONG_RUN, INFLATION_VOLATILITY, RETIREMENT_RETURN_VOLATILITY, type SourcedFigure } from "../reference-data";
import { oddsMessages } from "./messages/odds";
import type { OddsMessages } from "./messages/odds.en";
import { RESTING_PATHS, type WithOdds } from "./odds";
import type { OddsField } from "./odds-fields";
import type { OddsWords } from "./odds-format";
import { useLastWithOdds } from "./last-odds";
import { useRestingOdds } from "./resting-odds";
import "./odds-panel.css";

const CHART_HEIGHT = 260;

export { formatMonths, formatShare } from "./odds-format";

/** The planners with an odds panel, each with its words in the catalogue (messages/odds.*.ts). */
export type OddsPlanner = keyof OddsMessages["planners"];

/** One figure of the panel, shown as data-testid="result-<id>". */
export interface OddsFigure {
  id: string;
  label: string;
  text: string;
}

export interface OddsPanelConfig<Id extends string, Result, P extends OddsPlanner = OddsPlanner> {
  /** Whose words the panel uses (figures' labels, axis, chart title, what success means). */
  planner: P;
  /** The simulation request for these inputs at `paths` paths. */
  request(inputs: Readonly<Record<Id, number>>, paths: number): Parameters<typeof runOdds>[1];
  /** The panel's figures, labelled with the planner's words in the page's locale. */
  figures(odds: OddsResult, inputs: Readonly<Record<Id, number>>, result: Result, words: OddsMessages["planners"][P], shared: OddsWords): OddsFigure[];
  /** The x axis's value for each row of the fan (its label is the planner's `axis`). */
  xAxis(odds: OddsResult, inputs: Readonly<Record<Id, number>>): Float64Array;
  /** The deterministic plan's balance for each row of the fan, in rupees of each year. */
  planLine(result: Result): Float64Array;
  /** Prices at each row's end against today's on the entered inflation (to show today's rupees); none without inflation. */
  priceIndex?(odds: OddsResult, inputs: Readonly<Record<Id, number>>): Float64Array;
  /** The return default's source, shown under the panel. */
  returnSource: SourcedFigure;
}

function conventionLine(
  m: OddsMessages,
  settings: Pick<OddsSettings, "returnVolatility" | "inflationVolatility">,
  paths: number,
  withInflation: boolean,
  successMeaning: string,
): string {
  const c = m.convention;
  const returnVolatility = formatNumber(settings.returnVolatility);
  const drawn = withInflation ? c.drawnWithInflation(returnVolatility, formatNumber(settings.inflationVolatility)) : c.drawn(returnVolatility);
  return drawn + (successMeaning ? c.success(successMeaning) : "") + c.paths(formatNumber(paths));
}

/** A sourced figure's source and date in the page's locale (the catalogue says each one's). */
function sourceOf(figure: SourcedFigure, m: OddsMessages): { source: string; asOf: string } {
  const s = m.sources;
  if (figure === EQUITY_RETURN_VOLATILITY) return s.equity;
  if (figure === EQUITY_RETURN_VOLATILITY_LONG_RUN) return s.equitySince1995;
  if (figure === RETIREMENT_RETURN_VOLATILITY) return s.retirement;
  if (figure === INFLATION_VOLATILITY) return s.inflationFigure;
  return figure;
}

/** 'on 4 threads' / 'on one thread': how many workers the simulation ran on. */
function threadsLabel(m: OddsMessages): string {
  const size = oddsPoolSize();
  return size >= 2 ? m.status.threads(size) : m.status.oneThread;
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
      {m.sources.caveat}
    </p>
  );
}

export function oddsPanel<Id extends string, Result extends WithOdds, P extends OddsPlanner>(config: OddsPanelConfig<Id, Result, P>) {
  type BodyProps = Pick<SectionProps<Id, Result>, "result" | "inputs" | "latestResult">;
  const runResting = (inputs: Readonly<Record<Id, number>>, paths: number) => runOdds(calcClient(), config.request(inputs, paths));
  const OddsPanelBody = memo(function OddsPanelBody({ result, inputs, latestResult }: BodyProps) {
    const m = useMessages(oddsMessages);
    const words = m.planners[config.planner];
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
    const settings = inputs as Readonly<Partial<Record<OddsField, number>>>;
    const withInflation = settings.inflationVolatility !== undefined;
    const refining = odds.paths < RESTING_PATHS;
    return (
      <section className="card odds-panel" aria-labelledby="odds-heading">
        <h2 id="odds-heading">{m.heading}</h2>
        <dl className="result-boxes">
          {config.figures(odds, inputs, result, words, m).map((figure) => (
            <div key={figure.id} className="result-box card">
              <dt>{figure.label}</dt>
              <dd data-testid={`result-${figure.id}`}>{figure.text}</dd>
            </div>
          ))}
        </dl>
        <p className="convention muted">
          {conventionLine(m, { returnVolatility: settings.returnVolatility ?? 0, inflationVolatility: settings.inflationVolatility ?? 0 }, odds.paths, withInflation, words.success)}
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
        <FanChart m={m} axis={words.axis} title={inTodaysRupees && config.priceIndex ? words.chartTitleToday : words.chartTitle} config={config} odds={odds} inputs={inputs} result={result} inTodaysRupees={inTodaysRupees && Boolean(config.priceIndex)} />
        <p className="muted odds-status" data-testid="odds-paths">
          {m.status.paths(formatNumber(odds.paths), threadsLabel(m))}
          {refining ? m.status.refining : m.status.done}
        </p>
        <Sources m={m} returnSource={config.returnSource} withInflation={withInflation} />
      </section>
    );
  });
  return function OddsPanel({ result, inputs, latestResult }: SectionProps<Id, Result>) {
    const shown = useLastWithOdds(result, inputs);
    return <OddsPanelBody result={shown.result} inputs={shown.inputs} latestResult={latestResult} />;
  };
}

interface FanChartProps<Id extends string, Result> {
  m: OddsMessages;
  /** The x axis's label and the chart's title, in the page's locale. */
  axis: string;
  title: string;
  config: OddsPanelConfig<Id, Result, OddsPlanner>;
  odds: OddsResult;
  inputs: Readonly<Record<Id, number>>;
  result: Result;
  inTodaysRupees: boolean;
}

function divided(values: Float64Array, by: Float64Array | undefined, rows: number): Float64Array {
  const out = new Float64Array(rows);
  for (let row = 0; row < rows; row++) out[row] = by ? values[row] / by[row] : values[row];
  return out;
}

function FanChart<Id extends string, Result>({ m, axis, title, config, odds, inputs, result, inTodaysRupees }: FanChartProps<Id, Result>) {
  const { theme } = useTheme();
  const palette = PALETTES[theme];
  const xValues = useMemo(() => config.xAxis(odds, inputs), [config, odds, inputs]);
  const data = useMemo((): uPlot.AlignedData => {
    const fan = odds.fan;
    const rows = fan.year.length;
    const plan = config.planLine(result);
    const planRows = Math.min(rows, plan.length);
    const index = inTodaysRupees ? config.priceIndex?.(odds, inputs) : undefined;
    const planColumn = divided(plan, index, planRows);
    return [
      xValues,
      ...(inTodaysRupees ? [fan.realP10, fan.realP25, fan.realP50, fan.realP75, fan.realP90] : [fan.p10, fan.p25, fan.p50, fan.p75, fan.p90]),
      rows === planRows ? planColumn : Float64Array.from({ length: rows }, (_, row) => (row < planRows ? planColumn[row] : Number.NaN)),
    ];
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
