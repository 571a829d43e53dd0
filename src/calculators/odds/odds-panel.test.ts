import { describe, expect, it } from "vitest";
import { formatMonths, formatShare } from "./odds-panel";

describe("the odds panel's words", () => {
  it("never rounds a share short of certainty up to 100%, or a small one down to 0%", () => {
    expect(formatShare(1)).toBe("100%");
    expect(formatShare(0)).toBe("0%");
    expect(formatShare(0.4873)).toBe("48.7%");
    expect(formatShare(0.9999)).toBe("over 99.9%");
    expect(formatShare(0.0001)).toBe("under 0.1%");
  });

  it("says months as years and months, and 0 as not within the search", () => {
    expect(formatMonths(269)).toBe("22 years 5 months");
    expect(formatMonths(12)).toBe("1 year");
    expect(formatMonths(1)).toBe("1 month");
    expect(formatMonths(0)).toBe("Not within 100 years");
  });
});
