import { describe, expect, it } from "vitest";
import { csvFileName, isoMonth, toCsv } from "./csv";

describe("CSV export", () => {
  it("writes a header row and unformatted numbers, CRLF line ends", () => {
    expect(toCsv(["year", "principal", "total"], [[1, 120000, 126809.33333], [2, 240000, 269900.5]])).toBe(
      "year,principal,total\r\n1,120000,126809.33\r\n2,240000,269900.5\r\n",
    );
  });

  it("quotes text with commas, quotes or line breaks", () => {
    expect(toCsv(["name"], [["Card, HDFC"], ['say "hi"'], ["two\nlines"]])).toBe('name\r\n"Card, HDFC"\r\n"say ""hi"""\r\n"two\nlines"\r\n');
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    expect(toCsv(["name"], [["=HYPERLINK(1)"], ["+91"], ["-x"], ["@a"]])).toBe("name\r\n'=HYPERLINK(1)\r\n'+91\r\n'-x\r\n'@a\r\n");
  });

  it("never writes NaN, Infinity or a negative zero", () => {
    expect(toCsv(["a", "b", "c"], [[Number.NaN, Number.POSITIVE_INFINITY, -0.001]])).toBe("a,b,c\r\n,,0\r\n");
  });

  it("gives ISO months", () => {
    expect(isoMonth(2026, 11)).toBe("2026-11");
    expect(isoMonth(2027, 3)).toBe("2027-03");
  });
});

describe("CSV file names", () => {
  it("joins the calculator and table in lower case with dashes", () => {
    expect(csvFileName("sip", "Year-by-year projection")).toBe("sip-year-by-year-projection.csv");
    expect(csvFileName("difference-in-returns", "Scenarios side by side")).toBe("difference-in-returns-scenarios-side-by-side.csv");
    expect(csvFileName("debt", "Payoff schedule")).toBe("debt-payoff-schedule.csv");
  });

  it("drops characters a file name should not carry", () => {
    expect(csvFileName("x", "  Cost / year (₹) ")).toBe("x-cost-year.csv");
    expect(csvFileName("", "₹")).toBe("table.csv");
  });
});
