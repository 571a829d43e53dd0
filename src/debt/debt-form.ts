// The debt tracker's form as plain data: rows as typed, their validation (spec 2 §5: 'Please
// fill in all debt details.' when any name, balance or rate is empty), and the link that
// carries them in the URL query. No React here, so the rules are tested on their own.
import type { DebtPlanInputs } from "../../workers/calc-contract";
import { parseInput } from "../calculators/parse-input";
import { formatRupees } from "../lib/format-money";

export interface DebtRow {
  /** Stable identity for React while rows are added and removed. */
  key: number;
  name: string;
  balance: string;
  rate: string;
  /** Optional minimum monthly payment. */
  minimum: string;
}

export type DebtRowField = "balance" | "rate" | "minimum";

/** What the core accepts in one call (assembly/debt.ts, MAX_DEBTS). */
export const MAX_DEBTS = 20;
/** Bounds the spec leaves open: ₹100 crore a debt; 60% a year is above any Indian credit card. */
export const MAX_BALANCE = 1_000_000_000;
export const MAX_RATE_PCT = 60;
export const NAME_MAX_LENGTH = 60;

export const MISSING_DETAILS = "Please fill in all debt details.";

/** The form's messages in a page's language (messages/debt.<locale>.ts); English by default. */
export interface DebtFormWords {
  missing: string;
  balancePositive: string;
  balanceTooLarge(max: string): string;
  ratePositive: string;
  rateTooLarge(maxPct: number): string;
  minimumPositive: string;
  minimumTooLarge(max: string): string;
  budgetPositive: string;
  budgetTooLarge(max: string): string;
}

export const DEBT_FORM_MESSAGES: DebtFormWords = {
  missing: MISSING_DETAILS,
  balancePositive: "Enter a balance above ₹0.",
  balanceTooLarge: (max: string) => `Balance cannot be more than ${max}.`,
  ratePositive: "Enter a rate of 0% or more.",
  rateTooLarge: (maxPct: number) => `Rate cannot be more than ${maxPct}% a year.`,
  minimumPositive: "Enter a minimum payment of ₹0 or more.",
  minimumTooLarge: (max: string) => `The minimum payment cannot be more than ${max}.`,
  budgetPositive: "Enter a monthly budget of ₹0 or more.",
  budgetTooLarge: (max: string) => `The monthly budget cannot be more than ${max}.`,
};

let nextKey = 1;

export function emptyRow(): DebtRow {
  return { key: nextKey++, name: "", balance: "", rate: "", minimum: "" };
}

export interface DebtFormState {
  rows: DebtRow[];
  budget: string;
}

/** The inputs the core gets, with each debt's name and typed figures for showing the plan. */
export interface DebtRequest {
  inputs: DebtPlanInputs;
  names: string[];
}

export interface DebtValidation {
  /** Some name, balance or rate is empty. */
  missing: boolean;
  /** Messages for figures that are present but unusable, by row key. */
  rowErrors: Map<number, Partial<Record<DebtRowField, string>>>;
  budgetError?: string;
  /** Present only when everything is valid. */
  request?: DebtRequest;
}

function balanceError(raw: string, words: DebtFormWords): string | undefined {
  const { value } = parseInput(raw);
  if (!(value > 0)) return words.balancePositive;
  if (value > MAX_BALANCE) return words.balanceTooLarge(formatRupees(MAX_BALANCE));
  return undefined;
}

function rateError(raw: string, words: DebtFormWords): string | undefined {
  const { value } = parseInput(raw);
  if (!(value >= 0)) return words.ratePositive;
  if (value > MAX_RATE_PCT) return words.rateTooLarge(MAX_RATE_PCT);
  return undefined;
}

function amountError(raw: string, positive: string, tooLarge: (max: string) => string): string | undefined {
  const { value } = parseInput(raw);
  if (!(value >= 0)) return positive;
  if (value > MAX_BALANCE) return tooLarge(formatRupees(MAX_BALANCE));
  return undefined;
}

export function validateDebts({ rows, budget }: DebtFormState, words: DebtFormWords = DEBT_FORM_MESSAGES): DebtValidation {
  const missing = rows.some((row) => row.name.trim() === "" || row.balance.trim() === "" || row.rate.trim() === "");
  const rowErrors = new Map<number, Partial<Record<DebtRowField, string>>>();
  for (const row of rows) {
    const errors: Partial<Record<DebtRowField, string>> = {};
    if (row.balance.trim() !== "") errors.balance = balanceError(row.balance, words);
    if (row.rate.trim() !== "") errors.rate = rateError(row.rate, words);
    if (row.minimum.trim() !== "") errors.minimum = amountError(row.minimum, words.minimumPositive, words.minimumTooLarge);
    const present = Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Partial<Record<DebtRowField, string>>;
    if (Object.keys(present).length > 0) rowErrors.set(row.key, present);
  }
  const budgetError = budget.trim() === "" ? undefined : amountError(budget, words.budgetPositive, words.budgetTooLarge);
  if (missing || rowErrors.size > 0 || budgetError) return { missing, rowErrors, budgetError };
  return {
    missing,
    rowErrors,
    request: {
      names: rows.map((row) => row.name.trim()),
      inputs: {
        debts: rows.map((row) => ({
          balance: parseInput(row.balance).value,
          rate: parseInput(row.rate).value,
          minimumPayment: parseInput(row.minimum).value,
        })),
        monthlyBudget: parseInput(budget).value,
      },
    },
  };
}

// The URL query: one `debt` parameter per row ('name~balance~rate~minimum'; a name cannot
// hold '~', which the form strips) and `budget`.
const SEPARATOR = "~";

export function cleanName(name: string): string {
  return name.replaceAll(SEPARATOR, "-").slice(0, NAME_MAX_LENGTH);
}

export function writeDebtQuery(search: string, { rows, budget }: DebtFormState): string {
  const query = new URLSearchParams(search);
  query.delete("debt");
  for (const row of rows) query.append("debt", [row.name, row.balance, row.rate, row.minimum].map((part) => part.trim()).join(SEPARATOR));
  query.set("budget", budget.trim());
  return query.toString();
}

/** The form a link carries, or null when it carries none. */
export function readDebtQuery(search: string): DebtFormState | null {
  const query = new URLSearchParams(search);
  const entries = query.getAll("debt").slice(0, MAX_DEBTS);
  if (entries.length === 0) return null;
  const rows = entries.map((entry) => {
    const [name = "", balance = "", rate = "", minimum = ""] = entry.split(SEPARATOR);
    return { ...emptyRow(), name: cleanName(name), balance, rate, minimum };
  });
  return { rows, budget: query.get("budget") ?? "" };
}
