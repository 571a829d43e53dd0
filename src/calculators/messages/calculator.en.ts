// The calculator page's own words, around every definition (calculator-page.tsx and the
// components it renders: fields, headline bar, tables and their CSV button, print, the
// preview of a tool still being built, and the page's failure message). English: the
// specification's wording, exactly as the page showed it before it had a catalogue.
import { formatAmountWords, formatNumber, formatYearsMonths } from "../../lib/format-money";

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
    /**
     * The worked example under the lead: the form's starting inputs and what the core computes
     * for them (computed at build for the prerendered page). `inputs` and `results` are lists
     * of 'label figure' already joined ('a, b and c', with `listAnd`).
     */
    workedExample: (inputs: string, results: string) => `For example, with ${inputs}: ${results}.`,
    /** A worked example whose inputs the calculator answers with a message instead of figures. */
    workedExampleNotice: (inputs: string, notice: string) => `For example, with ${inputs}: ${notice}`,
    /** The word before the last of a list in the worked example: 'a, b and c'. */
    listAnd: "and",
    /** Shown only without JavaScript, under the empty results. */
    needsScript: "Calculating needs JavaScript: turn it on to use this calculator. The example above was worked out with the form's starting figures.",
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
    /** A point in time counted in years: '24', or '24 years 2 months' where it falls within a year. */
    yearMark: (years: number, months: number) => formatYearsMonths(years, months),
    /** Under a result of ₹1 lakh or more: '≈ ₹14.42 crore' ('' below). */
    amountWords: (value: number) => formatAmountWords(value, "en"),
  },
  table: {
    /** 'Download year-by-year projection (CSV)': the table's caption, starting lower case. */
    download: (caption: string) => `Download ${caption.charAt(0).toLowerCase()}${caption.slice(1)} (CSV)`,
    /** Above a table whose columns do not all fit its box. */
    scrollCue: "Scroll the table sideways to see every column →",
  },
  preview: {
    fallbackTitle: "Calculator",
    building: "This calculator is being built. Meanwhile, the {sip} and the rest of the {tools} are ready to use.",
    sip: "SIP calculator",
    tools: "tools",
  },
};

export type CalculatorMessages = typeof messages;
