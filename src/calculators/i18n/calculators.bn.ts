// What every Bengali calculator shares: how the shared rules word their messages. Loaded with
// the first Bengali calculator, never on another language's page. Bengali has no grammatical
// gender, so one wording fits any field's label.
import { formatNumber, formatRupees } from "../../lib/format-money";
import type { FieldUnit } from "../definition";
import type { CalculatorLocale } from "./definition-text";

function limitText(value: number, unit: FieldUnit): string {
  switch (unit) {
    case "rupees":
      return formatRupees(value);
    case "percent":
      return `${formatNumber(value)}%`;
    case "years":
      return `${formatNumber(value)} বছর`;
    case "months":
      return `${formatNumber(value)} মাস`;
    case "loanMonth":
      return `${formatNumber(value)} নম্বর মাস`;
  }
}

export const calculatorsBn: CalculatorLocale = {
  rules: {
    required: (label) => `${label} লিখুন`,
    negative: (label) => `${label} শূন্যের কম হতে পারে না`,
    moreThan: (label, limit) => `${label} ${limit}-এর বেশি হতে পারে না`,
    atLeastOneMonth: (label) => `${label} অন্তত 1 মাস হতে হবে`,
    limit: limitText,
  },
  messages: {},
  patterns: [],
};
