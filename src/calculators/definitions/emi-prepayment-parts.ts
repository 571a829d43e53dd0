// The EMI calculator's optional prepayments: a one-time amount in a chosen loan
// month and/or a fixed extra every month from a chosen loan month, and what they reduce (the
// tenure or the EMI). All empty by default: the calculator is then the plain EMI, unchanged.
// The month fields and the mode appear once an amount is typed.
import { formatMonthYear } from "../../lib/format-month";
import type { EmiPrepayment, EmiResult, PrepaymentMode } from "../../../workers/calc-contract";
import { formatRupees } from "../../lib/format-money";
import type { FieldDef, FieldErrors, ParsedValues, ResultField } from "../definition";
import type { ParsedInput } from "../parse-input";

export type PrepaymentField = "oneTimeAmount" | "oneTimeMonth" | "extraMonthly" | "extraFromMonth" | "prepaymentMode";

/** The mode choice's option values (what compute() receives), in the order of the core's. */
const MODE_VALUE = { reduceTenure: 0, reduceEmi: 1 } as const satisfies Record<PrepaymentMode, number>;
const MODE_BY_VALUE: readonly PrepaymentMode[] = ["reduceTenure", "reduceEmi"];

/** The upper bound of a prepayment: as large as the largest loan (a bigger one simply closes it). */
export const MAX_PREPAYMENT = 1_000_000_000;

export const PREPAYMENT_LABELS = {
  oneTimeAmount: "One-time prepayment",
  oneTimeMonth: "Prepayment in loan month",
  extraMonthly: "Extra payment every month",
  extraFromMonth: "Extra payments from loan month",
  prepaymentMode: "Prepayments reduce",
} as const satisfies Record<PrepaymentField, string>;

export const PREPAYMENT_MESSAGES = {
  notNumber: "Prepayment must be a number.",
  negative: "Prepayment cannot be negative.",
  tooHigh: `Prepayment cannot be more than ${formatRupees(MAX_PREPAYMENT)}.`,
  monthRequired: "Enter the loan month of the prepayment.",
  monthWhole: "Prepayment month must be a whole number (1 is the month of the first EMI).",
  monthOutside: "Prepayment month must be within the loan tenure.",
} as const;

const entered = (raw: string | undefined) => raw !== undefined && raw.trim() !== "";

export function prepaymentFields<Id extends string>(): FieldDef<Id | PrepaymentField>[] {
  return [
    { id: "oneTimeAmount", label: PREPAYMENT_LABELS.oneTimeAmount, unit: "rupees", defaultValue: "", slider: { min: 0, max: 5_000_000, step: 25_000 } },
    {
      id: "oneTimeMonth",
      label: PREPAYMENT_LABELS.oneTimeMonth,
      unit: "loanMonth",
      defaultValue: "",
      slider: { min: 1, max: 360, step: 1 },
      shownWhen: (raw) => entered(raw.oneTimeAmount),
    },
    { id: "extraMonthly", label: PREPAYMENT_LABELS.extraMonthly, unit: "rupees", defaultValue: "", slider: { min: 0, max: 100_000, step: 1_000 } },
    {
      id: "extraFromMonth",
      label: PREPAYMENT_LABELS.extraFromMonth,
      unit: "loanMonth",
      defaultValue: "",
      // Left empty, the extra starts with the first EMI.
      emptyValue: 1,
      slider: { min: 1, max: 360, step: 1 },
      shownWhen: (raw) => entered(raw.extraMonthly),
    },
    {
      kind: "choice",
      id: "prepaymentMode",
      label: PREPAYMENT_LABELS.prepaymentMode,
      display: "select",
      defaultValue: "tenure",
      options: [
        { key: "tenure", label: "Loan tenure (same EMI, paid off sooner)", value: MODE_VALUE.reduceTenure },
        { key: "emi", label: "EMI (same end date, lower EMI)", value: MODE_VALUE.reduceEmi },
      ],
      shownWhen: (raw) => entered(raw.oneTimeAmount) || entered(raw.extraMonthly),
    },
  ];
}

