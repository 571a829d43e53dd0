// The calculator page's own words, around every definition (calculator-page.tsx and the
// components it renders: fields, headline bar, tables and their CSV button, print, the
// preview of a tool still being built, and the page's failure message). English: the
// specification's wording, exactly as the page showed it before it had a catalogue.
import { formatNumber } from "../../lib/format-money";

export const messages = {
  page: {
    formLabel: (title: string) => `${title} inputs`,
    calculate: "Calculate",
    results: "Results",
    empty: "Enter your numbers and press Calculate to see the results.",
    methodHeading: "How this is calculated",
    donutLabel: (title: string) => `${title}: breakdown of the total`,
    headlineLabel: "Headline results",
    print: "Print",
    calculationFailed: "The calculation failed. Please try again.",
    workerFailed: "The calculator could not start. Please reload the page.",
    outOfRange: "These numbers are beyond what this calculator can work out. Please check them and enter smaller values.",
  },
  field: {
    sliderLabel: (label: string) => `${label} slider`,
  },
  /** Units after a figure: field suffixes, slider announcements, table and result values. */
  units: {
    yearsSuffix: "years",
    monthsSuffix: "months",
    years: (value: number) => `${formatNumber(value)} ${value === 1 ? "year" : "years"}`,
    months: (value: number) => `${formatNumber(value)} ${value === 1 ? "month" : "months"}`,
    loanMonth: (value: number) => `month ${formatNumber(value)}`,
  },
  table: {
    /** 'Download year-by-year projection (CSV)': the table's caption, starting lower case. */
    download: (caption: string) => `Download ${caption.charAt(0).toLowerCase()}${caption.slice(1)} (CSV)`,
  },
  preview: {
    fallbackTitle: "Calculator",
    building: "This calculator is being built. Meanwhile, the {sip} and the rest of the {tools} are ready to use.",
    sip: "SIP calculator",
    tools: "tools",
  },
};

export type CalculatorMessages = typeof messages;
