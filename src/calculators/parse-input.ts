// What a typed field holds. Visitors type '10,000', '₹ 5 00 000', '12%' or paste junk; the
// grouping, the rupee sign, spaces and a trailing % are ignored; anything else that is not a
// plain decimal (letters, hex, two dots) is not a number.

export interface ParsedInput {
  /** The number; 0 when the field is empty; NaN when the text is not a number. */
  value: number;
  empty: boolean;
}

const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

export function parseInput(raw: string): ParsedInput {
  const cleaned = raw.replace(/[\s,₹]/g, "").replace(/%$/, "");
  if (cleaned === "") return { value: 0, empty: true };
  if (!DECIMAL.test(cleaned)) return { value: Number.NaN, empty: false };
  const value = Number(cleaned);
  return { value: Number.isFinite(value) ? value : Number.NaN, empty: false };
}
