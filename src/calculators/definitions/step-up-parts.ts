// The optional yearly step-up of a SIP, shared by the SIP calculator and Difference in Returns
// (SIP mode): a choice of None / % per year / ₹ per year, the step-up itself (shown only once
// a mode is chosen), its rules and messages, and what compute() passes to the core. The
// instalment stays the same for twelve months and rises at months 13, 25, 37, ...
import type { StepUpMode } from "../../../workers/calc-contract";
import { formatNumber, formatRupees } from "../../lib/format-money";
import type { FieldDef, FieldErrors, ParsedValues } from "../definition";
import type { ParsedInput } from "../parse-input";

export type StepUpField = "stepUpMode" | "stepUpPercent" | "stepUpAmount";

/** Option values of the mode choice (what compute() receives), in the order of StepUpMode. */
const MODE_VALUE = { none: 0, percent: 1, amount: 2 } as const satisfies Record<StepUpMode, number>;
const MODE_BY_VALUE: readonly StepUpMode[] = ["none", "percent", "amount"];

/** Bounds the spec leaves open: doubling the instalment every year, or ₹10 crore more a year. */
export const MAX_STEP_UP_PCT = 100;
export const MAX_STEP_UP_AMOUNT = 100_000_000;

export const STEP_UP_MESSAGES = {
  notNumber: "Step-up must be a number.",
  negative: "Step-up cannot be negative.",
  percentTooHigh: `Step-up cannot be more than ${formatNumber(MAX_STEP_UP_PCT)}% a year.`,
  amountTooHigh: `Step-up cannot be more than ${formatRupees(MAX_STEP_UP_AMOUNT)} a year.`,
} as const;

export const STEP_UP_LABELS = {
  stepUpMode: "Yearly step-up",
  stepUpPercent: "Step-up percentage",
  stepUpAmount: "Step-up amount",
} as const satisfies Record<StepUpField, string>;

/**
 * The mode choice and its two number fields, empty by default (a step-up of 0). `available`
 * hides all three (Difference in Returns has no step-up in lumpsum mode).
 */
export function stepUpFields<Id extends string>(
  available: (raw: Readonly<Record<Id | StepUpField, string>>) => boolean = () => true,
): FieldDef<Id | StepUpField>[] {
  return [
    {
      kind: "choice",
      id: "stepUpMode",
      label: STEP_UP_LABELS.stepUpMode,
      display: "select",
      defaultValue: "none",
      options: [
        { key: "none", label: "None", value: MODE_VALUE.none },
        { key: "percent", label: "% per year", value: MODE_VALUE.percent },
        { key: "amount", label: "₹ per year", value: MODE_VALUE.amount },
      ],
      shownWhen: available,
    },
    {
      id: "stepUpPercent",
      label: STEP_UP_LABELS.stepUpPercent,
      unit: "percent",
      defaultValue: "",
      slider: { min: 0, max: 50, step: 1 },
      shownWhen: (raw) => available(raw) && raw.stepUpMode === "percent",
    },
    {
      id: "stepUpAmount",
      label: STEP_UP_LABELS.stepUpAmount,
      unit: "rupees",
      defaultValue: "",
      slider: { min: 0, max: 50_000, step: 500 },
      shownWhen: (raw) => available(raw) && raw.stepUpMode === "amount",
    },
  ];
}

function stepUpError({ value, empty }: ParsedInput, max: number, tooHigh: string): string | undefined {
  if (empty) return undefined; // an empty step-up is 0: the flat SIP
  if (Number.isNaN(value)) return STEP_UP_MESSAGES.notNumber;
  if (value < 0) return STEP_UP_MESSAGES.negative;
  return value > max ? tooHigh : undefined;
}

/**
 * Messages for the step-up field of the chosen mode, when `applies`. Values without the step-up
 * fields (a plain SIP, e.g. an older link) mean no step-up.
 */
export function validateStepUp(values: Partial<ParsedValues<StepUpField>>, applies = true): FieldErrors<StepUpField> {
  if (!applies) return {};
  const mode = MODE_BY_VALUE[values.stepUpMode?.value ?? MODE_VALUE.none];
  if (mode === "percent" && values.stepUpPercent) {
    return { stepUpPercent: stepUpError(values.stepUpPercent, MAX_STEP_UP_PCT, STEP_UP_MESSAGES.percentTooHigh) };
  }
  if (mode === "amount" && values.stepUpAmount) {
    return { stepUpAmount: stepUpError(values.stepUpAmount, MAX_STEP_UP_AMOUNT, STEP_UP_MESSAGES.amountTooHigh) };
  }
  return {};
}

/** What the core gets: the mode and the value of its field; nothing when there is no step-up. */
export function stepUpInputs(inputs: Partial<Record<StepUpField, number>>): { stepUpMode: StepUpMode; stepUpValue: number } | Record<string, never> {
  const mode = MODE_BY_VALUE[inputs.stepUpMode ?? MODE_VALUE.none] ?? "none";
  if (mode === "none") return {};
  return { stepUpMode: mode, stepUpValue: (mode === "percent" ? inputs.stepUpPercent : inputs.stepUpAmount) ?? 0 };
}
