// Renders any calculator definition: the form, the result boxes with their convention, the
// donut, the charts, the tables, the definition's own sections, and how the numbers are computed.
import { Fragment, memo, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, type ComponentType, type FormEvent } from "react";
import type uPlot from "uplot";
import { useTheme } from "../app/theme";
import { PALETTES } from "../components/charts/palette";
import { seriesChartOptions } from "../components/charts/series-options";
import { UplotChart, type UplotLib } from "../components/charts/uplot-chart";
import { Donut } from "../components/donut";
import { PrintButton } from "../components/print-button";
import { CalcWorkerError } from "../core/calc-client";
import { useLocale, useMessages } from "../i18n/use-locale";
import { ChoiceField } from "./choice-field";
import { WorkedExample } from "./worked-example";
import type { AnyCalculatorDefinition, CalculatorDefinition, ChartDef, FieldDef, ResultField, TableDef } from "./definition";
import { sameResultsShown, useResultTextsInSync, writeResultTexts, writeWaitingTexts } from "./direct-results";
import { formatValue, type UnitWords } from "./format-value";
import { headlineFields, resultText, resultWords } from "./headline";
import { HeadlineAnnouncer, HeadlineBar } from "./headline-bar";
import { calculatorMessages } from "./messages/calculator";
import { NumberField } from "./number-field";
import { ProjectionTable } from "./projection-table";
import { useCalculation, type DrawInstant } from "./use-calculation";
import { RESULTS_BELOW_FORM_QUERY, useMediaQuery } from "./use-media-query";
import { useBelowScreen, useLatestWhenSeen, useOnScreen } from "./when-seen";
import { useRenderTiming } from "../lib/render-timing";
import "./calculator.css";

const CHART_HEIGHT = 280;

/** What the page hands an actions component (the app passes 'Save plan'): the calculator and its inputs as typed. */
export interface CalculatorActionsProps {
  toolId: string;
  title: string;
  /** Field id -> the text in the field, as the URL query carries it. */
  inputs: Readonly<Record<string, string>>;
}

