// "How likely is this plan to work?" (issue 12): a definition's section that shows the
// simulated odds its result carries (odds.ts), refines them to RESTING_PATHS once the inputs
// rest, and draws the fan of simulated balances behind the plan at a steady return.
import { memo, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type uPlot from "uplot";
import type { OddsResult, OddsSettings } from "../../../workers/calc-contract";
import { useTheme } from "../../app/theme";
import { calcClient } from "../../core/calc-client";
import { oddsThreadsLabel, runOdds } from "../../core/odds-pool";
import { fanChartOptions, INNER_BAND_ALPHA, OUTER_BAND_ALPHA, translucent } from "../../components/charts/fan-chart-options";
import { PALETTES } from "../../components/charts/palette";
import { UplotChart } from "../../components/charts/uplot-chart";
import { formatNumber } from "../../lib/format-money";
import type { SectionProps } from "../definition";
import { EQUITY_RETURN_VOLATILITY_SINCE_1995, INFLATION_VOLATILITY, type SourcedFigure } from "../reference-data";
import { REST_DELAY_MS, RESTING_PATHS, type WithOdds } from "./odds";
import type { OddsField } from "./odds-fields";
import { useLastWithOdds } from "./last-odds";
import "./odds-panel.css";

const CHART_HEIGHT = 260;
export const ODDS_HEADING = "How likely is this plan to work?";

/** One figure of the panel, shown as data-testid="result-<id>". */
export interface OddsFigure {
  id: string;
  label: string;
  text: string;
}

export interface OddsPanelConfig<Id extends string, Result> {
  /** The simulation request for these inputs at `paths` paths. */
  request(inputs: Readonly<Record<Id, number>>, paths: number): Parameters<typeof runOdds>[1];
  /** The panel's figures. */
  figures(odds: OddsResult, inputs: Readonly<Record<Id, number>>, result: Result): OddsFigure[];
  /** The x axis: its label and its value for each row of the fan. */
  xAxis(odds: OddsResult, inputs: Readonly<Record<Id, number>>): { label: string; values: Float64Array };
  /** The deterministic plan's balance for each row of the fan, in rupees of each year. */
  planLine(result: Result): Float64Array;
  /** Prices at each row's end against today's on the entered inflation (to show today's rupees); none without inflation. */
  priceIndex?(odds: OddsResult, inputs: Readonly<Record<Id, number>>): Float64Array;
  /** What the balance is ('the corpus', 'your SIP'), for the chart's title. */
  balanceName: string;
  /** The return default's source, shown under the panel. */
  returnSource: SourcedFigure;
  /** What success means here, in the convention line ('the corpus lasts to the life expectancy'); none for a plan without a goal. */
  successMeaning?: string;
}

/** '48.7%'; never rounds a share short of certainty up to 100%. */
export function formatShare(share: number): string {
  const percent = Math.round(share * 1000) / 10;
  if (share < 1 && percent >= 100) return "over 99.9%";
  if (share > 0 && percent <= 0) return "under 0.1%";
  return `${formatNumber(percent)}%`;
}

/** '21 years 2 months'; 'Not within 100 years' for 0. */
export function formatMonths(months: number): string {
  if (!(months > 0)) return "Not within 100 years";
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? "year" : "years"}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? "month" : "months"}`);
  return parts.join(" ");
}

function conventionLine(
  settings: Pick<OddsSettings, "returnVolatility" | "inflationVolatility">,
  paths: number,
  withInflation: boolean,
  successMeaning: string | undefined,
): string {
  const inflation = withInflation ? ` and inflation around its rate (${formatNumber(settings.inflationVolatility)}% a year),` : ",";
  return (
    `The return you entered is read as the typical year's compound growth: each simulated year's growth is drawn around it ` +
    `(standard deviation ${formatNumber(settings.returnVolatility)}% a year)${inflation} each year independently, so the plan as computed works in about half the paths. ` +
    (successMeaning ? `Success means ${successMeaning}. ` : "") +
    `${formatNumber(paths)} paths, the same fixed seed every time.`
  );
}

export function oddsPanel<Id extends string, Result extends WithOdds>(config: OddsPanelConfig<Id, Result>) {
  type BodyProps = Pick<SectionProps<Id, Result>, "result" | "inputs">;
  const OddsPanelBody = memo(function OddsPanelBody({ result, inputs }: BodyProps) {
    const [refined, setRefined] = useState<{ forResult: Result; odds: OddsResult } | null>(null);
    const [inTodaysRupees, setInTodaysRupees] = useState(false);

    // Once these inputs rest, the finer run; dropped if the result changes first.
    useEffect(() => {
      if (!result.odds || result.odds.paths >= RESTING_PATHS) return;
      let live = true;
      const timer = window.setTimeout(() => {
        runOdds(calcClient(), config.request(inputs, RESTING_PATHS)).then(
          (odds) => live && setRefined({ forResult: result, odds }),
          () => undefined, // the quick run stays shown
        );
      }, REST_DELAY_MS);
      return () => {
        live = false;
        window.clearTimeout(timer);
      };
    }, [result, inputs]);

    const odds = refined?.forResult === result ? refined.odds : result.odds;
    if (result.oddsFailure) {
      return (
        <section className="card odds-panel" aria-labelledby="odds-heading">
          <h2 id="odds-heading">{ODDS_HEADING}</h2>
          <p className="muted">The odds are simulated for plans of up to 100 years; these inputs go beyond that.</p>
        </section>
      );
    }
    if (!odds) return null;
    const settings = inputs as Readonly<Partial<Record<OddsField, number>>>;
    const withInflation = settings.inflationVolatility !== undefined;
    const refining = odds.paths < RESTING_PATHS;
    return (
      <section className="card odds-panel" aria-labelledby="odds-heading">
        <h2 id="odds-heading">{ODDS_HEADING}</h2>
        <dl className="result-boxes">
          {config.figures(odds, inputs, result).map((figure) => (
            <div key={figure.id} className="result-box card">
              <dt>{figure.label}</dt>
              <dd data-testid={`result-${figure.id}`}>{figure.text}</dd>
            </div>
          ))}
        </dl>
        <p className="convention muted">
          {conventionLine({ returnVolatility: settings.returnVolatility ?? 0, inflationVolatility: settings.inflationVolatility ?? 0 }, odds.paths, withInflation, config.successMeaning)}
        </p>
        {config.priceIndex && (
          <div className="odds-units" role="group" aria-label="Show the chart in">
            <label>
              <input type="radio" name="odds-units" checked={!inTodaysRupees} onChange={() => setInTodaysRupees(false)} /> Rupees of each year
            </label>
            <label>
              <input type="radio" name="odds-units" checked={inTodaysRupees} onChange={() => setInTodaysRupees(true)} /> Today&apos;s rupees
            </label>
          </div>
        )}
        <FanChart config={config} odds={odds} inputs={inputs} result={result} inTodaysRupees={inTodaysRupees && Boolean(config.priceIndex)} />
        <p className="muted odds-status" data-testid="odds-paths">
          {formatNumber(odds.paths)} simulated paths, {oddsThreadsLabel()}
          {refining ? "; refining to 10,000 once the inputs rest…" : "."}
        </p>
        <p className="muted odds-sources">
          {`Return volatility default: ${formatNumber(config.returnSource.value)}% (${config.returnSource.source}, ${config.returnSource.asOf}). `}
          {`A more cautious long-run figure: ${formatNumber(EQUITY_RETURN_VOLATILITY_SINCE_1995.value)}% (${EQUITY_RETURN_VOLATILITY_SINCE_1995.source}, ${EQUITY_RETURN_VOLATILITY_SINCE_1995.asOf}).`}
          {withInflation &&
            ` Inflation volatility default: ${formatNumber(INFLATION_VOLATILITY.value)}%: ${INFLATION_VOLATILITY.source} (${INFLATION_VOLATILITY.asOf}).`}{" "}
          Past swings are no promise of future ones; change the figures in the form&apos;s &lsquo;Assumptions for the odds&rsquo;.
        </p>
      </section>
    );
  });
  return function OddsPanel({ result, inputs }: SectionProps<Id, Result>) {
    const shown = useLastWithOdds(result, inputs);
    return <OddsPanelBody result={shown.result} inputs={shown.inputs} />;
  };
}

interface FanChartProps<Id extends string, Result> {
  config: OddsPanelConfig<Id, Result>;
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

function FanChart<Id extends string, Result>({ config, odds, inputs, result, inTodaysRupees }: FanChartProps<Id, Result>) {
  const { theme } = useTheme();
  const palette = PALETTES[theme];
  const x = useMemo(() => config.xAxis(odds, inputs), [config, odds, inputs]);
  const data = useMemo((): uPlot.AlignedData => {
    const fan = odds.fan;
    const rows = fan.year.length;
    const plan = config.planLine(result);
    const planRows = Math.min(rows, plan.length);
    const index = inTodaysRupees ? config.priceIndex?.(odds, inputs) : undefined;
    const planColumn = divided(plan, index, planRows);
    return [
      x.values,
      ...(inTodaysRupees ? [fan.realP10, fan.realP25, fan.realP50, fan.realP75, fan.realP90] : [fan.p10, fan.p25, fan.p50, fan.p75, fan.p90]),
      rows === planRows ? planColumn : Float64Array.from({ length: rows }, (_, row) => (row < planRows ? planColumn[row] : Number.NaN)),
    ];
  }, [config, odds, inputs, result, inTodaysRupees, x.values]);
  const options = useCallback((width: number) => fanChartOptions({ xLabel: x.label, width, height: CHART_HEIGHT }, palette), [x.label, palette]);
  const title = `What ${config.balanceName} could be worth${inTodaysRupees ? ", in today's rupees" : ""}`;
  const legend: { swatch: ReactNode; text: string }[] = [
    { swatch: <span className="odds-swatch line" style={{ background: palette.tones.accent }} />, text: "Your plan, if the return were the same every year" },
    { swatch: <span className="odds-swatch dashed" style={{ borderColor: palette.tones.accent2 }} />, text: "The middle path: half the simulated paths end above it, half below" },
    { swatch: <span className="odds-swatch" style={{ background: translucent(palette.tones.accent2, INNER_BAND_ALPHA + OUTER_BAND_ALPHA) }} />, text: "Half of all paths end up in the darker band" },
    { swatch: <span className="odds-swatch" style={{ background: translucent(palette.tones.accent2, OUTER_BAND_ALPHA) }} />, text: "8 in 10 paths end up within the lighter band" },
  ];
  return (
    <figure className="odds-chart">
      <figcaption>{title}</figcaption>
      <UplotChart options={options} data={data} height={CHART_HEIGHT} label={`${title}: the range of simulated balances each year, behind the plan at a steady return.`} />
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
