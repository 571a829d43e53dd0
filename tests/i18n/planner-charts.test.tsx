// @vitest-environment jsdom
// The planners' charts (sections of their own, worded by the planner-charts catalogue) on a
// Hindi page: the goal planners' growth chart and the retirement planners' cash flow read in
// Hindi, titles, legend and the screen-reader description alike, with the amounts as English
// pages print them; on an English page they keep the specification's words.
import { cleanup, render, screen } from "@testing-library/react";
import { computeInputs } from "../../src/calculators/definitions/definition-test-kit";
import type { ComponentType } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "../../src/app/theme";
import type { SectionProps } from "../../src/calculators/definition";
import { plannerChartsMessages } from "../../src/calculators/definitions/messages/planner-charts";
import { loadDefinition } from "../../src/calculators/registry";
import type { GoalResult, RetirementInputs, RetirementResult } from "../../workers/calc-contract";
import { goalReference } from "../reference/goals";
import { retirementReference } from "../reference/retirement";

// uPlot needs a real browser (matchMedia, canvas): the chart's description stands in for it.
vi.mock("uplot", () => ({ default: { paths: {} } }));
vi.mock("../../src/components/charts/uplot-chart", () => ({ UplotChart: ({ label }: { label: string }) => <div data-testid="chart" aria-label={label} /> }));

// The test set-up loads every English catalogue; the Hindi one loads here, as a Hindi page would.
beforeAll(() => plannerChartsMessages.load("hi"));
afterEach(cleanup);

const column = <Row,>(rows: Row[], pick: (row: Row) => number) => Float64Array.from(rows, pick);

/**
 * What a chart draws for the default plan, from the plain-TypeScript references (the core's
 * WASM loads from a file: URL, which jsdom's URL does not give; the core itself is checked
 * against the same references in tests/wasm).
 */
function chartResult(id: string, inputs: Record<string, number>): Pick<GoalResult, "futureCost" | "projection"> | Pick<RetirementResult, "projection"> {
  if (id === "education") {
    const r = goalReference(inputs.currentCost, 100, inputs.years, inputs.returnRate, inputs.inflationRate);
    return {
      futureCost: r.futureCost,
      projection: {
        year: column(r.rows, (row) => row.year),
        investedAmount: column(r.rows, (row) => row.investedAmount),
        returnsEarned: column(r.rows, (row) => row.returnsEarned),
        totalValue: column(r.rows, (row) => row.totalValue),
      },
    };
  }
  const r = retirementReference(inputs as unknown as RetirementInputs);
  const withdrawal = column(r.rows, (row) => row.withdrawal);
  const balance = column(r.rows, (row) => row.balance);
  return { projection: { age: column(r.rows, (row) => row.age), withdrawal, balance } as RetirementResult["projection"] };
}

/** The definition's first section (its chart) for its default plan, on a page in `locale`. */
async function renderChart(id: string, locale: "en" | "hi"): Promise<HTMLElement> {
  const definition = (await loadDefinition(id, locale))!;
  const inputs = computeInputs(definition);
  const result = chartResult(id, inputs);
  const Chart = definition.sections![0] as ComponentType<SectionProps<string, unknown>>;
  const { container } = render(
    <MemoryRouter initialEntries={[locale === "hi" ? `/hi/tools/${id}` : `/tools/${id}`]}>
      <ThemeProvider>
        <Chart result={result} inputs={inputs} calculateCount={1} />
      </ThemeProvider>
    </MemoryRouter>,
  );
  await screen.findByRole("figure");
  return container;
}

/** Latin words in the text, apart from the ₹ amounts' digits. */
const latinWords = (text: string) => text.match(/[A-Za-z]+/g) ?? [];

describe("the planners' charts on a Hindi page", () => {
  it("education: the growth chart's title, legend and goal line in Hindi", async () => {
    const container = await renderChart("education", "hi");
    expect(container.querySelector("figcaption")?.textContent).toBe("निवेश की बढ़त का अनुमान");
    expect(screen.getByText("लक्ष्य: ₹1,04,43,120")).toBeTruthy();
    expect(screen.getByText("निवेश")).toBeTruthy();
    expect(screen.getByText("रिटर्न")).toBeTruthy();
    expect(screen.getByTestId("chart").getAttribute("aria-label")).toBe(
      "निवेश की बढ़त का अनुमान: हर साल के अंत तक लगाया गया पैसा और उस पर कमाया गया रिटर्न। लक्ष्य: ₹1,04,43,120।",
    );
    expect(latinWords(container.textContent ?? "")).toEqual([]);
  });

  it("retirement and the aging parent: each cash-flow chart under its own Hindi title", async () => {
    for (const [id, title] of [
      ["retirement", "रिटायरमेंट में कैश फ्लो"],
      ["parents", "कैश फ्लो: निकासी और बैलेंस"],
    ] as const) {
      const container = await renderChart(id, "hi");
      expect(container.querySelector("figcaption")?.textContent, id).toBe(title);
      expect(screen.getByTestId("chart").getAttribute("aria-label"), id).toBe(
        `${title}: हर उम्र पर निकासी (टैक्स से पहले) कॉलम के रूप में और बैलेंस रेखा के रूप में।`,
      );
      expect(latinWords(container.textContent ?? ""), id).toEqual([]);
      cleanup();
    }
  });

  it("keeps the specification's words on the English page", async () => {
    await renderChart("education", "en");
    expect(screen.getByText("Investment Growth Projection")).toBeTruthy();
    expect(screen.getByText("Goal: ₹1,04,43,120")).toBeTruthy();
    expect(screen.getByTestId("chart").getAttribute("aria-label")).toBe(
      "Investment Growth Projection: money invested and returns earned at the end of each year. Goal: ₹1,04,43,120.",
    );
    cleanup();
    await renderChart("retirement", "en");
    expect(screen.getByText("Cash flow in retirement")).toBeTruthy();
    expect(screen.getByTestId("chart").getAttribute("aria-label")).toBe(
      "Cash flow in retirement: withdrawal (pre-tax) as bars and balance as a line, by age.",
    );
  });
});
