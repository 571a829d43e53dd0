import { describe, expect, it } from "vitest";
import { formatMonthYear } from "./format-month";

describe("formatMonthYear", () => {
  it("names the month the Indian English way", () => {
    expect(formatMonthYear(2041, 3)).toBe("Mar 2041");
    expect(formatMonthYear(2030, 12)).toBe("Dec 2030");
  });

  it("rolls a month past December into the next year", () => {
    expect(formatMonthYear(2026, 14)).toBe("Feb 2027");
  });
});