function amountError({ value, empty }: ParsedInput): string | undefined {
  if (empty) return undefined; // no prepayment
  if (Number.isNaN(value)) return PREPAYMENT_MESSAGES.notNumber;
  if (value < 0) return PREPAYMENT_MESSAGES.negative;
  return value > MAX_PREPAYMENT ? PREPAYMENT_MESSAGES.tooHigh : undefined;
}

/** A loan month 1..tenureMonths; the tenure is not checked while it is itself invalid (NaN). */
function monthError({ value, empty }: ParsedInput, tenureMonths: number, optional: boolean): string | undefined {
  if (empty) return optional ? undefined : PREPAYMENT_MESSAGES.monthRequired;
  if (Number.isNaN(value) || !Number.isInteger(value)) return PREPAYMENT_MESSAGES.monthWhole;
  return value < 1 || value > tenureMonths ? PREPAYMENT_MESSAGES.monthOutside : undefined;
}

/**
 * Messages for the prepayment fields; values without them (the plain EMI, an older link) mean
 * no prepayment. A month is checked only while its amount is above 0.
 */
export function validatePrepayment(values: Partial<ParsedValues<PrepaymentField>>, tenure: ParsedInput): FieldErrors<PrepaymentField> {
  const errors: FieldErrors<PrepaymentField> = {};
  const tenureMonths = tenure.empty ? Number.NaN : Math.round(tenure.value * 12);
  const months = Number.isFinite(tenureMonths) && tenureMonths >= 1 ? tenureMonths : Number.POSITIVE_INFINITY;
  if (values.oneTimeAmount) {
    errors.oneTimeAmount = amountError(values.oneTimeAmount);
    if (values.oneTimeAmount.value > 0 && values.oneTimeMonth) errors.oneTimeMonth = monthError(values.oneTimeMonth, months, false);
  }
  if (values.extraMonthly) {
    errors.extraMonthly = amountError(values.extraMonthly);
    if (values.extraMonthly.value > 0 && values.extraFromMonth) errors.extraFromMonth = monthError(values.extraFromMonth, months, true);
  }
  return errors;
}

/** What the core gets: the prepayments when an amount is above 0, else nothing (the plain EMI). */
export function prepaymentInputs(inputs: Partial<Record<PrepaymentField, number>>): { prepayment: EmiPrepayment } | Record<string, never> {
  const oneTimeAmount = inputs.oneTimeAmount ?? 0;
  const extraMonthly = inputs.extraMonthly ?? 0;
  if (!(oneTimeAmount > 0) && !(extraMonthly > 0)) return {};
  return {
    prepayment: {
      oneTimeAmount,
      oneTimeMonth: inputs.oneTimeMonth ?? 0,
      extraMonthly,
      extraFromMonth: inputs.extraFromMonth ?? 1,
      mode: MODE_BY_VALUE[inputs.prepaymentMode ?? MODE_VALUE.reduceTenure] ?? "reduceTenure",
    },
  };
}

/** The calendar month of loan month `loanMonth` (1 = the first EMI): 'Mar 2041'. */
export function loanMonthLabel(result: Pick<EmiResult, "startYear" | "startMonth">, loanMonth: number): string {
  return formatMonthYear(result.startYear, result.startMonth + loanMonth - 1);
}

const hasPrepayment = (r: EmiResult) => r.prepayment !== undefined;

/** The result boxes a prepayment adds (shown only with one). */
export const prepaymentResults: readonly ResultField<EmiResult>[] = [
  {
    id: "newEmi",
    label: "EMI after the first prepayment",
    format: "rupeesPaise",
    value: (r) => r.prepayment?.newEmi ?? r.emi,
    shownWhen: (r) => r.prepayment?.mode === "reduceEmi",
  },
  { id: "interestSaved", label: "Interest saved", format: "rupees", value: (r) => r.prepayment?.interestSaved ?? 0, shownWhen: hasPrepayment },
  { id: "monthsSaved", label: "Months saved", format: "number", value: (r) => r.prepayment?.monthsSaved ?? 0, shownWhen: hasPrepayment },
  {
    id: "payoffDate",
    label: "Loan paid off in",
    format: "number",
    value: (r) => r.months,
    text: (r) => loanMonthLabel(r, r.months),
    shownWhen: hasPrepayment,
  },
];
