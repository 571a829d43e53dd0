// @vitest-environment jsdom
// The planners on the shared calculator page, with results from the plain-TypeScript references
// instead of the worker: the education form's two messages, the SIP box that only shows before
// retirement, and the aging-parent rule that a failed Calculate stops live recompute.
// The real worker and charts are tested in Chromium (tests/e2e).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GoalResult, RetirementInputs, RetirementResult } from "../../../workers/calc-contract";
import { goalReference } from "../../../tests/reference/goals";
import { retirementReference } from "../../../tests/reference/retirement";
import { ThemeProvider } from "../../app/theme";
import { CalcRunnerContext, type CalcRunner } from "../calc-runner";
import { CalculatorPage } from "../calculator-page";
import type { AnyCalculatorDefinition } from "../definition";
import { educationDefinition } from "./education";
import { parentsDefinition } from "./parents";
import { retirementDefinition } from "./retirement";

// uPlot needs a real browser (matchMedia, canvas).
vi.mock("uplot", () => ({ default: { paths: {} } }));
vi.mock("../../components/charts/uplot-chart", () => ({ UplotChart: ({ label }: { label: string }) => <div data-testid="chart" aria-label={label} /> }));

const column = <Row,>(rows: Row[], pick: (row: Row) => number) => Float64Array.from(rows, pick);

function educationResult(inputs: Record<string, number>): GoalResult {
  const r = goalReference(inputs.currentCost, 100, inputs.years, inputs.returnRate, inputs.inflationRate);
  return {
    ...r,
    presentCost: inputs.currentCost,
    projection: {
      year: column(r.rows, (row) => row.year),
      investedAmount: column(r.rows, (row) => row.investedAmount),
      returnsEarned: column(r.rows, (row) => row.returnsEarned),
      totalValue: column(r.rows, (row) => row.totalValue),
    },
  };
}

function retirementResult(inputs: RetirementInputs): RetirementResult {
  const r = retirementReference(inputs);
  const withdrawal = column(r.rows, (row) => row.withdrawal);
  return {
    ...r,
    taxRate: inputs.taxSlabPostRetirement,
    yearsToRetirement: inputs.retirementAge - inputs.currentAge,
    yearsInRetirement: inputs.lifeExpectancy - inputs.retirementAge,
    projection: {
      age: column(r.rows, (row) => row.age),
      year: column(r.rows, (row) => row.year),
      openingBalance: column(r.rows, (row) => row.openingBalance),
      withdrawal,
      preTaxWithdrawal: withdrawal,
      postTaxWithdrawal: column(r.rows, (row) => row.postTaxWithdrawal),
      return: column(r.rows, (row) => row.return),
      yearEndBalance: column(r.rows, (row) => row.yearEndBalance),
      capitalProtectionAmount: column(r.rows, (row) => row.capitalProtectionAmount),
      balance: column(r.rows, (row) => row.balance),
    },
  };
}

let calls: number;
const runner: CalcRunner = async (definition, inputs) => {
  calls++;
  return definition.id === "education" ? educationResult(inputs) : retirementResult(inputs as unknown as RetirementInputs);
};

function renderPage(definition: AnyCalculatorDefinition) {
  render(
    <ThemeProvider>
      <CalcRunnerContext.Provider value={runner}>
        <CalculatorPage definition={definition} />
      </CalcRunnerContext.Provider>
    </ThemeProvider>,
  );
}

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
}

async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  });
}

const shown = (id: string) => screen.queryByTestId(`result-${id}`)?.textContent;

beforeEach(() => {
  calls = 0;
  window.history.replaceState(null, "", "/tools/x");
});
afterEach(cleanup);

describe("education planner page", () => {
  it("shows 'This is required Field.' under the field and 'Must be a positive number.' for the form", async () => {
    renderPage(educationDefinition);
    await type("Years until it is needed", "-3");
    await press("Calculate");
    const input = screen.getByLabelText("Years until it is needed");
    const fieldMessage = screen.getByText("This is required Field.");
    expect(input.getAttribute("aria-describedby")).toBe(fieldMessage.id);
    expect(screen.getByText("Must be a positive number.")).toBeTruthy();
    expect(shown("futureCost")).toBeUndefined();
    await type("Years until it is needed", "15");
    expect(screen.queryByText("Must be a positive number.")).toBeNull();
    expect(shown("futureCost")).toBeUndefined(); // nothing until a successful Calculate
    await press("Calculate");
    expect(shown("futureCost")).toBe("₹1,04,43,120");
    expect(shown("monthlyInvestment")).toBe("₹20,697");
    expect(screen.getByText("Investment Growth Projection")).toBeTruthy();
    expect(screen.getAllByText("Goal: ₹1,04,43,120").length).toBeGreaterThan(0);
  });
});

describe("retirement planner page", () => {
  it("shows the monthly SIP that builds the corpus while retirement is ahead", async () => {
    renderPage(retirementDefinition);
    await press("Calculate");
    expect(shown("totalRetirementCorpusRequired")).toBe("₹14,42,44,645");
    expect(shown("monthlyInvestment")).toBe("₹1,44,368");
    expect(shown("taxRate")).toBe("30%");
  });
});

describe("aging parent planner page", () => {
  it("shows no SIP for a parent who has already retired", async () => {
    renderPage(parentsDefinition);
    await press("Calculate");
    expect(shown("retirementCorpusRequired")).toBe("₹1,71,42,857");
    expect(shown("monthlyInvestment")).toBeUndefined();
    await type("Parent's current age", "60");
    expect(shown("monthlyInvestment")).toBeDefined();
  });

  it("stops recomputing live after a failed Calculate, until the next successful one", async () => {
    renderPage(parentsDefinition);
    await press("Calculate");
    expect(shown("retirementCorpusRequired")).toBe("₹1,71,42,857");
    await type("Parent's retirement age", "60");
    expect(screen.getByText("Must be after current age.")).toBeTruthy();
    await press("Calculate");
    expect(shown("retirementCorpusRequired")).toBeUndefined();
    const before = calls;
    await type("Parent's retirement age", "65");
    await type("Parent's monthly expenses today", "40000");
    expect(shown("retirementCorpusRequired")).toBeUndefined();
    expect(calls).toBe(before);
    await press("Calculate");
    expect(shown("retirementCorpusRequired")).toBe("₹1,37,14,286");
  });

  it("says 'Required and cannot be negative.' for an emptied field", async () => {
    renderPage(parentsDefinition);
    await type("Life expectancy", "");
    expect(screen.getByText("Required and cannot be negative.")).toBeTruthy();
  });
});
