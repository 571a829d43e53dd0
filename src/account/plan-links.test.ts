import { describe, expect, it } from "vitest";
import { formatDate } from "../lib/format-money";
import { planInputs, planLocale, planPath } from "./plan-links";

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

  it("opens a plan in the language it was saved in; a plan without one (every older plan) in English", () => {
    const inputs = { monthlyInvestment: "5000", annualRate: "12" };
    const hindi = { toolId: "sip", inputs: planInputs(inputs, "hi") };
    expect(hindi.inputs).toEqual({ ...inputs, lang: "hi" });
    expect(planLocale(hindi)).toBe("hi");
    expect(planPath(hindi)).toBe("/hi/tools/sip?monthlyInvestment=5000&annualRate=12");
    expect(planInputs(inputs, "en")).toEqual(inputs);
    expect(planPath({ toolId: "sip", inputs })).toBe("/tools/sip?monthlyInvestment=5000&annualRate=12");
    // An unknown language, or a calculator not offered in the plan's language, opens in English.
    expect(planPath({ toolId: "sip", inputs: { ...inputs, lang: "xx" } })).toBe("/tools/sip?monthlyInvestment=5000&annualRate=12");
    // (Every tool is in Hindi today: a tool added later without a Hindi text stands for one.)
    expect(planPath({ toolId: "rent-vs-buy", inputs: { rent: "25000", lang: "hi" } })).toBe("/tools/rent-vs-buy?rent=25000");
  });

  it("dates the plan the Indian way, in the page's language with Latin digits", () => {
    expect(formatDate("2025-01-12T18:45:00.000Z")).toMatch(/^1[23] Jan 2025$/);
    expect(formatDate("2025-01-12T18:45:00.000Z", "hi")).toMatch(/^1[23] जन॰ 2025$/);
    expect(formatDate("not a date")).toBe("");
    expect(formatDate("not a date", "hi")).toBe("");
  });
});
