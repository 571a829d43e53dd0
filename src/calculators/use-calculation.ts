// The state rules every calculator shares (spec 1 §4): nothing before the first Calculate; a
// valid Calculate shows results; afterwards results follow every input change; while any
// input is invalid the results are hidden. Inputs live in the URL query, so a copied link
// reproduces the calculation (a link with inputs computes at once).
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import { useStartingValue } from "../app/hydration";
import { useCalcRunner } from "./calc-runner";
import type { CalculatorDefinition, FieldDef, FieldErrors, ParsedValues, ValidationTrigger } from "./definition";
import { checkHeldFigures } from "./direct-results";
import { useInstantRunner } from "./fast-runner";
import { LatestWins, type InstantAnswer } from "./latest-wins";
import { carriedFormValues, offerFormValues, withoutCarriedValues } from "../i18n/carried-form";
import { parseInput, type ParsedInput } from "./parse-input";
import { RestTimer } from "./rest-timer";
import { OFF_SCREEN_REST_MS } from "./when-seen";

/**
 * How long a drag answered on the fast path must pause before the part it could not answer
 * (a planner's simulated odds) is asked for: about six frames, short enough to feel live when
 * the thumb stops, long enough that a moving thumb never shares the cores with a simulation.
 */
const FOLLOW_UP_DELAY_MS = 100;

/** How long the URL waits for a drag to pause before it is rewritten. */
const URL_WRITE_DELAY_MS = 250;

/**
 * How long a drag drawn straight into the page (see DrawInstant) must rest before React renders
 * the whole result: a pause, not the next step (the same rest as when-seen.ts's off-screen blocks).
 */
export const DIRECT_DRAW_REST_MS = OFF_SCREEN_REST_MS;

/**
 * Draws an instant (fast-path) answer without React, when everything it changes that is on
 * screen can be written in place (calculator-page.tsx: the result figures, while the rest of
 * the results is below the screen).
 */
export interface DrawInstant<Result> {
  /** Whether an answer could be drawn in place now (a slider step may then skip the page's render). */
  ready(): boolean;
  /** Draws it; false, having changed nothing, when it cannot. */
  draw(result: Result): boolean;
}

export interface Calculation<Id extends string, Result> {
  raw: Record<Id, string>;
  setField(id: Id, raw: string): void;
  /**
   * A slider step taken without rendering the page: where the step keeps every input valid and
   * its answer can be drawn in place, the calculation is asked for at once and React learns the
   * new text only when the drag rests (with the result drawn in place). False, having done
   * nothing, where it cannot: the caller then uses setField. The field shows its own value
   * meanwhile (number-field.tsx).
   */
  stepField(id: Id, raw: string): boolean;
  /** Errors to show: every field's once Calculate was pressed, else only edited fields'. */
  visibleErrors: FieldErrors<Id>;
  calculate(): void;
  /** The latest result and the inputs it was computed from, only while it may be shown. */
  shown: { result: Result; inputs: Record<Id, number> } | null;
  failure: string | null;
  calculateCount: number;
  /** The newest result, drawn by React or only in place (a table's CSV is built from it). */
  latestResult(): Result | undefined;
  /** Renders now a result so far drawn only in place (the results came on screen). */
  catchUp(): void;
}

function defaultRaw<Id extends string>(field: FieldDef<Id>): string {
  return String(field.defaultValue);
}

/** Every field at its starting value, as the form shows it. */
export function defaultRawValues<Id extends string>(fields: readonly FieldDef<Id>[]): Record<Id, string> {
  const raw = {} as Record<Id, string>;
  for (const field of fields) raw[field.id] = defaultRaw(field);
  return raw;
}

/**
 * The fields' first texts: what the language switch carried from the other language's page
 * (typed there, calculated or not), else the URL query's, else the defaults. Only the query's
 * count as a link with inputs, which computes at once.
 */
