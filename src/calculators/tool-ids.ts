// The tool routes of spec 1 §2, by the id in their path (/tools/<id>). The hub also links
// the lower-case variants /tools/rd, /tools/fd and /tools/emi: routing is case-insensitive.
export const TOOL_IDS = [
  "budget",
  "sip",
  "sip-need",
  "compounding",
  "difference-in-returns",
  "lumpsum",
  "RD",
  "FD",
  "EMI",
  "inflation",
  "delay-cost",
  "retirement",
  "education",
  "marriage",
  "wedding",
  "crore",
  "car",
  "home",
  "vacation",
  "custom",
  "debt",
  "emergency",
  "parents",
  "income-tax",
  "hra",
] as const;

export type ToolId = (typeof TOOL_IDS)[number];
