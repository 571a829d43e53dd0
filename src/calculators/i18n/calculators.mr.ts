// What every Marathi calculator shares: how the shared rules word their messages. Loaded with
// the first Marathi calculator, never on another language's page. The wording does not depend
// on the label's grammatical gender ('ठेवता येत नाही'), since the label is any field's.
import { formatNumber, formatRupees } from "../../lib/format-money";
import type { FieldUnit } from "../definition";
import type { CalculatorLocale } from "./definition-text";

/**
 * A limit as the comparison 'more than …' needs it, 'पेक्षा' joined as Marathi writes it: after
 * a figure with a space ('₹1,00,000 पेक्षा', '15% पेक्षा'), onto the word's oblique form
 * otherwise ('50 वर्षांपेक्षा', '240 महिन्यांपेक्षा', '24व्या महिन्यापेक्षा').
 */
function limitText(value: number, unit: FieldUnit): string {
  switch (unit) {
    case "rupees":
      return `${formatRupees(value)} पेक्षा`;
    case "percent":
      return `${formatNumber(value)}% पेक्षा`;
    case "years":
      return `${formatNumber(value)} ${value === 1 ? "वर्षापेक्षा" : "वर्षांपेक्षा"}`;
    case "months":
      return `${formatNumber(value)} ${value === 1 ? "महिन्यापेक्षा" : "महिन्यांपेक्षा"}`;
    case "loanMonth":
      return `${formatNumber(value)}व्या महिन्यापेक्षा`;
  }
}

export const calculatorsMr: CalculatorLocale = {
  rules: {
    required: (label) => `${label} भरा`,
    negative: (label) => `${label} शून्यापेक्षा कमी ठेवता येत नाही`,
    moreThan: (label, limit) => `${label} ${limit} जास्त ठेवता येत नाही`,
    atLeastOneMonth: (label) => `${label} किमान 1 महिना ठेवा`,
    limit: limitText,
  },
  messages: {},
  patterns: [],
};
