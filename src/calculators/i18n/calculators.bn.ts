// What every Bengali calculator shares: how the shared rules word their messages. Loaded with
// the first Bengali calculator, never on another language's page. Bengali has no grammatical
// gender, so one wording fits any field's label.
import { formatNumber, formatRupees } from "../../lib/format-money";
import type { FieldUnit } from "../definition";
import type { CalculatorLocale } from "./definition-text";

/**
 * A limit as the comparison 'more than …' needs it, the genitive joined as Bengali writes it:
 * after a figure with a hyphen ('₹1,00,000-এর', '15%-এর'), onto the word otherwise ('50 বছরের',
 * '240 মাসের', '24 নম্বর মাসের').
 */
function limitText(value: number, unit: FieldUnit): string {
  switch (unit) {
    case "rupees":
      return `${formatRupees(value)}-এর`;
    case "percent":
      return `${formatNumber(value)}%-এর`;
    case "years":
      return `${formatNumber(value)} বছরের`;
    case "months":
      return `${formatNumber(value)} মাসের`;
    case "loanMonth":
      return `${formatNumber(value)} নম্বর মাসের`;
  }
}

export const calculatorsBn: CalculatorLocale = {
  rules: {
    required: (label) => `${label} লিখুন`,
    negative: (label) => `${label} শূন্যের কম হতে পারে না`,
    moreThan: (label, limit) => `${label} ${limit} বেশি হতে পারে না`,
    atLeastOneMonth: (label) => `${label} অন্তত 1 মাস হতে হবে`,
    limit: limitText,
  },
  messages: {},
  patterns: [],
};
