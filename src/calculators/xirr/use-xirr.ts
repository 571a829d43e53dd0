// The XIRR page's state rules, the same as every calculator's and the debt tracker's
// (src/debt/use-debt-plan.ts): nothing before the first Calculate; afterwards the answer
// follows every change; while any detail is missing or invalid it is hidden. A reply for
// inputs that have since changed is dropped. The list lives in the URL query.
import { useStartingValue } from "../../app/hydration";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CashFlow, XirrResult } from "../../../workers/calc-contract";
import { calcClient, whenWorkerFails } from "../../core/calc-client";
import {
  emptyFlow,
  exampleFlows,
  MAX_FLOWS,
  readFlowQuery,
  validateFlows,
  writeFlowQuery,
  XIRR_MESSAGES,
  type FlowRow,
  type FlowRowField,
  type XirrFormWords,
  type XirrValidation,
} from "./xirr-form";

/** How long the URL waits for typing to pause before it is rewritten. */
const URL_WRITE_DELAY_MS = 250;

export interface ShownXirr {
  result: XirrResult;
  flows: CashFlow[];
}

export interface XirrState {
  rows: FlowRow[];
  validation: XirrValidation;
  /** Calculate has been pressed (or a link carried flows): every message is shown. */
  attempted: boolean;
  shown: ShownXirr | null;
  /** The worker's failure message ('' when it gave none), or null. */
  failure: string | null;
  /** The row whose date field should take focus (a row just added). */
  focusKey: number | null;
  setRowField(key: number, field: FlowRowField, value: string): void;
  addRow(): void;
  removeRow(key: number): void;
  clear(): void;
  calculate(): void;
}

function replaceQuery(search: string): void {
  const url = `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`;
  // Keep the router's own history state so back and forward still work.
  window.history.replaceState(window.history.state, "", url);
}

/** `words`: the form's messages in the page's language. */
export function useXirr(words: XirrFormWords = XIRR_MESSAGES): XirrState {
  // A prerendered page hydrates with the example the build drew; a link's cash flows are taken in just after.
  const initial = useStartingValue(
    () => readFlowQuery(window.location.search),
    () => null,
    (fromQuery) => {
      if (!fromQuery) return;
      setRows(fromQuery);
      setAttempted(true);
      setLive(true);
    },
  );
  const [rows, setRows] = useState<FlowRow[]>(() => initial ?? exampleFlows());
  const [attempted, setAttempted] = useState(initial !== null);
  const [live, setLive] = useState(initial !== null);
  const [calculateCount, setCalculateCount] = useState(0);
  const [shown, setShown] = useState<ShownXirr | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const validation = useMemo(() => validateFlows(rows, words), [rows, words]);
  const latest = useRef(0);

  useEffect(() => () => void latest.current++, []);

  useEffect(() => {
    if (!live) return;
    const seq = ++latest.current;
    const flows = validation.flows;
    if (!flows) {
      setShown(null);
      return;
    }
    Promise.race([calcClient().xirr({ flows }), whenWorkerFails()]).then(
      (result) => {
        if (seq !== latest.current) return;
        setFailure(null);
        setShown({ result, flows });
      },
      (error: unknown) => {
        if (seq !== latest.current) return;
        setShown(null);
        setFailure(error instanceof Error ? error.message : "");
      },
    );
    const timer = window.setTimeout(() => replaceQuery(writeFlowQuery(window.location.search, rows)), URL_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [live, validation, rows, calculateCount]);

  const setRowField = useCallback((key: number, field: FlowRowField, value: string) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  }, []);

  const addRow = useCallback(() => {
    const row = emptyFlow();
    setRows((current) => (current.length >= MAX_FLOWS ? current : [...current, row]));
    setFocusKey(row.key);
  }, []);

  // At least two rows stay: an XIRR needs money in and money out.
  const removeRow = useCallback((key: number) => {
    setRows((current) => (current.length > 2 ? current.filter((row) => row.key !== key) : current));
  }, []);

  const clear = useCallback(() => {
    latest.current++;
    const first = emptyFlow();
    setRows([first, emptyFlow()]);
    setAttempted(false);
    setLive(false);
    setShown(null);
    setFailure(null);
    setFocusKey(first.key);
    replaceQuery(writeFlowQuery(window.location.search, []));
  }, []);

  const calculate = useCallback(() => {
    setAttempted(true);
    if (validation.flows) {
      setLive(true);
      setCalculateCount((count) => count + 1);
    } else {
      latest.current++;
      setShown(null);
    }
  }, [validation]);

  return { rows, validation, attempted, shown: live ? shown : null, failure, focusKey, setRowField, addRow, removeRow, clear, calculate };
}