function initialRaw<Id extends string>(fields: readonly FieldDef<Id>[]): { raw: Record<Id, string>; fromUrl: boolean } {
  const query = new URLSearchParams(window.location.search);
  const carried = carriedFormValues(window.history.state);
  let fromUrl = false;
  const raw = {} as Record<Id, string>;
  const known = (field: FieldDef<Id>, value: string | null | undefined) =>
    value !== null && value !== undefined && (field.kind !== "choice" || field.options.some((option) => option.key === value));
  for (const field of fields) {
    const fromQuery = query.get(field.id);
    if (known(field, fromQuery)) fromUrl = true;
    const carriedValue = carried?.[field.id];
    raw[field.id] = known(field, carriedValue) ? (carriedValue as string) : known(field, fromQuery) ? (fromQuery as string) : defaultRaw(field);
  }
  return { raw, fromUrl };
}

function parseField<Id extends string>(field: FieldDef<Id>, raw: string): ParsedInput {
  if (field.kind !== "choice") return parseInput(raw);
  const option = field.options.find((candidate) => candidate.key === raw) ?? field.options[0];
  return { value: option.value, empty: false };
}

/** The number compute() gets: the parsed value, or the field's emptyValue when it is left empty. */
function inputValue<Id extends string>(field: FieldDef<Id>, parsed: ParsedInput): number {
  return field.kind !== "choice" && parsed.empty && field.emptyValue !== undefined ? field.emptyValue : parsed.value;
}

/** The numbers compute() gets for these parsed inputs. */
function inputValues<Id extends string>(fields: readonly FieldDef<Id>[], parsed: ParsedValues<Id>): Record<Id, number> {
  const inputs = {} as Record<Id, number>;
  for (const field of fields) inputs[field.id] = inputValue(field, parsed[field.id]);
  return inputs;
}

/** What compute() gets for the form's starting values (the worked example's inputs). */
export function defaultInputs<Id extends string>(fields: readonly FieldDef<Id>[]): Record<Id, number> {
  return inputValues(fields, parseAll(fields, defaultRawValues(fields)));
}

function sameInputs<Id extends string>(a: Record<Id, number>, b: Record<Id, number>): boolean {
  return Object.keys(a).every((id) => Object.is(a[id as Id], b[id as Id]));
}

function parseAll<Id extends string>(fields: readonly FieldDef<Id>[], raw: Record<Id, string>): ParsedValues<Id> {
  const parsed = {} as ParsedValues<Id>;
  for (const field of fields) parsed[field.id] = parseField(field, raw[field.id]);
  return parsed;
}

function presentErrors<Id extends string>(errors: FieldErrors<Id>): FieldErrors<Id> {
  const present: FieldErrors<Id> = {};
  for (const [id, message] of Object.entries(errors) as [Id, string | undefined][]) if (message) present[id] = message;
  return present;
}

