// The debt tracker's payoff schedule, from the compiled core's plan: dated months, both
// strategies' balances and interest, the debts each clears, and its CSV.
import { describe, expect, it } from "vitest";
import type { DebtEntry } from "../../workers/calc-contract";
import { currentMonth, payoffSchedule, payoffScheduleCsv, PAYOFF_SCHEDULE_FIELDS } from "../../src/debt/payoff-schedule";
import { parseCsv } from "../support/parse-csv";
import { calcApi } from "../wasm/load-core";

const debt = (balance: number, rate: number, minimumPayment = 0): DebtEntry => ({ balance, rate, minimumPayment });
const names = ["Card, HDFC", "Car loan", "Friend"];
const debts = [debt(50_000, 36, 1_500), debt(200_000, 14, 4_000), debt(10_000, 0)];

describe("the debt payoff schedule", () => {
  it("takes month 1 from the calendar month the plan is worked out in", () => {
    expect(currentMonth(new Date(2026, 10, 20))).toEqual({ year: 2026, month: 11 });
  });

  it("has one row per month of the longer run, dated from the start month", async () => {
    const plan = await calcApi.debtPlan({ debts, monthlyBudget: 15_000 });
    const rows = payoffSchedule(plan, names, { year: 2026, month: 11 });
    expect(plan.snowball.status).toBe("cleared");
    expect(rows).toHaveLength(Math.max(plan.snowball.months, plan.avalanche.months));
    expect(rows.slice(0, 3).map((row) => [row.month, row.year, row.calendarMonth])).toEqual([
      [1, 2026, 11],
      [2, 2026, 12],
      [3, 2027, 1],
    ]);
  });

  it("lists each debt once, in the month the core says it is cleared, and ends each run at zero owed", async () => {
    const plan = await calcApi.debtPlan({ debts, monthlyBudget: 15_000 });
    const rows = payoffSchedule(plan, names, { year: 2026, month: 1 });
    for (const strategy of ["snowball", "avalanche"] as const) {
      const cleared = rows.flatMap((row) => row[strategy].cleared.map((name) => [name, row.month]));
      expect(cleared).toHaveLength(3);
      for (const [name, month] of cleared) expect(month).toBe(plan[strategy].payoffMonth[names.indexOf(name as string)]);
      // Snowball clears the smallest balance first, avalanche the dearest.
      expect(cleared[0][0]).toBe(strategy === "snowball" ? "Friend" : "Card, HDFC");
      const end = plan[strategy].months;
      expect(rows[end - 1][strategy].balance).toBe(0);
      expect(rows.at(-1)![strategy].interestPaid).toBeCloseTo(plan[strategy].totalInterest, 9);
      expect(rows[0][strategy].balance).toBeGreaterThan(0);
    }
  });

  it("writes the CSV with field names, ISO months, unformatted rupees and quoted names", async () => {
    const plan = await calcApi.debtPlan({ debts, monthlyBudget: 15_000 });
    const rows = payoffSchedule(plan, names, { year: 2026, month: 11 });
    const csv = parseCsv(payoffScheduleCsv(rows));
    expect(csv[0]).toEqual([...PAYOFF_SCHEDULE_FIELDS]);
    expect(csv).toHaveLength(rows.length + 1);
    expect(csv[1].slice(0, 2)).toEqual(["1", "2026-11"]);
    expect(csv[3][1]).toBe("2027-01");
    expect(Number(csv[1][2])).toBeCloseTo(rows[0].snowball.balance, 2);
    const avalancheFirst = csv.find((line) => line[7] !== "" && line !== csv[0]);
    expect(avalancheFirst?.[7]).toBe("Card, HDFC");
  });

  it("parts debts cleared in the same month with a semicolon, as names may hold commas", async () => {
    const plan = await calcApi.debtPlan({ debts: [debt(2_000, 12), debt(1_000, 0)], monthlyBudget: 5_000 });
    const rows = payoffSchedule(plan, ["Card, HDFC", "Friend"], { year: 2026, month: 3 });
    expect(rows).toHaveLength(1);
    const csv = parseCsv(payoffScheduleCsv(rows));
    expect(csv[1]).toEqual(["1", "2026-03", "0", "20", "Friend; Card, HDFC", "0", "20", "Card, HDFC; Friend"]);
  });

  it("has no rows without a budget, or with one that cannot make progress", async () => {
    expect(payoffSchedule(await calcApi.debtPlan({ debts, monthlyBudget: 0 }), names, currentMonth())).toEqual([]);
    expect(payoffSchedule(await calcApi.debtPlan({ debts, monthlyBudget: 1_000 }), names, currentMonth())).toEqual([]);
  });
});
