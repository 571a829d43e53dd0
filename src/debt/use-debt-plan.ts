// The debt tracker's state rules, the same as every calculator's (spec 1 §4, spec 2 §4):
// nothing before the first Calculate; afterwards the plan follows every change; while any
// detail is missing or invalid the plan is hidden. A reply for inputs that have since changed
// is dropped. The form lives in the URL query, so a copied link shows the same plan.
import { useStartingValue } from "../app/hydration";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { DebtPlan } from "../../workers/calc-contract";
import { calcClient, whenWorkerFails } from "../core/calc-client";
import {
  DEBT_FORM_MESSAGES,
  emptyRow,
  MAX_DEBTS,
  readDebtQuery,
  validateDebts,
  writeDebtQuery,
  type DebtFormState,
  type DebtFormWords,
  type DebtRequest,
  type DebtRow,
  type DebtValidation,
} from "./debt-form";
import { currentMonth, type ScheduleStart } from "./payoff-schedule";

/** How long the URL waits for typing to pause before it is rewritten. */
const URL_WRITE_DELAY_MS = 250;

export interface ShownPlan {
  plan: DebtPlan;
  request: DebtRequest;
  /** The calendar month of the plan's month 1: the month it was worked out in. */
  start: ScheduleStart;
}

export interface DebtPlanState {
  form: DebtFormState;
  validation: DebtValidation;
  /** Calculate has been pressed (or a link carried debts): every message is shown. */
  attempted: boolean;
  shown: ShownPlan | null;
  /** The worker's failure message ('' when it gave none), or null. */
  failure: string | null;
  /** The row whose name field should take focus (a row just added). */
  focusKey: number | null;
  setRowField(key: number, field: keyof Omit<DebtRow, "key">, value: string): void;
  setBudget(value: string): void;
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
export function useDebtPlan(words: DebtFormWords = DEBT_FORM_MESSAGES): DebtPlanState {
  // A prerendered page hydrates with the empty form the build drew; a link's debts are taken in just after.
  const initial = useStartingValue(
    () => readDebtQuery(window.location.search),
    () => null,
    (fromQuery) => {
      if (!fromQuery) return;
      setForm(fromQuery);
      setAttempted(true);
      setLive(true);
    },
  );
  const [form, setForm] = useState<DebtFormState>(() => initial ?? { rows: [emptyRow()], budget: "" });
  const [attempted, setAttempted] = useState(initial !== null);
  const [live, setLive] = useState(initial !== null);
  const [calculateCount, setCalculateCount] = useState(0);
  const [shown, setShown] = useState<ShownPlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const validation = useMemo(() => validateDebts(form, words), [form, words]);
  const latest = useRef(0);

  useEffect(() => () => void latest.current++, []);

  useEffect(() => {
    if (!live) return;
    const seq = ++latest.current;
    const request = validation.request;
    if (!request) {
      setShown(null);
      return;
    }
    Promise.race([calcClient().debtPlan(request.inputs), whenWorkerFails()]).then(
      (plan) => {
        if (seq !== latest.current) return;
        setFailure(null);
        setShown({ plan, request, start: currentMonth() });
      },
      (error: unknown) => {
        if (seq !== latest.current) return;
        setShown(null);
        setFailure(error instanceof Error ? error.message : "");
      },
    );
    const timer = window.setTimeout(() => replaceQuery(writeDebtQuery(window.location.search, form)), URL_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [live, validation, form, calculateCount]);

  const setRowField = useCallback((key: number, field: keyof Omit<DebtRow, "key">, value: string) => {
    setForm((current) => ({ ...current, rows: current.rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)) }));
  }, []);

  const setBudget = useCallback((budget: string) => setForm((current) => ({ ...current, budget })), []);

  const addRow = useCallback(() => {
    const row = emptyRow();
    setForm((current) => (current.rows.length >= MAX_DEBTS ? current : { ...current, rows: [...current.rows, row] }));
    setFocusKey(row.key);
  }, []);

  // A row can be removed only while more than one exists (spec 2 §4).
  const removeRow = useCallback((key: number) => {
    setForm((current) => (current.rows.length > 1 ? { ...current, rows: current.rows.filter((row) => row.key !== key) } : current));
  }, []);

  const clear = useCallback(() => {
    latest.current++;
    const row = emptyRow();
    setForm({ rows: [row], budget: "" });
    setAttempted(false);
    setLive(false);
    setShown(null);
    setFailure(null);
    setFocusKey(row.key);
    const query = new URLSearchParams(window.location.search);
    query.delete("debt");
    query.delete("budget");
    replaceQuery(query.toString());
  }, []);

  const calculate = useCallback(() => {
    setAttempted(true);
    if (validation.request) {
      setLive(true);
      setCalculateCount((count) => count + 1);
    } else {
      latest.current++;
      setShown(null);
    }
  }, [validation]);

  return { form, validation, attempted, shown: live ? shown : null, failure, focusKey, setRowField, setBudget, addRow, removeRow, clear, calculate };
}