function writeQuery<Id extends string>(fields: readonly FieldDef<Id>[], raw: Record<Id, string>): void {
  const query = new URLSearchParams(window.location.search);
  for (const field of fields) query.set(field.id, raw[field.id].trim());
  const url = `${window.location.pathname}?${query.toString()}${window.location.hash}`;
  // Keep the router's own history state so back and forward still work; values the language
  // switch carried are dropped, now that the URL has the newer ones. Nothing to change (a drag
  // that came back to where it began): no rewrite. A rewrite is a same-document navigation, 5-40
  // ms of the main thread at 4x CPU even on a page with almost no DOM (docs/slow-phone.md).
  const state = window.history.state as unknown;
  const kept = withoutCarriedValues(state);
  if (kept === state && url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  window.history.replaceState(kept, "", url);
}

/** English: the error's own message (the worker's 'could not start'), else a general one. */
function englishFailure(error: unknown): string {
  return error instanceof Error ? error.message : "The calculation failed. Please try again.";
}

/**
 * `describeFailure`: what the page says when the core fails, in the page's language.
 * `drawInstant`: where set, an instant answer it can draw in place, and any answer to a slider
 * step taken in place, is not rendered by React until the inputs have rested DIRECT_DRAW_REST_MS
 * (or catchUp() is called); React's state is the truth again after that render, and every
 * other answer renders at once.
 */
export function useCalculation<Id extends string, Result>(
  definition: CalculatorDefinition<Id, Result>,
  describeFailure: (error: unknown) => string = englishFailure,
  drawInstant?: RefObject<DrawInstant<Result> | null>,
): Calculation<Id, Result> {
  const describe = useRef(describeFailure);
  describe.current = describeFailure;
  const runner = useCalcRunner();
  const instantRunner = useInstantRunner();
  // A prerendered page hydrates with the form at its starting values, as the build drew it; a
  // link's inputs (its query) are then taken in, just after, as a fresh page takes them at once.
  const initial = useStartingValue(
    () => initialRaw(definition.fields),
    () => ({ raw: defaultRawValues(definition.fields), fromUrl: false }),
    (fromQuery) => {
      if (!fromQuery.fromUrl) return;
      setRaw(fromQuery.raw);
      setLive(true);
      setAttempted(true);
    },
  );
  const [raw, setRaw] = useState(initial.raw);
  const [live, setLive] = useState(initial.fromUrl);
  const [attempted, setAttempted] = useState(initial.fromUrl);
  const [trigger, setTrigger] = useState<ValidationTrigger>("calculate");
  const [edited, setEdited] = useState<ReadonlySet<Id>>(() => new Set());
  const [calculateCount, setCalculateCount] = useState(0);
  const [shown, setShown] = useState<Calculation<Id, Result>["shown"]>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const parsed = useMemo(() => parseAll(definition.fields, raw), [definition, raw]);
  const errors = useMemo(() => presentErrors(definition.validate(parsed, trigger)), [definition, parsed, trigger]);
  const valid = Object.keys(errors).length === 0;

  // The state as of the last render, for stepField (called from an event handler); the steps
  // taken in place since, by field, which React has not rendered yet; and the inputs the last
  // of them asked for, so the render that brings them into React's state does not ask again.
  const rendered = useRef({ live, valid, raw });
  rendered.current = { live, valid, raw };
  const stepped = useRef<Partial<Record<Id, string>> | null>(null);
  const steppedInputs = useRef<Record<Id, number> | null>(null);
  // The language switch carries the fields' texts as they are now, steps taken in place included.
  useEffect(() => offerFormValues(() => ({ ...rendered.current.raw, ...stepped.current })), []);
  /**
   * Brings the steps taken in place into React's state. Called where React renders at once
   * (an event handler, or inside flushSync): a step taken between this call and a later render
   * would leave React's text behind the field's.
   */
  const renderSteps = useCallback(() => {
    if (!stepped.current) return;
    // A field moved in place counts as edited, as a step through setField would have made it
    // (stepField takes a drag's first step in place too, so that it is not a render of the page).
    const movedIds = Object.keys(stepped.current) as Id[];
    setEdited((current) => (movedIds.every((id) => current.has(id)) ? current : new Set([...current, ...movedIds])));
    setTrigger("live");
    setRaw((current) => {
      const steps: Partial<Record<Id, string>> = stepped.current ?? {};
      const ids = Object.keys(steps) as Id[];
      return ids.some((id) => current[id] !== steps[id]) ? { ...current, ...steps } : current;
    });
  }, []);
  useLayoutEffect(() => {
    const steps = stepped.current;
    if (!steps) return;
    for (const id of Object.keys(steps) as Id[]) if (steps[id] === raw[id]) delete steps[id];
    if (Object.keys(steps).length === 0) stepped.current = null;
  }, [raw]);

  // The newest answer, and (while it is drawn only in place) the timer that renders it once the
  // steps rest: poked at every step, it arms no timer per step (rest-timer.ts).
  const latest = useRef<Calculation<Id, Result>["shown"]>(null);
  // The render at rest is two renders in two tasks: first the steps taken in place into React's
  // state (the form: the moved field alone re-renders), then, in the next task, the newest answer
  // (the result boxes and the headline bar; what follows them renders later still, deferred). At
  // 4x CPU the one render of both was a main-thread task of 50-80 ms. Nothing on screen waits:
  // the field and the figures already show both, written in place.
  const figuresTask = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const renderFigures = useCallback(() => {
    figuresTask.current = undefined;
    // A figure box the drag held at its height (direct-results.ts) that its figure no longer
    // fits takes its own again, whether or not React has anything new to draw.
    checkHeldFigures();
    // latest is read now, not when the steps were rendered: a step taken in between was drawn
    // in place from a newer answer, which this render must not take back.
    flushSync(() => {
      setFailure(null);
      setShown(latest.current);
    });
  }, []);
  const renderLatest = useCallback(() => {
    restTimer.current?.cancel();
    // At once: a step taken before a later render would be drawn behind the field (stepField).
    flushSync(renderSteps);
    clearTimeout(figuresTask.current);
    figuresTask.current = setTimeout(renderFigures, 0);
  }, [renderSteps, renderFigures]);
  const restTimer = useRef<RestTimer | null>(null);
  if (!restTimer.current) restTimer.current = new RestTimer(DIRECT_DRAW_REST_MS, () => renderLatest());
  const cancelCatchUp = useCallback(() => {
    restTimer.current?.cancel();
    clearTimeout(figuresTask.current);
    figuresTask.current = undefined;
  }, []);
  const catchUp = useCallback(() => {
    if (restTimer.current?.pending) renderLatest();
    else if (figuresTask.current !== undefined) {
      clearTimeout(figuresTask.current);
      renderFigures();
    }
  }, [renderLatest, renderFigures]);
  /** Nothing is shown: a pending render of an answer drawn in place must not bring it back. */
  const clearShown = useCallback(() => {
    cancelCatchUp();
    latest.current = null;
    setShown(null);
  }, [cancelCatchUp]);

  const queue = useRef<LatestWins<Record<Id, number>, Result> | null>(null);
  if (!queue.current) {
    queue.current = new LatestWins(
      (inputs) => runner(definition, inputs) as Promise<Result>,
      (result, inputs, instant) => {
        latest.current = { result, inputs };
        // An answer the page can write in place skips React until the drag rests: an instant one,
        // and the calc worker's reply to a step taken in place (the fast path missed it, or it is
        // a planner's full answer that came before the rest). At 4x CPU React's render of every
        // block that takes the result did not fit the step's frame, and the render that a
        // worker's reply caused in the middle of a drag was a task of 40 ms and more.
        if ((instant || stepped.current) && drawInstant?.current?.draw(result)) {
          restTimer.current?.poke();
          return;
        }
        cancelCatchUp();
        const show = () => {
          renderSteps();
          setFailure(null);
          setShown({ result, inputs });
        };
        // An instant answer is drawn now, inside the input's own task, so it reaches the input's
        // frame; left to React's scheduler it would wait for a task after that frame. Steps taken
        // in place are rendered at once too: one taken before a later render would be lost.
        if (instant || stepped.current) flushSync(show);
        else show();
      },
      (error: unknown) => {
        clearShown();
        setFailure(describe.current(error));
      },
      instantRunner
        ? { answer: (inputs) => instantRunner(definition, inputs) as Promise<InstantAnswer<Result>>, followUpDelayMs: FOLLOW_UP_DELAY_MS }
        : undefined,
    );
  }
  useEffect(
    () => () => {
      queue.current?.invalidate();
      cancelCatchUp();
    },
    [cancelCatchUp],
  );

  useEffect(() => {
    if (!live) return;
    if (!valid) {
      queue.current?.invalidate();
      clearShown();
      return;
    }
    const inputs = inputValues(definition.fields, parsed);
    // Inputs a slider step already asked for (stepField) are in the queue; a step still ahead
    // of this render asked for newer ones.
    const askedByStep = stepped.current !== null || (steppedInputs.current !== null && sameInputs(inputs, steppedInputs.current));
    steppedInputs.current = null;
    if (!askedByStep) queue.current?.submit(inputs);
    const timer = window.setTimeout(() => writeQuery(definition.fields, raw), URL_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [definition, live, valid, parsed, raw, calculateCount, clearShown]);

  const setField = useCallback(
    (id: Id, value: string) => {
      // A typed value replaces the field's steps taken in place; other fields' are rendered with it.
      if (stepped.current) {
        delete stepped.current[id];
        if (Object.keys(stepped.current).length === 0) stepped.current = null;
      }
      renderSteps();
      setRaw((current) => (current[id] === value ? current : { ...current, [id]: value }));
      setEdited((current) => (current.has(id) ? current : new Set(current).add(id)));
      setTrigger("live");
      const field = definition.fields.find((candidate) => candidate.id === id);
      if (field?.kind === "choice" && field.clearsResults) {
        // Switching tabs starts over: no results until the next Calculate (spec 1 §4).
        queue.current?.invalidate();
        setLive(false);
        setAttempted(false);
        setEdited(new Set());
        clearShown();
      }
    },
    [definition, clearShown, renderSteps],
  );

  const stepField = useCallback(
    (id: Id, value: string): boolean => {
      const now = rendered.current;
      const queued = queue.current;
      // Also a drag's first step (the field not yet edited, the rules still Calculate's): what
      // follows only asks that the inputs after the step pass the live rules, and the render at
      // rest marks the field edited and the rules live (renderSteps), as setField would have at
      // once. Taken through setField, that first step was a render of the whole form and results
      // inside the input's task: at 4x CPU one of the drag's long tasks.
      if (!queued || !instantRunner || !now.live || !now.valid) return false;
      if (!drawInstant?.current?.ready()) return false;
      const before: Record<Id, string> = { ...now.raw, ...stepped.current };
      const after: Record<Id, string> = { ...before, [id]: value };
      // Nothing but the figures may change: no message, no field shown or hidden.
      if (definition.fields.some((field) => field.shownWhen && field.shownWhen(before) !== field.shownWhen(after))) return false;
      const parsedAfter = parseAll(definition.fields, after);
      if (Object.keys(presentErrors(definition.validate(parsedAfter, "live"))).length > 0) return false;
      stepped.current = { ...stepped.current, [id]: value } as Partial<Record<Id, string>>;
      const inputs = inputValues(definition.fields, parsedAfter);
      steppedInputs.current = inputs;
      queued.submit(inputs);
      // React renders the steps once the drag rests, whatever path the answer takes.
      restTimer.current?.poke();
      return true;
    },
    [definition, instantRunner, drawInstant],
  );

  const calculate = useCallback(() => {
    renderSteps();
    steppedInputs.current = null;
    setAttempted(true);
    setTrigger("calculate");
    const errorsOnCalculate = presentErrors(definition.validate(parsed, "calculate"));
    if (Object.keys(errorsOnCalculate).length === 0) {
      setLive(true);
      setCalculateCount((count) => count + 1);
    } else {
      clearShown();
      // The aging-parent planner stops recomputing until the next valid Calculate (spec 2 §4).
      if (definition.failedCalculateStopsLive) setLive(false);
    }
  }, [definition, parsed, clearShown, renderSteps]);

  const latestResult = useCallback(() => latest.current?.result, []);

  const visibleErrors = useMemo(() => {
    if (attempted) return errors;
    const visible: FieldErrors<Id> = {};
    for (const id of edited) if (errors[id]) visible[id] = errors[id];
    return visible;
  }, [attempted, errors, edited]);

  return { raw, setField, stepField, visibleErrors, calculate, shown: live && valid ? shown : null, failure, calculateCount, latestResult, catchUp };
}
