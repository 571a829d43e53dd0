// The XIRR form as plain data: the list of dated cash flows as typed, its validation and the
// link that carries it. Built the way the debt tracker's list is (src/debt/debt-form.ts):
// rows with a stable key, a message for missing details, per-field messages for present but
// unusable values, and the URL query. No React here, so the rules are tested on their own.
import type { CashFlow, XirrResult } from "../../../workers/calc-contract";
import { formatRupees } from "../../lib/format-money";
import { parseInput } from "../parse-input";

export interface FlowRow {
  /** Stable identity for React while rows are added and removed. */
  key: number;
  /** yyyy-mm-dd, as a date input gives it. */
  date: string;
  amount: string;
}

export type FlowRowField = "date" | "amount";

/** A saved plan holds at most 40 inputs (server/routes/plans-rules.ts): one per flow. */
export const MAX_FLOWS = 40;
/** ₹1,000 crore a flow. */
export const MAX_AMOUNT = 10_000_000_000;
/** The core takes flows up to 100 years apart (assembly/xirr.ts). */
export const MAX_SPAN_DAYS = 36_525;
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2200;
const MS_PER_DAY = 86_400_000;

export const XIRR_MESSAGES = {
  missing: "Please enter a date and an amount for every cash flow.",
  date: "Enter a real date.",
  dateRange: `Enter a date between ${EARLIEST_YEAR} and ${LATEST_YEAR}.`,
  zero: "Enter an amount other than ₹0.",
  number: "Enter the amount as a number: negative for money put in, positive for money taken out.",
  tooLarge: `An amount cannot be more than ${formatRupees(MAX_AMOUNT)} either way.`,
  span: "The cash flows must fall within 100 years of each other.",
  tooFew: "Add at least two cash flows.",
} as const;

/** The form's messages in a page's language (messages/xirr.<locale>.ts); English by default. */
export type XirrFormWords = { readonly [K in keyof typeof XIRR_MESSAGES]: string };

/** What the answer says when the flows cannot be solved. */
export const XIRR_STATUS_MESSAGES = {
  "no-sign-change":
    "An XIRR needs money going both ways: at least one amount put in (negative) and one taken out or the value today (positive). With every amount of one sign, no return can be worked out.",
  "no-solution":
    "No annual return between −99.99% and 10,00,000% makes these cash flows balance, so there is no XIRR to show. Check the signs (money put in is negative) and the dates.",
} as const satisfies Record<Exclude<XirrResult["status"], "solved">, string>;

let nextKey = 1;

export function emptyFlow(date = "", amount = ""): FlowRow {
  return { key: nextKey++, date, amount };
}

/** Shown on a first visit: ₹1,00,000 and ₹50,000 put in, ₹1,80,000 the value two years on. */
export function exampleFlows(): FlowRow[] {
  return [emptyFlow("2023-01-01", "-100000"), emptyFlow("2024-01-01", "-50000"), emptyFlow("2025-01-01", "180000")];
}

/** Days since 1970-01-01 of a real calendar date written yyyy-mm-dd, else NaN. */
export function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return Number.NaN;
  return time / MS_PER_DAY;
}

function dateError(raw: string, words: XirrFormWords): string | undefined {
  const day = dayNumber(raw);
  if (Number.isNaN(day)) return words.date;
  const year = Number(raw.trim().slice(0, 4));
  return year < EARLIEST_YEAR || year > LATEST_YEAR ? words.dateRange : undefined;
}

function amountError(raw: string, words: XirrFormWords): string | undefined {
  const { value } = parseInput(raw);
  if (Number.isNaN(value)) return words.number;
  if (value === 0) return words.zero;
  if (Math.abs(value) > MAX_AMOUNT) return words.tooLarge;
  return undefined;
}

export interface XirrValidation {
  /** Some date or amount is empty. */
  missing: boolean;
  /** Messages for values that are present but unusable, by row key. */
  rowErrors: Map<number, Partial<Record<FlowRowField, string>>>;
  /** A message about the list as a whole (too few flows, too long a span). */
  listError?: string;
  /** Present only when everything is valid. */
  flows?: CashFlow[];
}

export function validateFlows(rows: readonly FlowRow[], words: XirrFormWords = XIRR_MESSAGES): XirrValidation {
  const missing = rows.some((row) => row.date.trim() === "" || row.amount.trim() === "");
  const rowErrors = new Map<number, Partial<Record<FlowRowField, string>>>();
  for (const row of rows) {
    const errors: Partial<Record<FlowRowField, string>> = {};
    if (row.date.trim() !== "") errors.date = dateError(row.date, words);
    if (row.amount.trim() !== "") errors.amount = amountError(row.amount, words);
    const present = Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Partial<Record<FlowRowField, string>>;
    if (Object.keys(present).length > 0) rowErrors.set(row.key, present);
  }
  if (missing || rowErrors.size > 0) return { missing, rowErrors };
  if (rows.length < 2) return { missing, rowErrors, listError: words.tooFew };
  const days = rows.map((row) => dayNumber(row.date));
  if (Math.max(...days) - Math.min(...days) > MAX_SPAN_DAYS) return { missing, rowErrors, listError: words.span };
  return { missing, rowErrors, flows: rows.map((row) => ({ date: row.date.trim(), amount: parseInput(row.amount).value })) };
}

// The URL query (and a saved plan): one `flow<n>` parameter per row, 'yyyy-mm-dd~amount'.
const SEPARATOR = "~";
const FLOW_PARAM = /^flow(\d{1,2})$/;

/** The rows as the query and a saved plan carry them: flow1, flow2, ... -> 'date~amount'. */
export function flowInputs(rows: readonly FlowRow[]): Record<string, string> {
  return Object.fromEntries(rows.map((row, index) => [`flow${index + 1}`, `${row.date.trim()}${SEPARATOR}${row.amount.trim().replace(/[\s,₹]/g, "")}`]));
}

export function writeFlowQuery(search: string, rows: readonly FlowRow[]): string {
  const query = new URLSearchParams(search);
  for (const key of [...query.keys()]) if (FLOW_PARAM.test(key)) query.delete(key);
  for (const [key, value] of Object.entries(flowInputs(rows))) query.set(key, value);
  return query.toString();
}

/** The rows a link carries, in flow-number order, or null when it carries none. */
export function readFlowQuery(search: string): FlowRow[] | null {
  const entries: [number, string][] = [];
  for (const [key, value] of new URLSearchParams(search)) {
    const match = FLOW_PARAM.exec(key);
    if (match) entries.push([Number(match[1]), value]);
  }
  if (entries.length === 0) return null;
  entries.sort((a, b) => a[0] - b[0]);
  return entries.slice(0, MAX_FLOWS).map(([, value]) => {
    const [date = "", amount = ""] = value.split(SEPARATOR);
    return emptyFlow(date.slice(0, 10), amount.slice(0, 20));
  });
}
