import { describe, expect, it } from "vitest";
import { formatDate } from "../lib/format-money";
import { planPath } from "./plan-links";

describe("a saved plan's link", () => {
  it("opens its calculator with the saved inputs in the query", () => {
    expect(planPath({ toolId: "sip", inputs: { monthlyInvestment: "5000", annualRate: "12", timePeriod: "10" } })).toBe(
      "/tools/sip?monthlyInvestment=5000&annualRate=12&timePeriod=10",
    );
  });

  it("uses the route table's spelling and escapes what the query needs", () => {
    expect(planPath({ toolId: "rd", inputs: { monthlyDeposit: "1,000" } })).toBe("/tools/RD?monthlyDeposit=1%2C000");
    expect(planPath({ toolId: "emi", inputs: {} })).toBe("/tools/EMI");
  });

  it("dates the plan the Indian way, in the page's language with Latin digits", () => {
    expect(formatDate("2025-01-12T18:45:00.000Z")).toMatch(/^1[23] Jan 2025$/);
    expect(formatDate("2025-01-12T18:45:00.000Z", "hi")).toMatch(/^1[23] जन॰ 2025$/);
    expect(formatDate("not a date")).toBe("");
    expect(formatDate("not a date", "hi")).toBe("");
  });
});
