// What every Hindi calculator shares: how the shared rules word their messages, and phrases
// several calculators make. Loaded with the first Hindi calculator, never on an English page.
// The wording avoids the label's grammatical gender ('रख सकते', not 'सकता/सकती'), since the
// label is any field's.
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
      return `${formatNumber(value)} वर्ष`;
    case "months":
      return `${formatNumber(value)} महीने`;
    case "loanMonth":
      return `${formatNumber(value)}वें महीने`;
  }
}

export const calculatorsHi: CalculatorLocale = {
  rules: {
    required: (label) => `${label} भरें`,
    negative: (label) => `${label} शून्य से कम नहीं रख सकते`,
    moreThan: (label, limit) => `${label} ${limit} से अधिक नहीं रख सकते`,
    atLeastOneMonth: (label) => `${label} कम से कम 1 महीना रखें`,
    limit: limitText,
  },
  messages: {},
  patterns: [],
};
