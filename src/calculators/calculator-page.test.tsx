// @vitest-environment jsdom
// The state rules every calculator shares (spec 1 §4), with a fake core so each reply's
// timing is in the test's hands. The real worker and chart are tested in Chromium (tests/e2e).
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GrowthResult } from "../../workers/calc-contract";
import { sipReference } from "../../tests/reference/growth";
import { ThemeProvider } from "../app/theme";
import { CalcRunnerContext, type CalcRunner } from "./calc-runner";
import { CalculatorPage } from "./calculator-page";
import { sipDefinition } from "./definitions/sip";
import { ANNOUNCE_PAUSE_MS } from "./headline-bar";
import { RESULTS_BELOW_FORM_QUERY } from "./use-media-query";

// uPlot needs a real browser (matchMedia, canvas); charts are tested in Chromium.
vi.mock("uplot", () => ({ default: { paths: {} } }));
vi.mock("../components/charts/uplot-chart", () => ({ UplotChart: () => <div data-testid="chart" /> }));

function growthResult(inputs: Record<string, number>): GrowthResult {
  const reference = sipReference(inputs.monthlyInvestment, inputs.annualRate, inputs.timePeriod);
  const column = (pick: (row: (typeof reference.rows)[number]) => number) => Float64Array.from(reference.rows, pick);
  return {
    invested: reference.invested,
    gained: reference.gained,
    total: reference.total,
    projection: { year: column((r) => r.year), principal: column((r) => r.principal), growth: column((r) => r.growth), total: column((r) => r.total) },
  };
}

let pending: { inputs: Record<string, number>; resolve(): void }[];
const runner: CalcRunner = (_definition, inputs) =>
  new Promise((resolve) => pending.push({ inputs, resolve: () => resolve(growthResult(inputs)) }));

async function answerAll() {
  while (pending.length) {
    await act(async () => {
      pending.shift()?.resolve();
    });
  }
}

function renderSip(definition: typeof sipDefinition = sipDefinition) {
  render(
    <ThemeProvider>
      <CalcRunnerContext.Provider value={runner}>
        <CalculatorPage definition={definition} />
      </CalcRunnerContext.Provider>
    </ThemeProvider>,
  );
}

const total = () => screen.queryByTestId("result-total")?.textContent;

