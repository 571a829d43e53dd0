import { describe, expect, it } from "vitest";
import { formatMonthYear, formatMonthYearWith } from "./format-month";

describe("formatMonthYear", () => {
  it("names the month the Indian English way", () => {
    expect(formatMonthYear(2041, 3)).toBe("Mar 2041");
    expect(formatMonthYear(2030, 12)).toBe("Dec 2030");
  });

  it("rolls a month past December into the next year", () => {
    expect(formatMonthYear(2026, 14)).toBe("Feb 2027");
  });

  it("writes what Intl's en-IN month-and-year format writes, every month over three centuries", () => {
    const intl = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "UTC" });
    for (let year = 1900; year <= 2200; year += 7) {
      for (let month = 1; month <= 12; month++) expect(formatMonthYear(year, month)).toBe(intl.format(Date.UTC(year, month - 1, 1)));
    }
  });
});

describe("formatMonthYearWith", () => {
  const english = Array.from({ length: 12 }, (_, index) => formatMonthYear(2000, index + 1).replace(/\s*2000$/, ""));

  it("reads as formatMonthYear with its month names, rolling over years both ways", () => {
    for (const [year, month] of [[2041, 3], [2030, 12], [2026, 14], [2026, 0], [2027, -11]]) {
      expect(formatMonthYearWith(english, year, month)).toBe(formatMonthYear(year, month));
    }
  });

  it("takes another language's names", () => {
    expect(formatMonthYearWith(["जनवरी", "फरवरी", "मार्च"], 2041, 3)).toBe("मार्च 2041");
  });
});
