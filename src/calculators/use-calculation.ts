// The state rules every calculator shares (spec 1 §4): nothing before the first Calculate; a
// valid Calculate shows results; afterwards results follow every input change; while any
// input is invalid the results are hidden. Inputs live in the URL query, so a copied link
// reproduces the calculation (a link with inputs computes at once).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useCalcRunner } from "./calc-runner";
import type { CalculatorDefinition, FieldDef, FieldErrors, ParsedValues } from "./definition";
import { LatestWins } from "./latest-wins";
import { parseInput } from "./parse-input";

/** How long the URL waits for a drag to pause before it is rewritten. */
const URL_WRITE_DELAY_MS = 250;

export interface Calculation<Id extends string, Result> {
  raw: Record<Id, string>;
  setField(id: Id, raw: string): void;
  /** Errors to show: every field's once Calculate was pressed, else only edited fields'. */
  visibleErrors: FieldErrors<Id>;
  calculate(): void;
  /** The latest result, only while it may be shown. */
  result: Result | null;
  failure: string | null;
}

function initialRaw<Id extends string>(fields: readonly FieldDef<Id>[]): { raw: Record<Id, string>; fromUrl: boolean } {
  const query = new URLSearchParams(window.location.search);
  let fromUrl = false;
  const raw = {} as Record<Id, string>;
  for (const field of fields) {
    const value = query.get(field.id);
    if (value !== null) fromUrl = true;
    raw[field.id] = value ?? String(field.defaultValue);
  }
  return { raw, fromUrl };
}

function parseAll<Id extends string>(fields: readonly FieldDef<Id>[], raw: Record<Id, string>): ParsedValues<Id> {
  const parsed = {} as ParsedValues<Id>;
  for (const field of fields) parsed[field.id] = parseInput(raw[field.id]);
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
  // Keep the router's own history state so back and forward still work.
  window.history.replaceState(window.history.state, "", url);
}

export function useCalculation<Id extends string, Result>(definition: CalculatorDefinition<Id, Result>): Calculation<Id, Result> {
  const runner = useCalcRunner();
  const initial = useMemo(() => initialRaw(definition.fields), [definition]);
  const [raw, setRaw] = useState(initial.raw);
  const [live, setLive] = useState(initial.fromUrl);
  const [attempted, setAttempted] = useState(initial.fromUrl);
  const [edited, setEdited] = useState<ReadonlySet<Id>>(() => new Set());
  const [calculateCount, setCalculateCount] = useState(0);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const parsed = useMemo(() => parseAll(definition.fields, raw), [definition, raw]);
  const errors = useMemo(() => presentErrors(definition.validate(parsed)), [definition, parsed]);
  const valid = Object.keys(errors).length === 0;

  const queue = useRef<LatestWins<Record<Id, number>, Result> | null>(null);
  if (!queue.current) {
    queue.current = new LatestWins(
      (inputs) => runner(definition, inputs) as Promise<Result>,
      (output) => {
        setFailure(null);
        setResult(output);
      },
      (error: unknown) => {
        setResult(null);
        setFailure(error instanceof Error ? error.message : "The calculation failed. Please try again.");
      },
    );
  }
  useEffect(() => () => queue.current?.invalidate(), []);

  useEffect(() => {
    if (!live) return;
    if (!valid) {
      queue.current?.invalidate();
      setResult(null);
      return;
    }
    const inputs = {} as Record<Id, number>;
    for (const field of definition.fields) inputs[field.id] = parsed[field.id].value;
    queue.current?.submit(inputs);
    const timer = window.setTimeout(() => writeQuery(definition.fields, raw), URL_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [definition, live, valid, parsed, raw, calculateCount]);

  const setField = useCallback((id: Id, value: string) => {
    setRaw((current) => (current[id] === value ? current : { ...current, [id]: value }));
    setEdited((current) => (current.has(id) ? current : new Set(current).add(id)));
  }, []);

  const calculate = useCallback(() => {
    setAttempted(true);
    if (valid) {
      setLive(true);
      setCalculateCount((count) => count + 1);
    } else {
      setResult(null);
    }
  }, [valid]);

  const visibleErrors = useMemo(() => {
    if (attempted) return errors;
    const shown: FieldErrors<Id> = {};
    for (const id of edited) if (errors[id]) shown[id] = errors[id];
    return shown;
  }, [attempted, errors, edited]);

  return { raw, setField, visibleErrors, calculate, result: live && valid ? result : null, failure };
}