beforeEach(() => {
  pending = [];
  window.history.replaceState(null, "", "/tools/sip");
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a calculator page", () => {
  it("shows nothing before the first Calculate, and asks the core nothing", () => {
    renderSip();
    expect(total()).toBeUndefined();
    expect(pending).toHaveLength(0);
    // A rupee field not being edited shows its amount grouped.
    expect(screen.getByLabelText("Monthly investment")).toHaveProperty("value", "10,000");
  });

  it("shows a rupee field's digits as typed while it is edited, and grouped again after", () => {
    renderSip();
    const input = screen.getByLabelText("Monthly investment") as HTMLInputElement;
    act(() => input.focus());
    expect(input.value).toBe("10000");
    fireEvent.change(input, { target: { value: "5200000" } });
    expect(input.value).toBe("5200000");
    act(() => input.blur());
    expect(input.value).toBe("52,00,000");
  });

  it("shows the result of a valid Calculate, then follows every change", async () => {
    renderSip();
    fireEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await answerAll();
    expect(total()).toBe("₹23,23,391");
    fireEvent.change(screen.getByLabelText("Time period"), { target: { value: "11" } });
    await answerAll();
    expect(total()).toBe("₹27,46,148");
  });

  it("hides the results while a field is invalid and never shows a reply sent before that", async () => {
    renderSip();
    fireEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await answerAll();
    fireEvent.change(screen.getByLabelText("Time period"), { target: { value: "12" } });
    expect(pending).toHaveLength(1); // the reply for 12 years is still on its way...
    fireEvent.change(screen.getByLabelText("Monthly investment"), { target: { value: "" } });
    expect(total()).toBeUndefined(); // ...when the inputs become invalid
    expect(screen.getByText("Monthly investment is required")).toBeTruthy();
    await answerAll();
    expect(total()).toBeUndefined();
    fireEvent.change(screen.getByLabelText("Monthly investment"), { target: { value: "10000" } });
    await answerAll();
    expect(total()).toBe("₹32,22,522"); // 12 years: the inputs now on screen
  });

  it("does not show results after an invalid first Calculate, and shows every field's message", async () => {
    renderSip();
    fireEvent.change(screen.getByLabelText("Expected return rate (p.a.)"), { target: { value: "-1" } });
    fireEvent.change(screen.getByLabelText("Time period"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await answerAll();
    expect(total()).toBeUndefined();
    expect(pending).toHaveLength(0);
    expect(screen.getByText("Expected return rate (p.a.) cannot be negative")).toBeTruthy();
    expect(screen.getByText("Time period is required")).toBeTruthy();
  });

  it("computes at once from inputs in the URL", async () => {
    window.history.replaceState(null, "", "/tools/sip?monthlyInvestment=5000&annualRate=12&timePeriod=10");
    renderSip();
    await answerAll();
    expect(total()).toBe("₹11,61,695");
  });

  it("tells a screen reader the headline results once they stop changing, not at every step", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    renderSip();
    const status = screen.getByRole("status");
    fireEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await answerAll();
    expect(status.textContent).toBe("");
    act(() => vi.advanceTimersByTime(ANNOUNCE_PAUSE_MS));
    expect(status.textContent).toBe("Invested amount: ₹12,00,000. Est. returns: ₹11,23,391. Total value: ₹23,23,391.");
    // A drag: 11 years, then 12 before a pause. Only the figures it settles on are read.
    fireEvent.change(screen.getByLabelText("Time period"), { target: { value: "11" } });
    await answerAll();
    act(() => vi.advanceTimersByTime(ANNOUNCE_PAUSE_MS / 2));
    fireEvent.change(screen.getByLabelText("Time period"), { target: { value: "12" } });
    await answerAll();
    act(() => vi.advanceTimersByTime(ANNOUNCE_PAUSE_MS - 1));
    expect(status.textContent).toContain("₹23,23,391");
    act(() => vi.advanceTimersByTime(1));
    expect(status.textContent).toContain("Total value: ₹32,22,522.");
  });

  it("keeps the headline results in a bar where the results sit under the form, each hook on one element", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === RESULTS_BELOW_FORM_QUERY, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal("ResizeObserver", class { observe() {} disconnect() {} });
    renderSip();
    expect(screen.queryByRole("region", { name: "Headline results" })).toBeNull(); // no results yet
    fireEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await answerAll();
    const bar = screen.getByRole("region", { name: "Headline results" });
    for (const id of ["invested", "gained", "total"]) {
      const hooks = screen.getAllByTestId(`result-${id}`);
      expect(hooks).toHaveLength(1);
      expect(bar.contains(hooks[0])).toBe(true);
    }
    expect(total()).toBe("₹23,23,391");
    // The boxes still show every figure.
    expect(screen.getByRole("region", { name: "Results" }).textContent).toContain("₹23,23,391");
  });

  it("renders no figure again for a reply whose figures read as those shown (a planner's odds added to the same plan)", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === RESULTS_BELOW_FORM_QUERY, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal("ResizeObserver", class { observe() {} disconnect() {} });
    let texts = 0;
    const counted = {
      ...sipDefinition,
      results: sipDefinition.results.map((field) =>
        field.id === "total"
          ? {
              ...field,
              text: (result: GrowthResult) => {
                texts++;
                return `₹${Math.round(result.total)}`;
              },
            }
          : field,
      ),
    };
    renderSip(counted);
    fireEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await answerAll();
    expect(total()).toBe("₹2323391");
    // The same inputs again: a new reply object with the same figures. Its figures are worked
    // out once, to compare; the boxes, the headline bar and the announcer do not render again.
    texts = 0;
    fireEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await answerAll();
    expect(texts).toBe(1);
    expect(total()).toBe("₹2323391");
    // A reply that changes a figure renders it.
    fireEvent.change(screen.getByLabelText("Time period"), { target: { value: "11" } });
    await answerAll();
    expect(total()).toBe("₹2746148");
  });

  it("shows no headline bar on a wide screen, where the boxes carry every hook", async () => {
    renderSip();
    fireEvent.click(screen.getByRole("button", { name: "Calculate" }));
    await answerAll();
    expect(screen.queryByRole("region", { name: "Headline results" })).toBeNull();
    expect(screen.getByRole("region", { name: "Results" }).contains(screen.getByTestId("result-total"))).toBe(true);
  });

  it("answers a shared link with a rate of 10^15 % with the field's message, and asks the core nothing", async () => {
    window.history.replaceState(null, "", "/tools/sip?monthlyInvestment=5000&annualRate=1000000000000000&timePeriod=10");
    renderSip();
    await answerAll();
    expect(pending).toHaveLength(0);
    expect(screen.getByText(/^Expected return rate \(p\.a\.\) (must|cannot)/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it("shows a clear message, never NaN, when the core refuses inputs outside its domain", async () => {
    const refusing: CalcRunner = () => Promise.reject(Object.assign(new Error("The SIP calculation was given inputs outside its range."), { name: "CoreDomainError" }));
    render(
      <ThemeProvider>
        <CalcRunnerContext.Provider value={refusing}>
          <CalculatorPage definition={sipDefinition} />
        </CalcRunnerContext.Provider>
      </ThemeProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Calculate" }));
    });
    expect(await screen.findByText("These numbers are beyond what this calculator can work out. Please check them and enter smaller values.")).toBeTruthy();
    expect(total()).toBeUndefined();
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });
});
