// What every Marathi calculator shares: how the shared rules word their messages. Loaded with
// the first Marathi calculator, never on another language's page. The wording does not depend
// on the label's grammatical gender ('ठेवता येत नाही'), since the label is any field's.
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
      return `${formatNumber(value)} वर्षे`;
    case "months":
      return `${formatNumber(value)} महिने`;
    case "loanMonth":
      return `${formatNumber(value)}व्या महिन्या`;
  }
}

export const calculatorsMr: CalculatorLocale = {
  rules: {
    required: (label) => `${label} भरा`,
    negative: (label) => `${label} शून्यापेक्षा कमी ठेवता येत नाही`,
    moreThan: (label, limit) => `${label} ${limit} पेक्षा जास्त ठेवता येत नाही`,
    atLeastOneMonth: (label) => `${label} किमान 1 महिना ठेवा`,
    limit: limitText,
  },
  messages: {},
  patterns: [],
};
