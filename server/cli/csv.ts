// CSV for `npm run messages` (RFC 4180: every field quoted, quotes doubled, CRLF rows). A
// field that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading
// apostrophe, so opening the file cannot execute anything a visitor typed.
import type { ContactMessage } from "../store/store";

const COLUMNS = ["id", "createdAt", "name", "email", "phoneno", "message"] as const;
const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: string | number): string {
  const text = String(value);
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const messagesCsv = {
  header: `${COLUMNS.join(",")}\r\n`,
  row(message: ContactMessage): string {
    return `${COLUMNS.map((column) => field(message[column])).join(",")}\r\n`;
  },
};
