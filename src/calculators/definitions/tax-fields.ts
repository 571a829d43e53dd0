// Field rules and HRA fields the income tax and HRA calculators share. Messages
// follow the other calculators' wording: '{label} is required', '{label} cannot be negative'.
import type { FieldDef } from "../definition";
import type { ParsedInput } from "../parse-input";
import { atMost, firstError, type Rule } from "../rules";

/** ₹1,000 crore a year: beyond any salary, and still exact in floating point to the paisa. */
export const MAX_AMOUNT_RUPEES = 10_000_000_000;

/** A required amount that may be 0 (a salary of 0 with other income is a real case). */
export function requiredAmount(label: string): Rule {
  return ({ value, empty }) => {
    if (empty || Number.isNaN(value)) return `${label} is required`;
    if (value < 0) return `${label} cannot be negative`;
    return undefined;
  };
}

/** An amount that may be left empty (it counts as 0), but not negative or unreadable. */
export function optionalAmount(label: string): Rule {
  return ({ value }) => {
    if (Number.isNaN(value)) return `${label} must be a number`;
    if (value < 0) return `${label} cannot be negative`;
    return undefined;
  };
}

export const amountRules = (label: string, required: boolean): Rule[] => [
  required ? requiredAmount(label) : optionalAmount(label),
  atMost(label, MAX_AMOUNT_RUPEES, "rupees"),
];

export const checkAmount = (input: ParsedInput, label: string, required: boolean): string | undefined => firstError(input, amountRules(label, required));

export type HraField = "basicSalary" | "hraReceived" | "rentPaid" | "metroCity";

export const HRA_LABELS = {
  basicSalary: "Basic salary + DA (a year)",
  hraReceived: "HRA received (a year)",
  rentPaid: "Rent paid (a year)",
  metroCity: "Metro city",
} as const satisfies Record<HraField, string>;

/** The HRA inputs, with each calculator's starting values. */
export function hraFields(defaults: Record<Exclude<HraField, "metroCity">, number>): FieldDef<HraField>[] {
  return [
    { id: "basicSalary", label: HRA_LABELS.basicSalary, unit: "rupees", defaultValue: defaults.basicSalary, slider: { min: 0, max: 5_000_000, step: 10_000 } },
    { id: "hraReceived", label: HRA_LABELS.hraReceived, unit: "rupees", defaultValue: defaults.hraReceived, slider: { min: 0, max: 2_500_000, step: 5_000 } },
    { id: "rentPaid", label: HRA_LABELS.rentPaid, unit: "rupees", defaultValue: defaults.rentPaid, slider: { min: 0, max: 2_500_000, step: 5_000 } },
    {
      kind: "choice",
      id: "metroCity",
      label: HRA_LABELS.metroCity,
      display: "select",
      defaultValue: "yes",
      options: [
        { key: "yes", label: "Yes (50% of salary)", value: 1 },
        { key: "no", label: "No (40% of salary)", value: 0 },
      ],
    },
  ];
}