export function CalculatorPage<Id extends string, Result>({
  definition,
  Actions,
}: {
  definition: CalculatorDefinition<Id, Result>;
  /** Shown under the description; the calculators feature itself never calls the server. */
  Actions?: ComponentType<CalculatorActionsProps>;
}) {
  useRenderTiming("CalculatorPage");
  const m = useMessages(calculatorMessages);
  const drawInstant = useRef<DrawInstant<Result> | null>(null);
  const { raw, setField, stepField, visibleErrors, calculate, shown, failure, calculateCount, latestResult, catchUp } = useCalculation(
    definition,
    useFailureText(),
    drawInstant,
  );
  const formError = definition.formError?.(visibleErrors);
  // Where the results sit under the form (a phone), the headline ones also stay on screen in a bar.
  const resultsBelowForm = useMediaQuery(RESULTS_BELOW_FORM_QUERY);
  const resultShown = shown && !definition.notice?.(shown.result) ? shown.result : undefined;
  // The result the figures (boxes, headline bar, announcer) are drawn from: the one drawn before
  // when every figure of the new one reads the same (a planner's answer that only adds its odds
  // to the plan already drawn), so those blocks skip the render.
  const figuresShown = useSameFigures(definition, resultShown, m.units);
  // All that follows the result boxes (donut, charts, sections with the odds panel, tables)
  // takes the result at React's deferred priority: the render that brings a result (a worker's
  // reply, or the drag's steps when it rests) draws the figures and the form alone, and the rest
  // follows in a background render that React slices into short tasks and that a newer input
  // interrupts (it then starts again from the newer result). At 4x CPU the one render of it all
  // was a task of up to 240 ms (docs/slow-phone.md). The figures never wait for it.
  const later = useDeferredValue(shown);
  const laterShown = shown && later && !definition.notice?.(later.result) ? later : null;
  const headline = useMemo(() => (figuresShown === undefined ? undefined : headlineFields(definition, figuresShown)), [definition, figuresShown]);

  // An instant answer is written into the figures in place (direct-results.ts) while all that
  // follows the result boxes (convention, donut, charts, sections, tables) is below the screen;
  // React renders it all once the drag rests, or at once when that part scrolls near.
  const pageRef = useRef<HTMLDivElement>(null);
  const afterBoxes = useBelowScreen(catchUp);
  const belowScreen = afterBoxes.below;
  // The result boxes themselves, far below the screen, are left as they are by the drag's steps
  // (the headline bar shows their figures); they are written once they come near, or by React
  // at the rest. Written at every step, they laid the page out from its root at every frame.
  const writeWaiting = useCallback(() => {
    if (pageRef.current) writeWaitingTexts(pageRef.current);
  }, []);
  const boxes = useBelowScreen(writeWaiting);
  const boxesBelow = boxes.below;
  const units = m.units;
  useLayoutEffect(() => {
    const ready = () => Boolean(pageRef.current && belowScreen.current && !failure && resultShown !== undefined);
    drawInstant.current = {
      ready,
      draw(result) {
        const root = pageRef.current;
        if (!root || !ready() || resultShown === undefined) return false;
        if (definition.notice?.(result) || !sameResultsShown(definition, resultShown, result)) return false;
        return writeResultTexts(root, definition.results, result, units, { waitingBelow: boxesBelow.current === true });
      },
    };
  }, [definition, failure, resultShown, units, belowScreen, boxesBelow]);

  // After a Calculate beside the form (a desktop), the results are brought into view if they are
  // not, and focus moves to them, so a screen reader reads on from the results.
  const resultsRef = useRef<HTMLElement>(null);
  const broughtIntoView = useRef(0);
  useEffect(() => {
    if (resultsBelowForm || calculateCount === 0 || broughtIntoView.current === calculateCount || !shown) return;
    broughtIntoView.current = calculateCount;
    const section = resultsRef.current;
    if (!section) return;
    const top = section.getBoundingClientRect().top;
    const headerBottom = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
    if (top < headerBottom || top > window.innerHeight * 0.6) section.scrollIntoView({ block: "start" });
    section.focus({ preventScroll: true });
  }, [calculateCount, shown, resultsBelowForm]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    calculate();
  };

  return (
    <div ref={pageRef} className="container page calculator">
      <h1>{definition.title}</h1>
      <p className="lead">{definition.description}</p>
      <WorkedExample definition={definition as AnyCalculatorDefinition} />
      <div className="calculator-actions">
        {Actions && <Actions toolId={definition.id} title={definition.title} inputs={raw} />}
        <PrintButton />
      </div>
      <div className="calculator-grid">
        <form className="card calculator-form" onSubmit={onSubmit} noValidate aria-label={m.page.formLabel(definition.title)}>
          {fieldGroups(definition.fields).map(({ group, fields }) => {
            const rendered = fields.map(
              (field) =>
                (!field.shownWhen || field.shownWhen(raw)) &&
                (field.kind === "choice" ? (
                  <ChoiceField key={field.id} field={field} raw={raw[field.id]} onChange={setField} />
                ) : (
                  <NumberField key={field.id} field={field} raw={raw[field.id]} error={visibleErrors[field.id]} onChange={setField} onStep={stepField} />
                )),
            );
            return group ? (
              <fieldset key={group} className="field-group">
                <legend>{group}</legend>
                {rendered}
              </fieldset>
            ) : (
              <Fragment key="ungrouped">{rendered}</Fragment>
            );
          })}
          {formError && (
            <p className="field-error" role="status">
              {formError}
            </p>
          )}
          <button type="submit" className="button">
            {m.page.calculate}
          </button>
        </form>
        {/* Not a live region: a drag would read every step. HeadlineAnnouncer speaks once it pauses. */}
        <section ref={resultsRef} tabIndex={-1} className="calculator-results" aria-label={m.page.results}>
          {failure && (
            <p className="alert error" role="alert">
              {failure}
            </p>
          )}
          {shown && definition.notice?.(shown.result) ? (
            <p className="alert" role="alert">
              {definition.notice(shown.result)}
            </p>
          ) : shown ? (
            <Results
              definition={definition}
              result={figuresShown ?? shown.result}
              later={laterShown?.result ?? shown.result}
              inBar={resultsBelowForm ? headline : undefined}
              afterBoxesRef={afterBoxes.ref}
              boxesRef={boxes.ref}
            />
          ) : (
            !failure && (
              <div className="card muted results-empty">
                <p>{m.page.empty}</p>
                <noscript>
                  <p className="needs-script">{m.page.needsScript}</p>
                </noscript>
              </div>
            )
          )}
        </section>
      </div>
      <HeadlineAnnouncer fields={headline} result={figuresShown} />
      {resultsBelowForm && headline && figuresShown !== undefined && headline.length > 0 && <HeadlineBar fields={headline} result={figuresShown} />}
      {resultShown !== undefined && laterShown && (
        <>
          {definition.sections?.map((Section, index) => {
            const Memoised = memoisedSection(Section);
            return <Memoised key={index} result={laterShown.result} inputs={laterShown.inputs} calculateCount={calculateCount} latestResult={latestResult} />;
          })}
          {definition.tables?.map((table) => (
            <TableSection key={table.caption} table={table} result={laterShown.result} calculatorId={definition.id} latestResult={latestResult} />
          ))}
        </>
      )}
      <section className="card calculator-method" aria-labelledby="method-heading">
        <h2 id="method-heading">{m.page.methodHeading}</h2>
        {definition.method.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
    </div>
  );
}

/**
 * What the page says when the core fails. Inputs the core refuses (its ERR_DOMAIN, which the
 * worker throws as CoreDomainError and Comlink hands over by name) get the page's words in
 * every language: a shared link or a direct call can carry numbers the form would refuse.
 * Otherwise, in English the error's own message, as before the catalogue; in another locale
 * its words for a worker that could not start, else a general one.
 */
function useFailureText(): (error: unknown) => string {
  const locale = useLocale();
  const { page } = useMessages(calculatorMessages);
  return useCallback(
    (error: unknown) => {
      if (error instanceof Error && error.name === "CoreDomainError") return page.outOfRange;
      if (locale === "en") return error instanceof Error ? error.message : page.calculationFailed;
      return error instanceof CalcWorkerError ? page.workerFailed : page.calculationFailed;
    },
    [locale, page],
  );
}

/**
 * A definition's section, memoised (one wrapper per section component, kept as long as it is):
 * its props change only when the deferred result does, and the page re-renders twice at every
 * rest of a drag (the steps, then the figures) with the same deferred result. Unmemoised, each
 * of those renders ran every section again (a planner's cash-flow chart and its uPlot wrapper,
 * the odds panel's shell) inside the rest's own tasks.
 */
const memoisedSections = new WeakMap<object, ComponentType<never>>();
function memoisedSection<P extends object>(Section: ComponentType<P>): ComponentType<P> {
  let memoised = memoisedSections.get(Section) as ComponentType<P> | undefined;
  if (!memoised) {
    memoised = memo(Section) as unknown as ComponentType<P>;
    memoisedSections.set(Section, memoised as ComponentType<never>);
  }
  return memoised;
}

/** Everything the figures show of a result, as one string: its results' texts and words, which are shown, and the convention line. */
function figuresKey<Id extends string, Result>(definition: CalculatorDefinition<Id, Result>, result: Result, units: UnitWords): string {
  const parts: string[] = [];
  for (const field of definition.results) {
    if (!(field.shownWhen?.(result) ?? true)) parts.push("");
    else parts.push(resultText(field, result, units), isAmount(field) ? resultWords(field, result, units) : "");
  }
  if (typeof definition.convention === "function") parts.push(definition.convention(result));
  return parts.join("\u0000");
}

/**
 * `result`, or the result last returned when every figure of `result` reads the same as its
 * (figuresKey). A planner's worker reply after a drag rests carries the same plan the fast path
 * already drew, with its odds added: with the same object, the result boxes and the headline bar
 * (memoised) skip that render, and only the deferred blocks (the odds panel) take the new result.
 */
function useSameFigures<Id extends string, Result>(definition: CalculatorDefinition<Id, Result>, result: Result | undefined, units: UnitWords): Result | undefined {
  // `asked`: the last result given, so the renders that follow (the deferred one) compare nothing.
  const kept = useRef<{ result: Result; asked: Result; key: string; units: UnitWords; definition: CalculatorDefinition<Id, Result> } | null>(null);
  if (result === undefined) return undefined;
  const last = kept.current;
  if (last && last.asked === result && last.units === units && last.definition === definition) return last.result;
  const key = figuresKey(definition, result, units);
  if (last && last.key === key && last.units === units && last.definition === definition) {
    last.asked = result;
    return last.result;
  }
  kept.current = { result, asked: result, key, units, definition };
  return result;
}

/** The ungrouped fields first, then each group's fields under it (definition.ts, NumberFieldDef.group). */
function fieldGroups<Id extends string>(fields: readonly FieldDef<Id>[]): { group?: string; fields: FieldDef<Id>[] }[] {
  const groups: { group?: string; fields: FieldDef<Id>[] }[] = [{ fields: [] }];
  for (const field of fields) {
    const group = field.group;
    let entry = groups.find((candidate) => candidate.group === group);
    if (!entry) groups.push((entry = { group, fields: [] }));
    entry.fields.push(field);
  }
  return groups;
}

// Memoised: a keystroke re-renders the form, and the results only when the reply arrives
// (halves the rendering of every drag step; bench/ measures it).
const Results = memo(ResultsView) as typeof ResultsView;

interface ResultsProps<Id extends string, Result> {
  definition: CalculatorDefinition<Id, Result>;
  result: Result;
  /** The same result or an earlier one, at React's deferred priority: the donut and the charts draw it. */
  later: Result;
  /** The results the headline bar shows: it carries their data-testid hooks, so each hook names one element. */
  inBar: readonly ResultField<Result>[] | undefined;
  /** Given what follows the boxes: while it is below the screen, an instant answer is written in place. */
  afterBoxesRef: (element: Element | null) => void;
  /** Given the boxes: while they are far below the screen, an instant answer leaves them as they are. */
  boxesRef: (element: Element | null) => void;
}

function ResultsView<Id extends string, Result>({ definition, result, later, inBar, afterBoxesRef, boxesRef }: ResultsProps<Id, Result>) {
  useRenderTiming("Results");
  const m = useMessages(calculatorMessages);
  const slices = useMemo(() => definition.donut?.(later), [definition, later]);
  return (
    <div className="results">
      <ResultBoxes fields={definition.results} result={result} inBar={inBar} observeRef={boxesRef} />
      <p ref={afterBoxesRef} className="convention muted">{typeof definition.convention === "function" ? definition.convention(result) : definition.convention}</p>
      {slices && <Donut slices={slices} label={m.page.donutLabel(definition.title)} />}
      {definition.charts?.map((chart) => (
        <ResultChart key={chart.title} chart={chart} result={later} />
      ))}
    </div>
  );
}

/**
 * The result boxes, memoised apart from the rest of the results: the deferred render that brings
 * the donut and the charts a newer result (`later`) then leaves the boxes, which already show it,
 * alone.
 */
const ResultBoxes = memo(ResultBoxesView) as typeof ResultBoxesView;

interface ResultBoxesProps<Result> {
  fields: readonly ResultField<Result>[];
  result: Result;
  inBar: readonly ResultField<Result>[] | undefined;
  /** Given the boxes' list (to watch where it is). */
  observeRef: (element: Element | null) => void;
}

function ResultBoxesView<Result>({ fields, result, inBar, observeRef }: ResultBoxesProps<Result>) {
  const { units } = useMessages(calculatorMessages);
  const boxesRef = useRef<HTMLDListElement>(null);
  useResultTextsInSync(boxesRef, fields, result, units);
  const setBoxes = useCallback(
    (element: HTMLDListElement | null) => {
      boxesRef.current = element;
      observeRef(element);
    },
    [observeRef],
  );
  return (
    // A drag may leave these figures unwritten while the list is far below the screen (direct-results.ts).
    <dl ref={setBoxes} className="result-boxes" data-waits-off-screen="">
      {fields.filter((field) => field.shownWhen?.(result) ?? true).map((field) => (
        <div key={field.id} className="result-box card">
          <dt>{field.label}</dt>
          <dd data-testid={inBar?.includes(field) ? undefined : `result-${field.id}`} data-result-id={field.id}>
            {resultText(field, result, units)}
          </dd>
          {isAmount(field) && <ResultWords field={field} words={resultWords(field, result, units)} />}
        </div>
      ))}
    </dl>
  );
}

/**
 * The line under an amount in words ('≈ ₹3.53 crore'), hidden when there are none (below
 * ₹1 lakh). Hidden by its attribute rather than by an :empty rule: a drag writes the words in
 * place (direct-results.ts), and an :empty rule restyles the line at every step.
 */
const ResultWords = memo(ResultWordsView) as typeof ResultWordsView;

function ResultWordsView<Result>({ field, words }: { field: ResultField<Result>; words: string }) {
  return (
    <dd className="result-words muted" data-result-words={field.id} hidden={words === ""}>
      {words}
    </dd>
  );
}

/** A result shown as an amount of rupees (its box has a line for the amount in words). */
function isAmount<Result>(field: ResultField<Result>): boolean {
  return !field.text && (field.format === "rupees" || field.format === "rupeesPaise");
}

/** A chart off screen (below a phone's form) keeps what it drew until the drag rests (when-seen.ts). */
function ResultChart<Result>({ chart, result }: { chart: ChartDef<Result>; result: Result }) {
  const { ref, onScreen } = useOnScreen();
  const drawn = useLatestWhenSeen(result, onScreen);
  return (
    <figure ref={ref} className="card result-chart">
      <figcaption>{chart.title}</figcaption>
      <ResultPlot chart={chart} result={drawn} />
    </figure>
  );
}

const ResultPlot = memo(ResultPlotView) as typeof ResultPlotView;

function ResultPlotView<Result>({ chart, result }: { chart: ChartDef<Result>; result: Result }) {
  useRenderTiming("ResultChart");
  const { theme } = useTheme();
  const locale = useLocale();
  const { units } = useMessages(calculatorMessages);
  // The series this result has, as a key: the options (and so the chart) change only when it does.
  const shownKey = chart.series.map((series) => (!series.shownWhen || series.shownWhen(result) ? "1" : "0")).join("");
  const series = useMemo(() => chart.series.filter((_, index) => shownKey[index] === "1"), [chart, shownKey]);
  const data = useMemo((): uPlot.AlignedData => [chart.x(result), ...series.map((line) => line.values(result))], [chart, series, result]);
  const options = useCallback(
    (width: number, lib: UplotLib) =>
      seriesChartOptions(
        { xLabel: chart.xLabel, locale, xValue: chart.xFormat && ((value) => formatValue(value, chart.xFormat ?? "number", units)), series, width, height: CHART_HEIGHT },
        PALETTES[theme],
        lib,
      ),
    [chart.xLabel, chart.xFormat, locale, units, series, theme],
  );
  return <UplotChart options={options} data={data} height={CHART_HEIGHT} label={chart.title} />;
}

/**
 * A table off screen (below a phone's form) keeps the rows it drew until the drag rests
 * (when-seen.ts). Memoised: its props change only with the deferred result.
 */
const TableSection = memo(TableSectionView) as typeof TableSectionView;

function TableSectionView<Result>({
  table,
  result,
  calculatorId,
  latestResult,
}: {
  table: TableDef<Result>;
  result: Result;
  calculatorId: string;
  /** The newest result, drawn by React or only in place: the CSV is built from it. */
  latestResult: () => Result | undefined;
}) {
  const { ref, onScreen } = useOnScreen();
  const drawn = useLatestWhenSeen(result, onScreen);
  const newest = useCallback(() => latestResult() ?? result, [latestResult, result]);
  return (
    <section ref={ref} className="card calculator-table">
      <ProjectionTable table={table} result={drawn} calculatorId={calculatorId} latestResult={newest} />
    </section>
  );
}
