// The XIRR list's rules: what is missing, what is unusable, and the link that carries it.
import { describe, expect, it } from "vitest";
import { emptyFlow, exampleFlows, MAX_FLOWS, readFlowQuery, validateFlows, writeFlowQuery, XIRR_MESSAGES } from "./xirr-form";

describe("XIRR form rules", () => {
  it("accepts the example and hands the core ISO dates and numbers", () => {
    const result = validateFlows(exampleFlows());
    expect(result.flows).toEqual([
      { date: "2023-01-01", amount: -100_000 },
      { date: "2024-01-01", amount: -50_000 },
      { date: "2025-01-01", amount: 180_000 },
    ]);
  });

  it("reports a missing date or amount for the list, and bad values per field", () => {
    const rows = [emptyFlow("2024-02-30", "-100"), emptyFlow("2025-01-01", "0"), emptyFlow("", "5")];
    const result = validateFlows(rows);
    expect(result.missing).toBe(true);
    expect(result.flows).toBeUndefined();
    expect(result.rowErrors.get(rows[0].key)).toEqual({ date: XIRR_MESSAGES.date });
    expect(result.rowErrors.get(rows[1].key)).toEqual({ amount: XIRR_MESSAGES.zero });
    expect(validateFlows([emptyFlow("2024-01-01", "abc"), emptyFlow("2025-01-01", "5")]).rowErrors.size).toBe(1);
  });

  it("needs two flows, within 100 years of each other", () => {
    expect(validateFlows([emptyFlow("2024-01-01", "-5")]).listError).toBe(XIRR_MESSAGES.tooFew);
    expect(validateFlows([emptyFlow("1901-01-01", "-5"), emptyFlow("2024-01-01", "9")]).listError).toBe(XIRR_MESSAGES.span);
  });

  it("round-trips the list through the URL query with ISO dates, keeping other parameters", () => {
    const rows = [emptyFlow("2023-04-05", "-10,000"), emptyFlow("2024-04-05", "11000")];
    const search = writeFlowQuery("utm=x&flow9=stale", rows);
    expect(search).toBe("utm=x&flow1=2023-04-05%7E-10000&flow2=2024-04-05%7E11000");
    const back = readFlowQuery(search);
    expect(back?.map(({ date, amount }) => [date, amount])).toEqual([
      ["2023-04-05", "-10000"],
      ["2024-04-05", "11000"],
    ]);
    expect(readFlowQuery("budget=5")).toBeNull();
  });

  it("reads flows in number order and at most the plan limit", () => {
    const query = Array.from({ length: 45 }, (_, i) => `flow${45 - i}=2024-01-${String((i % 28) + 1).padStart(2, "0")}~${i + 1}`).join("&");
    const rows = readFlowQuery(query);
    expect(rows).toHaveLength(MAX_FLOWS);
    expect(rows?.[0].amount).toBe("45");
  });
});
