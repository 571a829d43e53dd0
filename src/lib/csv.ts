// CSV export of a table (RFC 4180): one header row of field names, then the rows; numbers
// written as they are (rupees unformatted, full precision trimmed to the paisa), text quoted
// when it must be, and a cell that a spreadsheet would run as a formula prefixed with '.

export type CsvCell = string | number;

/** Amounts are kept to the paisa: enough for any figure we show, without float noise. */
function numberCell(value: number): string {
  if (!Number.isFinite(value)) return "";
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) => cells.map((cell) => (typeof cell === "number" ? numberCell(cell) : textCell(cell))).join(",");
  return [line(header), ...rows.map(line)].join("\r\n") + "\r\n";
}

/** 2026 and 11 -> '2026-11' (an ISO 8601 month). */
export function isoMonth(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** 'sip' and 'Year-by-year projection' -> 'sip-year-by-year-projection.csv': lower case, words joined by '-'. */
export function csvFileName(...parts: readonly string[]): string {
  const slug = parts
    .map((part) => part.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, ""))
    .filter(Boolean)
    .join("-");
  return `${slug || "table"}.csv`;
}

/**
 * Offers the text as a file download (a Blob URL: nothing leaves the browser). Text beyond
 * ASCII (a Hindi page's header row) gets a byte-order mark first: Excel reads a CSV without one
 * in the machine's legacy code page and garbles Devanagari. ASCII files stay as they were.
 */
export function downloadCsv(filename: string, csv: string): void {
  const text = /[\u0080-\uffff]/.test(csv) ? `\ufeff${csv}` : csv;
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename.endsWith(".csv") ? filename : `${filename}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
